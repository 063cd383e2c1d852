import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { takeCharterAction } from '../../../tests/charter-actions.js';
import { bidBody, liveCharter, placeBid, readyOperators, shownBidCount, type Operator } from './bid-test-support.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'client', 'staff']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterAll(async () => {
  await s?.close();
});

const accept = (token: string, body: Record<string, unknown>) => s.call('POST', '/api/charterRequest/acceptBid', { token, body });
const charterRow = async (id: string) =>
  (
    await s.pool.query(
      `select status, bid_id, bidder_id, price::float8 as price, with_margin::float8 as with_margin from charter_requests where id = $1`,
      [id],
    )
  ).rows[0];
const bidStatus = async (id: string) => (await s.pool.query(`select status from bids where id = $1`, [id])).rows[0].status;

const supplierAction = (op: Operator, charterId: string, name: string, extra: Record<string, unknown>) =>
  takeCharterAction(s, op.token, charterId, name, extra);

async function charterWithTwoBids() {
  const c = await liveCharter(s, { status: 'Live' });
  const win = (await placeBid(s, op1.token, bidBody(c, op1, { price: 1000 }))).body.result.id as string;
  const lose = (await placeBid(s, op2.token, bidBody(c, op2, { price: 1500 }))).body.result.id as string;
  await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
  return { c, win, lose };
}

