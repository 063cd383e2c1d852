import { describe, expect, it } from 'vitest';
import {
  biddingEnd,
  countdown,
  distanceKm,
  finishedHighlight,
  flightTimeMinutes,
  formatFlightTimeInput,
  isUrgent,
  needsBids,
} from './rules.js';

const now = new Date('2026-11-21T00:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('charter rules', () => {
  it('bidding ends at biddingEndsAt, else created + span', () => {
    expect(biddingEnd({ biddingEndsAt: '2026-11-25T10:00:00Z', createdAt: now }).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(biddingEnd({ createdAt: now, biddingTimeSpanHours: 120 }).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(biddingEnd({ createdAt: now }).toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('counts down as days:hours:minutes:seconds and stops at zero', () => {
    expect(countdown(new Date(now.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000), now)).toBe('2:03:04:05');
    expect(countdown(hours(-1), now)).toBe('0:00:00:00');
  });

  it('urgent means departing within 24 hours', () => {
    expect(isUrgent(hours(23), now)).toBe(true);
    expect(isUrgent(hours(25), now)).toBe(false);
    expect(isUrgent(hours(-1), now)).toBe(false);
  });

  it('highlights Live charters without bids closing within 24 hours', () => {
    expect(needsBids({ status: 'Live', bidCount: 0, biddingEnd: hours(10) }, now)).toBe(true);
    expect(needsBids({ status: 'Live', bidCount: 1, biddingEnd: hours(10) }, now)).toBe(false);
    expect(needsBids({ status: 'Live', bidCount: 0, biddingEnd: hours(30) }, now)).toBe(false);
    expect(needsBids({ status: 'Pending', bidCount: 0, biddingEnd: hours(10) }, now)).toBe(false);
  });

  it('turns confirmed charters green 5 minutes after they finished', () => {
    expect(finishedHighlight({ status: 'Confirmed', lastDepartTime: hours(-1), lastFlightMinutes: 50 }, now)).toBe(true);
    expect(finishedHighlight({ status: 'Confirmed', lastDepartTime: hours(-1), lastFlightMinutes: 58 }, now)).toBe(false);
    expect(finishedHighlight({ status: 'Finished', lastDepartTime: hours(-5) }, now)).toBe(false);
  });

  it('computes distances in km', () => {
    // Brisbane airport to Longreach airport is about 990 km as the crow flies; Sydney-Melbourne about 705.
    expect(distanceKm(-27.3842, 153.1175, -23.4342, 144.28)).toBe(990);
    expect(distanceKm(-33.9461, 151.1772, -37.6733, 144.8433)).toBeGreaterThan(690);
    expect(distanceKm(-33.9461, 151.1772, -37.6733, 144.8433)).toBeLessThan(720);
  });

  it('formats flight time input as HH:MM with the colon inserted', () => {
    expect(formatFlightTimeInput('130')).toBe('1:30');
    expect(formatFlightTimeInput('0245')).toBe('02:45');
    expect(formatFlightTimeInput('2a:4b5x6')).toBe('2:45');
    expect(formatFlightTimeInput('12')).toBe('12');
    expect(flightTimeMinutes('1:30')).toBe(90);
    expect(flightTimeMinutes('1:75')).toBeNull();
  });
});
