import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARTER_MESSAGES, FLIGHT_TIME_MESSAGES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { departIn, newCharterBody, passenger, sector } from '../../../tests/factories.js';

let s: TestServer;
let client: string;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  client = (await s.member('client@demo.test')).token;
  admin = (await s.member('admin@demo.test')).token;
});
afterAll(async () => {
  await s.close();
});

const save = (body: unknown, token = client) => s.call('POST', '/api/charterRequest/newCharterRequest', { token, body });
const withRoute = (overrides: Parameters<typeof sector>[3]) => newCharterBody({ routes: [sector('BNE', 'LRE', departIn(5), overrides)] });
const withPassenger = (overrides: Parameters<typeof passenger>[0]) => withRoute({ manifest: [passenger(overrides)] });

describe('POST newCharterRequest: the charter schema messages, with dotted paths', () => {
  const cases: [string, () => unknown, string, string][] = [
    ['no sectors', () => newCharterBody({ routes: [] }), 'routes', CHARTER_MESSAGES.mustHaveRoute],
    ['negative payload', () => withRoute({ payload: -1 }), 'routes.0.payload', CHARTER_MESSAGES.payload],
    ['payload not a number', () => withRoute({ payload: 'lots' as never }), 'routes.0.payload', CHARTER_MESSAGES.payload],
    [
      'passenger without a name',
      () => withPassenger({ passengerName: '  ' }),
      'routes.0.manifest.0.passengerName',
      CHARTER_MESSAGES.passengerName,
    ],
    [
      'bad contact number',
      () => withPassenger({ contactNumber: 'call me' }),
      'routes.0.manifest.0.contactNumber',
      CHARTER_MESSAGES.contactNumber,
    ],
    [
      'no passenger weight',
      () => withPassenger({ passengerWeight: 0, cargoWeight: 0 }),
      'routes.0.manifest.0.passengerWeight',
      CHARTER_MESSAGES.passengerWeight,
    ],
    [
      'freight weight not a number',
      () => withPassenger({ freightWeight: 'heavy' as never }),
      'routes.0.manifest.0.freightWeight',
      CHARTER_MESSAGES.weightNumber,
    ],
    [
      'odd passenger e-mail',
      () => withPassenger({ emailAddress: 'jordan@' }),
      'routes.0.manifest.0.emailAddress',
      'Email looks a bit strange...',
    ],
    ['no departure', () => withRoute({ departTime: '' }), 'routes.0.departTime', CHARTER_MESSAGES.departRequired],
    ['no from', () => withRoute({ from: '' }), 'routes.0.from', CHARTER_MESSAGES.fromRequired],
    ['no to', () => withRoute({ to: ' ' }), 'routes.0.to', CHARTER_MESSAGES.toRequired],
    ['flight time not HH:MM', () => withRoute({ flightTime: '2h30' }), 'routes.0.flightTime', CHARTER_MESSAGES.flightTime],
    ['flight time minutes above 59', () => withRoute({ flightTime: '9:99' }), 'routes.0.flightTime', FLIGHT_TIME_MESSAGES.minutes],
    [
      'a place outside Australia (Auckland)',
      () => withRoute({ to: 'Auckland', toLatitude: -37.0082, toLongitude: 174.785 }),
      'routes.0.to',
      CHARTER_MESSAGES.placeInAustralia,
    ],
    [
      'a place without coordinates',
      () => withRoute({ fromLatitude: null, fromLongitude: null }),
      'routes.0.from',
      CHARTER_MESSAGES.placeInAustralia,
    ],
    [
      'a sector dated before the previous one',
      () => newCharterBody({ activeTab: 'multi', routes: [sector('BNE', 'LRE', departIn(6)), sector('LRE', 'ISA', departIn(5, 14))] }),
      'routes.1.departTime',
      CHARTER_MESSAGES.dateOrder,
    ],
    ['sharing without a passenger list', () => newCharterBody({ shared: true }), 'shared', CHARTER_MESSAGES.sharingNeedsManifest],
    ['bidding hours of 0', () => newCharterBody({ biddingTimeSpanHours: 0 }), 'biddingTimeSpanHours', CHARTER_MESSAGES.biddingHours],
    ['bidding hours not whole', () => newCharterBody({ biddingTimeSpanHours: 1.5 }), 'biddingTimeSpanHours', CHARTER_MESSAGES.biddingHours],
    ['bidding hours negative', () => newCharterBody({ biddingTimeSpanHours: -3 }), 'biddingTimeSpanHours', CHARTER_MESSAGES.biddingHours],
    [
      'bidding hours sent empty',
      () => newCharterBody({ biddingTimeSpanHours: '' as never }),
      'biddingTimeSpanHours',
      CHARTER_MESSAGES.biddingHours,
    ],
    [
      'bidding hours as "1.5"',
      () => newCharterBody({ biddingTimeSpanHours: '1.5' as never }),
      'biddingTimeSpanHours',
      CHARTER_MESSAGES.biddingHours,
    ],
    ['no catering', () => newCharterBody({ catering: '' }), 'catering', CHARTER_MESSAGES.catering],
    ['unknown charter type', () => newCharterBody({ charterType: 'Cruise' as never }), 'charterType', CHARTER_MESSAGES.charterType],
    ['no sub type', () => newCharterBody({ charterSubType: '' }), 'charterSubType', CHARTER_MESSAGES.charterSubType],
    [
      'dangerous goods not answered',
      () => ({ ...newCharterBody(), dangerousGoods: undefined }),
      'dangerousGoods',
      CHARTER_MESSAGES.dangerousGoods,
    ],
    ['shared not answered', () => ({ ...newCharterBody(), shared: null }), 'shared', CHARTER_MESSAGES.shared],
  ];

  it.each(cases)('%s', async (_name, body, path, message) => {
    const res = await save(body());
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.messages).toContain(message);
    expect(res.body.errors[path]).toContain(message);
  });

  it('an admin without a client is told the client is required', async () => {
    const res = await save({ ...newCharterBody(), clientId: '' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errors.clientId).toEqual([CHARTER_MESSAGES.clientId]);
  });

  it('reports every problem at once', async () => {
    const res = await save(
      newCharterBody({
        catering: '',
        routes: [sector('BNE', 'LRE', departIn(5), { payload: -5, manifest: [passenger({ passengerName: '' })] })],
      }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['catering', 'routes.0.manifest.0.passengerName', 'routes.0.payload']);
  });

  it('a passenger with cargo weight needs no passenger weight', async () => {
    const res = await save(withPassenger({ passengerWeight: 0, cargoWeight: 40 }));
    expect(res.status).toBe(200);
  });

  it('a later sector on the same day is fine; sharing with a passenger list is fine', async () => {
    const res = await save(
      newCharterBody({
        shared: true,
        activeTab: 'multi',
        routes: [sector('BNE', 'LRE', departIn(5, 8), { manifest: [passenger()] }), sector('LRE', 'ISA', departIn(5, 7))],
      }),
    );
    expect(res.status).toBe(200);
  });

  it('cleans free text: line breaks become spaces and odd characters are stripped', async () => {
    const res = await save(
      newCharterBody({
        specialRequests: 'Wheelchair access\r\nplease <b>urgent</b> ~ thanks',
        notes: 'Gate 3\nbay {7}',
        routes: [
          sector('BNE', 'LRE', departIn(5), {
            notes: 'Tie-down\nstraps',
            fromAirportDetail: 'Meet at\nhangar 2 ^',
            manifest: [passenger({ passengerName: 'Ana\nLee <x>' })],
          }),
        ],
      }),
    );
    expect(res.status).toBe(200);
    const full = await s.call('GET', `/api/charterRequest/full/${res.body.result.id}`, { token: client });
    expect(full.body.specialRequests).toBe('Wheelchair access please burgent/b  thanks');
    expect(full.body.notes).toBe('Gate 3 bay 7');
    expect(full.body.routes[0].notes).toBe('Tie-down straps');
    expect(full.body.routes[0].fromAirportDetail).toBe('Meet at hangar 2');
    expect(full.body.routes[0].manifest[0].passengerName).toBe('Ana Lee x');
  });

  it('answers a body that is not a charter at all with 400, never 500', async () => {
    for (const body of ['"just text"', '[]', 'null', '{"routes": "BNE-LRE"}']) {
      const res = await s.call('POST', '/api/charterRequest/newCharterRequest', { token: client, body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});
