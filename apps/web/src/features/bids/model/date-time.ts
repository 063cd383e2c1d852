import { formatFlightTimeInput } from '@charter/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant's calendar day in the browser's zone, YYYY-MM-DD ('' when not a date). */
export function localDateOf(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** An instant's time of day in the browser's zone, HH:mm. */
export function localTimeOf(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A time as typed: digits and one colon, inserted automatically ("930" -> "9:30"). */
export function formatTimeInput(raw: string): string {
  return formatFlightTimeInput(raw).slice(0, 5);
}

export function parseTimeOfDay(text: string): string | null {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? `${pad(Number(m[1]))}:${m[2]}` : null;
}

/**
 * Date and time as ISO with the browser's offset ("2026-08-15T09:30:00+10:00"); '' when either is
 * missing, which the schema reports as "Invalid Date supplied".
 */
export function departureIso(date: string, time: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = parseTimeOfDay(time);
  if (!d || !t) return '';
  const [hours, minutes] = t.split(':').map(Number) as [number, number];
  const local = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), hours, minutes);
  const offset = -local.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${t}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Strict dd/MM/yyyy (core section 5) to YYYY-MM-DD; null for anything else, e.g. 31/02/2026. */
export function parseStrictDate(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}
