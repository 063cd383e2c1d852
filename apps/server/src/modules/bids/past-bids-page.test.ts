import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { liveCharter, readyOperators, type Operator } from './bid-test-support.js';

// My Past Bids a page at a time (ADR 0054): GET /api/suppliers/bidsPage.

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};
/** op1's bids in the order the pages must give them: newest first, the id breaking a tie. */
let order1: string[];
let order2: string[];

const HOUR = 3600_000;

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'client', 'staff']) t[who] = (await s.member(`${who}@demo.test`)).token;
  const base = Date.now() + HOUR;
  // Seven bids of op1 on seven charters, two of them at the same instant (a page may end between
  // them), and two of op2, all newer than anything the seed holds.
  const at = [0, 1, 2, 2, 3, 4, 5].map((h) => new Date(base + h * HOUR).toISOString());
  const insert = async (op: Operator, created: string) => {
    const c = await liveCharter(s);
    await s.pool.query(
      `insert into bids (charter_request_id, bidder_id, status, price, with_margin, margin_value, created_at, time_of_bid)
       values ($1, $2, 'New', 1000, 1100, 10, $3, $3)`,
      [c.id, op.supplierId, created],
    );
  };
  for (const created of at) await insert(op1, created);
  for (const created of at.slice(0, 2)) await insert(op2, created);
  const orderOf = async (op: Operator) =>
    (await s.pool.query(`select id from bids where bidder_id = $1 order by created_at desc, id desc`, [op.supplierId])).rows.map(
      (r) => r.id as string,
    );
  order1 = await orderOf(op1);
  order2 = await orderOf(op2);
});
afterAll(async () => {
  await s?.close();
});

const get = (who: string, query = '') => s.call('GET', `/api/suppliers/bidsPage${query}`, { token: t[who] ?? who });

/** Every page of the list, following nextCursor, `limit` rows a page. */
async function walk(who: string, limit: number, extra = '') {
  const ids: string[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await get(who, `?limit=${limit}${extra}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    ids.push(...res.body.items.map((b: { id: string }) => b.id));
    totals.push(res.body.total);
    cursor = res.body.nextCursor;
    pages++;
  } while (cursor && pages < 1000);
  return { ids, totals, pages };
}

describe('My Past Bids a page at a time', () => {
  it('answers the newest bids first with the total, then the next page from the cursor', async () => {
    expect(order1.length).toBeGreaterThanOrEqual(7);
    const first = await get(op1.token, '?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.items.map((b: { id: string }) => b.id)).toEqual(order1.slice(0, 3));
    expect(first.body.total).toBe(order1.length);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(first.body.items[0]).toMatchObject({ bidderId: op1.supplierId, price: 1000, charter: { status: 'Live' } });

    const second = await get(op1.token, `?limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.status).toBe(200);
    expect(second.body.items.map((b: { id: string }) => b.id)).toEqual(order1.slice(3, 6));
    expect(second.body.total).toBe(order1.length);
  });

  it('walks every bid once, in order, whatever the page size, the last page without a cursor', async () => {
    for (const limit of [2, 7, 100]) {
      const { ids, totals, pages } = await walk(op1.token, limit);
      expect(ids).toEqual(order1);
      expect(new Set(totals)).toEqual(new Set([order1.length]));
      expect(pages).toBe(Math.max(1, Math.ceil(order1.length / limit)));
    }
    // No limit: the default page (25), and no cursor when everything fits.
    const all = await get(op1.token);
    expect(all.body.items).toHaveLength(Math.min(25, order1.length));
    expect(all.body.nextCursor === null).toBe(order1.length <= 25);
  });

  it('gives the same bids, in the same order, as the spec’s array call', async () => {
    const array = await s.call('GET', '/api/suppliers/bids', { token: op1.token });
    expect(Array.isArray(array.body)).toBe(true);
    expect(new Set(array.body.map((b: { id: string }) => b.id))).toEqual(new Set(order1));
    const page = await get(op1.token, '?limit=100');
    expect(page.body.items.map((b: { id: string }) => b.id)).toEqual(order1.slice(0, 100));
    const byId = new Map(array.body.map((b: { id: string }) => [b.id, b]));
    for (const item of page.body.items) expect(item).toEqual(byId.get(item.id));
  });
});

