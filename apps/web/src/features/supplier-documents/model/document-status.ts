import type { DocumentStatus } from '../api/documents-api';

/** Current green, Nearly Expired orange, Expired red (supplier-and-admin spec); anything unknown grey. */
export function documentStatusColor(status: string): string {
  const colors: Record<DocumentStatus, string> = { Current: 'green', 'Nearly Expired': 'orange', Expired: 'red' };
  return colors[status as DocumentStatus] ?? 'gray';
}

/**
 * The expiry date picked in the Approve dialog, sent as the calendar day itself ("2031-02-28"):
 * the server keeps it valid through the end of that day (Brisbane time) and answers the same day
 * back as `expiryDate`, so the browser's zone never moves it. Null unless it is a real day.
 */
export function expiryDay(day: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return null;
  return day;
}

/** What the user typed in the expiry field (dd/mm/yyyy, strict as the spec's dates) as 'YYYY-MM-DD', or null. */
export function parseDayInput(text: string): string | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const day = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return expiryDay(day);
}
