import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type EventStream, type TestServer } from '../../tests/harness.js';
import { insertCharter } from '../../tests/charter-fixtures.js';
import { publishChange } from './publish.js';

let s: TestServer;
let second: TestServer;
const open: EventStream[] = [];

beforeAll(async () => {
  s = await startTestServer();
  // A second instance of the same installation: its own listener on the same database.
  second = await startTestServer({}, { shareDatabaseWith: s });
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await second.close();
  await s.close();
});

/** Opens the event stream as `email` on `server` and waits for the greeting. */
async function listen(email: string, server: TestServer = s): Promise<EventStream> {
  const { token } = await server.member(email);
  const stream = await server.openEvents(token);
  open.push(stream);
  expect(stream.status).toBe(200);
  expect(await stream.readUntil((t) => t.includes(': connected\n\n'), 2000)).toBe(true);
  return stream;
}

/** A committed change the way services make one: the row update and the event in one transaction. */
async function commitChange(ids: string[]) {
  await s.db.transaction(async (tx) => {
    await tx.execute(sql`update charter_requests set updated_at = now() where id = any(${`{${ids.join(',')}}`}::uuid[])`);
    await publishChange(tx, 'CharterRequest', ids);
  });
}

const change = (...ids: string[]) => ({ event: 'change', data: { entity: 'CharterRequest', ids } });

