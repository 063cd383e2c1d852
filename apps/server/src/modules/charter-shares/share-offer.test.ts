import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_MESSAGES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { readyOperators, type Operator } from '../../../tests/change-fixtures.js';
import { bookedWithManifest, get, passenger, post, sharedCharter, shareRow } from './share-test-support.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'charteradmin', 'client', 'department', 'qgov']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterAll(async () => {
  await s?.close();
});

const DAY = 24 * 3600 * 1000;
const departIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A new request of client@demo.test, one Brisbane -> Cairns sector for up to 4 passengers and 600 kg. */
async function requestBody(sector: Record<string, unknown>) {
  const clientId = (await s.pool.query(`select client_id from users where email = 'client@demo.test'`)).rows[0].client_id as string;
  return {
    clientId,
    charterType: 'Passenger',
    charterSubType: 'Charter',
    catering: 'Full',
    dangerousGoods: false,
    shared: true,
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
        departTime: departIn(12),
        flightTime: '02:30',
        passengerRange: true,
        passengerRangeMin: 1,
        passengerRangeMax: 4,
        payload: 600,
        manifest: [passenger('Ada Owner')],
        ...sector,
      },
    ],
  };
}

describe('offering seats in the new-request form', () => {
  it("checks the sector's bounds with the spec's messages, then saves the share with the charter", async () => {
    const share = { enabled: true, seatsAvailable: 2, totalWeightAvailable: 200, costPerSeat: 0 };
    const noList = await post(s, 'newCharterRequest', t.client, await requestBody({ manifest: [], share }));
    expect(noList.status).toBe(400);
    expect(noList.body.errors['routes.0.share.enabled']).toEqual([SHARE_MESSAGES.sharingNeedsManifest]);
    expect(noList.body.messages).toContain(
      'Sorry, but you need to fill out the Passenger list, before sharing charters, so that we can provide what we promise.',
    );

    // 4 seats less 1 listed passenger: 3 free; the 600 kg asked for beyond the list (ADR 0039) are free.
    const tooMany = await post(
      s,
      'newCharterRequest',
      t.client,
      await requestBody({ share: { ...share, seatsAvailable: 4, totalWeightAvailable: 601 } }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toMatchObject({
      'routes.0.share.seatsAvailable': ['Only 3 seats are free on this sector.'],
      'routes.0.share.totalWeightAvailable': ['Only 600 kg of payload is free on this sector.'],
    });
    const tooFew = await post(
      s,
      'newCharterRequest',
      t.client,
      await requestBody({ share: { ...share, seatsAvailable: 0, totalWeightAvailable: 49 } }),
    );
    expect(tooFew.body.errors).toMatchObject({
      'routes.0.share.seatsAvailable': ['Please share at least 1 seat.'],
      'routes.0.share.totalWeightAvailable': ['Share payload must be at least 50 kg.'],
    });

    const saved = await post(s, 'newCharterRequest', t.client, await requestBody({ share }));
    expect(saved.status, saved.text).toBe(200);
    const id = saved.body.result.id as string;
    const shares = await get(s, `shares/${id}`, t.client);
    expect(shares.status).toBe(200);
    expect(shares.body).toMatchObject({ viewer: 'owner', shared: true, status: 'Pending' });
    expect(shares.body.sectors[0]).toMatchObject({
      freeSeats: 3,
      freePayload: 600,
      load: { basis: 'requested', capacity: 695, free: 600, forSaleWeight: 200, remaining: 400 },
      canEdit: true,
      canBuy: false,
      // Not for sale until the charter is booked.
      sellable: false,
      share: { enabled: true, seatsAvailable: 2, totalWeightAvailable: 200, costPerSeat: 0, status: 'Pending', purchasedSeats: 0 },
    });
  });

  it('a charter admin never offers seats', async () => {
    const body = await requestBody({ share: { enabled: true, seatsAvailable: 1, totalWeightAvailable: 100, costPerSeat: 0 } });
    const res = await post(s, 'newCharterRequest', t.charteradmin, body);
    expect(res.status).toBe(403);
    expect(res.body.messages).toEqual([SHARE_MESSAGES.notOwner]);
  });
});

describe('offering seats on a saved charter (the share panel)', () => {
  it('needs a passenger list, keeps within the free seats and payload, and answers who may see what', async () => {
    const c = await bookedWithManifest(s, op1, t.client!);
    const body = { routeId: c.routeId, enabled: true, seatsAvailable: 3, totalWeightAvailable: 400, costPerSeat: 500 };
    await post(s, 'updateManifest', t.client, { charterRequestId: c.id, routes: [{ routeId: c.routeId, manifest: [] }] });
    const empty = await post(s, 'newShare', t.client, body);
    expect([empty.status, empty.body.messages]).toEqual([400, [SHARE_MESSAGES.sharingNeedsManifest]]);
    await post(s, 'updateManifest', t.client, {
      charterRequestId: c.id,
      routes: [{ routeId: c.routeId, manifest: [passenger('Olive Owner', { passengerWeight: 85 })] }],
    });

    const over = await post(s, 'newShare', t.client, { ...body, seatsAvailable: 4, totalWeightAvailable: 401 });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({
      seatsAvailable: ['Only 3 seats are free on this sector.'],
      totalWeightAvailable: ['Only 400 kg of payload is free on this sector.'],
    });
    const bad = await post(s, 'newShare', t.client, { ...body, seatsAvailable: 'lots', costPerSeat: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ seatsAvailable: [SHARE_MESSAGES.seatsNumber], costPerSeat: [SHARE_MESSAGES.cost] });

    // Operators and charter admins never offer; another client's department does not see the charter.
    expect((await post(s, 'newShare', op1.token, body)).status).toBe(403);
    expect((await post(s, 'newShare', t.charteradmin, body)).status).toBe(403);
    expect((await post(s, 'newShare', t.department, body)).status).toBe(404);
    expect((await s.pool.query(`select count(*)::int as n from charter_shares where route_id = $1`, [c.routeId])).rows[0].n).toBe(0);

    const ok = await post(s, 'newShare', t.client, body);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.messages).toEqual(['Seats shared.']);
    const owner = (await get(s, `shares/${c.id}`, t.client)).body;
    expect(owner.shared).toBe(true);
    expect(owner.sectors[0]).toMatchObject({ freeSeats: 3, freePayload: 400, manifestCount: 1, sellable: true, canEdit: true });

    const buyer = (await get(s, `shares/${c.id}`, t.qgov)).body;
    expect(buyer).toMatchObject({ viewer: 'buyer', jobReference: c.jobReference });
    expect(buyer.sectors[0]).toMatchObject({ canBuy: true, canEdit: false, freeSeats: null, freePayload: null, manifestCount: null });
    expect(buyer.sectors[0].share).toMatchObject({ seatsAvailable: 3, costPerSeat: 500, currency: 'AUD' });
    const operator = (await get(s, `shares/${c.id}`, op1.token)).body;
    expect(operator.viewer).toBe('operator');
    expect(operator.sectors[0].share.costPerSeat).toBeNull();
    expect((await get(s, `shares/${c.id}`, op2.token)).status).toBe(404);
    expect((await get(s, `shares/${c.id}`, t.department)).status).toBe(404);
    expect((await get(s, `share/${ok.body.result.id}`, t.qgov)).body.sector.share.id).toBe(ok.body.result.id);
  });

  it('a share changes only while Pending; an admin confirming it closes its sales', async () => {
    const c = await sharedCharter(s, op1, t.client!, 2, 200);
    const change = { shareId: c.shareId, enabled: true, seatsAvailable: 1, totalWeightAvailable: 100, costPerSeat: 650 };
    const changed = await post(s, 'updateShare', t.client, change);
    expect(changed.status, changed.text).toBe(200);
    expect(await shareRow(s, c.shareId)).toMatchObject({ seatsAvailable: 1, weightAvailable: 100 });

    expect((await post(s, 'updateShareStatus', t.client, { id: c.shareId, action: 'Confirm Share' })).status).toBe(403);
    const confirmed = await post(s, 'updateShareStatus', t.admin, { id: c.shareId, action: 'Confirm Share' });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.result.status).toBe('Confirmed');

    const late = await post(s, 'updateShare', t.client, { ...change, costPerSeat: 700 });
    expect([late.status, late.body.messages]).toEqual([400, [SHARE_MESSAGES.notPending]]);
    const byAdmin = await post(s, 'updateShare', t.admin, { ...change, costPerSeat: 700 });
    expect(byAdmin.status).toBe(400);
    const buy = await post(s, 'newSharePurchase', t.qgov, { shareId: c.shareId, passengers: [passenger('Quinn Buyer')] });
    expect([buy.status, buy.body.messages]).toEqual([409, [SHARE_MESSAGES.notForSale]]);
    expect((await get(s, `shares/${c.id}`, t.client)).body.sectors[0]).toMatchObject({ canEdit: false, sellable: false });
  });

  it('sharing switches off and on, but not off once a seat is bought', async () => {
    const c = await sharedCharter(s, op1, t.client!, 3, 400);
    const off = { shareId: c.shareId, enabled: false, seatsAvailable: 0, totalWeightAvailable: 0, costPerSeat: 0 };
    expect((await post(s, 'updateShare', t.client, off)).status).toBe(200);
    expect(await shareRow(s, c.shareId)).toMatchObject({ enabled: false, seatsAvailable: 3 });
    expect((await get(s, `shares/${c.id}`, t.client)).body.shared).toBe(false);
    // Switched off, nobody outside sees or buys it.
    expect((await get(s, `shares/${c.id}`, t.qgov)).status).toBe(404);
    const on = { ...off, enabled: true, seatsAvailable: 3, totalWeightAvailable: 400, costPerSeat: 500 };
    expect((await post(s, 'updateShare', t.client, on)).status).toBe(200);

    const bought = await post(s, 'newSharePurchase', t.qgov, { shareId: c.shareId, passengers: [passenger('Quinn Buyer')] });
    expect(bought.status, bought.text).toBe(200);
    const refused = await post(s, 'updateShare', t.client, off);
    expect(refused.status).toBe(400);
    expect(refused.body.messages).toEqual(['Seats on this sector have been bought, so sharing cannot be switched off.']);
    expect(refused.body.errors).toEqual({ enabled: [SHARE_MESSAGES.cannotSwitchOff] });
    expect(await shareRow(s, c.shareId)).toMatchObject({ enabled: true, seatsAvailable: 2, purchasedSeats: 1 });
    // What is left for sale may shrink to what is free besides the bought seat (3 - 1), and while
    // seats are for sale they come with at least 50 kg.
    const more = await post(s, 'updateShare', t.client, { ...on, seatsAvailable: 3, totalWeightAvailable: 300 });
    expect(more.body.errors).toEqual({ seatsAvailable: ['Only 2 seats are free on this sector.'] });
    const light = await post(s, 'updateShare', t.client, { ...on, seatsAvailable: 2, totalWeightAvailable: 10 });
    expect([light.status, light.body.errors]).toEqual([400, { totalWeightAvailable: ['Share payload must be at least 50 kg.'] }]);
    expect(await shareRow(s, c.shareId)).toMatchObject({ seatsAvailable: 2, weightAvailable: 305 });
    // Sales stop with nothing left for sale; the seat bought stays the buyer's.
    const stop = await post(s, 'updateShare', t.client, { ...on, seatsAvailable: 0, totalWeightAvailable: 0 });
    expect(stop.status, stop.text).toBe(200);
    expect(await shareRow(s, c.shareId)).toMatchObject({ enabled: true, seatsAvailable: 0, weightAvailable: 0, purchasedSeats: 1 });
  });
});
