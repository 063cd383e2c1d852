import {
  formatFlightTimeInput,
  instantToLocalParts,
  localToInstant,
  zoneAbbreviation,
  zoneOfState,
  type LocalInstantResult,
} from '@charter/shared';

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

/** The zone a sector's departure is entered in: its from-place's state (Brisbane until one is chosen). */
export function sectorZone(s: { from: { state: string } }): string {
  return zoneOfState(s.from.state);
}

/**
 * The departure typed as the departure airport's wall-clock time (form date YYYY-MM-DD, time
 * HH:mm) as its UTC instant: null while either part is missing or invalid (the schema then says
 * "Depart date and time are required"); a refusal with a message for a time the clocks skip.
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

/** The form's day and time of a saved instant, as the departure airport's wall clock. */
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
