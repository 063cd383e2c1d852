import { describe, expect, it } from 'vitest';
import { defaultLogRange, formatDay, isTimeZone, parseDay, rangeInstants, startOfDay } from './date-range.js';

describe('message log date range', () => {
  it('reads days strictly as dd/MM/yyyy', () => {
    expect(parseDay('05/10/2025')).toEqual({ year: 2025, month: 10, day: 5 });
    expect(parseDay(' 29/02/2024 ')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['29/02/2025', '5/10/2025', '2025-10-05', '32/01/2025', '00/01/2025', '01/13/2025', '01/01/1999', '']) {
      expect(parseDay(bad), bad).toBeNull();
    }
    expect(formatDay({ year: 2025, month: 3, day: 9 })).toBe('09/03/2025');
  });

  it('defaults to yesterday through two days ahead in the viewer’s zone', () => {
    // 23:30 UTC on 31 Dec is already 1 January in Brisbane.
    const now = new Date('2025-12-31T23:30:00Z');
    expect(defaultLogRange(now, 'UTC')).toEqual({ from: '30/12/2025', to: '02/01/2026' });
    expect(defaultLogRange(now, 'Australia/Brisbane')).toEqual({ from: '31/12/2025', to: '03/01/2026' });
  });

  it('starts a day at its local midnight, across daylight saving changes', () => {
    expect(startOfDay({ year: 2025, month: 3, day: 10 }, 'Australia/Brisbane').toISOString()).toBe('2025-03-09T14:00:00.000Z');
    // Sydney moves to daylight time at 2 am on 5 October 2025 (+10 to +11).
    expect(startOfDay({ year: 2025, month: 10, day: 5 }, 'Australia/Sydney').toISOString()).toBe('2025-10-04T14:00:00.000Z');
    expect(startOfDay({ year: 2025, month: 10, day: 6 }, 'Australia/Sydney').toISOString()).toBe('2025-10-05T13:00:00.000Z');
    expect(startOfDay({ year: 2025, month: 4, day: 7 }, 'Australia/Sydney').toISOString()).toBe('2025-04-06T14:00:00.000Z');
  });

  it('covers whole days, either side open, and refuses a reversed range', () => {
    const range = rangeInstants({ year: 2025, month: 3, day: 10 }, { year: 2025, month: 3, day: 12 }, 'UTC');
    expect(range).toEqual({ start: new Date('2025-03-10T00:00:00Z'), end: new Date('2025-03-13T00:00:00Z') });
    expect(rangeInstants(null, null, 'UTC')).toEqual({ start: null, end: null });
    expect(rangeInstants({ year: 2025, month: 3, day: 12 }, { year: 2025, month: 3, day: 10 }, 'UTC')).toBeNull();
  });

  it('knows time zone names', () => {
    expect(isTimeZone('Australia/Perth')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone("Australia/Perth'; drop table")).toBe(false);
  });
});
