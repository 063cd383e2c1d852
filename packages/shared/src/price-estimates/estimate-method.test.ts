import { describe, expect, it } from 'vitest';
import {
  againstMedian,
  bandText,
  distanceBand,
  formulaEstimate,
  learnedEstimate,
  shortPlace,
  type EstimateTrip,
  type StepSample,
} from './estimate-method.js';

const trip: EstimateTrip = {
  km: 1000,
  passengers: 6,
  sectors: 1,
  from: 'Brisbane Airport (BNE)',
  to: 'Mount Isa Airport (ISA)',
  category: null,
};

const sample = (step: StepSample['step'], count: number, p10: number, p50: number, p90: number): StepSample => ({
  step,
  count,
  p10,
  p50,
  p90,
});

describe('distance bands', () => {
  it('put a trip in the band its kilometres fall in, the lower bound included', () => {
    expect(distanceBand(0)).toEqual({ min: 0, max: 400 });
    expect(distanceBand(399)).toEqual({ min: 0, max: 400 });
    expect(distanceBand(800)).toEqual({ min: 800, max: 1200 });
    expect(distanceBand(1199)).toEqual({ min: 800, max: 1200 });
    expect(distanceBand(5000)).toEqual({ min: 2000, max: null });
    expect([0, 1000, 2500].map((km) => bandText(distanceBand(km)))).toEqual(['up to 400 km', '800-1,200 km', '2,000 km or more']);
  });
});

describe('learnedEstimate', () => {
  it('takes the narrowest step with enough awards and scales its price per km and seat to the trip', () => {
    // Route: 5 awards (too few); distance band: 23 awards at 1.2 / 1.5 / 1.9 AUD per km and seat.
    const e = learnedEstimate(
      [
        sample('route', 5, 1, 1.1, 1.2),
        sample('distance', 23, 1.2, 1.5, 1.9),
        sample('size', 80, 1, 1.4, 2),
        sample('all', 200, 0.8, 1.3, 2.2),
      ],
      trip,
    );
    // 1,000 km x 6 seats = 6,000 seat-km: 7,200 / 9,000 / 11,400.
    expect(e).toEqual({
      basis: 'distance',
      count: 23,
      low: 7200,
      median: 9000,
      high: 11400,
      text: "median of 23 awarded charters of 800-1,200 km in aircraft seating 6 in the last 12 months, scaled to this trip's km and seats",
    });
  });

  it('says the route when the route alone has enough, and the category asked for', () => {
    const e = learnedEstimate([sample('route', 8, 1.234, 1.456, 1.678)], { ...trip, category: 'Turboprop', sectors: 2, km: 2000 });
    expect(e).toMatchObject({ basis: 'route', count: 8, low: 14810, median: 17470, high: 20140 });
    expect(e!.text).toBe('median of 8 awarded Turboprop charters on Brisbane – Mount Isa (2 sectors) in the last 12 months');
  });

  it('widens to every award, and gives nothing when even that is too few', () => {
    expect(learnedEstimate([sample('route', 0, 0, 0, 0), sample('size', 7, 1, 1, 1), sample('all', 9, 1, 2, 3)], trip)).toMatchObject({
      basis: 'all',
      median: 12000,
      text: "median of 9 awarded charters of every size in the last 12 months, scaled to this trip's km and seats",
    });
    expect(learnedEstimate([sample('all', 7, 1, 2, 3)], trip)).toBeNull();
  });
});

describe('the formula fallback and the comparison with the median', () => {
  it('says how few awards there were', () => {
    expect(formulaEstimate('Turboprop', { min: 8000, max: 12004 }, 3)).toEqual({
      basis: 'formula',
      count: 0,
      low: 8000,
      median: 10000,
      high: 12000,
      text: 'Turboprop formula: only 3 awarded charters in the last 12 months to learn from',
    });
    expect(formulaEstimate('Helicopter', { min: 1000, max: 2000 }, 0).text).toBe(
      'Helicopter formula: no awarded charters in the last 12 months to learn from',
    );
  });

  it('puts a price below, above or at the median in whole percent', () => {
    expect(againstMedian(8745, 9937)).toEqual({ percent: -12, text: '12% below the median' });
    expect(againstMedian(10800, 10000)).toEqual({ percent: 8, text: '8% above the median' });
    expect(againstMedian(10040, 10000)).toEqual({ percent: 0, text: 'at the median' });
  });

  it('shortens a place to its name', () => {
    expect(shortPlace('Mount Isa Airport (ISA)')).toBe('Mount Isa');
    expect(shortPlace('Port Hedland International Airport (PHE)')).toBe('Port Hedland');
    expect(shortPlace('Kalgoorlie-Boulder Airport, Broadwood (KGI)')).toBe('Kalgoorlie-Boulder');
    expect(shortPlace('Longreach')).toBe('Longreach');
  });
});
