import { formatFlightTimeInput } from '@charter/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** Strict dd/MM/yyyy (core section 5) to YYYY-MM-DD; null for anything else, e.g. 31/02/2026 or 1/2/2026. */
export function parseStrictDate(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** YYYY-MM-DD to dd/MM/yyyy for display. */
export function formatDisplayDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** A time as typed: digits and one colon, inserted automatically ("930" -> "9:30"). */
export function formatTimeInput(raw: string): string {
  return formatFlightTimeInput(raw).slice(0, 5);
}

/** "9:30" or "09:30" to "09:30"; null unless it is a time of day. */
export function parseTimeOfDay(text: string): string | null {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? `${pad(Number(m[1]))}:${m[2]}` : null;
}

/** Minutes east of UTC at that local moment (+600 in Brisbane). */
export function browserOffsetMinutes(local: Date): number {
  return -local.getTimezoneOffset();
}

/**
 * The departure as an ISO string carrying the browser's offset ("2026-08-15T09:30:00+10:00"), so
 * the server keeps the instant and the calendar day the user meant. '' when either part is missing
 * or invalid, which the schema reports as "Depart date and time are required".
 */
export function departureIso(date: string, time: string, offsetOf: (local: Date) => number = browserOffsetMinutes): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = parseTimeOfDay(time);
  if (!d || !t) return '';
  const [hours, minutes] = t.split(':').map(Number) as [number, number];
  const local = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), hours, minutes);
  const offset = offsetOf(local);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${t}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
