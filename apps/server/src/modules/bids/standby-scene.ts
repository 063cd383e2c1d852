import { expect } from 'vitest';
import type { TestServer } from '../../../tests/harness.js';
import { bidBody, liveCharter, placeBid, readyOperators, type LiveCharter, type Operator } from './bid-test-support.js';

/**
 * A standby's scene (ADR 0048) on a test server: two ready operators, an admin and the client, and
 * the calls the standby tests make. `awarded()` builds the charter they start from.
 */
export type StandbyScene = Awaited<ReturnType<typeof standbyScene>>;

export async function standbyScene(s: TestServer) {
  const { op1, op2 } = await readyOperators(s);
  const t: Record<string, string> = {};
  for (const who of ['admin', 'client']) t[who] = (await s.member(`${who}@demo.test`)).token;

  const accept = (token: string, bidId: string) =>
    s.call('POST', '/api/charterRequest/acceptBid', { token, body: { bidId, termsAccepted: true } });
  const release = (token: string, bidId: string) => s.call('POST', '/api/suppliers/releaseStandby', { token, body: { bidId } });
  const take = (token: string, bidId: string) => s.call('POST', '/api/suppliers/takeStandbyOffer', { token, body: { bidId } });
  const statuses = async (c: LiveCharter) =>
    Object.fromEntries(
      (await s.pool.query(`select price::float8 as price, status from bids where charter_request_id = $1`, [c.id])).rows.map((r) => [
        r.price,
        r.status,
      ]),
    );
  const offeredHours = async (bidId: string) =>
    Number((await s.pool.query(`select extract(epoch from offered_until - now()) / 3600 as h from bids where id = $1`, [bidId])).rows[0].h);
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

  /** An action of the charter's, as the operator is offered it in PendingConfirmation. */
  async function operatorAction(op: Operator, charterId: string, name: string, extra: Record<string, unknown>) {
    const actions = await s.call('GET', `/api/entityState/getActionsForEntityItem/CharterRequest/${charterId}`, { token: op.token });
    const action = actions.body.actions.find((a: { actionName: string }) => a.actionName === name);
    return s.call('POST', '/api/entityState/setItemStatus', {
      token: op.token,
      body: {
        entity: 'CharterRequest',
        id: charterId,
        allowedActionId: action.id,
        currentStatus: 'PendingConfirmation',
        newStatus: action.nextState,
        ...extra,
      },
    });
  }

  /** An admin's action of the charter's, with a reason; 404 when the admin is not offered it. */
  async function adminAction(charterId: string, currentStatus: string, name: string, reason?: string) {
    const actions = await s.call('GET', `/api/entityState/getActionsForEntityItem/CharterRequest/${charterId}`, { token: t.admin });
    const action = actions.body.actions.find((a: { actionName: string }) => a.actionName === name);
    if (!action) return { status: 404, text: actions.text };
    const res = await s.call('POST', '/api/entityState/setItemStatus', {
      token: t.admin,
      body: { entity: 'CharterRequest', id: charterId, allowedActionId: action.id, currentStatus, newStatus: action.nextState, reason },
    });
    return { status: res.status, text: res.text };
  }

  /** The e-mails queued about these items (the outbox commits with the change it reports). */
  async function queued(...entityIds: string[]) {
    const r = await s.pool.query(
      `select payload->'message'->>'to' as to, payload->'message'->>'subject' as subject, payload->'message'->>'text' as text
       from outbox where kind = 'email' and payload->'log'->>'entityId' = any($1) order by id`,
      [entityIds],
    );
    return r.rows as { to: string; subject: string; text: string }[];
  }

  return { op1, op2, t, accept, release, take, statuses, offeredHours, awarded, operatorAction, adminAction, queued };
}
