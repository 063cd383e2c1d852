import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_MESSAGES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { readyOperators, type Operator } from '../../../tests/change-fixtures.js';
import { get, mailedTo, passenger, post, qgovStaff, sharedCharter, shareRow } from './share-test-support.js';

let s: TestServer;
let op1: Operator;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  ({ op1 } = await readyOperators(s));
  for (const who of ['admin', 'client', 'department', 'qgov']) t[who] = (await s.member(`${who}@demo.test`)).token;
  t.qgovStaff = await qgovStaff(s, 'harper');
});
afterAll(async () => {
  await s?.close();
});

const buy = (token: string | undefined, shareId: string, names: string[]) =>
  post(s, 'newSharePurchase', token, { shareId, passengers: names.map((n) => passenger(n)) });

describe('buying seats', () => {
  it("puts each passenger on the sector's manifest, locks it, and tells the owner, the buyer and the operator", async () => {
    const c = await sharedCharter(s, op1, t.client!, 3, 400);
    const bought = await buy(t.qgov, c.shareId, ['Quinn Buyer', 'Rae Buyer']);
    expect(bought.status, bought.text).toBe(200);
    expect(bought.body.result).toMatchObject({ seats: 2, seatsLeft: 1 });
    expect(bought.body.messages).toEqual([`2 seats bought on JB${c.jobReference}. The charter's owner will confirm.`]);
    expect(await shareRow(s, c.shareId)).toEqual({
      seatsAvailable: 1,
      weightAvailable: 400 - 2 * 95,
      purchasedSeats: 2,
      purchasedWeight: 190,
      status: 'Pending',
      enabled: true,
    });

    // The owner's manifest (and so its CSV, built from it) lists them, marked shared; the choice to share the manifest is off.
    const full = (await get(s, `full/${c.id}`, t.client)).body;
    expect(full.routes[0].manifest.map((m: { passengerName: string; share: boolean }) => [m.passengerName, m.share])).toEqual([
      ['Olive Owner', false],
      ['Quinn Buyer', true],
      ['Rae Buyer', true],
    ]);
    expect(full.routes[0]).toMatchObject({ passengerNumber: 3, manifestCount: 3 });
    expect(full).toMatchObject({ manifestLocked: true, shareManifest: false });
    const opView = (await get(s, `full/${c.id}`, op1.token)).body;
    expect(opView.routes[0].manifest.map((m: { passengerName: string }) => m.passengerName)).toContain('Rae Buyer');

    // The manifest is locked for everyone.
    for (const who of ['client', 'admin']) {
      const edit = await post(s, 'updateManifest', t[who], {
        charterRequestId: c.id,
        routes: [{ routeId: c.routeId, manifest: [passenger('Olive Owner')] }],
      });
      expect([edit.status, edit.body.messages], who).toEqual([400, ['Cannot change this manifest, as the Charter has been Shared.']]);
    }

    const first = bought.body.result.ids[0] as string;
    const to = await mailedTo(s, first, 'Seats bought');
    expect(to).toEqual(expect.arrayContaining(['client@demo.test', 'qgov@demo.test', 'supplier1@demo.test']));
    const timeline = await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: t.client });
    expect(timeline.body.map((i: { actionName: string; reason: string }) => `${i.actionName}: ${i.reason}`)).toContain(
      'Seats Bought: 2 seats on Brisbane → Stop 1 for Quinn Buyer, Rae Buyer',
    );
  });

  it('counts one seat in the singular in its message, the timeline and the e-mails', async () => {
    const c = await sharedCharter(s, op1, t.client!, 3, 400);
    const bought = await buy(t.qgov, c.shareId, ['Sol Single']);
    expect(bought.status, bought.text).toBe(200);
    expect(bought.body.messages).toEqual([`1 seat bought on JB${c.jobReference}. The charter's owner will confirm.`]);
    const timeline = await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: t.client });
    expect(timeline.body.map((i: { actionName: string; reason: string }) => `${i.actionName}: ${i.reason}`)).toContain(
      'Seats Bought: 1 seat on Brisbane → Stop 1 for Sol Single',
    );
    const mails = await s.pool.query(
      `select payload->'message'->>'text' as text from outbox where payload->'log'->>'entityId' = $1 and payload->'log'->>'name' = 'Seats bought'`,
      [bought.body.result.ids[0]],
    );
    expect(mails.rows.map((r) => r.text as string).join('\n')).toContain(`1 seat on JB${c.jobReference}`);
  });

  it('shows each viewer what it may see of the purchases', async () => {
    const c = await sharedCharter(s, op1, t.client!, 3, 400);
    expect((await buy(t.qgov, c.shareId, ['Vera Visible'])).status).toBe(200);
    const sector = async (token: string) => (await get(s, `shares/${c.id}`, token)).body.sectors[0];

    const owner = await sector(t.client!);
    expect(owner.purchases).toHaveLength(1);
    expect(owner.purchases[0]).toMatchObject({
      passengerName: 'Vera Visible',
      contactNumber: '0400 111 222',
      buyerName: 'Queensland Health',
      status: 'New',
      mine: false,
      costPerSeat: 500,
    });
    expect(owner.purchases[0].actions.map((a: { actionName: string }) => a.actionName).sort()).toEqual(['Accept', 'Decline']);
    const buyer = await sector(t.qgov!);
    expect(buyer.purchases[0]).toMatchObject({ mine: true, buyerName: null, emailAddress: 'vera@example.test' });
    expect(buyer.purchases[0].actions.map((a: { actionName: string }) => a.actionName)).toEqual(['Cancel']);
    // Another qGov buyer sees the seats left, not someone else's passengers.
    const other = await sector(t.qgovStaff!);
    expect(other).toMatchObject({ canBuy: true, purchases: [] });
    const operator = await sector(op1.token);
    expect(operator.purchases[0]).toMatchObject({
      passengerName: 'Vera Visible',
      contactNumber: null,
      emailAddress: null,
      buyerName: null,
      costPerSeat: null,
      actions: [],
    });

    const id = owner.purchases[0].id as string;
    expect((await get(s, `sharePurchase/${id}`, t.qgov)).body).toMatchObject({
      jobReference: c.jobReference,
      purchase: { id, mine: true },
    });
    expect((await get(s, `sharePurchase/${id}`, t.qgovStaff)).status).toBe(404);
    expect((await get(s, `sharePurchase/${id}`, t.department)).status).toBe(404);
  });

  it('is for qGov client users only, never on their own charter, and checks the passengers', async () => {
    const c = await sharedCharter(s, op1, t.client!, 3, 400);
    expect((await buy(t.client, c.shareId, ['Own Seat'])).status).toBe(403);
    expect((await buy(t.department, c.shareId, ['Not Qgov'])).status).toBe(403);
    expect((await buy(op1.token, c.shareId, ['Operator'])).status).toBe(403);
    expect((await buy(t.admin, c.shareId, ['Admin'])).status).toBe(403);
    const bad = await post(s, 'newSharePurchase', t.qgov, {
      shareId: c.shareId,
      passengers: [{ passengerName: '', contactNumber: 'call me', passengerWeight: 0, freightWeight: 0, cargoWeight: 0 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      'passengers.0.passengerName': ['Passenger name required'],
      'passengers.0.contactNumber': ['Contact number is not valid'],
      'passengers.0.passengerWeight': ['Passenger weight required'],
    });
    const none = await post(s, 'newSharePurchase', t.qgov, { shareId: c.shareId, passengers: [] });
    expect(none.body.errors).toEqual({ passengers: [SHARE_MESSAGES.passengersRequired] });
    const heavy = await post(s, 'newSharePurchase', t.qgov, {
      shareId: c.shareId,
      passengers: [passenger('Heavy Cargo', { passengerWeight: 0, freightWeight: 0, cargoWeight: 450 })],
    });
    expect([heavy.status, heavy.body.messages]).toEqual([
      409,
      ['Sorry, only 400 kg of payload is left on this sector for these passengers.'],
    ]);
    const tooMany = await buy(t.qgov, c.shareId, ['A One', 'B Two', 'C Three', 'D Four']);
    expect([tooMany.status, tooMany.body.messages]).toEqual([409, ['Sorry, only 3 seats are left on this sector.']]);
    expect(await shareRow(s, c.shareId)).toMatchObject({ seatsAvailable: 3, purchasedSeats: 0 });

    // A qGov owner does not buy on its own charter.
    const own = await sharedCharter(s, op1, t.qgov!, 1, 100, 'qgov@demo.test');
    const self = await buy(t.qgov, own.shareId, ['Self Buyer']);
    expect([self.status, self.body.messages]).toEqual([400, [SHARE_MESSAGES.ownCharter]]);
  });

  it('two buyers racing for the last seat: exactly one gets it, seats never go below zero', async () => {
    const c = await sharedCharter(s, op1, t.client!, 1, 200);
    const answers = await Promise.all([buy(t.qgov, c.shareId, ['Fast One']), buy(t.qgovStaff, c.shareId, ['Fast Two'])]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.messages).toEqual(['Sorry, there are no seats left on this sector.']);
    expect(await shareRow(s, c.shareId)).toMatchObject({ seatsAvailable: 0, purchasedSeats: 1 });
    const entries = await s.pool.query(`select count(*)::int as n from manifest_entries where route_id = $1 and share`, [c.routeId]);
    expect(entries.rows[0].n).toBe(1);
    const left = (await get(s, `shares/${c.id}`, t.qgov)).body.sectors[0];
    expect(left).toMatchObject({ sellable: false, canBuy: false });
  });
});
