import { addDays, compareDays, dayIn, formatDay, parseDay, startOfDay, type CalendarDay } from '../message-log/date-range.js';

/**
 * The reports' date ranges (supplier-and-admin section 9): "Reports default to the previous
 * quarter; the departure report default window is one month ago to 12 months later". A range is
 * two calendar days (dd/MM/yyyy, core section 5) read in the viewer's zone, both days included,
 * or two ISO instants (the "timestamp range" of getCharterReport, section 7), the end excluded.
 */

/** The calendar quarter before the one `now` falls in, in `zone` (January's previous quarter is last October to December). */
export function previousQuarter(now: Date, zone: string): { from: string; to: string } {
  const today = dayIn(now, zone);
  const quarter = Math.floor((today.month - 1) / 3);
  const year = quarter === 0 ? today.year - 1 : today.year;
  const firstMonth = quarter === 0 ? 10 : (quarter - 1) * 3 + 1;
  const start: CalendarDay = { year, month: firstMonth, day: 1 };
  // The day before the current quarter's first day.
  const end = addDays({ year: today.year, month: quarter * 3 + 1, day: 1 }, -1);
  return { from: formatDay(start), to: formatDay(end) };
}

/** A day some months away, kept inside the month (31 March less one month is 28 or 29 February). */
export function addMonths(d: CalendarDay, months: number): CalendarDay {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(d.day, last) };
}

/** One month ago to twelve months ahead of today in `zone`. */
export function departureWindow(now: Date, zone: string): { from: string; to: string } {
  const today = dayIn(now, zone);
  return { from: formatDay(addMonths(today, -1)), to: formatDay(addMonths(today, 12)) };
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant as ISO 8601 with a zone, a real date between 2000 and 2100; else null. */
export function parseInstant(text: string): Date | null {
  const t = text.trim();
  if (!ISO_INSTANT.test(t)) return null;
  const day = parseDay(`${t.slice(8, 10)}/${t.slice(5, 7)}/${t.slice(0, 4)}`);
  const ms = Date.parse(t);
  if (!day || Number.isNaN(ms)) return null;
  const [hour, minute] = [Number(t.slice(11, 13)), Number(t.slice(14, 16))];
  return hour < 24 && minute < 60 ? new Date(ms) : null;
}

/** A bound as typed: a day (dd/MM/yyyy) or an instant (ISO). */
export const isReportBound = (text: string) => parseDay(text) !== null || parseInstant(text) !== null;

/**
 * The instants a from/to pair covers: from the start of `from` up to (not including) the start of
 * the day after `to` in `zone`, or the instants as given. Null when the range runs backwards or a
 * bound cannot be read.
 */
export function reportInstants(from: string, to: string, zone: string): { start: Date; end: Date } | null {
  const fromDay = parseDay(from);
  const toDay = parseDay(to);
  if (fromDay && toDay && compareDays(fromDay, toDay) > 0) return null;
  const start = fromDay ? startOfDay(fromDay, zone) : parseInstant(from);
  const end = toDay ? startOfDay(addDays(toDay, 1), zone) : parseInstant(to);
  if (!start || !end || end.getTime() <= start.getTime()) return null;
  return { start, end };
}
