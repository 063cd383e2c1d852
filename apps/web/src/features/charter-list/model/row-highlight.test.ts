import { describe, expect, it } from 'vitest';
import { rowHighlight } from './row-highlight';

const now = new Date('2026-03-01T00:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
const base = {
  status: 'Live',
  bidCount: 0,
  biddingEndsAt: hours(10),
  createdAt: hours(-100),
  biddingTimeSpanHours: 120,
  departTime: hours(48),
  lastDepartTime: hours(50),
};

describe('rowHighlight', () => {
  it('marks a Live charter without bids closing within 24 hours', () => {
    expect(rowHighlight(base, false, now)).toBe('needsBids');
    expect(rowHighlight({ ...base, bidCount: 1 }, false, now)).toBeNull();
    expect(rowHighlight({ ...base, biddingEndsAt: hours(30) }, false, now)).toBeNull();
  });

  it('marks confirmed charters flown more than 5 minutes ago, for admins only', () => {
    const flown = { ...base, status: 'Confirmed', departTime: hours(-3), lastDepartTime: hours(-1) };
    expect(rowHighlight(flown, true, now)).toBe('finished');
    expect(rowHighlight(flown, false, now)).toBeNull();
    expect(rowHighlight({ ...flown, lastDepartTime: new Date(now.getTime() - 60_000).toISOString() }, true, now)).toBeNull();
  });
});
