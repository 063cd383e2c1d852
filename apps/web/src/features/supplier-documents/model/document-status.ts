import type { DocumentStatus } from '../api/documents-api';

/** Current green, Nearly Expired orange, Expired red (issue 4); anything unknown grey. */
export function documentStatusColor(status: string): string {
  const colors: Record<DocumentStatus, string> = { Current: 'green', 'Nearly Expired': 'orange', Expired: 'red' };
  return colors[status as DocumentStatus] ?? 'gray';
}

/**
 * The expiry date picked in the Approve dialog (a calendar day) as the instant sent to the server:
 * the end of that day in the browser's time zone, so a document is valid through the whole day.
 */
export function expiryInstant(day: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59);
  if (d.getFullYear() !== Number(m[1]) || d.getMonth() !== Number(m[2]) - 1 || d.getDate() !== Number(m[3])) return null;
  return d.toISOString();
}

/** What the user typed in the expiry field (dd/mm/yyyy, strict as the spec's dates) as 'YYYY-MM-DD', or null. */
export function parseDayInput(text: string): string | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const day = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return expiryInstant(day) ? day : null;
}
