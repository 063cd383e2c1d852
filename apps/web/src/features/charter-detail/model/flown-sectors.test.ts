import { describe, expect, it } from 'vitest';
import type { AwardDto } from '@charter/shared';
import type { CharterRoute } from '../api/charter-detail-api';
import { flownSectors } from './flown-sectors';
import { totalFlightTime } from './flight-time';

const route = (id: string, flightTime: string): CharterRoute =>
  ({
    id,
    order: 0,
    departTime: '2027-03-01T00:00:00.000Z',
    departTimeZone: 'Australia/Brisbane',
    flightTime,
    passengerLimit: 0,
    aircraft: 'TWIN ENGINE ONLY',
  }) as CharterRoute;

const award: AwardDto = {
  bidId: 'b1',
  status: 'Confirmed',
  inclusions: [],
  exclusions: [],
  operatorNotes: '',
  sameAircraft: true,
  routes: [
    {
      routeId: 'r1',
      order: 0,
      departTime: '2027-03-01T01:30:00.000Z',
      departTimeZone: 'Australia/Brisbane',
      flightTime: '02:15',
      payload: 400,
      passengerLimit: 8,
      aircraft: [{ id: 'a1', licenseNumber: 'VH-OAC', type: 'King Air 350', passengerLimit: 8 }],
      techStop: false,
    },
  ],
  co2: [],
};

describe('the sectors as they will be flown', () => {
  it('takes the awarded bid’s times, pax limit and aircraft, and totals its flight times', () => {
    const flown = flownSectors([route('r1', '0:23'), route('r2', '1:00')], award);
    expect(flown[0]).toMatchObject({
      departTime: '2027-03-01T01:30:00.000Z',
      departTimeZone: 'Australia/Brisbane',
      flightTime: '02:15',
      passengerLimit: 8,
      aircraft: 'VH-OAC King Air 350 (8 pax)',
    });
    // A sector the bid does not cover keeps what the client asked for.
    expect(flown[1]).toMatchObject({ flightTime: '1:00', aircraft: 'TWIN ENGINE ONLY' });
    expect(totalFlightTime(flown)).toBe('3:15');
  });

  it('is the request itself before an award', () => {
    expect(flownSectors([route('r1', '0:23')], null)[0]!.flightTime).toBe('0:23');
  });
});
