import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { clearCharters } from '../../../tests/charter-fixtures.js';
import { createCharter, departIn, idsOf, sector } from '../../../tests/factories.js';

let s: TestServer;
let admin: string;
let client: string;
const TOTAL = 120;

type Item = Record<string, any> & { id: string };

beforeAll(async () => {
  s = await startTestServer();
  // Paging, sorting and counts are checked over exactly the requests made below.
  await clearCharters(s.pool);
  admin = (await s.member('admin@demo.test')).token;
  client = (await s.member('client@demo.test')).token;
  const demo = (await idsOf(s, 'client@demo.test')).clientId!;
  const qgov = (await idsOf(s, 'qgov@demo.test')).clientId!;
  // 120 requests over only 6 departure times (many ties), two clients, two routes, three sub types.
  for (let i = 0; i < TOTAL; i++) {
    const depart = departIn(3 + (i % 6), 9);
    const routes = i % 2 === 0 ? [sector('BNE', 'LRE', depart)] : [sector('ISA', 'CNS', depart)];
    await createCharter(s, admin, {
      clientId: i % 3 === 0 ? qgov : demo,
      charterSubType: ['FIFO Crew Change', 'Corporate', 'Tourism'][i % 3],
      purchaseOrderNumber: `PO-${1000 + i}`,
      routes,
    });
  }
  // Some requests already have a bidding end; the others count from creation.
  await s.pool.query(
    `update charter_requests set bidding_ends_at = now() + (job_reference % 7) * interval '1 hour' where job_reference % 4 = 0`,
  );
});
afterAll(async () => {
  await s.close();
});

