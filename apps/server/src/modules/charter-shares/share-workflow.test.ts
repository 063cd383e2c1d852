import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { readyOperators, type Operator } from '../../../tests/change-fixtures.js';
import { get, mailedTo, passenger, post, qgovStaff, sharedCharter, shareRow } from './share-test-support.js';

let s: TestServer;
let op1: Operator;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  ({ op1 } = await readyOperators(s));
  for (const who of ['admin', 'charteradmin', 'client', 'department', 'qgov']) t[who] = (await s.member(`${who}@demo.test`)).token;
  t.qgovStaff = await qgovStaff(s, 'morgan');
});
afterAll(async () => {
  await s?.close();
});

const act = (token: string | undefined, id: string, action: string) => post(s, 'updateSharePurchase', token, { id, action });
const statusOf = async (id: string) => (await s.pool.query(`select status from share_purchases where id = $1`, [id])).rows[0].status;
const OWNER_BUYER_OPERATOR = ['client@demo.test', 'qgov@demo.test', 'supplier1@demo.test'];

/** A shared charter of client@demo.test with `names` bought by qgov@demo.test: the purchases' ids. */
async function bought(names: string[]) {
  const c = await sharedCharter(s, op1, t.client!, 3, 400);
  const res = await post(s, 'newSharePurchase', t.qgov, { shareId: c.shareId, passengers: names.map((n) => passenger(n)) });
  if (res.status !== 200) throw new Error(`buy: ${res.status} ${res.text}`);
  return { ...c, ids: res.body.result.ids as string[] };
}

describe('a purchase through the workflow', () => {
  it('the owner accepts, an admin confirms; each step e-mails the owner, the buyer and the operator; nobody else may', async () => {
    const c = await bought(['Paula Passenger']);
    const [id] = c.ids as [string];
    // The buyer, the operator, a charter admin and a client who does not own the charter may not accept it.
    expect((await act(t.qgov, id, 'Accept')).status).toBe(403);
    expect((await act(op1.token, id, 'Accept')).status).toBe(403);
    expect((await act(t.charteradmin, id, 'Accept')).status).toBe(403);
    expect((await act(t.department, id, 'Accept')).status).toBe(404);
    expect((await act(t.qgovStaff, id, 'Cancel')).status).toBe(404);
    expect(await statusOf(id)).toBe('New');

    const accepted = await act(t.client, id, 'Accept');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.messages).toEqual([`Seat on JB${c.jobReference} is now Pending.`]);
    expect(await mailedTo(s, id, 'Seat purchase accepted')).toEqual(expect.arrayContaining(OWNER_BUYER_OPERATOR));
    // A stale second click changes nothing.
    expect((await act(t.client, id, 'Accept')).status).toBe(403);

    expect((await act(t.client, id, 'Confirm')).status).toBe(403);
    const confirmed = await act(t.admin, id, 'Confirm');
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(await statusOf(id)).toBe('Confirmed');
    const mails = await mailedTo(s, id, 'Seat purchase confirmed');
    expect(mails).toEqual(expect.arrayContaining(OWNER_BUYER_OPERATOR));
    expect(mails).not.toContain('supplier2@demo.test');
    const timeline = await s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: t.client });
    expect(timeline.body.map((i: { reason: string }) => i.reason)).toContain(
      'Seat of Paula Passenger on Brisbane → Stop 1: Pending → Confirmed',
    );
    // Confirmed, the seat stays taken and the passenger on the manifest.
    expect(await shareRow(s, c.shareId)).toMatchObject({ seatsAvailable: 2, purchasedSeats: 1 });
  });

  it('declining or cancelling gives the seat and weight back and takes the passenger off the manifest', async () => {
    const c = await bought(['Dee Declined', 'Cal Cancelled']);
    const [declined, cancelled] = c.ids as [string, string];
    expect(await shareRow(s, c.shareId)).toMatchObject({ seatsAvailable: 1, weightAvailable: 210, purchasedSeats: 2 });

    expect((await act(t.client, declined, 'Decline')).status).toBe(200);
    expect(await mailedTo(s, declined, 'Seat purchase declined')).toEqual(expect.arrayContaining(OWNER_BUYER_OPERATOR));
    // Only the buyer cancels: not the owner.
    expect((await act(t.client, cancelled, 'Cancel')).status).toBe(403);
    expect((await act(t.qgov, cancelled, 'Cancel')).status).toBe(200);
    expect(await mailedTo(s, cancelled, 'Seat purchase cancelled')).toEqual(expect.arrayContaining(OWNER_BUYER_OPERATOR));
    expect(await shareRow(s, c.shareId)).toEqual({
      seatsAvailable: 3,
      weightAvailable: 400,
      purchasedSeats: 0,
      purchasedWeight: 0,
      status: 'Pending',
      enabled: true,
    });
    const full = (await get(s, `full/${c.id}`, t.client)).body;
    expect(full.routes[0].manifest.map((m: { passengerName: string }) => m.passengerName)).toEqual(['Olive Owner']);
    expect(full.manifestLocked).toBe(false);
    // Nothing bought any more: sharing may be switched off, and the passenger list edited again.
    const off = await post(s, 'updateShare', t.client, {
      shareId: c.shareId,
      enabled: false,
      seatsAvailable: 0,
      totalWeightAvailable: 0,
      costPerSeat: 0,
    });
    expect(off.status).toBe(200);
    // A released purchase takes no further step.
    expect((await act(t.admin, declined, 'Confirm')).status).toBe(403);
  });

  it('the generic setItemStatus runs the same transition', async () => {
    const c = await bought(['Gene Generic']);
    const [id] = c.ids as [string];
    const action = (
      await s.pool.query(
        `select id from allowed_actions where entity_type = 'SharePurchase' and action_name = 'Accept' and entity_state = 'New' and allowed_role = 'Admin'`,
      )
    ).rows[0].id as string;
    const res = await s.call('POST', '/api/entityState/setItemStatus', {
      token: t.admin,
      body: { entity: 'SharePurchase', id, allowedActionId: action, currentStatus: 'New', newStatus: 'Pending' },
    });
    expect(res.status, res.text).toBe(200);
    expect(await statusOf(id)).toBe('Pending');
  });
});
