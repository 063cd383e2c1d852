import { describe, expect, it } from 'vitest';
import { shareOfferSchema, type SectorCapacity } from './share-bounds.js';
import { SHARE_MESSAGES } from './share-constants.js';

/** JB10007 of the demo world: 9 seats and 1,500 kg on the aircraft, 4 passengers (395 kg) listed. */
const booked: SectorCapacity = { paxLimit: 9, manifestCount: 4, requestedPayload: 25, aircraftPayload: 1500, listWeight: 395 };
const offer = (seatsAvailable: unknown, totalWeightAvailable: unknown, enabled = true) => ({
  enabled,
  seatsAvailable,
  totalWeightAvailable,
  costPerSeat: 500,
});
const errorsOf = (r: ReturnType<ReturnType<typeof shareOfferSchema>['safeParse']>) =>
  r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));

describe('a share offer', () => {
  it('offers 1 seat up to the free seats, and 50 kg up to the free payload', () => {
    const schema = shareOfferSchema(booked);
    expect(schema.safeParse(offer(5, 1105)).success).toBe(true);
    expect(errorsOf(schema.safeParse(offer(10, 1106)))).toEqual({
      seatsAvailable: 'Only 5 seats are free on this sector.',
      totalWeightAvailable: 'Only 1,105 kg of payload is free on this sector.',
    });
    expect(errorsOf(schema.safeParse(offer(0, 10)))).toEqual({
      seatsAvailable: SHARE_MESSAGES.seatsMin,
      totalWeightAvailable: 'Share payload must be at least 50 kg.',
    });
  });

  it('keeps what was bought: the rest for sale shrinks by it, and sharing stays on', () => {
    const schema = shareOfferSchema(booked, { seats: 1, weight: 93 });
    expect(errorsOf(schema.safeParse(offer(10, 10)))).toEqual({
      seatsAvailable: 'Only 4 seats are free on this sector.',
      totalWeightAvailable: 'Share payload must be at least 50 kg.',
    });
    expect(schema.safeParse(offer(4, 1012)).success).toBe(true);
    expect(errorsOf(schema.safeParse(offer(4, 1013)))).toEqual({
      totalWeightAvailable: 'Only 1,012 kg of payload is free on this sector.',
    });
    // Sales stop with nothing left for sale; the share cannot be switched off.
    expect(schema.safeParse(offer(0, 0)).success).toBe(true);
    expect(errorsOf(schema.safeParse(offer(3, 507, false)))).toEqual({ enabled: SHARE_MESSAGES.cannotSwitchOff });
  });

  it('before an award shares from the payload asked for beyond the list', () => {
    const asked: SectorCapacity = { paxLimit: 4, manifestCount: 2, requestedPayload: 25, aircraftPayload: null, listWeight: 202 };
    expect(errorsOf(shareOfferSchema(asked).safeParse(offer(1, 50)))).toEqual({
      totalWeightAvailable: 'Only 25 kg of payload is free on this sector.',
    });
    expect(shareOfferSchema({ ...asked, requestedPayload: 120 }).safeParse(offer(2, 120)).success).toBe(true);
  });

  it('needs a passenger list, and says so when no seat is free', () => {
    expect(errorsOf(shareOfferSchema({ ...booked, manifestCount: 0, listWeight: 0 }).safeParse(offer(1, 50)))).toEqual({
      enabled: SHARE_MESSAGES.sharingNeedsManifest,
    });
    expect(errorsOf(shareOfferSchema({ ...booked, paxLimit: 4 }).safeParse(offer(0, 50)))).toEqual({
      seatsAvailable: 'There are no free seats on this sector to share.',
    });
    expect(shareOfferSchema(booked).safeParse(offer(3, 500, false)).success).toBe(true);
  });

  it('refuses what is not a whole number', () => {
    expect(errorsOf(shareOfferSchema(booked).safeParse(offer('two', 50.5)))).toEqual({
      seatsAvailable: SHARE_MESSAGES.seatsNumber,
      totalWeightAvailable: SHARE_MESSAGES.weightNumber,
    });
  });
});
