import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import {
  approveDocument,
  confirmedCharter,
  laterFirstSector,
  liveCharter,
  readyOperators,
  type Operator,
} from '../../../tests/change-fixtures.js';
import { passenger } from '../../../tests/factories.js';
import { verifyWebhook } from '../../../tests/webhook-receiver.js';
import { webhookKit } from '../../../tests/webhook-fixtures.js';
import { BiddingClosingSoonJob } from '../../jobs/bidding-closing-soon.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};
const { receiver, closeReceivers, addEndpoint, logOf, receivedWhere } = webhookKit(() => s);

beforeAll(async () => {
  s = await startTestServer({}, { webhooks: { retryBaseMs: 200, retryCapMs: 400, pollMs: 200 } });
  ({ op1, op2 } = await readyOperators(s));
  // The demo world's endpoint aside, so each test sees its own only.
  await s.pool.query(`delete from webhook_endpoints`);
  for (const who of ['admin', 'client', 'qgov', 'supplier3']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterEach(async () => {
  await s.pool.query(`delete from webhook_endpoints`);
  await closeReceivers();
});
afterAll(async () => {
  await s?.close();
});

const routeIds = async (charterId: string) =>
  (await s.pool.query(`select id from charter_routes where charter_request_id = $1 order by "order"`, [charterId])).rows.map(
    (r) => r.id as string,
  );

/** Each event is heard by whom the charter's own rule lets see it, with what each would read, and by nobody else. */
describe('webhook events and their audience', () => {
  it('tells the client and the operator flying a charter of a change request, with the change and the charter as each reads them; nobody else', async () => {
    const client = await receiver();
    const flying = await receiver();
    const rival = await receiver();
    const other = await receiver();
    await addEndpoint(t.client!, { url: client.url, events: ['change_request.created'] });
    await addEndpoint(op1.token, { url: flying.url, events: ['change_request.created'] });
    const lost = await addEndpoint(op2.token, { url: rival.url, events: ['change_request.created'] });
    const stranger = await addEndpoint(t.qgov!, { url: other.url, events: ['change_request.created'] });
    // op2 bid and lost: it may not see the charter any more than another client may.
    const c = await confirmedCharter(s, op1, t.client!, {}, [op2]);
    const sectors = await laterFirstSector(s, c.id, 2);
    const asked = await s.call('POST', '/api/charterRequest/newChangeCharter', {
      token: op1.token,
      body: { charterRequestId: c.id, sectors, reason: 'Crew duty hours', cost: 1200 },
    });
    expect(asked.status, asked.text).toBe(200);
    const changeId = asked.body.result.id as string;

    for (const [hook, token] of [
      [client, t.client!],
      [flying, op1.token],
    ] as const) {
      const [got] = await hook.count(1);
      expect(got!.json).toMatchObject({ type: 'change_request.created', data: { charterId: c.id, changeRequestId: changeId } });
      expect(got!.json.data.changeRequest).toEqual((await s.call('GET', `/api/charterRequest/changeCharter/${changeId}`, { token })).body);
      expect(got!.json.data.charter).toEqual((await s.call('GET', `/api/charterRequest/get/${c.id}`, { token })).body);
    }
    // Each reads its own side: the client the price with margin, the operator its net price.
    expect(client.received[0]!.json.data.changeRequest.money).toMatchObject({ changeToCost: null, changeToCostWithMargin: 1320 });
    expect(flying.received[0]!.json.data.changeRequest.money).toMatchObject({ changeToCost: 1200, changeToCostWithMargin: null });
    // Deliveries are written with the change: had they been due, they would be in the logs now.
    expect(await logOf(op2.token, lost.id)).toEqual([]);
    expect(await logOf(t.qgov!, stranger.id)).toEqual([]);
    expect([...rival.received, ...other.received]).toEqual([]);
  });

  it('alerts the client when the operator flying its charter lapses or its aircraft can no longer fly it, with the charter as the client reads it; nobody else', async () => {
    const client = await receiver();
    const other = await receiver();
    const mine = await addEndpoint(t.client!, { url: client.url, events: ['charter.alert'] });
    const stranger = await addEndpoint(t.qgov!, { url: other.url, events: ['charter.alert'] });
    const c = await confirmedCharter(s, op1, t.client!, { routes: [{}] });
    const detail = async () => (await s.call('GET', `/api/charterRequest/get/${c.id}`, { token: t.client })).body;

    // Compliance: an admin cancels the approval of op1's insurance; its booked charters lapse at once.
    const insurances = (
      await s.pool.query(`select id from supplier_documents where supplier_id = $1 and file_category = 'Insurance Certificate'`, [
        op1.supplierId,
      ])
    ).rows.map((r) => r.id as string);
    let lapsedId = '';
    try {
      for (const id of insurances) {
        const cancelled = await s.call('POST', '/api/suppliers/cancelApproval', { token: t.admin, body: { id } });
        expect(cancelled.status, cancelled.text).toBe(200);
      }
      const lapsed = await receivedWhere(client, (r) => r.json.data.charterId === c.id);
      expect(lapsed.json.type).toBe('charter.alert');
      lapsedId = lapsed.json.id;
      expect(verifyWebhook(lapsed.body, String(lapsed.headers['x-charter-signature']), mine.secret)).toBe(true);
      const own = await detail();
      expect(own.complianceLapse).toEqual({ message: 'Insurance Certificate is not approved yet.', since: expect.any(String) });
      expect(lapsed.json.data.charter).toEqual(own);
    } finally {
      await s.pool.query(`delete from supplier_documents where supplier_id = $1`, [op1.supplierId]);
      await approveDocument(s, op1.supplierId);
    }

    // Feasibility: the client lists more passengers than op1's King Air seats (9).
    const passengers = Array.from({ length: 11 }, (_, i) => passenger({ passengerName: `Crew ${i + 1}` }));
    const saved = await s.call('POST', '/api/charterRequest/updateManifest', {
      token: t.client,
      body: { charterRequestId: c.id, routes: [{ routeId: (await routeIds(c.id))[0], manifest: passengers }] },
    });
    expect(saved.status, saved.text).toBe(200);
    const flagged = await receivedWhere(client, (r) => r.json.data.charterId === c.id && r.json.id !== lapsedId);
    expect(flagged.json.type).toBe('charter.alert');
    const own = await detail();
    expect(own.feasibilityFlag?.message).toMatch(/11 passengers, 9 seats/);
    expect(flagged.json.data.charter).toEqual(own);

    expect(await logOf(t.qgov!, stranger.id)).toEqual([]);
    expect(other.received).toEqual([]);
  });

  it('tells each operator that may bid on a charter that its bidding closes soon, once, whichever instance runs first; not one that may not', async () => {
    const hooks = { op1: await receiver(), op2: await receiver(), newcomer: await receiver() };
    const events = ['charter.bidding_closing'];
    const e1 = await addEndpoint(op1.token, { url: hooks.op1.url, events });
    const e2 = await addEndpoint(op2.token, { url: hooks.op2.url, events });
    // An operator awaiting approval sees no open charter, so it hears of none.
    const e3 = await addEndpoint(t.supplier3!, { url: hooks.newcomer.url, events });
    const soon = await liveCharter(s, { biddingEndsAt: new Date(Date.now() + 90 * 60_000) });
    const later = await liveCharter(s, { biddingEndsAt: new Date(Date.now() + 3 * 3600_000) });
    const log = { error: (err: unknown) => console.error(err) };

    // Two instances at once, then a restarted one: each operator hears once.
    await Promise.all([new BiddingClosingSoonJob(s.db, log).run(), new BiddingClosingSoonJob(s.db, log).run()]);
    await new BiddingClosingSoonJob(s.db, log).run();
    for (const [hook, token] of [
      [hooks.op1, op1.token],
      [hooks.op2, op2.token],
    ] as const) {
      const got = await receivedWhere(hook, (r) => r.json.data.charterId === soon.id);
      expect(got.json.type).toBe('charter.bidding_closing');
      expect(got.json.data.charter).toEqual((await s.call('GET', `/api/charterRequest/get/${soon.id}`, { token })).body);
    }
    const closing = async (token: string, id: string) => (await logOf(token, id)).filter((d) => d.type === 'charter.bidding_closing');
    const noticed = async (charterId: string) =>
      (
        await s.pool.query(
          `select d.endpoint_id from webhook_deliveries d where d.charter_id = $1 and d.event_type = 'charter.bidding_closing'`,
          [charterId],
        )
      ).rows.map((r) => r.endpoint_id as string);
    expect((await noticed(soon.id)).sort()).toEqual([e1.id, e2.id].sort());
    expect(await noticed(later.id)).toEqual([]);
    expect(await closing(t.supplier3!, e3.id)).toEqual([]);

    // An administrator sets the lead time to four hours: the later charter is due now, the first not again.
    const setting = await s.call('POST', '/api/admin/addSetting', {
      token: t.admin,
      body: { name: 'BiddingClosingSoonHours', value: '4', referenceId: null },
    });
    expect(setting.status, setting.text).toBe(200);
    try {
      await new BiddingClosingSoonJob(s.db, log).run();
      await receivedWhere(hooks.op1, (r) => r.json.data.charterId === later.id);
      expect((await noticed(later.id)).sort()).toEqual([e1.id, e2.id].sort());
      expect((await noticed(soon.id)).length).toBe(2);
    } finally {
      await s.call('POST', '/api/admin/deleteSetting', { token: t.admin, body: { id: setting.body.result.id } });
    }
    expect(hooks.newcomer.received).toEqual([]);
  });
});
