import { describe, expect, it } from 'vitest';
import { twoInstances, type TestServer } from '../../../tests/harness.js';
import { insertCharter, type InsertedCharter } from '../../../tests/charter-fixtures.js';
import { pageLifetimeMs, pagesChangedBy } from './charter-list.cache.js';
import type { CharterPage } from './charter-types.js';

// Two instances of one installation. Each remembers the list pages it has answered until something
// they show is written (charter-list.cache.ts, ADR 0026); a write by any path, on either instance or
// straight in the database, must show in the next list call on both.
let a: TestServer;
let b: TestServer;
twoInstances((first, second) => {
  a = first;
  b = second;
});

const ADMIN_LIVE = '/api/charterRequest/admin/all/Live';
const OPERATOR_LIVE = '/api/charterRequest/supplierByStatus/Live';

const DAY = 24 * 3600 * 1000;

/** A Live charter of client@demo.test, bidding open for a day. */
const liveCharter = (s: TestServer) => insertCharter(s.pool, { status: 'Live', biddingEndsAt: new Date(Date.now() + DAY) });

/** The demo operator supplier1, its filters open to every charter. */
async function openOperator(s: TestServer) {
  const { token } = await s.member('supplier1@demo.test');
  const supplierId = (await s.pool.query(`select supplier_id from users where email = 'supplier1@demo.test'`)).rows[0]
    .supplier_id as string;
  await s.pool.query(
    `update suppliers set charter_types = '', location_filter_enabled = false, passenger_range_filter_enabled = false,
       client_types = 'Generic, QGov, Horizon Power' where id = $1`,
    [supplierId],
  );
  return { token, supplierId };
}

/** The row of charter `c` in a Live list, read on `s` as `token` (undefined when not listed). */
async function listed(s: TestServer, token: string, path: string, c: InsertedCharter) {
  const res = await s.call('GET', `${path}${path.includes('?') ? '&' : '?'}jobReference=${c.jobReference}`, { token });
  expect(res.status, res.text).toBe(200);
  return (res.body.items as Record<string, unknown>[]).find((i) => i.id === c.id);
}

describe('charter lists are never stale', () => {
  it('show a charter changed straight in the database, on both instances', async () => {
    const { token } = await a.member('admin@demo.test');
    const c = await liveCharter(a);
    // Both instances answer (and remember) the list.
    const before = (await listed(a, token, ADMIN_LIVE, c))?.passengerCount as number;
    expect((await listed(b, token, ADMIN_LIVE, c))?.passengerCount).toBe(before);

    await a.pool.query(`update charter_requests set passenger_count = $2 where id = $1`, [c.id, before + 5]);
    expect((await listed(a, token, ADMIN_LIVE, c))?.passengerCount).toBe(before + 5);
    expect((await listed(b, token, ADMIN_LIVE, c))?.passengerCount).toBe(before + 5);

    await a.pool.query(`update charter_requests set status = 'Closed' where id = $1`, [c.id]);
    expect(await listed(b, token, ADMIN_LIVE, c)).toBeUndefined();
  });

  it('count a bid written straight into the table, on both instances', async () => {
    const op = await openOperator(a);
    const admin = (await a.member('admin@demo.test')).token;
    const c = await liveCharter(a);
    expect((await listed(a, admin, ADMIN_LIVE, c))?.bidCount).toBe(0);
    expect((await listed(b, op.token, OPERATOR_LIVE, c))?.bidCount).toBe(0);

    await a.pool.query(
      `insert into bids (charter_request_id, bidder_id, currency, price, with_margin, margin_value, status)
       values ($1, $2, 'AUD', 900, 990, 10, 'New')`,
      [c.id, op.supplierId],
    );
    expect((await listed(b, admin, ADMIN_LIVE, c))?.bidCount).toBe(1);
    expect((await listed(b, op.token, OPERATOR_LIVE, c))?.bidCount).toBe(1);
    await a.pool.query(`update bids set status = 'Unavailable' where charter_request_id = $1`, [c.id]);
    expect((await listed(a, admin, ADMIN_LIVE, c))?.bidCount).toBe(0);
  });

  it("follow an operator's filters, the workflow's states and its aircraft marks as they change", async () => {
    const op1 = await openOperator(a);
    const c = await liveCharter(a);
    expect((await listed(b, op1.token, OPERATOR_LIVE, c))?.supplierUnavailable).toBe(false);

    // Marked unavailable by the operator (straight in the table here).
    await a.pool.query(
      `insert into supplier_charter_availability (supplier_id, charter_request_id, status) values ($1, $2, 'Unavailable')`,
      [op1.supplierId, c.id],
    );
    expect((await listed(b, op1.token, OPERATOR_LIVE, c))?.supplierUnavailable).toBe(true);

    // Its own filters no longer take the charter's type.
    await a.pool.query(`update suppliers set charter_types = 'Freight' where id = $1`, [op1.supplierId]);
    expect(await listed(b, op1.token, OPERATOR_LIVE, c)).toBeUndefined();
    await a.pool.query(`update suppliers set charter_types = '' where id = $1`, [op1.supplierId]);
    expect(await listed(b, op1.token, OPERATOR_LIVE, c)).toBeDefined();

    // The workflow closes Live to operators.
    await a.pool.query(`update entity_states set visible_to_suppliers = false where entity_type = 'CharterRequest' and status = 'Live'`);
    try {
      expect(await listed(b, op1.token, OPERATOR_LIVE, c)).toBeUndefined();
    } finally {
      await a.pool.query(`update entity_states set visible_to_suppliers = true where entity_type = 'CharterRequest' and status = 'Live'`);
    }
    expect(await listed(b, op1.token, OPERATOR_LIVE, c)).toBeDefined();
  });
});