async function walk(path: string, query: Record<string, string | number>, token = admin) {
  const seen: Item[] = [];
  let cursor: string | null = null;
  let total = -1;
  for (let guard = 0; guard < 200; guard++) {
    const params: [string, string][] = Object.entries(query).map(([k, v]) => [k, String(v)]);
    if (cursor) params.push(['cursor', cursor]);
    const qs = new URLSearchParams(params);
    const res: { status: number; body: any } = await s.call('GET', `/api/charterRequest/${path}?${qs}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (total >= 0) expect(res.body.total).toBe(total);
    total = res.body.total;
    seen.push(...res.body.items);
    cursor = res.body.nextCursor;
    if (!cursor) break;
    expect(res.body.items).toHaveLength(Number(query.limit));
  }
  return { items: seen, total };
}

const effectiveEnd = (i: Item) =>
  i.biddingEndsAt ?? new Date(new Date(i.createdAt).getTime() + i.biddingTimeSpanHours * 3_600_000).toISOString();
const KEYS: Record<string, (i: Item) => string | number> = {
  departTime: (i) => i.departTime,
  jobReference: (i) => i.jobReference,
  createdAt: (i) => i.createdAt,
  biddingEndsAt: effectiveEnd,
  from: (i) => i.from,
  to: (i) => i.to,
  status: (i) => i.status,
  client: (i) => i.clientName,
};

function expectOrdered(items: Item[], sort: string, dir: 'asc' | 'desc') {
  const key = KEYS[sort]!;
  const sign = dir === 'asc' ? 1 : -1;
  for (let n = 1; n < items.length; n++) {
    const a = items[n - 1]!;
    const b = items[n]!;
    const ka = key(a);
    const kb = key(b);
    const cmp = ka < kb ? -1 : ka > kb ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    expect(cmp * sign, `${sort} ${dir} at ${n}: ${ka}/${a.id} then ${kb}/${b.id}`).toBe(-1);
  }
}

function expectEachOnce(items: Item[], count: number) {
  expect(items).toHaveLength(count);
  expect(new Set(items.map((i) => i.id)).size).toBe(count);
}

describe('charter lists: keyset pages', () => {
  it('pages through 120 requests with tied departures, every row once and in order, both ways', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const { items, total } = await walk('admin/all/New', { limit: 7, dir });
      expect(total).toBe(TOTAL);
      expectEachOnce(items, TOTAL);
      expectOrdered(items, 'departTime', dir);
    }
  });

  it('New lists soonest first and Closed latest first by default', async () => {
    const first = await s.call('GET', '/api/charterRequest/admin/all/New?limit=200', { token: admin });
    expectOrdered(first.body.items, 'departTime', 'asc');
    expect(first.body.nextCursor).toBeNull();
    await s.pool.query(`update charter_requests set status = 'Closed' where job_reference % 5 = 0`);
    const closed = await walk('admin/all/Closed', { limit: 6 });
    expectEachOnce(closed.items, TOTAL / 5);
    expectOrdered(closed.items, 'departTime', 'desc');
    await s.pool.query(`update charter_requests set status = 'Pending' where status = 'Closed'`);
  });

  it('sorts by every column, keeping ties stable across pages', async () => {
    for (const sort of Object.keys(KEYS)) {
      for (const dir of ['asc', 'desc'] as const) {
        const { items } = await walk('admin/all/New', { limit: 11, sort, dir });
        expectEachOnce(items, TOTAL);
        expectOrdered(items, sort, dir);
      }
    }
  });

  it('searches everywhere and filters per column, and pages the result', async () => {
    const isa = await walk('admin/all/New', { limit: 8, search: 'mount isa' });
    expect(isa.total).toBe(TOTAL / 2);
    expectEachOnce(isa.items, TOTAL / 2);
    expect(isa.items.every((i) => i.from === 'Mount Isa')).toBe(true);
    expectOrdered(isa.items, 'departTime', 'asc');

    const byClient = await walk('admin/all/New', { limit: 9, search: 'QUEENSLAND', sort: 'jobReference', dir: 'desc' });
    expectEachOnce(byClient.items, TOTAL / 3);
    expect(byClient.items.every((i) => i.clientName === 'Queensland Health' && i.qGov)).toBe(true);
    expectOrdered(byClient.items, 'jobReference', 'desc');

    const po = await walk('admin/all/New', { limit: 5, search: 'po-1011' });
    expect(po.items.map((i) => i.charterSubType)).toEqual(['Tourism']);

    const combined = await walk('admin/all/New', { limit: 4, from: 'bris', to: 'LONG', client: 'mining', charterType: 'corp' });
    // Even numbers (Brisbane), not divisible by 3 (Demo Mining), i % 3 === 1 (Corporate).
    const expected = [...Array(TOTAL).keys()].filter((i) => i % 2 === 0 && i % 3 === 1).length;
    expectEachOnce(combined.items, expected);
    expect(
      combined.items.every((i) => i.from === 'Brisbane' && i.charterSubType === 'Corporate' && i.clientName === 'Demo Mining Co'),
    ).toBe(true);

    const first = combined.items[0]!;
    const byRef = await walk('admin/all/New', { limit: 10, jobReference: `JB${first.jobReference}` });
    expect(byRef.items.map((i) => i.id)).toContain(first.id);
    expect(byRef.items.every((i) => String(i.jobReference).includes(String(first.jobReference)))).toBe(true);
    expect((await walk('admin/all/New', { limit: 10, status: 'pend' })).total).toBe(TOTAL);
    expect((await walk('admin/all/New', { limit: 10, status: 'live' })).total).toBe(0);
    expect((await walk('admin/all/New', { limit: 10, search: '100%' })).total).toBe(0);
  });

  it('a page past the end (a cursor kept while the list changed) is empty and still tells the total', async () => {
    const beyond = Buffer.from(JSON.stringify(['2099-01-01T00:00:00.000000Z', 'ffffffff-ffff-4fff-bfff-ffffffffffff'])).toString(
      'base64url',
    );
    const res = await s.call('GET', `/api/charterRequest/admin/all/New?limit=10&dir=asc&cursor=${beyond}`, { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ items: [], nextCursor: null, total: TOTAL });
  });

  it('a client’s list pages the same way within its scope', async () => {
    const { items, total } = await walk('all/client/New', { limit: 13, dir: 'desc' }, client);
    expect(total).toBe(TOTAL - TOTAL / 3);
    expectEachOnce(items, total);
    expectOrdered(items, 'departTime', 'desc');
  });

  it('answers list rows in the documented shape', async () => {
    const res = await s.call('GET', '/api/charterRequest/admin/all/New?limit=1', { token: admin });
    expect(Object.keys(res.body.items[0]).sort()).toEqual(
      [
        'id',
        'jobReference',
        'status',
        'charterType',
        'charterSubType',
        'from',
        'to',
        'departTime',
        'departTimeZone',
        'lastDepartTime',
        'routeCount',
        'passengerCount',
        'bidCount',
        'biddingEndsAt',
        'biddingTimeSpanHours',
        'createdAt',
        'urgent',
        'qGov',
        'adminAcknowledged',
        'changePending',
        'clientName',
        'departmentName',
        'staffName',
        'currency',
        'price',
        'withMargin',
        'supplierName',
      ].sort(),
    );
    expect(typeof res.body.nextCursor).toBe('string');
  });

  it('refuses bad paging input with a 400, never a 500', async () => {
    const bad = [
      'limit=0',
      'limit=201',
      'limit=ten',
      'sort=price',
      'dir=up',
      'cursor=nonsense',
      `cursor=${Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url')}`,
      // A cursor from another sort does not fit this one.
      `sort=jobReference&cursor=${Buffer.from(JSON.stringify(['2030-01-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`,
      'clientId=not-a-uuid',
    ];
    for (const q of bad) {
      const res = await s.call('GET', `/api/charterRequest/admin/all/New?${q}`, { token: admin });
      expect(res.status, q).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('charter lists: a supplier’s search', () => {
  it('finds by job number, place and charter type, never by client name or PO number', async () => {
    const supplier = (await s.member('supplier1@demo.test')).token;
    // Open the 120 requests for bidding (supplier1 takes Passenger charters of both client types).
    const opened = await s.pool.query(`update charter_requests set status = 'Live' where status = 'Pending' returning id`);
    const openedIds = opened.rows.map((r) => r.id as string);
    try {
      const all = await walk('supplierByStatus/Live', { limit: 50 }, supplier);
      expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining(openedIds));
      const ids = (items: Item[]) => items.map((i) => i.id).sort();
      const search = (text: string, token = supplier, path = 'supplierByStatus/Live') => walk(path, { limit: 25, search: text }, token);

      const isa = await search('Mount ISA');
      expect(isa.total).toBeGreaterThanOrEqual(TOTAL / 2);
      expect(ids(isa.items)).toEqual(ids(all.items.filter((i) => `${i.from} ${i.to}`.toLowerCase().includes('mount isa'))));
      expect(ids((await search('cairns')).items)).toEqual(ids(isa.items));

      const corporate = await search('corporate');
      expect(ids(corporate.items)).toEqual(ids(all.items.filter((i) => i.charterSubType === 'Corporate')));

      const one = isa.items[0]!;
      for (const text of [`JB${one.jobReference}`, `jb${one.jobReference}`, String(one.jobReference)]) {
        const found = await search(text);
        expect(
          found.items.map((i) => i.id),
          text,
        ).toContain(one.id);
        expect(found.items.every((i) => String(i.jobReference).includes(String(one.jobReference)))).toBe(true);
      }

      // Client names and PO numbers are not the supplier's to see, so not to search either.
      for (const text of ['mining', 'Demo Mining Co', 'queensland', 'po-1011']) {
        expect((await search(text)).total, text).toBe(0);
        expect((await search(text, admin, 'admin/all/Live')).total, text).toBeGreaterThan(0);
      }
    } finally {
      await s.pool.query(`update charter_requests set status = 'Pending' where id = any($1)`, [openedIds]);
    }
  });
});
