import { describe, expect, it } from 'vitest';
import { CHARTER_MESSAGES } from './charter-messages.js';
import { charterRequestSchema, normaliseRoute, passengerSchema } from './charter-schema.js';

/** Departures are in the future when entered: these sectors fly next year. */
const YEAR = new Date().getFullYear() + 1;

const route = (over: Record<string, unknown> = {}) => ({
  from: 'Brisbane Airport (BNE)',
  fromLatitude: -27.38,
  fromLongitude: 153.11,
  to: 'Longreach Airport (LRE)',
  toLatitude: -23.43,
  toLongitude: 144.28,
  departTime: `${YEAR}-12-01T08:00:00+10:00`,
  payload: 25,
  ...over,
});
const charter = (over: Record<string, unknown> = {}) => ({
  clientId: '6f1c2f1e-8a57-4f5b-9a57-0a0000000001',
  charterType: 'Passenger',
  charterSubType: 'Corporate',
  catering: 'Full',
  dangerousGoods: false,
  shared: false,
  routes: [route()],
  ...over,
});
const messages = (input: unknown) => {
  const r = charterRequestSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('charter request schema', () => {
  it('refuses flight time minutes above 59 with their own message', () => {
    expect(messages(charter({ routes: [route({ flightTime: '9:99' })] }))).toEqual([
      'routes.0.flightTime: Flight time minutes must be between 00 and 59',
    ]);
    expect(messages(charter({ routes: [route({ flightTime: '945' })] }))).toEqual(['routes.0.flightTime: Flight time must be HH:MM']);
    expect(messages(charter({ routes: [route({ flightTime: '9:59' })] }))).toEqual([]);
  });

  it('accepts a valid one-way request with the spec defaults', () => {
    const r = charterRequestSchema.parse(charter());
    expect(r.biddingTimeSpanHours).toBe(120);
    expect(r.routes[0]!.techstopReason).toBe('Fuel Stop');
    expect([r.routes[0]!.passengerNumber, r.routes[0]!.passengerRangeMin, r.routes[0]!.passengerRangeMax]).toEqual([2, 1, 2]);
  });

  it('needs a route, required fields and a payload above -1', () => {
    expect(messages(charter({ routes: [] }))).toContain(`routes: ${CHARTER_MESSAGES.mustHaveRoute}`);
    expect(messages(charter({ routes: [route({ payload: -1 })] }))).toContain('routes.0.payload: Please supply available payload');
    expect(messages(charter({ catering: '' }))).toContain('catering: Catering is required');
    expect(messages(charter({ dangerousGoods: undefined }))).toContain('dangerousGoods: Dangerous Goods is required');
  });

  it('keeps sectors in date order and places in Australia', () => {
    const out = messages(charter({ routes: [route(), route({ departTime: `${YEAR}-11-30T09:00:00+10:00` })] }));
    expect(out).toContain(`routes.1.departTime: ${CHARTER_MESSAGES.dateOrder}`);
    expect(messages(charter({ routes: [route({ toLatitude: 51.5, toLongitude: -0.12 })] }))).toContain(
      'routes.0.to: Please choose a place in Australia',
    );
  });

  it('sharing needs a passenger list', () => {
    expect(messages(charter({ shared: true }))).toContain(`shared: ${CHARTER_MESSAGES.sharingNeedsManifest}`);
  });

  it('cleans free text: line breaks become spaces, odd characters go', () => {
    expect(charterRequestSchema.parse(charter({ specialRequests: 'Wheelchair\naccess <please> {asap}' })).specialRequests).toBe(
      'Wheelchair access please asap',
    );
  });
});

describe('passengers', () => {
  it('uses the spec messages', () => {
    const r = passengerSchema.safeParse({ passengerName: '', contactNumber: 'abc', passengerWeight: 0 });
    expect(r.success).toBe(false);
    const msgs = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(msgs).toEqual(expect.arrayContaining(['Passenger name required', 'Contact number is not valid', 'Passenger weight required']));
  });

  it('does not need a passenger weight when cargo is carried', () => {
    expect(passengerSchema.safeParse({ passengerName: 'Crate', passengerWeight: 0, cargoWeight: 120 }).success).toBe(true);
  });

  it('derives the passenger count, total weight and the range', () => {
    const r = charterRequestSchema.parse(
      charter({
        routes: [
          route({
            passengerRange: false,
            passengerRangeMin: 1,
            passengerRangeMax: 2,
            manifest: [
              { passengerName: 'A', passengerWeight: 80, freightWeight: 15, cargoWeight: 0 },
              { passengerName: 'B', passengerWeight: 90, freightWeight: 10, cargoWeight: 5 },
            ],
          }),
        ],
      }),
    );
    const n = normaliseRoute(r.routes[0]!);
    expect(n.passengerNumber).toBe(2);
    expect(n.totalWeight).toBe(200);
    expect([n.passengerRangeMin, n.passengerRangeMax]).toEqual([0, 0]);
  });
});
