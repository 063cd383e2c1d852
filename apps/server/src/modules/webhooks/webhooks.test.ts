import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { bidBody, confirmedCharter, liveCharter, placeBid, readyOperators, type Operator } from '../../../tests/change-fixtures.js';
import { passenger } from '../../../tests/factories.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';
import { takeCharterAction } from '../../../tests/charter-actions.js';
import { verifyWebhook } from '../../../tests/webhook-receiver.js';
import { webhookKit } from '../../../tests/webhook-fixtures.js';

const DAY = 86_400_000;
let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};

beforeAll(async () => {
  // Fast retries so a failing receiver is tried again within the test; a long attempt timeout, so
  // an endpoint that never answers stays in flight for the whole test.
  s = await startTestServer({}, { webhooks: { retryBaseMs: 200, retryCapMs: 400, pollMs: 200, timeoutMs: 60_000 } });
  ({ op1, op2 } = await readyOperators(s));
  // The demo world's endpoint aside, so each test sees its own only.
  await s.pool.query(`delete from webhook_endpoints`);
  for (const who of ['admin', 'client', 'charteradmin']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterEach(async () => {
  // Each test's endpoints go with it, so no test receives another's events.
  await s.pool.query(`delete from webhook_endpoints`);
  await closeReceivers();
});
afterAll(async () => {
  await s?.close();
});

const { receiver, closeReceivers, addEndpoint, logUntil } = webhookKit(() => s);

describe('webhooks', () => {
  it("an operator's endpoint receives a new charter it may bid on, signed so the reference's snippet verifies it, with what its own API answers", async () => {
    const hook = await receiver();
    const made = await addEndpoint(op1.token, { url: hook.url, events: ['charter.live'] });
    expect(made.secret).toMatch(/^whsec_/);
    const listed = (await s.call('GET', '/api/webhooks', { token: op1.token })).body as WebhookEndpointDto[];
    expect(listed).toEqual([expect.objectContaining({ id: made.id, url: hook.url, events: ['charter.live'], pausedAt: null })]);
    expect(JSON.stringify(listed)).not.toContain(made.secret);

    const c = await insertCharter(s.pool, { status: 'Pending' });
    const opened = await takeCharterAction(s, t.admin!, c.id, 'Open Bidding', {
      biddingEndDate: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    expect(opened.status, opened.text).toBe(200);

    const [got] = await hook.count(1);
    const signature = String(got!.headers['x-charter-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(got!.body, signature, made.secret)).toBe(true);
    expect(verifyWebhook(got!.body, signature, 'whsec_wrong')).toBe(false);
    expect(verifyWebhook(got!.body.replace('charter.live', 'charter.lie'), signature, made.secret)).toBe(false);
    expect(got!.json).toMatchObject({ type: 'charter.live', data: { charterId: c.id } });
    expect(got!.headers['x-charter-event-id']).toBe(got!.json.id);
    expect(got!.headers['x-charter-event-type']).toBe('charter.live');
    const own = await s.call('GET', `/api/charterRequest/get/${c.id}`, { token: op1.token });
    expect(got!.json.data.charter).toEqual(own.body);

    const log = await logUntil(op1.token, made.id, (l) => l[0]?.status === 'Delivered');
    expect(log).toEqual([
      expect.objectContaining({ type: 'charter.live', status: 'Delivered', attempts: 1, lastResponseCode: 200, nextAttemptAt: null }),
    ]);
  });

  it('retries a failing receiver, showing attempts and the next try, keeps a charter’s events in order, and delivers once it recovers', async () => {
    const hook = await receiver(500);
    const made = await addEndpoint(t.client!, { url: hook.url, events: ['bid.placed'] });
    const c = await liveCharter(s);
    const first = (await placeBid(s, op1.token, bidBody(c, op1))).body.result.id as string;
    const second = (await placeBid(s, op2.token, bidBody(c, op2))).body.result.id as string;

    const failing = await logUntil(t.client!, made.id, (l) => l.some((d) => d.attempts >= 2));
    const [later, earlier] = failing;
    expect(earlier).toMatchObject({ type: 'bid.placed', status: 'Retrying', lastResponseCode: 500 });
    expect(earlier!.nextAttemptAt).not.toBeNull();
    // Each attempt is in the delivery's history, newest first, with its answer and how long it took.
    expect(earlier!.history.length).toBe(earlier!.attempts);
    for (const a of earlier!.history) {
      expect(a).toEqual({
        at: expect.any(String),
        responseCode: 500,
        error: 'The endpoint answered HTTP 500.',
        durationMs: expect.any(Number),
      });
    }
    expect(later!.history).toEqual([]);
    // The later event of the same charter waits for the earlier one.
    expect(later).toMatchObject({ status: 'Pending', attempts: 0 });
    expect(hook.received.every((r) => r.json.data.bidId === first)).toBe(true);

    hook.answer = 204;
    const delivered = await logUntil(t.client!, made.id, (l) => l.every((d) => d.status === 'Delivered'));
    expect(delivered.map((d) => d.lastResponseCode)).toEqual([204, 204]);
    const bids = hook.received.filter((r) => r.headers['x-charter-signature']).map((r) => r.json.data.bidId);
    expect(bids.lastIndexOf(first)).toBeLessThan(bids.indexOf(second));
    // Every attempt sends the same event, signed afresh.
    const events = new Set(hook.received.filter((r) => r.json.data.bidId === first).map((r) => r.json.id));
    expect(events.size).toBe(1);
    for (const r of hook.received) expect(verifyWebhook(r.body, String(r.headers['x-charter-signature']), made.secret)).toBe(true);
    // The client's data is its own read of the bid.
    const own = await s.call('GET', `/api/charterRequest/getByBidId/${second}`, { token: t.client });
    expect(hook.received.at(-1)!.json.data.bid).toEqual(own.body);

    // Send again: a new attempt of the same event, logged.
    const again = await s.call('POST', `/api/webhooks/${made.id}/deliveries/${delivered[0]!.id}/sendAgain`, { token: t.client });
    expect(again.status, again.text).toBe(200);
    expect(again.body.messages).toEqual(['The delivery will be sent again.']);
    const resent = await logUntil(t.client!, made.id, (l) => l[0]!.attempts === delivered[0]!.attempts + 1 && l[0]!.status === 'Delivered');
    expect(resent[0]!.id).toBe(delivered[0]!.id);
    expect(resent[0]!.history.map((a) => a.responseCode)).toEqual([204, ...delivered[0]!.history.map((a) => a.responseCode)]);

    // The history keeps a delivery's last 20 attempts.
    await s.pool.query(
      `insert into webhook_delivery_attempts (delivery_seq, attempted_at, status_code, error, duration_ms)
       select d.seq, now() - interval '1 day', 503, 'The endpoint answered HTTP 503.', 12 from webhook_deliveries d, generate_series(1, 25)
       where d.id = $1`,
      [delivered[0]!.id],
    );
    await s.call('POST', `/api/webhooks/${made.id}/deliveries/${delivered[0]!.id}/sendAgain`, { token: t.client });
    const bounded = await logUntil(t.client!, made.id, (l) => l[0]!.attempts === resent[0]!.attempts + 1 && l[0]!.status === 'Delivered');
    expect(bounded[0]!.history.length).toBe(20);
    expect(bounded[0]!.history[0]!.responseCode).toBe(204);
    expect(bounded[0]!.history.slice(1).every((a) => a.responseCode === 503)).toBe(true);
  });

  it('an endpoint that never answers delays neither a bid nor another endpoint', async () => {
    const silent = await receiver('hang');
    const fine = await receiver(200);
    await addEndpoint(t.client!, { name: 'Silent', url: silent.url, events: ['bid.placed'] });
    const other = await addEndpoint(t.client!, { name: 'Fine', url: fine.url, events: ['bid.placed'] });
    const c1 = await liveCharter(s);
    const c2 = await liveCharter(s);
    expect((await placeBid(s, op1.token, bidBody(c1, op1))).status).toBe(200);
    await silent.count(1);
    // The silent endpoint holds its request open; the bid answers and the other endpoint is served meanwhile.
    const placed = await placeBid(s, op1.token, bidBody(c2, op1));
    expect(placed.status, placed.text).toBe(200);
    await fine.count(2);
    expect(silent.hanging.size).toBe(1);
    // The receiver has both; the worker marks each Delivered once it has the answer.
    const served = await logUntil(t.client!, other.id, (l) => l.length === 2 && l.every((d) => d.status !== 'Pending'));
    expect(served.map((d) => d.status)).toEqual(['Delivered', 'Delivered']);
  });

  it("tells each party the award's outcomes: the winner accepted, the next best on standby, the rest unsuccessful, the client confirmed", async () => {
    const ops = [await receiver(), await receiver()];
    const client = await receiver();
    const outcomes = ['bid.accepted', 'bid.standby', 'bid.unsuccessful'];
    await addEndpoint(op1.token, { url: ops[0]!.url, events: outcomes });
    await addEndpoint(op2.token, { url: ops[1]!.url, events: outcomes });
    await addEndpoint(t.client!, { url: client.url, events: ['charter.confirmed'] });
    const c = await liveCharter(s);
    const won = (await placeBid(s, op1.token, bidBody(c, op1, { price: 1000 }))).body.result.id as string;
    const next = (await placeBid(s, op2.token, bidBody(c, op2, { price: 1100 }))).body.result.id as string;
    const last = (await placeBid(s, op2.token, bidBody(c, op2, { price: 1200 }))).body.result.id as string;
    await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
    const accepted = await s.call('POST', '/api/charterRequest/acceptBid', { token: t.client, body: { bidId: won, termsAccepted: true } });
    expect(accepted.status, accepted.text).toBe(200);
    const confirmed = await takeCharterAction(s, op1.token, c.id, 'Confirm Charter', { termsAccepted: true });
    expect(confirmed.status, confirmed.text).toBe(200);

    const [toWinner] = await ops[0]!.count(1);
    expect(toWinner!.json).toMatchObject({ type: 'bid.accepted', data: { bidId: won, bid: { id: won } } });
    const toOther = await ops[1]!.count(2);
    expect(toOther.map((r) => [r.json.type, r.json.data.bidId])).toEqual([
      ['bid.standby', next],
      ['bid.unsuccessful', last],
    ]);
    const [toClient] = await client.count(1);
    expect(toClient!.json).toMatchObject({ type: 'charter.confirmed', data: { charterId: c.id, charter: { id: c.id } } });
  });

  it('tells the operator flying a charter of a manifest change, with the manifest as its own read shows it', async () => {
    const hook = await receiver();
    await addEndpoint(op1.token, { url: hook.url, events: ['manifest.changed'] });
    const c = await confirmedCharter(s, op1, t.client!);
    const routes = (await s.call('GET', `/api/charterRequest/full/${c.id}`, { token: t.client })).body.routes as { id: string }[];
    const res = await s.call('POST', '/api/charterRequest/updateManifest', {
      token: t.client,
      body: { charterRequestId: c.id, routes: [{ routeId: routes[0]!.id, manifest: [passenger()] }] },
    });
    expect(res.status, res.text).toBe(200);
    const [got] = await hook.count(1);
    expect(got!.json.type).toBe('manifest.changed');
    const own = await s.call('GET', `/api/charterRequest/full/${c.id}`, { token: op1.token });
    expect(got!.json.data.charter).toEqual(own.body);
  });

  it('refuses an http URL to another host and bad input, saving nothing', async () => {
    const before = (await s.pool.query(`select count(*)::int as n from webhook_endpoints`)).rows[0].n;
    const cases: [Record<string, unknown>, string][] = [
      [
        { url: 'http://example.com/hooks', events: ['charter.live'] },
        'The URL must start with https:// (http:// is allowed only for localhost while developing).',
      ],
      [
        { url: 'ftp://example.com/hooks', events: ['charter.live'] },
        'The URL must start with https:// (http:// is allowed only for localhost while developing).',
      ],
      [{ url: 'not a url', events: ['charter.live'] }, 'Please enter a full URL, such as https://example.com/hooks.'],
      [{ url: 'https://example.com/hooks', events: [] }, 'Please choose at least one event.'],
      [{ url: 'https://example.com/hooks', events: ['bid.placed'] }, 'Please choose events from the list.'],
      [{ name: ' ', url: 'https://example.com/hooks', events: ['charter.live'] }, 'Please give the endpoint a name.'],
    ];
    for (const [body, message] of cases) {
      const res = await s.call('POST', '/api/webhooks', { token: op1.token, body: { name: 'x', ...body } });
      expect(res.status, message).toBe(400);
      expect(res.body.messages).toEqual([message]);
    }
    const admin = await s.call('POST', '/api/webhooks', {
      token: t.admin,
      body: { name: 'x', url: 'https://example.com', events: ['charter.live'] },
    });
    expect(admin.status).toBe(403);
    expect(admin.body.messages).toEqual(['Webhooks are for operators and clients.']);
    expect((await s.pool.query(`select count(*)::int as n from webhook_endpoints`)).rows[0].n).toBe(before);
  });

  it('keeps each party to its own endpoints; admins list every one and pause any', async () => {
    const hook = await receiver();
    const mine = await addEndpoint(op1.token, { url: hook.url, events: ['bid.accepted'] });
    expect(((await s.call('GET', '/api/webhooks', { token: op2.token })).body as unknown[]).length).toBe(0);
    for (const [method, path] of [
      ['GET', `/api/webhooks/${mine.id}/deliveries`],
      ['POST', `/api/webhooks/${mine.id}/deliveries/${mine.id}/sendAgain`],
      ['POST', `/api/webhooks/${mine.id}/rollSecret`],
      ['DELETE', `/api/webhooks/${mine.id}`],
    ] as const) {
      expect((await s.call(method, path, { token: op2.token, body: method === 'POST' ? {} : undefined })).status, path).toBe(404);
    }
    expect((await s.call('POST', `/api/webhooks/${mine.id}`, { token: op2.token, body: { paused: true } })).status).toBe(404);
    expect((await s.call('GET', '/api/webhooks/all', { token: op1.token })).status).toBe(403);
    expect((await s.call('GET', '/api/webhooks', { token: t.charteradmin })).status).toBe(403);

    const all = (await s.call('GET', '/api/webhooks/all', { token: t.admin })).body as WebhookEndpointDto[];
    expect(all.find((e) => e.id === mine.id)?.owner?.email).toBe('supplier1@demo.test');
    const paused = await s.call('POST', `/api/webhooks/${mine.id}`, { token: t.admin, body: { paused: true } });
    expect(paused.body.messages).toEqual(['Endpoint paused.']);
    expect(paused.body.result).toMatchObject({ pausedReason: 'Paused by an administrator.' });
    expect((await s.call('POST', `/api/webhooks/${mine.id}`, { token: t.admin, body: { url: 'https://example.com' } })).status).toBe(403);

    const rolled = await s.call('POST', `/api/webhooks/${mine.id}/rollSecret`, { token: op1.token });
    expect(rolled.body.result.secret).toMatch(/^whsec_/);
    expect(rolled.body.result.secret).not.toBe(mine.secret);
    const resumed = await s.call('POST', `/api/webhooks/${mine.id}`, { token: op1.token, body: { paused: false } });
    expect(resumed.body.result.pausedAt).toBeNull();
    expect((await s.call('DELETE', `/api/webhooks/${mine.id}`, { token: op1.token })).body.messages).toEqual(['Endpoint deleted.']);
  });

  it('pauses an endpoint whose delivery failed for 48 hours and e-mails its owner; resumed, it sends again', async () => {
    const hook = await receiver(503);
    const made = await addEndpoint(t.client!, { name: 'ERP', url: hook.url, events: ['bid.placed'] });
    const c = await liveCharter(s);
    await placeBid(s, op1.token, bidBody(c, op1));
    await logUntil(t.client!, made.id, (l) => l[0]?.status === 'Retrying');
    // The first attempt 49 hours ago: the next failure is the last.
    await s.pool.query(`update webhook_deliveries set first_attempt_at = now() - interval '49 hours' where endpoint_id = $1`, [made.id]);
    const failed = await logUntil(t.client!, made.id, (l) => l[0]?.status === 'Failed');
    expect(failed[0]).toMatchObject({ lastResponseCode: 503, nextAttemptAt: null });
    const endpoint = ((await s.call('GET', '/api/webhooks', { token: t.client })).body as WebhookEndpointDto[])[0]!;
    expect(endpoint).toMatchObject({ pausedReason: 'Paused: its deliveries failed for 48 hours.' });
    const mail = await s.smtp.waitFor((m) => m.subject === 'Webhook endpoint "ERP" paused');
    expect(mail.to).toContain('client@demo.test');

    hook.answer = 200;
    await s.call('POST', `/api/webhooks/${made.id}`, { token: t.client, body: { paused: false } });
    await s.call('POST', `/api/webhooks/${made.id}/deliveries/${failed[0]!.id}/sendAgain`, { token: t.client });
    const delivered = await logUntil(t.client!, made.id, (l) => l[0]?.status === 'Delivered');
    expect(delivered[0]!.lastResponseCode).toBe(200);
  });
});

describe('webhooks in production', () => {
  let p: TestServer;
  beforeAll(async () => {
    p = await startTestServer({ production: true }, { webhooks: { retryBaseMs: 200, retryCapMs: 400, pollMs: 200 } });
    await p.pool.query(`delete from webhook_endpoints`);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('refuses loopback, private and link-local targets when saved, and again when delivering', async () => {
    const { token } = await p.member('supplier1@demo.test');
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://10.1.2.3/hooks',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://localhost/x',
    ]) {
      const res = await p.call('POST', '/api/webhooks', { token, body: { name: 'x', url, events: ['charter.live'] } });
      expect(res.status, url).toBe(400);
      expect(res.body.messages).toEqual(['This URL points to a private, loopback or link-local address, which webhooks may not reach.']);
    }
    const http = await p.call('POST', '/api/webhooks', {
      token,
      body: { name: 'x', url: 'http://localhost:9/x', events: ['charter.live'] },
    });
    expect(http.body.messages).toEqual(['The URL must start with https:// (http:// is allowed only for localhost while developing).']);
    expect((await p.pool.query(`select count(*)::int as n from webhook_endpoints`)).rows[0].n).toBe(0);

    // A host whose address turned inner after it was saved (DNS rebinding) is refused at delivery.
    const hook = await receiver();
    const user = (await p.pool.query(`select id from users where email = 'client@demo.test'`)).rows[0].id;
    const endpoint = (
      await p.pool.query(
        `insert into webhook_endpoints (user_id, name, url, events, secret) values ($1, 'Rebound', $2, array['bid.placed'], 'whsec_x') returning id`,
        [user, hook.url],
      )
    ).rows[0].id as string;
    const ops = await readyOperators(p);
    const c = await liveCharter(p);
    await placeBid(p, ops.op1.token, bidBody(c, ops.op1));
    const client = (await p.member('client@demo.test')).token;
    for (;;) {
      const log = (await p.call('GET', `/api/webhooks/${endpoint}/deliveries`, { token: client })).body as WebhookDeliveryDto[];
      if (log[0]?.attempts) {
        expect(log[0]).toMatchObject({ status: 'Retrying', lastResponseCode: null });
        expect(log[0].lastError).toContain('private');
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(hook.received).toEqual([]);
  });
});