/** Every role's Live list that shows a charter of staff@demo.test (its client, department and staff member's). */
const OWNER_LISTS = [
  ['admin@demo.test', ADMIN_LIVE],
  ['client@demo.test', '/api/charterRequest/all/client/Live'],
  ['department@demo.test', '/api/charterRequest/all/department/Live'],
  ['staff@demo.test', '/api/charterRequest/all/staff/Live'],
  ['supplier1@demo.test', OPERATOR_LIVE],
] as const;

/** A field of charter `c` (undefined: not listed) on every role's list, read on `s`. */
async function everyRole(s: TestServer, c: InsertedCharter, field: string) {
  const seen: Record<string, unknown> = {};
  for (const [email, path] of OWNER_LISTS) {
    const row = await listed(s, (await s.member(email)).token, path, c);
    seen[email] = row === undefined ? undefined : row[field];
  }
  return seen;
}

const onEveryRole = (value: unknown) => Object.fromEntries(OWNER_LISTS.map(([email]) => [email, value]));

describe('a new charter and its status change', () => {
  it('show at once on every role that may see it, on both instances', async () => {
    await openOperator(a);
    // Remembered before the charter exists: the same question asked again must show it.
    const next = Number(
      (await a.pool.query(`select last_value + case when is_called then 1 else 0 end as n from job_reference_seq`)).rows[0].n,
    );
    for (const s of [a, b]) expect(await everyRole(s, { id: '', jobReference: next }, 'status')).toEqual(onEveryRole(undefined));

    const c = await insertCharter(a.pool, { clientEmail: 'staff@demo.test', status: 'Live', biddingEndsAt: new Date(Date.now() + DAY) });
    expect(c.jobReference).toBe(next);
    for (const s of [b, a]) expect(await everyRole(s, c, 'status')).toEqual(onEveryRole('Live'));

    await a.pool.query(`update charter_requests set status = 'Closed' where id = $1`, [c.id]);
    for (const s of [b, a]) expect(await everyRole(s, c, 'status')).toEqual(onEveryRole(undefined));
  });
});

/**
 * A bid on charter `c` as bid_place_batch commits it, with no announcement after it: a change no
 * instance hears, so a page that still shows the count from before it was kept across later writes.
 */
async function unheardBid(s: TestServer, c: InsertedCharter, supplierId: string) {
  await s.pool.query(
    `select set_config('charter.bid_announced_after_commit', 'on', false);
     insert into bids (charter_request_id, bidder_id, currency, price, with_margin, margin_value, status)
     values ('${c.id}', '${supplierId}', 'AUD', 900, 990, 10, 'New');
     select set_config('charter.bid_announced_after_commit', 'off', false);`,
  );
}

