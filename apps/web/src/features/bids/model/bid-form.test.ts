import { describe, expect, it } from 'vitest';
import { BID_MESSAGES } from '@charter/shared';
import {
  SHARED_SECTOR_FIELDS,
  chooseAircraft,
  initialBidForm,
  overlappingSectors,
  paxLimitFor,
  sectorsCopiedTo,
  sectorsSharingWith,
  setSameForAll,
  setSector,
  toBidPayload,
} from './bid-form';
import { errorsFromPaths, withoutSectorErrors } from './bid-errors';
import { validateBid, validateBidForm } from './validate-bid';
import { rankLine, supplierLabel, visibleAmount } from './amount';

const R1 = '11111111-1111-4111-8111-111111111111';
const R2 = '22222222-2222-4222-8222-222222222222';
const A1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const A2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const SUPPLIER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const CHARTER = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const fleet = [
  { id: A1, passengerLimit: 9 },
  { id: A2, passengerLimit: 4 },
];
const routes = [
  {
    id: R2,
    order: 2,
    from: 'Cairns',
    to: 'Brisbane',
    departTime: '2030-05-11T09:00:00+10:00',
    departTimeZone: 'Australia/Brisbane',
    flightTime: '2:30',
    payload: 100,
  },
  {
    id: R1,
    order: 1,
    from: 'Brisbane',
    to: 'Cairns',
    departTime: '2030-05-10T09:00:00+10:00',
    departTimeZone: 'Australia/Brisbane',
    flightTime: '2:30',
    payload: 0,
  },
];

describe('bid form', () => {
  it('prefills one bid route per sector in order, with date, time, flight time and payload', () => {
    const form = initialBidForm(routes, SUPPLIER);
    expect(form.currency).toBe('AUD');
    expect(form.sectors.map((s) => s.routeId)).toEqual([R1, R2]);
    expect(form.sectors[0]).toMatchObject({ label: 'Brisbane → Cairns', flightTime: '2:30', payload: '', aircraft: [] });
    expect(form.sectors[1]!.payload).toBe(100);
    expect(form.sectors[0]).toMatchObject({ departDate: '2030-05-10', departTime: '09:00', zone: 'Australia/Brisbane' });
  });

  it('prefills the payload with all the request asks to have carried: the bid counts the passengers (ADR 0039)', () => {
    const asked = (over: Record<string, unknown>) => ({
      ...routes[0]!,
      payload: 25,
      passengerNumber: 2,
      load: {
        basis: 'requested' as const,
        requestedPayload: 25,
        aircraftPayload: null,
        listWeight: 0,
        boughtWeight: 0,
        forSaleWeight: 0,
        capacity: 25,
        free: 25,
        remaining: 25,
      },
      ...over,
    });
    const noList = initialBidForm([asked({})], SUPPLIER).sectors[0]!;
    expect(noList).toMatchObject({
      payload: 225,
      asked: 'Asked for: about 225 kg, 2 passengers at 85 kg with 15 kg of bags and 25 kg beyond them.',
    });
    const listed = asked({ load: { ...asked({}).load, listWeight: 188, capacity: 213 } });
    expect(initialBidForm([listed], SUPPLIER).sectors[0]).toMatchObject({
      payload: 213,
      asked: 'Asked for: about 213 kg, the passenger list (188 kg) and 25 kg beyond them.',
    });
  });

  it('shows and sends each sector as its departure airport’s local time, whatever the browser’s zone', () => {
    const perth = [
      {
        id: R1,
        order: 1,
        from: 'Perth',
        to: 'Broome',
        departTime: '2030-05-10T01:30:00.000Z',
        departTimeZone: 'Australia/Perth',
        flightTime: '2:30',
        payload: 0,
      },
    ];
    const form = initialBidForm(perth, SUPPLIER);
    expect(form.sectors[0]).toMatchObject({ departDate: '2030-05-10', departTime: '09:30', zone: 'Australia/Perth' });
    const later = setSector(form, 0, { departTime: '10:45' });
    expect(toBidPayload(later, CHARTER, 'k').routes[0]!.departTime).toBe('2030-05-10T02:45:00.000Z');
  });

  it('refuses a departure in the hour the clocks skip, with its own message', () => {
    const sydney = [
      {
        id: R1,
        order: 1,
        from: 'Sydney',
        to: 'Cairns',
        departTime: '2030-10-06T00:00:00.000Z',
        departTimeZone: 'Australia/Sydney',
        flightTime: '2:30',
        payload: 0,
      },
    ];
    const form = setSector(initialBidForm(sydney, SUPPLIER), 0, { departDate: '2030-10-06', departTime: '02:30' });
    const { idempotencyKey: _key, ...payload } = toBidPayload(form, CHARTER, 'k');
    expect(validateBidForm(form, payload)?.sectors[0]?.departDate).toBe(
      '02:30 on 06/10/2030 does not exist in Sydney time: the clocks go forward an hour then. Choose another time.',
    );
  });

  it('sets the pax limit to the sum of the chosen aircraft', () => {
    expect(paxLimitFor([A1, A2], fleet)).toBe(13);
    expect(paxLimitFor([A2, 'unknown'], fleet)).toBe(4);
    const form = chooseAircraft(initialBidForm(routes, SUPPLIER), 1, [A1, A2], fleet);
    expect(form.sectors[1]).toMatchObject({ aircraft: [A1, A2], passengerLimit: 13 });
    expect(form.sectors[0]).toMatchObject({ aircraft: [], passengerLimit: '' });
    expect(chooseAircraft(form, 1, [], fleet).sectors[1]!.passengerLimit).toBe('');
  });

  it('"Same for all" copies the first sector\'s aircraft and pax limit to every sector, and keeps them in step', () => {
    let form = chooseAircraft(initialBidForm(routes, SUPPLIER), 0, [A2], fleet);
    form = setSameForAll(form, true);
    expect(form.sectors.map((s) => [s.aircraft, s.passengerLimit])).toEqual([
      [[A2], 4],
      [[A2], 4],
    ]);
    form = chooseAircraft(form, 0, [A1], fleet);
    expect(form.sectors[1]).toMatchObject({ aircraft: [A1], passengerLimit: 9 });
    form = setSector(form, 0, { passengerLimit: 7 });
    expect(form.sectors[1]!.passengerLimit).toBe(7);
    // Other fields stay per sector.
    expect(setSector(form, 0, { flightTime: '1:00' }).sectors[1]!.flightTime).toBe('2:30');
    expect(setSameForAll(form, false).sectors[1]!.aircraft).toEqual([A1]);
  });

  it('finds overlapping sectors exactly where the shared schema does', () => {
    const cases = [
      ['2030-05-10T09:00:00+10:00', '2:30', '2030-05-10T11:00:00+10:00'],
      ['2030-05-10T09:00:00+10:00', '2:30', '2030-05-10T11:30:00+10:00'],
      ['2030-05-10T09:00:00+10:00', '0:45', '2030-05-10T09:44:00+10:00'],
      ['2030-05-10T09:00:00+10:00', '1:00', '2030-05-10T14:00:00+10:00'],
    ] as const;
    for (const [first, flight, second] of cases) {
      const sectors = [
        { routeId: R1, departTime: first, flightTime: flight, payload: 10, passengerLimit: 2, aircraft: [A1], techStop: false },
        { routeId: R2, departTime: second, flightTime: '1:00', payload: 10, passengerLimit: 2, aircraft: [A1], techStop: false },
      ];
      const mine = overlappingSectors(sectors).length > 0;
      const errors = validateBid({
        charterRequestId: CHARTER,
        bidderId: SUPPLIER,
        currency: 'AUD',
        price: 100,
        inclusions: [],
        exclusions: [],
        notes: '',
        sameAircraft: false,
        routes: sectors,
      });
      expect(errors?.sectors[1]?.departDate === BID_MESSAGES.overlap).toBe(mine);
    }
  });

  it("reports the spec's messages on the fields that show them", () => {
    const form = initialBidForm(routes, '');
    const { idempotencyKey: _key, ...payload } = toBidPayload({ ...form, currency: '' }, CHARTER, 'k');
    const errors = validateBid(payload)!;
    expect(errors.bid).toMatchObject({ bidderId: BID_MESSAGES.bidder, currency: BID_MESSAGES.currency, price: BID_MESSAGES.price });
    expect(errors.sectors[0]).toMatchObject({
      payload: BID_MESSAGES.payload,
      passengerLimit: BID_MESSAGES.passengerLimit,
      aircraft: BID_MESSAGES.aircraft,
    });
  });

  it('sends departures as UTC instants and blanks as 0 for the schema to report', () => {
    const body = toBidPayload(initialBidForm(routes, SUPPLIER), CHARTER, 'key-12345');
    expect(body.idempotencyKey).toBe('key-12345');
    expect(body.price).toBe(0);
    expect(body.routes[0]!.departTime).toBe('2030-05-09T23:00:00.000Z');
  });
});