describe('accepting and confirming a bid', () => {
  it('needs the terms, then awards the bid and e-mails the operator; the operator confirms', async () => {
    const { c, win, lose } = await charterWithTwoBids();
    const noTerms = await accept(t.client!, { bidId: win });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.messages).toEqual(['Please accept the terms and conditions']);
    expect((await accept(t.staff!, { bidId: win, termsAccepted: true })).status).toBe(404);
    expect((await accept(op1.token, { bidId: win, termsAccepted: true })).status).toBe(403);

    const res = await accept(t.client!, { bidId: win, termsAccepted: true });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ id: c.id, status: 'PendingConfirmation' });
    expect(await charterRow(c.id)).toEqual({
      status: 'PendingConfirmation',
      bid_id: win,
      bidder_id: op1.supplierId,
      price: 1000,
      with_margin: 1100,
    });
    expect(await bidStatus(win)).toBe('Accepted');
    const job = `JB${c.jobReference}`;
    await s.smtp.waitFor((m) => m.to.includes('supplier1@demo.test') && m.subject === `Your bid on ${job} was accepted`);
    expect((await accept(t.client!, { bidId: lose, termsAccepted: true })).status).toBe(409);

    // Only the winner sees the charter now, so only it can confirm.
    const confirmed = await supplierAction(op1, c.id, 'Confirm Charter', { termsAccepted: true });
    expect(confirmed.status).toBe(200);
    expect(await charterRow(c.id)).toEqual({ status: 'Confirmed', bid_id: win, bidder_id: op1.supplierId, price: 1000, with_margin: 1100 });
    expect(await bidStatus(win)).toBe('Confirmed');
    // The other operator's bid stands by (ADR 0048) rather than losing.
    await s.smtp.waitFor((m) => m.to.includes('supplier2@demo.test') && m.subject === `Your bid on ${job} is on standby`);
    await s.smtp.waitFor((m) => m.to.includes('client@demo.test') && m.subject === `${job} is confirmed`);
  });

  it('puts the charter back to Approved when the operator declines; its bid can no longer be accepted', async () => {
    const { c, win, lose } = await charterWithTwoBids();
    expect((await accept(t.admin!, { bidId: win, termsAccepted: true })).status).toBe(200);
    // The operator declines for a reason of its own (not the client's cancel reasons).
    const offered = await s.call('GET', `/api/entityState/getActionsForEntityItem/CharterRequest/${c.id}`, { token: op1.token });
    const declineAction = offered.body.actions.find((a: any) => a.actionName === 'Decline Charter');
    expect(declineAction.dataEntry.options).toContain('No aircraft available');
    expect(declineAction.dataEntry.options).not.toContain('Client withdrew the request');
    const declined = await supplierAction(op1, c.id, 'Decline Charter', { reason: 'No aircraft available' });
    expect(declined.status).toBe(200);
    expect(await charterRow(c.id)).toEqual({ status: 'Approved', bid_id: null, bidder_id: null, price: null, with_margin: null });
    expect(await bidStatus(win)).toBe('Declined');
    expect(await shownBidCount(s, c.id)).toBe(1);
    const history = await s.call('GET', `/api/entityState/getTimeline/Bid/${win}`, { token: op1.token });
    expect(history.body.at(-1)).toMatchObject({ oldStatus: 'Accepted', newStatus: 'Declined', reason: 'No aircraft available' });
    // The client chooses again: the declined bid is refused, the other one (standing by) can be taken.
    expect((await accept(t.client!, { bidId: win, termsAccepted: true })).status).toBe(409);
    expect((await accept(t.client!, { bidId: lose, termsAccepted: true })).status).toBe(200);
  });

  it('ends the other bids Unsuccessful on confirmation; the confirmed charter carries the winning bid', async () => {
    const { c, win, lose } = await charterWithTwoBids();
    expect((await accept(t.client!, { bidId: win, termsAccepted: true })).status).toBe(200);
    expect((await supplierAction(op1, c.id, 'Confirm Charter', { termsAccepted: true })).status).toBe(200);
    // The only other bid stands by until the flight (ADR 0048), ranked as before.
    expect(await bidStatus(lose)).toBe('Standby');
    const past = await s.call('GET', '/api/suppliers/bids', { token: op2.token });
    expect(past.body.find((b: any) => b.id === lose)).toMatchObject({ status: 'Standby', rank: 2 });
    const clientBids = await s.call('GET', `/api/charterRequest/getBids/${c.id}`, { token: t.client });
    expect(clientBids.body.map((b: any) => [b.status, b.rank])).toEqual([
      ['Confirmed', 1],
      ['Standby', 2],
    ]);
    // The award: per sector the operator's aircraft, times and pax limit, and its terms, to the client and the winner.
    for (const token of [t.client!, op1.token]) {
      const award = (await s.call('GET', `/api/charterRequest/full/${c.id}`, { token })).body.award;
      expect(award).toMatchObject({ bidId: win, status: 'Confirmed', inclusions: ['Fuel', 'Landing Fees'], exclusions: ['GST'] });
      expect(award.operatorNotes).toBe('Happy to help');
      expect(award.routes.map((r: any) => [r.flightTime, r.passengerLimit, r.aircraft[0].id])).toEqual(
        c.routes.map(() => ['02:00', 4, op1.aircraft[0]!.id]),
      );
    }
    // The loser's not-awarded view carries no award.
    const lost = (await s.call('GET', `/api/charterRequest/full/${c.id}`, { token: op2.token })).body;
    expect([lost.supplierAccess, lost.award]).toEqual(['notAwarded', null]);
  });

  it('refuses the Route action Accept Bid sent to setItemStatus', async () => {
    const { c } = await charterWithTwoBids();
    const actions = await s.call('GET', `/api/entityState/getActionsForEntityItem/CharterRequest/${c.id}`, { token: t.client });
    const route = actions.body.actions.find((a: any) => a.actionName === 'Accept Bid');
    expect(route.actionType).toBe('Route');
    const res = await s.call('POST', '/api/entityState/setItemStatus', {
      token: t.client,
      body: {
        entity: 'CharterRequest',
        id: c.id,
        allowedActionId: route.id,
        currentStatus: 'Approved',
        newStatus: 'PendingConfirmation',
        termsAccepted: true,
      },
    });
    expect(res.status).toBe(400);
    expect((await charterRow(c.id)).status).toBe('Approved');
  });
});
