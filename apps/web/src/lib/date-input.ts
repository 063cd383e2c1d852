import {
  formatFlightTimeInput,
  instantToLocalParts,
  localToInstant,
  parseDdMmYyyy,
  parseHhMm,
  zoneAbbreviation,
  type LocalInstantResult,
} from '@charter/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date and time fields of the forms (new request, bid, Open Bidding): one reading of what is typed.
 */

/** Strict dd/MM/yyyy (core section 5) to YYYY-MM-DD for a date field; null for anything else. */
export function parseStrictDate(text: string): string | null {
  const d = parseDdMmYyyy(text);
  return d ? `${d.year}-${pad(d.month)}-${pad(d.day)}` : null;
}

/** A time of day as typed: digits and one colon, inserted automatically ("930" -> "9:30"). */
export function formatTimeInput(raw: string): string {
  return formatFlightTimeInput(raw).slice(0, 5);
}

/** "9:30" or "09:30" to "09:30"; null unless it is a time of day. */
export function parseTimeOfDay(text: string): string | null {
  const t = parseHhMm(text);
  return t ? `${pad(t.hour)}:${pad(t.minute)}` : null;
}

/**
 * A departure typed as its airport's wall clock (form date YYYY-MM-DD, time HH:mm) as its UTC
 * instant: null while either part is missing or invalid; a refusal with a message for a time the
 * clocks skip (the spring-forward hour).
 */
export function departureInstant(date: string, time: string, zone: string): LocalInstantResult | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = parseTimeOfDay(time);
  if (!d || !t) return null;
  return localToInstant(`${d[3]}/${d[2]}/${d[1]}`, t, zone);
}

/** The departure as a UTC ISO instant ("2026-08-14T23:30:00.000Z"); '' when missing, invalid or skipped. */
export function departureIso(date: string, time: string, zone: string): string {
  const r = departureInstant(date, time, zone);
  return r?.ok ? r.instant : '';
}

/** The form's day (YYYY-MM-DD) and time (HH:mm) of a saved instant, as the departure airport's wall clock. */
export function departureParts(iso: string, zone: string): { departDate: string; departTime: string } {
  const { date, time } = instantToLocalParts(iso, zone);
  return { departDate: date ? `${date.slice(6)}-${date.slice(3, 5)}-${date.slice(0, 2)}` : '', departTime: time };
}

/** The zone's abbreviation (AEST, ACDT, AWST...) on that departure day, shown beside the time field. */
export function departureAbbreviation(date: string, time: string, zone: string): string {
  const at = departureInstant(date, time, zone);
  if (at?.ok) return zoneAbbreviation(Date.parse(at.instant), zone);
  const noon = departureInstant(date, '12:00', zone);
  return zoneAbbreviation(noon?.ok ? Date.parse(noon.instant) : Date.now(), zone);
}