describe('bid amounts', () => {
  it('shows the price with margin to clients and admins, the own price to the bidding operator', () => {
    expect(visibleAmount({ withMargin: 1100, price: 1000 })).toBe(1100);
    expect(visibleAmount({ withMargin: null, price: 1000 })).toBe(1000);
    expect(rankLine({ rank: 1, currency: 'AUD', withMargin: 1234, price: null })).toBe('(1) - $AUD 1,234.00');
    expect(rankLine({ rank: 2, currency: 'AUD', withMargin: null, price: null })).toBe('(2) - Price hidden');
  });

  it('names the operator, or "Operator N" when the client may not see who bid', () => {
    expect(supplierLabel({ supplier: 'Outback Air Charter', rank: 1 })).toBe('Outback Air Charter');
    expect(supplierLabel({ supplier: null, rank: 3 })).toBe('Operator 3');
  });
});

describe('"Same for all" and the messages it makes stale', () => {
  const three = [...routes, { ...routes[0]!, id: 'r3', order: 3 }];
  const stale = errorsFromPaths(
    [0, 1, 2].flatMap((i) => [
      { path: `routes.${i}.aircraft`, message: BID_MESSAGES.aircraft },
      { path: `routes.${i}.passengerLimit`, message: BID_MESSAGES.passengerLimit },
      { path: `routes.${i}.flightTime`, message: BID_MESSAGES.flightTime },
    ]),
    3,
  );

  it('switching it on clears the aircraft and pax limit messages of the copied sectors only', () => {
    const form = initialBidForm(three, SUPPLIER);
    const cleared = withoutSectorErrors(stale, sectorsCopiedTo(form), SHARED_SECTOR_FIELDS);
    expect(cleared.sectors).toEqual([
      { aircraft: BID_MESSAGES.aircraft, passengerLimit: BID_MESSAGES.passengerLimit, flightTime: BID_MESSAGES.flightTime },
      { flightTime: BID_MESSAGES.flightTime },
      { flightTime: BID_MESSAGES.flightTime },
    ]);
  });

  it('with it on, choosing aircraft on one sector answers for every sector', () => {
    const form = setSameForAll(initialBidForm(three, SUPPLIER), true);
    expect(sectorsSharingWith(form, 0)).toEqual([0, 1, 2]);
    expect(sectorsSharingWith(setSameForAll(form, false), 1)).toEqual([1]);
  });
});
