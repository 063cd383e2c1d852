import { describe, expect, it } from 'vitest';
import { addMonths, departureWindow, parseInstant, previousQuarter, reportInstants } from './report-range.js';

describe('previousQuarter', () => {
  it('is the calendar quarter before today’s, across a year boundary', () => {
    expect(previousQuarter(new Date('2027-01-15T02:00:00Z'), 'Australia/Brisbane')).toEqual({ from: '01/10/2026', to: '31/12/2026' });
    expect(previousQuarter(new Date('2026-05-20T02:00:00Z'), 'Australia/Brisbane')).toEqual({ from: '01/01/2026', to: '31/03/2026' });
    expect(previousQuarter(new Date('2026-08-01T02:00:00Z'), 'Australia/Brisbane')).toEqual({ from: '01/04/2026', to: '30/06/2026' });
    expect(previousQuarter(new Date('2026-12-31T02:00:00Z'), 'Australia/Brisbane')).toEqual({ from: '01/07/2026', to: '30/09/2026' });
  });

  it('reads today in the viewer’s zone: New Year in Brisbane is still December in UTC', () => {
    const newYear = new Date('2026-12-31T14:30:00Z'); // 1 January 2027, 00:30 in Brisbane.
    expect(previousQuarter(newYear, 'Australia/Brisbane')).toEqual({ from: '01/10/2026', to: '31/12/2026' });
    expect(previousQuarter(newYear, 'UTC')).toEqual({ from: '01/07/2026', to: '30/09/2026' });
  });
});

describe('departureWindow', () => {
  it('runs from one month ago to twelve months ahead, kept inside short months', () => {
    expect(departureWindow(new Date('2026-05-20T02:00:00Z'), 'Australia/Brisbane')).toEqual({ from: '20/04/2026', to: '20/05/2027' });
    expect(departureWindow(new Date('2026-03-31T02:00:00Z'), 'Australia/Brisbane')).toEqual({ from: '28/02/2026', to: '31/03/2027' });
    expect(addMonths({ year: 2024, month: 1, day: 15 }, -1)).toEqual({ year: 2023, month: 12, day: 15 });
  });
});

describe('reportInstants', () => {
  it('covers whole days in the zone, or the instants as given', () => {
    expect(reportInstants('01/01/2026', '31/03/2026', 'Australia/Brisbane')).toEqual({
      start: new Date('2025-12-31T14:00:00Z'),
      end: new Date('2026-03-31T14:00:00Z'),
    });
    expect(reportInstants('2026-01-01T00:00:00Z', '2026-02-01T00:00:00+10:00', 'UTC')).toEqual({
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2026-01-31T14:00:00Z'),
    });
  });

  it('refuses a range that runs backwards or bounds it cannot read', () => {
    expect(reportInstants('31/03/2026', '01/01/2026', 'UTC')).toBeNull();
    expect(reportInstants('2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z', 'UTC')).toBeNull();
    expect(parseInstant('2026-02-30T10:00:00Z')).toBeNull();
    expect(parseInstant('2026-01-01T25:00:00Z')).toBeNull();
    expect(parseInstant('2026-01-01')).toBeNull();
  });
});
