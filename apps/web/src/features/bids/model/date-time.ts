import { formatFlightTimeInput, instantToLocalParts, localToInstant, zoneAbbreviation, type LocalInstantResult } from '@charter/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant's calendar day at the departure airport (its zone), YYYY-MM-DD ('' when not a date). */
export function localDateOf(iso: string, zone: string): string {
  const { date } = instantToLocalParts(iso, zone);
  return date ? `${date.slice(6)}-${date.slice(3, 5)}-${date.slice(0, 2)}` : '';
}

/** An instant's time of day at the departure airport (its zone), HH:mm. */
export function localTimeOf(iso: string, zone: string): string {
  return instantToLocalParts(iso, zone).time;
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
 * Date (YYYY-MM-DD) and time typed as the departure airport's wall clock, as its UTC instant; null
 * while either is missing or invalid, a refusal with a message for a time the clocks skip.
 */
export function departureInstant(date: string, time: string, zone: string): LocalInstantResult | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = parseTimeOfDay(time);
  if (!d || !t) return null;
  return localToInstant(`${d[3]}/${d[2]}/${d[1]}`, t, zone);
}

/** The UTC ISO instant ("2030-05-09T23:00:00.000Z"); '' when missing or skipped, which the schema reports as "Invalid Date supplied". */
export function departureIso(date: string, time: string, zone: string): string {
  const r = departureInstant(date, time, zone);
  return r?.ok ? r.instant : '';
}

/** The zone's abbreviation (AEST, AWST...) on the departure day, shown beside the time field. */
export function departureAbbreviation(date: string, time: string, zone: string): string {
  const at = departureInstant(date, time, zone) ?? departureInstant(date, '12:00', zone);
  return zoneAbbreviation(at?.ok ? Date.parse(at.instant) : Date.now(), zone);
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