describe('a write to charters', () => {
  it("leaves the pages that cannot show it in place: another client's, an admin's page of that client, an operator's other tab", async () => {
    const op = await openOperator(a);
    const qgov = (await b.member('qgov@demo.test')).token;
    const admin = (await b.member('admin@demo.test')).token;
    const qgovClient = (await a.pool.query(`select client_id from users where email = 'qgov@demo.test'`)).rows[0].client_id as string;
    const theirs = await insertCharter(a.pool, {
      clientEmail: 'qgov@demo.test',
      status: 'Live',
      biddingEndsAt: new Date(Date.now() + DAY),
    });
    const won = await insertCharter(a.pool, { clientEmail: 'qgov@demo.test', status: 'Confirmed', bidderId: op.supplierId });
    const theirPages = async () => [
      (await listed(b, qgov, '/api/charterRequest/all/client/Live', theirs))?.bidCount,
      (await listed(b, admin, `/api/charterRequest/all/client/Live?clientId=${qgovClient}`, theirs))?.bidCount,
      (await listed(b, op.token, '/api/charterRequest/supplierByStatus/Upcoming', won))?.bidCount,
    ];
    // Remembered on b (after the inserts above have been heard).
    expect(await theirPages()).toEqual([0, 0, 0]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await theirPages()).toEqual([0, 0, 0]);
    const mine = await insertCharter(a.pool, { clientEmail: 'staff@demo.test', status: 'Live', biddingEndsAt: new Date(Date.now() + DAY) });
    for (const s of [a, b]) expect(await everyRole(s, mine, 'status')).toEqual(onEveryRole('Live'));

    await unheardBid(a, theirs, op.supplierId);
    await unheardBid(a, won, op.supplierId);
    // Another client's charter: a new one, a status change, a sector moved.
    const added = await insertCharter(a.pool, {
      clientEmail: 'staff@demo.test',
      status: 'Live',
      biddingEndsAt: new Date(Date.now() + DAY),
    });
    await a.pool.query(`update charter_requests set status = 'Closed' where id = $1`, [mine.id]);
    await a.pool.query(`update charter_routes set to_state = 'WA' where charter_request_id = $1`, [added.id]);
    for (const s of [b, a]) expect(await everyRole(s, added, 'status')).toEqual(onEveryRole('Live'));
    for (const s of [b, a]) expect(await everyRole(s, mine, 'status')).toEqual(onEveryRole(undefined));
    // Kept: they still show the count from before the unheard bids.
    expect(await theirPages()).toEqual([0, 0, 0]);

    // A write to their charter drops them, and the unheard bids show.
    await a.pool.query(`update charter_requests set passenger_count = passenger_count where id = any($1)`, [[theirs.id, won.id]]);
    expect(await theirPages()).toEqual([1, 1, 1]);
  });

  it("shows at once when a sector edit moves a charter into an operator's states", async () => {
    const op = await openOperator(a);
    await a.pool.query(`update suppliers set location_filter_enabled = true, filter_location = 'WA' where id = $1`, [op.supplierId]);
    const c = await insertCharter(a.pool, {
      status: 'Live',
      biddingEndsAt: new Date(Date.now() + DAY),
      routes: [{ fromState: 'QLD', toState: 'QLD' }],
    });
    for (const s of [a, b]) expect(await listed(s, op.token, OPERATOR_LIVE, c)).toBeUndefined();
    await a.pool.query(`update charter_routes set to_state = 'WA' where charter_request_id = $1`, [c.id]);
    for (const s of [b, a]) expect(await listed(s, op.token, OPERATOR_LIVE, c)).toBeDefined();
  });

  it('shows at once when one statement writes more charters than a notification can name', async () => {
    const { token } = await a.member('admin@demo.test');
    const c = await liveCharter(a);
    const before = (await listed(b, token, ADMIN_LIVE, c))?.passengerCount as number;
    const many = await a.pool.query(
      `update charter_requests set passenger_count = passenger_count + 1
       where id = $1 or id in (select id from charter_requests order by id limit 200)`,
      [c.id],
    );
    expect(many.rowCount).toBeGreaterThan(100);
    for (const s of [b, a]) expect((await listed(s, token, ADMIN_LIVE, c))?.passengerCount).toBe(before + 1);
  });
});

describe('a remembered page', () => {
  const HOUR = 3600_000;
  const now = Date.parse('2026-11-24T00:00:00Z');
  const page = (...departures: number[]): CharterPage =>
    ({
      items: departures.map((d) => ({ departTime: new Date(now + d).toISOString() })),
      nextCursor: null,
      total: departures.length,
    }) as CharterPage;

  it('lasts until the clock turns one of its rows urgent (24 hours before departure) or not (at departure)', () => {
    expect(pageLifetimeMs(page(30 * HOUR, 100 * HOUR), now)).toBe(6 * HOUR);
    expect(pageLifetimeMs(page(30 * HOUR, 2 * HOUR), now)).toBe(2 * HOUR);
    expect(pageLifetimeMs(page(-HOUR), now)).toBe(Infinity);
    expect(pageLifetimeMs(page(), now)).toBe(Infinity);
  });
});

describe('a notification', () => {
  it('that does not name its charters in the expected form drops every page', () => {
    for (const payload of ['charter_requests', 'charters:', 'charters:[["a"]]', 'charters:{}', 'charters:[[1,2,3,4,5,6]]'])
      expect(pagesChangedBy('lists_changed', payload)).toBe('all');
    expect(pagesChangedBy('party_changed', 'clients:1')).toBe('all');
    expect(pagesChangedBy('lists_changed', 'charters:[["a","Live",null,null,null,null]]')).toBeTypeOf('function');
  });
});