describe('whose bids', () => {
  it('an operator reads only its own, even naming another operator', async () => {
    const own = await walk(op2.token, 50);
    expect(own.ids).toEqual(order2);
    expect(own.ids.filter((id) => order1.includes(id))).toEqual([]);
    const naming = await get(op2.token, `?supplierId=${op1.supplierId}&limit=100`);
    expect(naming.status).toBe(200);
    expect(naming.body.items.map((b: { id: string }) => b.id)).toEqual(order2.slice(0, 100));
    expect(naming.body.total).toBe(order2.length);
  });

  it('a cursor from another operator’s list only moves along the caller’s own', async () => {
    const first = await get(op1.token, '?limit=1');
    const res = await get(op2.token, `?limit=100&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(res.status).toBe(200);
    expect(res.body.items.every((b: { bidderId: string }) => b.bidderId === op2.supplierId)).toBe(true);
  });

  it('an admin names the operator, and must', async () => {
    const { ids, totals } = await walk('admin', 4, `&supplierId=${op1.supplierId}`);
    expect(ids).toEqual(order1);
    expect(totals[0]).toBe(order1.length);
    // Each through the bid presenter: the admin sees the price with margin too, the operator its own price only.
    const admin = await get('admin', `?supplierId=${op1.supplierId}&limit=1`);
    expect(admin.body.items[0]).toMatchObject({ id: order1[0], price: 1000, withMargin: 1100 });
    expect((await get(op1.token, '?limit=1')).body.items[0]).toMatchObject({ id: order1[0], price: 1000, withMargin: null });

    // Both calls, the page and the spec's array, answer an admin alike.
    const array = (query: string) => s.call('GET', `/api/suppliers/bids${query}`, { token: t.admin });
    const named = await array(`?supplierId=${op1.supplierId}`);
    expect(named.status).toBe(200);
    expect(new Set(named.body.map((b: { id: string }) => b.id))).toEqual(new Set(order1));
    for (const call of [(q: string) => get('admin', q), array]) {
      const none = await call('');
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({
        success: false,
        messages: ['Supplier is required'],
        errors: { supplierId: ['Supplier is required'] },
      });
      expect((await call('?supplierId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    }
    expect((await array('?supplierId=not-an-id')).status).toBe(404);
  });

  it('an operator key with bids:read reads the pages as the operator; without it, refused', async () => {
    const keyWith = async (scopes: string[]) =>
      (await s.call('POST', '/api/apiKeys', { token: op1.token, body: { name: `Past bids ${scopes.join(' ')}`, scopes } })).body.result
        .key as string;
    const reader = await get(await keyWith(['bids:read']), '?limit=2');
    expect(reader.status).toBe(200);
    expect(reader.body.items.map((b: { id: string }) => b.id)).toEqual(order1.slice(0, 2));
    expect((await get(await keyWith(['charters:read']))).status).toBe(403);
  });

  it('refuses client roles', async () => {
    expect((await get('client')).status).toBe(403);
    expect((await get('staff', `?supplierId=${op1.supplierId}`)).status).toBe(403);
  });
});

describe('bad paging parameters: a 400 that says why', () => {
  const LIMIT = 'Limit must be a whole number from 1 to 100';
  const CURSOR = 'This page link is no longer valid. Please reload the list.';

  it.each([['limit=0'], ['limit=101'], ['limit=abc'], ['limit=2.5'], ['limit=-1']])('%s', async (query) => {
    const res = await get(op1.token, `?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ limit: [LIMIT] });
  });

  it.each([
    ['not base64 JSON', 'garbage'],
    ['not a pair', Buffer.from(JSON.stringify({ a: 1 })).toString('base64url')],
    ['not an instant', Buffer.from(JSON.stringify(['yesterday', '00000000-0000-4000-8000-000000000000'])).toString('base64url')],
    ['not an id', Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', 'x'])).toString('base64url')],
    ['too long', 'a'.repeat(201)],
  ])('a cursor %s', async (_what, cursor) => {
    const res = await get(op1.token, `?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual([CURSOR]);
  });

  it('a supplierId that is no id', async () => {
    const res = await get('admin', '?supplierId=op1');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ supplierId: ['Supplier is required'] });
  });
});
