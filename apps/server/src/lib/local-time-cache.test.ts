import { formatLocal, localWallClock } from '@charter/shared';
import { describe, expect, it } from 'vitest';
import { cachedLocalFormatter, cachedLocalWallClock } from './local-time-cache.js';

describe('cachedLocalFormatter', () => {
  it('writes what formatLocal writes, across daylight-saving changes and zones', () => {
    const format = cachedLocalFormatter();
    const zones = ['Australia/Brisbane', 'Australia/Sydney', 'Australia/Adelaide', 'Australia/Perth', 'Australia/Darwin', null];
    // Every 7 minutes 13 seconds over 2026's April and October clock changes, twice (the second pass from the cache).
    for (const pass of [1, 2]) {
      for (const start of [Date.UTC(2026, 3, 4, 10), Date.UTC(2026, 9, 3, 10)]) {
        for (let ms = start; ms < start + 12 * 3_600_000; ms += 433_000) {
          for (const zone of zones)
            expect(format(new Date(ms), zone), `${pass} ${zone} ${new Date(ms).toISOString()}`).toBe(formatLocal(new Date(ms), zone));
        }
      }
    }
    expect(format(null, 'Australia/Brisbane')).toBe('');
    expect(format('2026-01-01T00:00:00Z', 'Australia/Brisbane')).toBe(formatLocal('2026-01-01T00:00:00Z', 'Australia/Brisbane'));
  });

  it('gives the wall clock and abbreviation localWallClock gives, for the Excel date cells', () => {
    const local = cachedLocalWallClock();
    for (const zone of ['Australia/Sydney', 'Australia/Perth', 'Australia/Adelaide']) {
      for (let ms = Date.UTC(2026, 9, 3, 10); ms < Date.UTC(2026, 9, 4, 10); ms += 1_733_000) {
        expect(local(new Date(ms), zone), `${zone} ${new Date(ms).toISOString()}`).toEqual(localWallClock(new Date(ms), zone));
      }
    }
    expect(local(null, 'Australia/Perth')).toBeNull();
  });
});
