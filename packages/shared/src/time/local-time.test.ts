import { describe, expect, it } from 'vitest';
import {
  calendarDateToDdMmYyyy,
  formatCalendarDate,
  formatLocal,
  formatLocalTime,
  formatWallClock,
  instantToLocalParts,
  localTimeCellFormat,
  localToInstant,
  localWallClock,
  zoneAbbreviation,
  zoneOfState,
} from './local-time.js';

const instant = (date: string, time: string, zone: string) => {
  const r = localToInstant(date, time, zone);
  if (!r.ok) throw new Error(r.message);
  return r.instant;
};

describe('zoneOfState', () => {
  it('maps codes and names, Queensland without DST, unknown to Brisbane', () => {
    expect(zoneOfState('QLD')).toBe('Australia/Brisbane');
    expect(zoneOfState('nsw')).toBe('Australia/Sydney');
    expect(zoneOfState('ACT')).toBe('Australia/Sydney');
    expect(zoneOfState('VIC')).toBe('Australia/Melbourne');
    expect(zoneOfState('Tasmania')).toBe('Australia/Hobart');
    expect(zoneOfState('SA')).toBe('Australia/Adelaide');
    expect(zoneOfState('Northern Territory')).toBe('Australia/Darwin');
    expect(zoneOfState('WA')).toBe('Australia/Perth');
    expect(zoneOfState('')).toBe('Australia/Brisbane');
    expect(zoneOfState(null)).toBe('Australia/Brisbane');
  });
});

describe('Brisbane (no DST)', () => {
  it('09:30 local is 23:30Z the day before, AEST in summer and winter', () => {
    expect(instant('03/12/2026', '09:30', 'Australia/Brisbane')).toBe('2026-12-02T23:30:00.000Z');
    expect(formatLocal('2026-12-02T23:30:00.000Z', 'Australia/Brisbane')).toBe('03-Dec-2026 09:30 AEST');
    expect(formatLocal('2026-07-01T00:00:00Z', 'Australia/Brisbane')).toBe('01-Jul-2026 10:00 AEST');
  });
});

describe('Sydney DST changeover', () => {
  it('switches AEST to AEDT on the first Sunday of October and back in April', () => {
    // 4 October 2026: 02:00 AEST becomes 03:00 AEDT.
    expect(formatLocal(instant('04/10/2026', '01:59', 'Australia/Sydney'), 'Australia/Sydney')).toBe('04-Oct-2026 01:59 AEST');
    expect(instant('04/10/2026', '03:00', 'Australia/Sydney')).toBe('2026-10-03T16:00:00.000Z');
    expect(formatLocal('2026-10-03T16:00:00Z', 'Australia/Sydney')).toBe('04-Oct-2026 03:00 AEDT');
    expect(formatLocal('2026-12-02T22:30:00Z', 'Australia/Sydney')).toBe('03-Dec-2026 09:30 AEDT');
    expect(instant('03/12/2026', '09:30', 'Australia/Sydney')).toBe('2026-12-02T22:30:00.000Z');
  });

  it('refuses a time in the spring-forward gap', () => {
    const r = localToInstant('04/10/2026', '02:30', 'Australia/Sydney');
    expect(r).toEqual({
      ok: false,
      message: '02:30 on 04/10/2026 does not exist in Sydney time: the clocks go forward an hour then. Choose another time.',
    });
  });

  it('takes the first of the repeated autumn hour', () => {
    // 5 April 2026: 03:00 AEDT becomes 02:00 AEST, so 02:30 happens twice.
    expect(instant('05/04/2026', '02:30', 'Australia/Sydney')).toBe('2026-04-04T15:30:00.000Z');
    expect(formatLocal('2026-04-04T15:30:00Z', 'Australia/Sydney')).toBe('05-Apr-2026 02:30 AEDT');
    expect(formatLocal('2026-04-04T16:30:00Z', 'Australia/Sydney')).toBe('05-Apr-2026 02:30 AEST');
  });
});

