import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_MESSAGES } from '@charter/shared';
import { startTestServer, type EventStream, type TestServer } from '../../../tests/harness.js';
import { bidBody, liveCharter, placeBid, readyOperators, shownBidCount, type LiveCharter, type Operator } from './bid-test-support.js';

/** Bids as workflow items: Withdraw Bid and Void Bid through /api/entityState (docs/workflow.md). */

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};
const names: Record<string, string> = {};
const base = '/api/entityState';
const STALE = 'This item has changed since you loaded it. Please refresh and try again.';
const streams: EventStream[] = [];

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'client', 'staff']) t[who] = (await s.member(`${who}@demo.test`)).token;
  t.op1 = op1.token;
  t.op2 = op2.token;
  for (const op of [op1, op2]) {
    names[op.supplierId] = (await s.pool.query(`select company_name from suppliers where id = $1`, [op.supplierId])).rows[0].company_name;
  }
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await s?.close();
});

/** A Live charter with op2's cheaper bid (rank 1) and op1's dearer one (rank 2). */
async function charterWithTwoBids(): Promise<{ c: LiveCharter; cheap: string; dear: string }> {
  const c = await liveCharter(s);
  const cheap = (await placeBid(s, op2.token, bidBody(c, op2, { price: 500 }))).body.result.id as string;
  const dear = (await placeBid(s, op1.token, bidBody(c, op1, { price: 1000 }))).body.result.id as string;
  return { c, cheap, dear };
}

const actionsFor = (who: string, bidId: string) => s.call('GET', `${base}/getActionsForEntityItem/Bid/${bidId}`, { token: t[who] });

async function actionOf(who: string, bidId: string, name: string) {
  const res = await actionsFor(who, bidId);
  const action = res.body.actions?.find((a: any) => a.actionName === name);
  if (!action) throw new Error(`${who} has no ${name} on bid ${bidId}: ${res.text}`);
  return action;
}

/** An action row straight from the table, for roles that are not offered it. */
const tableActionId = async (role: string, name: string) =>
  (await s.pool.query(`select id from allowed_actions where entity_type = 'Bid' and allowed_role = $1 and action_name = $2`, [role, name]))
    .rows[0].id as string;

const setStatus = (who: string, body: Record<string, unknown>) =>
  s.call('POST', `${base}/setItemStatus`, { token: t[who], body: { entity: 'Bid', currentStatus: 'New', ...body } });

const bidStatus = async (id: string) => (await s.pool.query(`select status from bids where id = $1`, [id])).rows[0].status as string;
const charterRow = async (id: string) => ({
  status: (await s.pool.query(`select status from charter_requests where id = $1`, [id])).rows[0].status as string,
  bid_count: await shownBidCount(s, id),
});
const timeline = async (who: string, entity: string, id: string) => {
  const res = await s.call('GET', `${base}/getTimeline/${entity}/${id}`, { token: t[who] });
  expect(res.status).toBe(200);
  return (res.body as any[]).map((i) => ({
    oldStatus: i.oldStatus,
    newStatus: i.newStatus,
    actionName: i.actionName,
    reason: i.reason,
    role: i.role,
  }));
};

