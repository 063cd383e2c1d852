import { describe, expect, it } from 'vitest';
import { bidFeasibility, infeasibleReasons, sectorFeasibility, toneOf, weightToCarry, type FeasibilitySector } from './feasibility.js';

const sector: FeasibilitySector = {
  routeId: 'r1',
  order: 0,
  from: 'Perth',
  to: 'Port Hedland',
  passengers: 8,
  requestedPayload: 25,
  listWeight: 0,
  boughtWeight: 0,
  distanceKm: 1300,
  dangerousGoods: false,
};
const kingAir = { id: 'a1', licenseNumber: 'VH-OAC', seats: 9, payloadKg: 1500, rangeKm: 2500, dangerousGoods: false };

describe('feasibility', () => {
  it('is red above a limit, amber within a tenth of it, green below', () => {
    expect(toneOf(10, 9)).toBe('red');
    expect(toneOf(9, 9)).toBe('amber');
    expect(toneOf(900, 1000)).toBe('amber');
    expect(toneOf(899, 1000)).toBe('green');
  });

  it('weighs the list with the payload asked beyond it, or each passenger at 85 kg with 15 kg of bags', () => {
    expect(weightToCarry({ ...sector, passengers: 2 })).toBe(225);
    expect(weightToCarry({ ...sector, passengers: 2, listWeight: 300, boughtWeight: 100 })).toBe(425);
  });

  it('says what is wrong in words, the worst first, and names the sector for Accept', () => {
    const judged = sectorFeasibility(
      { ...sector, passengers: 12, distanceKm: 2400, dangerousGoods: true },
      { aircraft: [kingAir], techStop: false },
    );
    expect(judged.tone).toBe('red');
    expect(judged.reasons).toEqual([
      '12 passengers, 9 seats',
      'Dangerous goods asked for, aircraft not approved for them',
      '2,400 km, range 2,500 km',
    ]);
    const bid = bidFeasibility([{ ...sector, passengers: 12 }], new Map([['r1', { aircraft: [kingAir], techStop: false }]]));
    expect(infeasibleReasons(bid)).toEqual(['Sector 1: Perth to Port Hedland: 12 passengers, 9 seats']);
  });

  it('a tech stop makes a sector beyond the range feasible; several aircraft add seats and payload, the shortest range counts', () => {
    const far = { ...sector, distanceKm: 2800 };
    expect(sectorFeasibility(far, { aircraft: [kingAir], techStop: true }).tone).toBe('green');
    const pair = sectorFeasibility(
      { ...far, passengers: 14 },
      { aircraft: [kingAir, { ...kingAir, id: 'a2', rangeKm: 1400 }], techStop: false },
    );
    expect(pair.checks.map((c) => c.message)).toEqual([
      '14 passengers, 18 seats',
      '1,425 kg to carry, 3,000 kg payload',
      '2,800 km, range 1,400 km',
    ]);
  });
});
