import { knownZone, offsetMinutesAt, zoneAbbreviation } from '@charter/shared';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Clock changes fall on a quarter hour in UTC (Adelaide's at 16:30 UTC), so a quarter hour is one offset.
const QUARTER_HOUR = 900_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * formatLocal ("03-Dec-2026 09:30 AEST", packages/shared/src/time/local-time.ts) for long exports:
 * the shared helper asks Intl for every instant (about 30 µs), which is a third of a 100,000-row
 * export's time. A zone's offset only changes on a quarter hour, so this asks once per zone and quarter hour
 * and does the rest with UTC arithmetic; the text is the same. One per report read; it keeps at most
 * 5,000 entries.
 */
export function cachedLocalFormatter() {
  const offsets = new Map<string, { minutes: number; abbreviation: string }>();
  return (instant: Date | string | null | undefined, zone: string | null | undefined): string => {
    if (instant === null || instant === undefined || instant === '') return '';
    const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant);
    if (Number.isNaN(ms)) return '';
    const z = knownZone(zone);
    const key = `${z}|${Math.floor(ms / QUARTER_HOUR)}`;
    let o = offsets.get(key);
    if (!o) {
      // Bounded: a long export over years of departures starts afresh rather than growing.
      if (offsets.size >= 5_000) offsets.clear();
      o = { minutes: offsetMinutesAt(ms, z), abbreviation: zoneAbbreviation(ms, z) };
      offsets.set(key, o);
    }
    const w = new Date(ms + o.minutes * 60_000);
    return `${pad(w.getUTCDate())}-${MONTHS[w.getUTCMonth()]}-${w.getUTCFullYear()} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())} ${o.abbreviation}`;
  };
}