describe('withdrawing a bid through the workflow', () => {
  it('lets the operator withdraw its own bid: Unavailable, off the count and the history, the others ranked up', async () => {
    const { c, cheap, dear } = await charterWithTwoBids();
    expect((await charterRow(c.id)).bid_count).toBe(2);
    const offered = await actionsFor('op2', cheap);
    expect(offered.status).toBe(200);
    expect(offered.body.status).toBe('New');
    expect(offered.body.actions.map((a: any) => a.actionName)).toEqual(['Withdraw Bid']);

    const res = await setStatus('op2', {
      id: cheap,
      allowedActionId: offered.body.actions[0].id,
      newStatus: 'Unavailable',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      messages: [`Bid for JB${c.jobReference} is now Unavailable.`],
      result: { id: cheap, status: 'Unavailable' },
    });

    expect(await bidStatus(cheap)).toBe('Unavailable');
    expect(await charterRow(c.id)).toEqual({ status: 'Live', bid_count: 1 });
    // op1's bid, rank 2 before, is now the lowest.
    const bids = await s.call('GET', `/api/charterRequest/getBids/${c.id}`, { token: t.client });
    expect(bids.body.map((b: any) => [b.id, b.rank])).toEqual([[dear, 1]]);
    const history = await s.call('GET', `/api/suppliers/bidHistories/${c.id}`, { token: t.client });
    expect(history.body.map((h: any) => h.display)).toEqual(['(1) - $AUD 1,100.00']);
    // The operator still sees its own withdrawn bid, unranked.
    const own = await s.call('GET', `/api/charterRequest/getBids/${c.id}`, { token: op2.token });
    expect(own.body.map((b: any) => [b.status, b.rank])).toEqual([['Unavailable', null]]);

    expect(await timeline('op2', 'Bid', cheap)).toEqual([
      { oldStatus: 'New', newStatus: 'Unavailable', actionName: 'Withdraw Bid', reason: 'No Reason', role: 'Supplier' },
    ]);
    const onCharter = { oldStatus: 'Live', newStatus: 'Live', actionName: 'Withdraw Bid', role: 'Supplier' };
    expect(await timeline('admin', 'CharterRequest', c.id)).toEqual([
      { ...onCharter, reason: `Bid withdrawn by ${names[op2.supplierId]}` },
    ]);
    // A client who may not see operators' names does not learn it from the timeline either.
    expect(await timeline('client', 'CharterRequest', c.id)).toEqual([{ ...onCharter, reason: 'Bid withdrawn by an operator' }]);
    // The withdrawn bid is gone from the client's side altogether.
    expect((await actionsFor('client', cheap)).status).toBe(404);
    expect((await s.call('GET', `${base}/getTimeline/Bid/${cheap}`, { token: t.client })).status).toBe(404);
    // Nothing more to do on it.
    expect((await actionsFor('op2', cheap)).body).toEqual({ status: 'Unavailable', actions: [] });
  });

  it('answers "Not Visible" for another operator bid and 403 for an action the operator does not have', async () => {
    const { c, cheap, dear } = await charterWithTwoBids();
    const notVisible = { success: false, title: 'Not Visible', messages: ['Sorry, but you can only view your own bid.'] };
    const actions = await actionsFor('op1', cheap);
    expect([actions.status, actions.body]).toEqual([403, notVisible]);
    const history = await s.call('GET', `${base}/getTimeline/Bid/${cheap}`, { token: t.op1 });
    expect([history.status, history.body]).toEqual([403, notVisible]);
    const withdraw = await actionOf('op1', dear, 'Withdraw Bid');
    const theirs = await setStatus('op1', { id: cheap, allowedActionId: withdraw.id, newStatus: 'Unavailable' });
    expect([theirs.status, theirs.body]).toEqual([403, notVisible]);
    const viaOldCall = await s.call('POST', '/api/suppliers/withdrawBid', { token: t.op1, body: { bidId: cheap } });
    expect([viaOldCall.status, viaOldCall.body]).toEqual([403, notVisible]);
    // A bid that does not exist is simply not available, to an operator too.
    const unknown = await s.call('GET', `/api/charterRequest/getByBidId/00000000-0000-4000-8000-000000000000`, { token: t.op1 });
    expect(unknown.status).toBe(404);

    const voiding = await setStatus('op1', {
      id: dear,
      allowedActionId: await tableActionId('Admin', 'Void Bid'),
      newStatus: 'Void',
      reason: 'Other',
    });
    expect(voiding.status).toBe(403);
    expect(voiding.body.messages).toEqual(['This action is not available to you.']);

    expect([await bidStatus(cheap), await bidStatus(dear)]).toEqual(['New', 'New']);
    expect((await charterRow(c.id)).bid_count).toBe(2);
    expect(await timeline('admin', 'CharterRequest', c.id)).toEqual([]);
  });

  it('refuses a stale status and a second click', async () => {
    const { c, dear } = await charterWithTwoBids();
    const withdraw = await actionOf('op1', dear, 'Withdraw Bid');
    const stale = await setStatus('op1', { id: dear, allowedActionId: withdraw.id, currentStatus: 'Void', newStatus: 'Unavailable' });
    expect(stale.status).toBe(409);
    expect(stale.body.messages).toEqual([STALE]);
    const body = { id: dear, allowedActionId: withdraw.id, newStatus: 'Unavailable' };
    const [a, b] = await Promise.all([setStatus('op1', body), setStatus('op1', body)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.messages).toEqual([STALE]);
    expect((await charterRow(c.id)).bid_count).toBe(1);
    expect(await timeline('admin', 'Bid', dear)).toHaveLength(1);
  });

  it('answers 409 once the charter has left Live, and offers nothing then', async () => {
    const { c, dear } = await charterWithTwoBids();
    const withdraw = await actionOf('op1', dear, 'Withdraw Bid');
    await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
    expect((await actionsFor('op1', dear)).body).toEqual({ status: 'New', actions: [] });
    const res = await setStatus('op1', { id: dear, allowedActionId: withdraw.id, newStatus: 'Unavailable' });
    expect(res.status).toBe(409);
    expect(res.body.messages).toEqual([BID_MESSAGES.notBiddable]);
    expect(await bidStatus(dear)).toBe('New');
    expect((await charterRow(c.id)).bid_count).toBe(2);
  });
});

describe('voiding a bid', () => {
  it('asks the admin for a reason from the list, then hides the bid from the client and tells its operator', async () => {
    const { c, cheap, dear } = await charterWithTwoBids();
    const offered = await actionsFor('admin', cheap);
    expect(offered.body.actions.map((a: any) => a.actionName)).toEqual(['Withdraw Bid', 'Void Bid']);
    const voidBid = offered.body.actions.find((a: any) => a.actionName === 'Void Bid');
    expect(voidBid.dataEntry.dataTypeRequired).toBe('Reason');
    expect(voidBid.dataEntry.options).toContain('Other');

    const noReason = await setStatus('admin', { id: cheap, allowedActionId: voidBid.id, newStatus: 'Void' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.messages).toEqual(['Please choose a reason']);
    expect(noReason.body.errors).toEqual({ reason: ['Please choose a reason'] });
    const notListed = await setStatus('admin', { id: cheap, allowedActionId: voidBid.id, newStatus: 'Void', reason: 'Because' });
    expect(notListed.body.messages).toEqual(['Please choose a reason from the list']);
    expect(await bidStatus(cheap)).toBe('New');

    const events = await s.openEvents(op2.token);
    streams.push(events);
    expect(await events.readUntil((text) => text.includes(': connected\n\n'), 2000)).toBe(true);
    const res = await setStatus('admin', { id: cheap, allowedActionId: voidBid.id, newStatus: 'Void', reason: 'Other' });
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual([`Bid for JB${c.jobReference} is now Void.`]);

    expect(await charterRow(c.id)).toEqual({ status: 'Live', bid_count: 1 });
    const bids = await s.call('GET', `/api/charterRequest/getBids/${c.id}`, { token: t.client });
    expect(bids.body.map((b: any) => [b.id, b.rank])).toEqual([[dear, 1]]);
    const history = await s.call('GET', `/api/suppliers/bidHistories/${c.id}`, { token: t.client });
    expect(history.body).toHaveLength(1);
    expect(await timeline('client', 'CharterRequest', c.id)).toEqual([
      { oldStatus: 'Live', newStatus: 'Live', actionName: 'Void Bid', reason: 'Bid voided: Other', role: 'Admin' },
    ]);
    expect(await timeline('op2', 'Bid', cheap)).toEqual([
      { oldStatus: 'New', newStatus: 'Void', actionName: 'Void Bid', reason: 'Other', role: 'Admin' },
    ]);

    const job = `JB${c.jobReference}`;
    const mail = await s.smtp.waitFor((m) => m.to.includes('supplier2@demo.test') && m.subject === `Your bid on ${job} was voided`);
    expect(mail.text).toContain(': Other.');
    expect(s.smtp.received.some((m) => m.to.includes('supplier1@demo.test') && m.subject.includes('voided'))).toBe(false);

    // The operator's screens hear of both the bid and the charter.
    const heard: any[] = [];
    for (let e = await events.next(2000); e; e = await events.next(500)) heard.push(e.data);
    expect(heard).toEqual(
      expect.arrayContaining([
        { entity: 'CharterRequest', ids: [c.id] },
        { entity: 'Bid', ids: [cheap] },
      ]),
    );
  });

  it('lets only an admin void once bidding has closed, and nobody once a bid is accepted', async () => {
    const { c, cheap, dear } = await charterWithTwoBids();
    await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
    const voidBid = await actionOf('admin', cheap, 'Void Bid');
    const res = await setStatus('admin', { id: cheap, allowedActionId: voidBid.id, newStatus: 'Void', reason: 'Other' });
    expect(res.status).toBe(200);
    expect(await charterRow(c.id)).toEqual({ status: 'Approved', bid_count: 1 });

    await s.pool.query(`update charter_requests set status = 'PendingConfirmation' where id = $1`, [c.id]);
    expect((await actionsFor('admin', dear)).body.actions).toEqual([]);
    const late = await setStatus('admin', { id: dear, allowedActionId: voidBid.id, newStatus: 'Void', reason: 'Other' });
    expect(late.status).toBe(409);
    expect(late.body.messages).toEqual([BID_MESSAGES.notBiddable]);
    expect(await bidStatus(dear)).toBe('New');
  });
});

describe('accepting stays on the Bids tab', () => {
  it('refuses Accept Bid on a bid through setItemStatus; the accept call awards it', async () => {
    const { c, cheap } = await charterWithTwoBids();
    const accept = await actionOf('client', cheap, 'Accept Bid');
    expect(accept).toMatchObject({ actionType: 'Route', appRoute: 'Bids', nextState: 'Accepted' });
    const res = await setStatus('client', { id: cheap, allowedActionId: accept.id, newStatus: 'Accepted', termsAccepted: true });
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(['Accept Bid is done on its own screen.']);
    expect(await bidStatus(cheap)).toBe('New');
    expect((await charterRow(c.id)).status).toBe('Live');

    const awarded = await s.call('POST', '/api/charterRequest/acceptBid', { token: t.client, body: { bidId: cheap, termsAccepted: true } });
    expect(awarded.status).toBe(200);
    expect(await bidStatus(cheap)).toBe('Accepted');
  });
});

describe('POST /api/suppliers/withdrawBid', () => {
  it('runs the same Withdraw Bid: timeline and count, then 409 once withdrawn; not for clients', async () => {
    const { c, dear } = await charterWithTwoBids();
    expect((await s.call('POST', '/api/suppliers/withdrawBid', { token: t.client, body: { bidId: dear } })).status).toBe(403);
    const res = await s.call('POST', '/api/suppliers/withdrawBid', { token: op1.token, body: { bidId: dear } });
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual(['Bid withdrawn.']);
    expect(await bidStatus(dear)).toBe('Unavailable');
    expect((await charterRow(c.id)).bid_count).toBe(1);
    expect(await timeline('op1', 'Bid', dear)).toEqual([
      { oldStatus: 'New', newStatus: 'Unavailable', actionName: 'Withdraw Bid', reason: 'No Reason', role: 'Supplier' },
    ]);
    const again = await s.call('POST', '/api/suppliers/withdrawBid', { token: op1.token, body: { bidId: dear } });
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual([BID_MESSAGES.notBiddable]);
  });

  it('follows the table: with Withdraw Bid made Inactive for operators, the call is refused', async () => {
    const { dear } = await charterWithTwoBids();
    await s.pool.query(`update allowed_actions set allowed_status = 'Inactive' where entity_type = 'Bid' and allowed_role = 'Supplier'`);
    try {
      const res = await s.call('POST', '/api/suppliers/withdrawBid', { token: op1.token, body: { bidId: dear } });
      expect(res.status).toBe(409);
      expect(await bidStatus(dear)).toBe('New');
    } finally {
      await s.pool.query(`update allowed_actions set allowed_status = 'Active' where entity_type = 'Bid' and allowed_role = 'Supplier'`);
    }
  });
});
