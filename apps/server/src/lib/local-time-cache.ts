import { formatWallClock, knownZone, offsetMinutesAt, zoneAbbreviation } from '@charter/shared';

// Clock changes fall on a quarter hour in UTC (Adelaide's at 16:30 UTC), so a quarter hour is one offset.
const QUARTER_HOUR = 900_000;

export type LocalWallClock = (
  instant: Date | string | null | undefined,
  zone: string | null | undefined,
) => { wallClock: Date; abbreviation: string } | null;

/**
 * localWallClock (packages/shared/src/time/local-time.ts) for long exports: the shared helper asks
 * Intl for every instant (about 30 µs), which is a third of a 100,000-row export's time. A zone's
 * offset only changes on a quarter hour, so this asks once per zone and quarter hour and does the
 * rest with UTC arithmetic; the answer is the same. One per report read, and one for every sheet
 * written (xlsx-stream.ts localTimeCell); each keeps at most 5,000 entries.
 */
export function cachedLocalWallClock(): LocalWallClock {
  const offsets = new Map<string, { minutes: number; abbreviation: string }>();
  return (instant, zone) => {
    if (instant === null || instant === undefined || instant === '') return null;
    const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant);
    if (Number.isNaN(ms)) return null;
    const z = knownZone(zone);
    const key = `${z}|${Math.floor(ms / QUARTER_HOUR)}`;
    let o = offsets.get(key);
    if (!o) {
      // Bounded: a long export over years of departures starts afresh rather than growing.
      if (offsets.size >= 5_000) offsets.clear();
      o = { minutes: offsetMinutesAt(ms, z), abbreviation: zoneAbbreviation(ms, z) };
      offsets.set(key, o);
    }
    return { wallClock: new Date(Math.floor(ms / 1000) * 1000 + o.minutes * 60_000), abbreviation: o.abbreviation };
  };
}

/** formatLocal ("03-Dec-2026 09:30 AEST") through the cache above. */
export function cachedLocalFormatter() {
  const local = cachedLocalWallClock();
  return (instant: Date | string | null | undefined, zone: string | null | undefined): string => {
    const l = local(instant, zone);
    return l ? formatWallClock(l.wallClock, l.abbreviation) : '';
  };
}
