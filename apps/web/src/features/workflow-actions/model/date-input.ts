import { formatFlightTimeInput, parseDdMmYyyy } from '@charter/shared';

/** Strict dd/MM/yyyy (core section 5) to YYYY-MM-DD for the date field; null for anything else. */
export function parseStrictDate(text: string): string | null {
  const d = parseDdMmYyyy(text);
  return d ? `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : null;
}

/** A time as typed: digits and one colon, inserted automatically ("930" -> "9:30"). */
export function formatTimeInput(raw: string): string {
  return formatFlightTimeInput(raw).slice(0, 5);
}
