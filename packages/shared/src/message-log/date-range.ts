import { offsetMinutesAt } from '../time/local-time.js';
/**
 * The message log's date range (core section 9: "Default message log range: yesterday to two days
 * ahead"). Dates are calendar days written dd/MM/yyyy (core section 5), read in the viewer's time
 * zone, the zone the log shows its times in: a day runs from its midnight to the next one there.
 */

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Years a range may name: wide enough for any log, narrow enough to stay a real date everywhere. */
export const LOG_RANGE_YEARS = { min: 2000, max: 2100 } as const;

/** Strict dd/MM/yyyy: two-digit day and month, four-digit year, a day that exists; else null. */
export function parseDay(text: string): CalendarDay | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < LOG_RANGE_YEARS.min || year > LOG_RANGE_YEARS.max) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDay(d: CalendarDay): string {
  return `${pad(d.day)}/${pad(d.month)}/${d.year}`;
}

/** An IANA time zone name this runtime knows ("Australia/Brisbane", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day an instant falls on in a zone. */
export function dayIn(instant: Date, zone: string): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(
    instant,
  );
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** How far a zone's wall clock is ahead of UTC at an instant, in ms (the shared time helper's rule). */
const offsetAt = (instant: number, zone: string) => offsetMinutesAt(instant, zone) * 60_000;

/** The instant a calendar day starts in a zone (its first moment, daylight saving included). */
export function startOfDay(d: CalendarDay, zone: string): Date {
  const wall = Date.UTC(d.year, d.month - 1, d.day);
  let at = wall - offsetAt(wall, zone);
  // The offset at the guess may differ from the offset at the answer across a clock change.
  at = wall - offsetAt(at, zone);
  return new Date(at);
}

/** The day a number of days after another. */
export function addDays(d: CalendarDay, days: number): CalendarDay {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export const compareDays = (a: CalendarDay, b: CalendarDay) => a.year - b.year || a.month - b.month || a.day - b.day;

/** Yesterday through two days ahead, in the viewer's zone, as the filter's fields show them. */
export function defaultLogRange(now: Date, zone: string): { from: string; to: string } {
  const today = dayIn(now, zone);
  return { from: formatDay(addDays(today, -1)), to: formatDay(addDays(today, 2)) };
}

/**
 * The instants a from/to range covers: from the start of `from` up to (not including) the start of
 * the day after `to`; either side may be open. Null when `from` is after `to`.
 */
export function rangeInstants(
  from: CalendarDay | null,
  to: CalendarDay | null,
  zone: string,
): { start: Date | null; end: Date | null } | null {
  if (from && to && compareDays(from, to) > 0) return null;
  return { start: from ? startOfDay(from, zone) : null, end: to ? startOfDay(addDays(to, 1), zone) : null };
}
