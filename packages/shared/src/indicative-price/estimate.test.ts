import { describe, expect, it } from 'vitest';
import { formatMinutes } from '../charters/rules.js';
import { estimateCategory, placesDistanceKm, rangeKm, type CategoryFigures } from './estimate.js';
import { indicativePriceSchema } from './indicative-price.js';

// Two of the seeded categories (packages/db/src/seed/categories.ts): km/h, AUD per hour, minutes per day.
const TURBOPROP: CategoryFigures = {
  category: 'Turboprop',
  minPassenger: 1,
  maxPassenger: 9,
  speedRangeMin: 450,
  speedRangeMax: 520,
  hourlyRateRangeMin: 2200,
  hourlyRateRangeMax: 3200,
  maximumFlightTimePerDay: 600,
};
const HELICOPTER: CategoryFigures = {
  category: 'Helicopter',
  minPassenger: 1,
  maxPassenger: 6,
  speedRangeMin: 200,
  speedRangeMax: 250,
  hourlyRateRangeMin: 2000,
  hourlyRateRangeMax: 3500,
  maximumFlightTimePerDay: 360,
};

describe('the indicative estimate (supplier-and-admin section 9)', () => {
  it('range is speed x minutes per day / 60, in km', () => {
    expect(rangeKm(450, 600)).toBe(4500);
    expect(rangeKm(250, 360)).toBe(1500);
  });

  it('a turboprop one way over 1,390 km, worked by hand', () => {
    const e = estimateCategory(TURBOPROP, { distanceKm: 1390, tripType: 'OneWay' });
    expect(e.tooFar).toBe(false);
    expect(e.rangeKm).toEqual({ min: 4500, max: 5200 });
    // 1390 / 520 h = 2 h 40.4 min; 1390 / 450 h = 3 h 5.3 min.
    expect(formatMinutes(e.legMinutes!.fastest)).toBe('2:40');
    expect(formatMinutes(e.legMinutes!.slowest)).toBe('3:05');
    // 2200 x 1390 / 520 = 5880.769...; 3200 x 1390 / 450 = 9884.444...
    expect(e.price).toEqual({ min: 5880.77, max: 9884.44 });
  });

  it('a return flies two legs: twice the price, the same time per leg', () => {
    const e = estimateCategory(TURBOPROP, { distanceKm: 1390, tripType: 'Return', returnType: 'next' });
    expect(e.price).toEqual({ min: 11761.54, max: 19768.89 });
    expect(e.legMinutes).toEqual({ fastest: 160, slowest: 185 });
  });

  it('a helicopter over 1,390 km is within its fast range only, so it still gets an estimate', () => {
    const e = estimateCategory(HELICOPTER, { distanceKm: 1390, tripType: 'Return', returnType: 'twoPlus' });
    expect(e.rangeKm).toEqual({ min: 1200, max: 1500 });
    expect(e.tooFar).toBe(false);
    // 1390 / 250 h = 5 h 33.6 min; 1390 / 200 h = 6 h 57 min; 2000 x 1390 / 250 = 11120, 3500 x 1390 / 200 = 24325, twice.
    expect(formatMinutes(e.legMinutes!.fastest)).toBe('5:34');
    expect(formatMinutes(e.legMinutes!.slowest)).toBe('6:57');
    expect(e.price).toEqual({ min: 22240, max: 48650 });
  });

  it('beyond both ranges: too far, no estimate', () => {
    const e = estimateCategory(HELICOPTER, { distanceKm: 1501, tripType: 'OneWay' });
    expect(e).toMatchObject({ tooFar: true, legMinutes: null, price: null });
    expect(estimateCategory(HELICOPTER, { distanceKm: 1500, tripType: 'OneWay' }).tooFar).toBe(false);
  });

  it('a same-day return must fit both legs in one day', () => {
    expect(estimateCategory(HELICOPTER, { distanceKm: 800, tripType: 'Return', returnType: 'same' }).tooFar).toBe(true);
    expect(estimateCategory(HELICOPTER, { distanceKm: 800, tripType: 'Return', returnType: 'next' }).tooFar).toBe(false);
  });

  it('measures great-circle km between coordinates', () => {
    // Brisbane Airport to Cairns Airport.
    const km = placesDistanceKm({ latitude: -27.3842, longitude: 153.1175 }, { latitude: -16.8858, longitude: 145.7553 });
    expect(km).toBeGreaterThan(1380);
    expect(km).toBeLessThan(1400);
  });
});

describe('the wizard schema', () => {
  const BNE = { name: 'Brisbane', state: 'QLD', latitude: -27.38, longitude: 153.12 };
  const CNS = { name: 'Cairns', state: 'QLD', latitude: -16.89, longitude: 145.76 };
  const messages = (body: unknown) => {
    const r = indicativePriceSchema.safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('gives the spec messages for what is required', () => {
    expect(messages({})).toEqual(
      expect.arrayContaining([
        'from: From is required',
        'to: To is required',
        'preferredAircraft: Preferred Aircraft is required',
        'email: Email is reuquired',
      ]),
    );
    expect(messages({ from: BNE, to: CNS, preferredAircraft: 'Turboprop', email: ' ' })).toEqual(['email: Email is reuquired']);
  });

  it('says when an address is malformed, a place was not chosen, or a return has no return type', () => {
    expect(messages({ from: BNE, to: CNS, preferredAircraft: 'Turboprop', email: 'pat@' })).toEqual([
      'email: Email looks a bit strange...',
    ]);
    expect(messages({ from: { name: 'Brisb' }, to: CNS, preferredAircraft: 'Turboprop', email: 'a@b.co' })).toEqual([
      'from: Please choose a place in Australia',
    ]);
    expect(messages({ from: BNE, to: CNS, preferredAircraft: 'Turboprop', email: 'a@b.co', tripType: 'Return' })).toEqual([
      'returnType: Please choose when you fly back',
    ]);
    expect(messages({ from: BNE, to: BNE, preferredAircraft: 'Turboprop', email: 'a@b.co' })).toEqual([
      'to: From and To must be different places',
    ]);
  });

  it('accepts a return next day and keeps the e-mail in lower case', () => {
    const r = indicativePriceSchema.parse({
      from: BNE,
      to: CNS,
      preferredAircraft: 'Turboprop',
      email: 'Pat@Example.COM',
      tripType: 'Return',
      returnType: 'next',
    });
    expect(r).toMatchObject({ email: 'pat@example.com', passengers: 2, returnType: 'next', departDate: '' });
  });
});