describe('GET /api/events', () => {
  it('is listed in the OpenAPI document', async () => {
    const doc = await s.call('GET', '/api/openapi.json');
    expect(doc.body.paths['/api/events'].get.summary).toMatch(/Server-Sent Events/);
  });

  it('answers 401 without a valid bearer token', async () => {
    const none = await s.openEvents();
    expect(none.status).toBe(401);
    expect(((await none.response.json()) as { messages: string[] }).messages).toEqual(['You are not signed in.']);
    const forged = await s.openEvents('not-a-token');
    expect(forged.status).toBe(401);
  });

  it('opens an uncached event stream that greets, then delivers a committed change within a second', async () => {
    const stream = await listen('client@demo.test');
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.text.startsWith('retry: 3000\n: connected\n\n')).toBe(true);

    const mine = await insertCharter(s.pool, { clientEmail: 'client@demo.test' });
    await commitChange([mine.id]);
    expect(await stream.next(1000)).toEqual(change(mine.id));
  });

  it('sends nothing for a rolled-back transaction', async () => {
    const stream = await listen('client@demo.test');
    const a = await insertCharter(s.pool, { clientEmail: 'client@demo.test' });
    const b = await insertCharter(s.pool, { clientEmail: 'client@demo.test' });
    await s.db
      .transaction(async (tx) => {
        await publishChange(tx, 'CharterRequest', [a.id]);
        throw new Error('changed my mind');
      })
      .catch(() => {});
    await commitChange([b.id]);
    // The first event to arrive is the committed one: the rolled-back one never comes.
    expect(await stream.next(1000)).toEqual(change(b.id));
    expect(await stream.next(300)).toBeNull();
  });

  it("forwards to a client only its own charters' ids, and nothing when none are its own", async () => {
    const client = await listen('client@demo.test');
    const qgov = await listen('qgov@demo.test');
    const admin = await listen('admin@demo.test');
    const mine = await insertCharter(s.pool, { clientEmail: 'client@demo.test' });
    const theirs = await insertCharter(s.pool, { clientEmail: 'qgov@demo.test' });

    await commitChange([mine.id, theirs.id]);
    expect(await client.next(1000)).toEqual(change(mine.id));
    expect(await qgov.next(1000)).toEqual(change(theirs.id));
    expect((await admin.next(1000))?.data.ids.sort()).toEqual([mine.id, theirs.id].sort());

    await commitChange([theirs.id]);
    const marker = await insertCharter(s.pool, { clientEmail: 'client@demo.test' });
    await commitChange([marker.id]);
    // The event about the other client's charter was dropped: the next one is the marker.
    expect(await client.next(1000)).toEqual(change(marker.id));
  });

  it("follows the charter's owner level: a department hears its staff's charters, not the client's own", async () => {
    const department = await listen('department@demo.test');
    const staffs = await insertCharter(s.pool, { clientEmail: 'staff@demo.test' });
    const clients = await insertCharter(s.pool, { clientEmail: 'client@demo.test' });
    await commitChange([clients.id, staffs.id]);
    expect(await department.next(1000)).toEqual(change(staffs.id));
  });

  it('tells an operator about Live charters but not about Pending ones', async () => {
    const supplier = await listen('supplier1@demo.test');
    const pending = await insertCharter(s.pool, { clientEmail: 'client@demo.test', status: 'Pending' });
    const live = await insertCharter(s.pool, {
      clientEmail: 'qgov@demo.test',
      status: 'Live',
      biddingEndsAt: new Date(Date.now() + 86_400_000),
    });
    await commitChange([pending.id]);
    await commitChange([live.id, pending.id]);
    expect(await supplier.next(1000)).toEqual(change(live.id));
    expect(await supplier.next(300)).toBeNull();
  });

  it('delivers through every server instance: each has its own listener on the same database', async () => {
    const here = await listen('client@demo.test', s);
    const there = await listen('client@demo.test', second);
    const mine = await insertCharter(s.pool, { clientEmail: 'client@demo.test' });
    // Committed through the second instance's pool: NOTIFY reaches both listeners.
    await second.pool.query(`select pg_notify('entity_changed', $1)`, [JSON.stringify({ entity: 'CharterRequest', ids: [mine.id] })]);
    expect(await here.next(1000)).toEqual(change(mine.id));
    expect(await there.next(1000)).toEqual(change(mine.id));
  });

  it('ignores notifications that are not {entity, ids}', async () => {
    const admin = await listen('admin@demo.test');
    await s.pool.query(
      `select pg_notify('entity_changed', 'nonsense'), pg_notify('entity_changed', '{"entity":"CharterRequest","ids":["x"]}')`,
    );
    const mine = await insertCharter(s.pool, { clientEmail: 'client@demo.test' });
    await commitChange([mine.id]);
    expect(await admin.next(1000)).toEqual(change(mine.id));
  });

  it('merges a burst of changes without losing any', async () => {
    const admin = await listen('admin@demo.test');
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await insertCharter(s.pool, { clientEmail: 'client@demo.test' })).id);
    await Promise.all(ids.map((id) => commitChange([id])));
    const heard = new Set<string>();
    while (heard.size < ids.length) {
      const next = await admin.next(1000);
      if (!next) break;
      for (const id of next.data.ids as string[]) heard.add(id);
    }
    expect([...heard].sort()).toEqual([...ids].sort());
  });

  it('forgets a stream when the browser goes away', async () => {
    const before = s.events.size;
    const stream = await listen('staff@demo.test');
    expect(s.events.size).toBe(before + 1);
    stream.close();
    const deadline = Date.now() + 5000;
    while (s.events.size > before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(s.events.size).toBe(before);
  });

  it('reconnects its listener after the connection drops, telling browsers to resync', async () => {
    const admin = await listen('admin@demo.test');
    const killed = await s.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query = 'listen entity_changed' and pid <> pg_backend_pid()`,
    );
    // Both instances listen on this database.
    expect(killed.rowCount).toBeGreaterThanOrEqual(1);
    expect(await admin.next(10_000)).toEqual({ event: 'resync', data: {} });
    const mine = await insertCharter(s.pool, { clientEmail: 'client@demo.test' });
    await commitChange([mine.id]);
    expect(await admin.next(1000)).toEqual(change(mine.id));
  });
});

describe('a stream and the authority it was opened with', () => {
  it('ends at the next ping once the user signs out', async () => {
    const { token } = await s.member('staff@demo.test');
    const stream = await s.openEvents(token);
    open.push(stream);
    expect(stream.status).toBe(200);
    const out = await s.call('POST', '/api/logoutUser', { token, body: {} });
    expect(out.status).toBeLessThan(300);
    await s.events.ping();
    expect(await stream.ended(2000)).toBe(true);
    expect(stream.text).toContain(': ping\n\n');
  });

  it('ends when the access token expires, so the client reconnects with a fresh one', async () => {
    const short = await startTestServer({ accessTokenMinutes: 0.05 });
    try {
      const { token } = await short.member('client@demo.test');
      const stream = await short.openEvents(token);
      expect(stream.status).toBe(200);
      expect(await stream.ended(10_000)).toBe(true);
      stream.close();
    } finally {
      await short.close();
    }
  });
});
