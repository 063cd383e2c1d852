import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '@charter/db';
import { formatJobReference } from '@charter/shared';
import { benchOperators, liveCharter, type Operator } from '../../bench/bid-bench.js';
import { insertCharter } from '../charter-fixtures.js';
import { DEMO_PASSWORD_FOR_TESTS } from '../db-url.js';
import { httpClient } from '../http-client.js';
import { LiveStream } from './live-stream.js';
import { bidBody, SteadyLoad, type BidTarget } from './steady-load.js';
import { startTestCluster, type TestCluster } from './test-cluster.js';

/**
 * The marketplace as a cluster (ADR 0042): two web instances and a worker of the built server
 * behind HAProxy (deploy/haproxy.cfg), on one database, as `npm run cluster` runs them. Each
 * test goes on from the state the one before left, as a running installation would.
 */

let t: TestCluster;
let operators: Operator[];
let charter: BidTarget;
let clientToken: string;
const streams: LiveStream[] = [];

/** A stream as the web client holds it, stopped after the file. */
async function openStream(baseUrl: string): Promise<LiveStream> {
  const s = new LiveStream(baseUrl, clientToken);
  streams.push(s);
  return s.start();
}

/** Waits until `done()` holds, polling; the cap only keeps a broken cluster from hanging the run. */
async function eventually(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const isBidOn = (id: string) => (e: { event: string; data: any }) =>
  e.event === 'change' && e.data?.entity === 'CharterRequest' && e.data.ids.includes(id);

async function storedBids(ids: string[]): Promise<number> {
  const r = await t.pool.query<{ n: number }>(`select count(*)::int as n from bids where id = any($1::uuid[])`, [ids]);
  return r.rows[0]!.n;
}

/** A POST from another address on this machine (127.0.0.2), as a browser elsewhere would connect. */
function postFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string>) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = http.request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

