import { describe, expect, it } from 'vitest';
import { cellText, defaultRange, rangeError, reportExportPath, reportPagePath, sizeText } from './report-filter';

describe('report filter', () => {
  it('opens on the previous quarter, the departure report on a month back to a year ahead', () => {
    const now = new Date('2027-01-10T00:00:00Z');
    expect(defaultRange('charters', now, 'Australia/Brisbane')).toEqual({ from: '01/10/2026', to: '31/12/2026' });
    expect(defaultRange('departures', now, 'Australia/Brisbane')).toEqual({ from: '10/12/2026', to: '10/01/2028' });
  });

  it('names what is wrong with a range', () => {
    expect(rangeError('01/01/2026', '31/03/2026')).toBeNull();
    expect(rangeError('31/03/2026', '01/01/2026')).toBe('From must be before To');
    expect(rangeError('2026-01-01', '31/03/2026')).toBe('From must be a date as dd/MM/yyyy or an ISO timestamp');
    expect(rangeError('01/01/2026', '')).toBe('To must be a date as dd/MM/yyyy or an ISO timestamp');
  });

  it('builds the calls, the job tracker with its operators', () => {
    const f = { from: '01/01/2026', to: '31/03/2026', tz: 'Australia/Perth', supplierIds: ['a', 'b'] };
    expect(reportPagePath('payload', f, null, 50)).toBe(
      '/api/admin/getPayLoadReport?from=01%2F01%2F2026&to=31%2F03%2F2026&tz=Australia%2FPerth&limit=50',
    );
    expect(reportExportPath('jobTracker', f)).toBe(
      '/api/admin/getJobTracker/export?from=01%2F01%2F2026&to=31%2F03%2F2026&tz=Australia%2FPerth&supplierIds=a%2Cb',
    );
  });

  it('shows amounts, counts and blanks', () => {
    expect(cellText(1100, 'AUD')).toBe('$AUD 1,100.00');
    expect(cellText(13100)).toBe('13,100');
    expect(cellText(null)).toBe('—');
    expect(sizeText(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});
