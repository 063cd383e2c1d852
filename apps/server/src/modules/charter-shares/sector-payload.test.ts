import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { confirmedCharter, readyOperators, type Operator } from '../../../tests/change-fixtures.js';
import { get, passenger, post } from './share-test-support.js';

// One payload truth (ADR 0039): a sector's payload remaining reads the same on the charter's
// detail (sectors and manifest) and on its share panel, for every viewer who may see it.

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'client', 'qgov']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterAll(async () => {
  await s?.close();
});

const DAY = 24 * 3600 * 1000;

describe("a sector's payload", () => {
  it('once awarded is the aircraft payload less the list, the seats bought and the payload for sale, the same everywhere', async () => {
    // op1's bid carries 500 kg on the sector; op2 bid too and lost.
    const c = await confirmedCharter(s, op1, t.client!, {}, [op2]);
    const routeId = (await s.pool.query(`select id from charter_routes where charter_request_id = $1 order by "order"`, [c.id])).rows[0]
      .id as string;
    const listed = await post(s, 'updateManifest', t.client, {
      charterRequestId: c.id,
      routes: [{ routeId, manifest: [passenger('Olive Owner', { passengerWeight: 85 })] }],
    });
    expect(listed.status, listed.text).toBe(200);
    const shared = await post(s, 'newShare', t.client, {
      routeId,
      enabled: true,
      seatsAvailable: 3,
      totalWeightAvailable: 300,
      costPerSeat: 500,
    });
    expect(shared.status, shared.text).toBe(200);
    const bought = await post(s, 'newSharePurchase', t.qgov, { shareId: shared.body.result.id, passengers: [passenger('Quinn Buyer')] });
    expect(bought.status, bought.text).toBe(200);

    // 500 kg less Olive (85 + 15), Quinn's seat (80 + 15) and the 205 kg still for sale.
    const expected = {
      basis: 'aircraft',
      requestedPayload: 25,
      aircraftPayload: 500,
      capacity: 500,
      listWeight: 100,
      boughtWeight: 95,
      forSaleWeight: 205,
      free: 400,
      remaining: 100,
    };
    for (const who of [t.client, t.admin, op1.token]) {
      const detail = await get(s, `full/${c.id}`, who);
      expect(detail.status).toBe(200);
      expect(detail.body.routes[0].load).toEqual(expected);
    }
    for (const who of [t.client, t.admin]) {
      expect((await get(s, `shares/${c.id}`, who)).body.sectors[0]).toMatchObject({ load: expected, freePayload: 400, freeSeats: 3 });
    }
    // The operator that lost never learns the winner's payload; a buyer is not told the owner's figures.
    const lost = await get(s, `full/${c.id}`, op2.token);
    expect(lost.status).toBe(200);
    expect(lost.body.routes[0].load).toBeNull();
    expect((await get(s, `shares/${c.id}`, t.qgov)).body.sectors[0]).toMatchObject({ load: null, capacity: null });
  });

  it('before an award is the payload asked for beyond the passenger list, and a passenger sent without a weight weighs 85 kg', async () => {
    const clientId = (await s.pool.query(`select client_id from users where email = 'client@demo.test'`)).rows[0].client_id as string;
    const { passengerWeight: _left, ...noWeight } = passenger('Wes Default');
    const created = await post(s, 'newCharterRequest', t.client, {
      clientId,
      charterType: 'Passenger',
      charterSubType: 'Charter',
      catering: 'Full',
      dangerousGoods: false,
      shared: false,
      routes: [
        {
          from: 'Brisbane',
          fromState: 'QLD',
          fromLatitude: -27.38,
          fromLongitude: 153.11,
          to: 'Cairns',
          toState: 'QLD',
          toLatitude: -16.88,
          toLongitude: 145.75,
          departTime: new Date(Date.now() + 12 * DAY).toISOString(),
          flightTime: '02:30',
          payload: 25,
          manifest: [noWeight],
        },
      ],
    });
    expect(created.status, created.text).toBe(200);
    const detail = (await get(s, `full/${created.body.result.id}`, t.client)).body;
    expect(detail.routes[0].manifest[0]).toMatchObject({ passengerName: 'Wes Default', passengerWeight: 85, freightWeight: 15 });
    // The list (85 + 15 kg) comes on top of the 25 kg asked for: 25 kg remain, not -75.
    expect(detail.routes[0].load).toEqual({
      basis: 'requested',
      requestedPayload: 25,
      aircraftPayload: null,
      capacity: 125,
      listWeight: 100,
      boughtWeight: 0,
      forSaleWeight: 0,
      free: 25,
      remaining: 25,
    });
    // Sent as 0 (or empty), the weight is refused with the spec's message; nothing is rewritten.
    const zero = await post(s, 'updateManifest', t.client, {
      charterRequestId: created.body.result.id,
      routes: [{ routeId: detail.routes[0].id, manifest: [{ ...noWeight, passengerWeight: '' }] }],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toEqual({ 'routes.0.manifest.0.passengerWeight': ['Passenger weight required'] });
  });
});
