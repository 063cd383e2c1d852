import { describe, expect, it } from 'vitest';
import { manifestWeight, payloadAskedFor, payloadRemainingTone, sectorLoad } from './payload.js';

describe('a sector payload', () => {
  const rows = [
    { passengerWeight: 85, freightWeight: 15, cargoWeight: 0 },
    { passengerWeight: 0, freightWeight: 0, cargoWeight: 40 },
  ];
  const nothing = { boughtWeight: 0, forSaleWeight: 0 };

  it('weighs the list as passenger, freight and cargo weights', () => {
    expect(manifestWeight(rows)).toBe(140);
    expect(manifestWeight([])).toBe(0);
  });

  it('before an award is the payload asked for beyond the passenger list, which comes on top', () => {
    const one = sectorLoad({ requestedPayload: 25, aircraftPayload: null, listWeight: 101, ...nothing });
    expect(one).toMatchObject({ basis: 'requested', capacity: 126, free: 25, remaining: 25 });
    const offered = sectorLoad({ requestedPayload: 200, aircraftPayload: null, listWeight: 140, boughtWeight: 0, forSaleWeight: 150 });
    expect(offered).toMatchObject({ capacity: 340, free: 200, remaining: 50 });
  });

  it('once awarded is the aircraft payload, less the list, the seats bought and the payload for sale', () => {
    const load = sectorLoad({ requestedPayload: 25, aircraftPayload: 1500, listWeight: 395, boughtWeight: 93, forSaleWeight: 507 });
    expect(load).toMatchObject({ basis: 'aircraft', capacity: 1500, free: 1105, remaining: 505 });
    const over = sectorLoad({ requestedPayload: 25, aircraftPayload: 300, listWeight: 340, ...nothing });
    expect(over).toMatchObject({ free: -40, remaining: -40 });
  });

  it('tells an operator about all a request asks to have carried: the list, or default passengers, and the payload beyond', () => {
    expect(payloadAskedFor({ requestedPayload: 25, listWeight: 0, passengers: 2 })).toBe(225);
    expect(payloadAskedFor({ requestedPayload: 25, listWeight: 140, passengers: 2 })).toBe(165);
  });

  it('is green above 0 and red at 0 or below', () => {
    expect(payloadRemainingTone(1)).toBe('green');
    expect(payloadRemainingTone(0)).toBe('red');
    expect(payloadRemainingTone(-40)).toBe('red');
  });
});
