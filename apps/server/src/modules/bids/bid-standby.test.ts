import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDBY_MESSAGES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { bidBody, liveCharter, placeBid, readyOperators, type LiveCharter, type Operator } from './bid-test-support.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'client']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterAll(async () => {
  await s?.close();
});

const accept = (token: string, bidId: string) =>
  s.call('POST', '/api/charterRequest/acceptBid', { token, body: { bidId, termsAccepted: true } });
const release = (token: string, bidId: string) => s.call('POST', '/api/suppliers/releaseStandby', { token, body: { bidId } });
const statuses = async (c: LiveCharter) =>
  Object.fromEntries(
    (await s.pool.query(`select price::float8 as price, status from bids where charter_request_id = $1`, [c.id])).rows.map((r) => [
      r.price,
      r.status,
    ]),
  );
const withAircraft = (c: LiveCharter, op: Operator, price: number, aircraft: number) => {
  const body = bidBody(c, op, { price });
  return placeBid(s, op.token, { ...body, routes: body.routes.map((r) => ({ ...r, aircraft: [op.aircraft[aircraft]!.id] })) });
};

/**
 * Eight passengers. op1 wins at 1,000 (King Air, 9 seats) and bids again at 1,050; op2 bids 1,100
 * with its 7-seat Phenom (red) and 1,200 with its 9-seat Caravan.
 */
async function awarded() {
  const c = await liveCharter(s, { routes: [{}] });
  await s.pool.query(`update charter_routes set passenger_number = 8 where charter_request_id = $1`, [c.id]);
  const ids: Record<number, string> = {};
  for (const [op, price, aircraft] of [
    [op1, 1000, 0],
    [op1, 1050, 0],
    [op2, 1100, 1],
    [op2, 1200, 0],
  ] as const) {
    const res = await withAircraft(c, op, price, aircraft);
    expect(res.status, res.text).toBe(200);
    ids[price] = res.body.result.id;
  }
  await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
  expect((await accept(t.client!, ids[1000]!)).status).toBe(200);
  return { c, ids };
}

describe('a standby operator', () => {
  it("is the best-ranked other operator's bid that is compliant and feasible, told so, still ranked", async () => {
    const { c, ids } = await awarded();
    expect(await statuses(c)).toEqual({ 1000: 'Accepted', 1050: 'New', 1100: 'New', 1200: 'Standby' });
    await s.smtp.waitFor((m) => m.to.includes('supplier2@demo.test') && m.subject === `Your bid on JB${c.jobReference} is on standby`);
    const timeline = (await s.call('GET', `/api/entityState/getTimeline/Bid/${ids[1200]}`, { token: t.admin })).body as {
      actionName: string;
    }[];
    expect(timeline.at(-1)).toMatchObject({ actionName: STANDBY_MESSAGES.standby });
    const seen = (await s.call('GET', `/api/charterRequest/getBids/${c.id}`, { token: t.client })).body as {
      status: string;
      rank: number;
    }[];
    expect(seen.map((b) => [b.rank, b.status])).toEqual([
      [1, 'Accepted'],
      [2, 'New'],
      [3, 'New'],
      [4, 'Standby'],
    ]);
  });

  it('stays Standby when the charter is confirmed while the other bids end Unsuccessful; its operator may release it', async () => {
    const { c, ids } = await awarded();
    const actions = await s.call('GET', `/api/entityState/getActionsForEntityItem/CharterRequest/${c.id}`, { token: op1.token });
    const confirm = actions.body.actions.find((a: { actionName: string }) => a.actionName === 'Confirm Charter');
    const done = await s.call('POST', '/api/entityState/setItemStatus', {
      token: op1.token,
      body: {
        entity: 'CharterRequest',
        id: c.id,
        allowedActionId: confirm.id,
        currentStatus: 'PendingConfirmation',
        newStatus: 'Confirmed',
        termsAccepted: true,
      },
    });
    expect(done.status, done.text).toBe(200);
    expect(await statuses(c)).toEqual({ 1000: 'Confirmed', 1050: 'Unsuccessful', 1100: 'Unsuccessful', 1200: 'Standby' });

    expect((await release(op1.token, ids[1200]!)).status).toBe(403);
    expect((await release(t.client!, ids[1200]!)).status).toBe(403);
    expect((await release(op2.token, ids[1100]!)).status).toBe(409);
    const released = await release(op2.token, ids[1200]!);
    expect(released.status, released.text).toBe(200);
    expect(await statuses(c)).toEqual({ 1000: 'Confirmed', 1050: 'Unsuccessful', 1100: 'Unsuccessful', 1200: 'Unsuccessful' });
    const timeline = (await s.call('GET', `/api/entityState/getTimeline/Bid/${ids[1200]}`, { token: t.admin })).body as {
      actionName: string;
    }[];
    expect(timeline.at(-1)).toMatchObject({ actionName: STANDBY_MESSAGES.released });
  });

  it('released before confirmation, the next best bid that could fly it stands by instead', async () => {
    const { c, ids } = await awarded();
    // op2's other bid is red (7 seats for 8) and op1's is the winner's own operator: nobody qualifies.
    expect((await release(op2.token, ids[1200]!)).status).toBe(200);
    expect(await statuses(c)).toEqual({ 1000: 'Accepted', 1050: 'New', 1100: 'New', 1200: 'Unsuccessful' });
    // With room for the Phenom's seven, op2's 1,100 bid qualifies the next time a standby is chosen.
    const c2 = await awarded();
    await s.pool.query(`update charter_routes set passenger_number = 5 where charter_request_id = $1`, [c2.c.id]);
    expect((await release(op2.token, c2.ids[1200]!)).status).toBe(200);
    expect(await statuses(c2.c)).toEqual({ 1000: 'Accepted', 1050: 'New', 1100: 'Standby', 1200: 'Unsuccessful' });
  });
});