beforeAll(async () => {
  const started = Date.now();
  t = await startTestCluster();
  console.log(`[cluster test] database, two web instances, a worker and HAProxy ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const balancer = httpClient(t.cluster.url);
  operators = await benchOperators(t.pool, async (email) => (await balancer.member(email)).token, 6);
  charter = await liveCharter(t.pool);
  clientToken = (await balancer.member('client@demo.test')).token;
}, 300_000);

afterEach((ctx) => {
  if (ctx.task.result?.state === 'fail') console.log(`What the cluster printed last:\n${t?.log.slice(-60).join('\n')}`);
});

afterAll(async () => {
  for (const s of streams) await s.stop();
  await t?.close();
});

describe('the cluster behind HAProxy', () => {
  it('prepared its new database once although the three processes started together', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = await t.pool.query(
      `select count(*)::int as n, count(distinct hash)::int as "distinct" from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
    const admins = await t.pool.query(`select count(*)::int as n from users where email = 'admin@demo.test'`);
    expect(admins.rows[0].n).toBe(1);
  });

  it('signs in through the balancer, which passes on the address the client connects from and not one it claims', async () => {
    const login = { userName: 'staff@demo.test', password: DEMO_PASSWORD_FOR_TESTS, remoteIpAddress: null, oldRefreshTokens: [] };
    const res = await postFrom('127.0.0.2', `${t.cluster.url}/auth/login`, login, { 'x-forwarded-for': '203.0.113.9' });
    expect(res.status).toBe(200);
    const { sid } = JSON.parse(Buffer.from(res.body.accessToken.token.split('.')[1], 'base64url').toString()) as { sid: string };
    const session = await t.pool.query(`select remote_ip from auth_sessions where id = $1`, [sid]);
    expect(session.rows[0].remote_ip).toBe('127.0.0.2');
  });

  it('a bid placed through one instance reaches a live-update stream held on the other', async () => {
    const [web1, web2] = t.cluster.web;
    const stream = await openStream(web2.url);
    const placedAt = Date.now();
    const res = await httpClient(web1.url).call('POST', '/api/suppliers/newBid', {
      token: operators[0]!.token,
      body: bidBody(charter, operators[0]!),
    });
    expect(res.status).toBe(200);
    await stream.waitFor(isBidOn(charter.id), 10_000, "the bid's change on web2's stream");
    console.log(`[cluster test] a bid placed on web1 reached a stream on web2 ${Date.now() - placedAt} ms after it was sent`);
    await stream.stop();
  });

  it('a session ended on one instance is refused on the other at once', async () => {
    const [web1, web2] = t.cluster.web;
    const { token } = await httpClient(web1.url).member('department@demo.test');
    expect((await httpClient(web2.url).call('GET', '/api/accounts/me', { token })).status).toBe(200);
    expect((await httpClient(web1.url).call('POST', '/api/logoutUser', { token, body: {} })).status).toBe(200);
    expect((await httpClient(web2.url).call('GET', '/api/accounts/me', { token })).status).toBe(401);
  });

  it('closes bidding on each charter exactly once with two workers, and sends one set of e-mails', async () => {
    await t.cluster.addWorker(t.spareWorkerPort);
    const due = [];
    for (let i = 0; i < 6; i++)
      due.push(
        await insertCharter(t.pool, {
          clientEmail: 'client@demo.test',
          status: 'Live',
          bidCount: 1,
          biddingEndsAt: new Date(Date.now() + 3000),
        }),
      );
    const ids = due.map((c) => c.id);
    // As a charter going live does: both workers hear of it and set their clocks for the same moment.
    await t.pool.query(`select pg_notify('entity_changed', $1)`, [JSON.stringify({ entity: 'CharterRequest', ids })]);

    await eventually(async () => {
      const r = await t.pool.query(`select count(*)::int as n from charter_requests where id = any($1::uuid[]) and status = 'Live'`, [ids]);
      return r.rows[0].n === 0;
    }, 'the bidding clock to close the charters');
    const moves = await t.pool.query(
      `select entity_id as id, count(*)::int as n, min(action_name) as action, min(new_status) as status
       from timeline_items where entity_id = any($1::uuid[]) group by entity_id`,
      [ids],
    );
    expect(moves.rows).toHaveLength(ids.length);
    for (const m of moves.rows) expect(m).toMatchObject({ n: 1, action: 'Bidding Closed', status: 'Approved' });

    const subjects = due.map((c) => `Bidding on ${formatJobReference(c.jobReference)} has closed`);
    const queued = async () =>
      (
        await t.pool.query(
          `select payload->'message'->>'subject' as subject, sent_at from outbox where payload->'message'->>'subject' = any($1)`,
          [subjects],
        )
      ).rows as { subject: string; sent_at: Date | null }[];
    await eventually(async () => (await queued()).every((r) => r.sent_at !== null), 'the outbox to send the e-mails');
    const rows = await queued();
    const mails = t.smtp.received.filter((m) => subjects.includes(m.subject));
    for (const subject of subjects) {
      const sent = mails.filter((m) => m.subject === subject).map((m) => m.to);
      expect(sent.length).toBeGreaterThan(0);
      expect(new Set(sent).size).toBe(sent.length);
      expect(sent).toHaveLength(rows.filter((r) => r.subject === subject).length);
    }
  });

  it('kill -9 of a web instance under a bid load: the balancer sends the rest to the other, no acknowledged bid is lost, streams reconnect', async () => {
    const [web1] = t.cluster.web;
    const watchers: LiveStream[] = [];
    for (let i = 0; i < 4; i++) watchers.push(await openStream(t.cluster.url));
    // Least connections: the streams are spread over both instances, so some are on the one killed.
    const held = await t.cluster.haproxy.stats();
    expect(held.filter((s) => s.backend === 'web').every((s) => s.current >= 1)).toBe(true);

    const readers = [
      { token: clientToken, path: '/api/charterRequest/all/client/Live' },
      { token: clientToken, path: `/api/charterRequest/getBids/${charter.id}` },
    ];
    const load = new SteadyLoad(t.cluster.url, { charter, bidders: operators, readers });
    await eventually(() => load.acknowledgedBids.length >= 20, 'bids under way');
    await web1.kill();
    const killedAt = Date.now();
    await eventually(() => load.endedSince(killedAt).filter((o) => o.status === 200).length >= 40, 'bids after the kill');
    await load.stop();

    expect(await storedBids(load.acknowledgedBids)).toBe(load.acknowledgedBids.length);
    // Only a bid under way on web1 when it died may have failed (it may have been acted on, so the
    // balancer does not send it twice); a read under way there was asked again of web2, and
    // everything sent after went to web2.
    expect(load.outcomes.filter((o) => o.startedAt > killedAt && o.status !== 200)).toEqual([]);
    expect(load.failures.filter((o) => o.what === 'read')).toEqual([]);
    expect(load.outcomes.filter((o) => o.what === 'read').length).toBeGreaterThan(0);
    expect(load.failures.length).toBeLessThanOrEqual(operators.length);

    await eventually(() => watchers.every((w) => w.connected), 'the streams to be open again');
    expect(watchers.some((w) => w.opens >= 2)).toBe(true);
    const res = await httpClient(t.cluster.url).call('POST', '/api/suppliers/newBid', {
      token: operators[0]!.token,
      body: bidBody(charter, operators[0]!),
    });
    expect(res.status).toBe(200);
    for (const w of watchers) await w.waitFor((e) => isBidOn(charter.id)(e) && e.connection === w.opens, 10_000, 'the bid on every stream');

    await web1.start();
    await t.cluster.haproxy.waitFor('web1', 'UP');
    for (const w of watchers) await w.stop();
  });

  it('a rolling restart of both web instances under steady reads and bids fails no request', async () => {
    const watcher = await openStream(t.cluster.url);
    const readers = [
      { token: clientToken, path: '/api/charterRequest/all/client/Live' },
      { token: clientToken, path: '/api/accounts/me' },
      { token: clientToken, path: `/api/charterRequest/getBids/${charter.id}` },
    ];
    const load = new SteadyLoad(t.cluster.url, { charter, bidders: operators.slice(0, 3), readers });
    await eventually(() => load.acknowledgedBids.length >= 10, 'bids under way');
    await t.cluster.rollingRestart();
    const restartedAt = Date.now();
    await eventually(() => load.endedSince(restartedAt).length >= 30, 'requests after the restart');
    await load.stop();

    expect(load.failures).toEqual([]);
    expect(load.outcomes.filter((o) => o.what === 'read').length).toBeGreaterThan(0);
    expect(await storedBids(load.acknowledgedBids)).toBe(load.acknowledgedBids.length);
    // The stream was told to come back before its instance stopped, and did.
    expect(watcher.events.some((e) => e.event === 'reconnect')).toBe(true);
    await eventually(() => watcher.connected, 'the stream to be open again');
    expect(watcher.opens).toBeGreaterThanOrEqual(2);
  }, 240_000);
});