describe('Adelaide half-hour offsets', () => {
  it('is ACST (+9:30) in winter and ACDT (+10:30) in summer', () => {
    expect(instant('01/07/2026', '09:30', 'Australia/Adelaide')).toBe('2026-07-01T00:00:00.000Z');
    expect(formatLocal('2026-07-01T00:00:00Z', 'Australia/Adelaide')).toBe('01-Jul-2026 09:30 ACST');
    expect(instant('03/12/2026', '09:30', 'Australia/Adelaide')).toBe('2026-12-02T23:00:00.000Z');
    expect(formatLocal('2026-12-02T23:00:00Z', 'Australia/Adelaide')).toBe('03-Dec-2026 09:30 ACDT');
  });
});

describe('Perth and Darwin', () => {
  it('Perth 09:30 is 01:30Z, AWST', () => {
    expect(instant('03/12/2026', '09:30', 'Australia/Perth')).toBe('2026-12-03T01:30:00.000Z');
    expect(formatLocal('2026-12-03T01:30:00Z', 'Australia/Perth')).toBe('03-Dec-2026 09:30 AWST');
    expect(formatLocalTime('2026-12-03T01:30:00Z', 'Australia/Perth')).toBe('09:30 AWST');
  });

  it('Darwin keeps ACST all year', () => {
    expect(instant('03/12/2026', '09:30', 'Australia/Darwin')).toBe('2026-12-03T00:00:00.000Z');
    expect(formatLocal('2026-12-03T00:00:00Z', 'Australia/Darwin')).toBe('03-Dec-2026 09:30 ACST');
    expect(zoneAbbreviation(Date.parse('2026-07-01T00:00:00Z'), 'Australia/Darwin')).toBe('ACST');
  });
});

describe('parts and refusals', () => {
  it('gives the form parts of an instant in the zone', () => {
    expect(instantToLocalParts('2026-12-02T23:30:00Z', 'Australia/Brisbane')).toEqual({ date: '03/12/2026', time: '09:30' });
    expect(instantToLocalParts('2026-12-03T01:30:00Z', 'Australia/Perth')).toEqual({ date: '03/12/2026', time: '09:30' });
    expect(instantToLocalParts('', 'Australia/Perth')).toEqual({ date: '', time: '' });
  });

  it('refuses what is not a strict date or a time', () => {
    expect(localToInstant('31/02/2026', '09:30', 'Australia/Perth').ok).toBe(false);
    expect(localToInstant('3/12/2026', '09:30', 'Australia/Perth').ok).toBe(false);
    expect(localToInstant('03/12/2026', '24:00', 'Australia/Perth').ok).toBe(false);
    expect(formatLocal('not a date', 'Australia/Perth')).toBe('');
  });

  it('formats calendar dates without a zone, so they never move a day', () => {
    expect(formatCalendarDate('2026-12-03')).toBe('03-Dec-2026');
    expect(formatCalendarDate('2026-12-03T00:00:00.000Z')).toBe('03-Dec-2026');
    expect(formatCalendarDate(null)).toBe('');
    expect(calendarDateToDdMmYyyy('2026-12-03')).toBe('03/12/2026');
  });

  it('gives the wall clock a spreadsheet date cell holds, and the cell format that shows it as the screens do', () => {
    const perth = localWallClock('2026-12-03T01:30:00.000Z', 'Australia/Perth')!;
    expect(perth.wallClock.toISOString()).toBe('2026-12-03T09:30:00.000Z');
    expect(perth.abbreviation).toBe('AWST');
    expect(formatWallClock(perth.wallClock, perth.abbreviation)).toBe('03-Dec-2026 09:30 AWST');
    const sydney = localWallClock('2026-12-02T22:30:00.000Z', 'Australia/Sydney')!;
    expect([sydney.wallClock.toISOString(), sydney.abbreviation]).toEqual(['2026-12-03T09:30:00.000Z', 'AEDT']);
    expect(localWallClock(null, 'Australia/Perth')).toBeNull();
    expect(localWallClock('not a date', 'Australia/Perth')).toBeNull();
    expect(localTimeCellFormat('AWST')).toBe('dd-mmm-yyyy hh:mm "AWST"');
  });
});
