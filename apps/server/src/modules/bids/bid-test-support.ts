import { randomUUID } from 'node:crypto';
import type { TestServer } from '../../../tests/harness.js';
import { insertCharter, type CharterFixture } from '../../../tests/charter-fixtures.js';

const DAY = 24 * 3600 * 1000;

export interface Operator {
  token: string;
  supplierId: string;
  aircraft: { id: string; passengerLimit: number }[];
}

/**
 * The two demo operators, made able to bid: their filters accept every charter and each gets an
 * approved, unexpired document (inserted straight into supplier_documents).
 */
export async function readyOperators(s: TestServer): Promise<{ op1: Operator; op2: Operator }> {
  await s.pool.query(
    `update suppliers set charter_types = '', location_filter_enabled = false, passenger_range_filter_enabled = false,
       client_types = 'Generic, QGov, Horizon Power'`,
  );
  const load = async (email: string): Promise<Operator> => {
    const { token } = await s.member(email);
    const supplierId = (await s.pool.query(`select supplier_id from users where email = $1`, [email])).rows[0].supplier_id as string;
    const aircraft = (
      await s.pool.query(`select id, passenger_limit as "passengerLimit" from aircraft where supplier_id = $1 order by license_number`, [
        supplierId,
      ])
    ).rows;
    return { token, supplierId, aircraft };
  };
  const op1 = await load('supplier1@demo.test');
  const op2 = await load('supplier2@demo.test');
  for (const op of [op1, op2]) await approveDocument(s, op.supplierId);
  return { op1, op2 };
}

/**
 * The operator's required documents (ADR 0043), approved and current for a year: an Air Operator
 * Certificate with every one of its aircraft ticked, and an insurance with its liability cover.
 */
export async function approveDocument(s: TestServer, supplierId: string) {
  await s.pool.query(
    `with docs as (
       insert into supplier_documents (supplier_id, file_category, file_name, content_type, size, data, approved, approved_by, expired_at,
         liability_cover)
       select $1, c.category, c.file, 'application/pdf', 4, '\\x25504446'::bytea, true, 'admin@demo.test', now() + interval '1 year', c.cover
       from (values ('Air Operator Certificate', 'aoc.pdf', null::numeric), ('Insurance Certificate', 'insurance.pdf', 20000000)) c(category, file, cover)
       returning id, file_category)
     insert into supplier_document_aircraft (document_id, aircraft_id, approved)
     select d.id, a.id, true from docs d join aircraft a on a.supplier_id = $1 where d.file_category = 'Air Operator Certificate'`,
    [supplierId],
  );
}

export interface LiveCharter {
  id: string;
  jobReference: number;
  routes: { id: string; departTime: string }[];
}

/** A Live charter (bidding open a day by default) of client@demo.test. */
export async function liveCharter(s: TestServer, f: CharterFixture = {}): Promise<LiveCharter> {
  const c = await insertCharter(s.pool, { status: 'Live', biddingEndsAt: new Date(Date.now() + DAY), ...f });
  const routes = (
    await s.pool.query(`select id, depart_time as "departTime" from charter_routes where charter_request_id = $1 order by "order"`, [c.id])
  ).rows.map((r) => ({ id: r.id as string, departTime: new Date(r.departTime).toISOString() }));
  return { ...c, routes };
}

/** A valid bid of an operator on every sector of the charter, with its first aircraft. */
export function bidBody(c: LiveCharter, op: Operator, overrides: Record<string, unknown> = {}) {
  return {
    charterRequestId: c.id,
    bidderId: op.supplierId,
    currency: 'AUD',
    price: 1000,
    inclusions: ['Fuel', 'Landing Fees'],
    exclusions: ['GST'],
    notes: 'Happy to help',
    sameAircraft: true,
    idempotencyKey: randomUUID(),
    routes: c.routes.map((r) => ({
      routeId: r.id,
      departTime: r.departTime,
      flightTime: '02:00',
      payload: 500,
      passengerLimit: 4,
      aircraft: [op.aircraft[0]!.id],
    })),
    ...overrides,
  };
}

export const placeBid = (s: TestServer, token: string, body: unknown) => s.call('POST', '/api/suppliers/newBid', { token, body });

export const storedBids = async (s: TestServer, charterId: string) =>
  (
    await s.pool.query(
      `select id, bidder_id, status, price::float8 as price, with_margin::float8 as with_margin from bids where charter_request_id = $1`,
      [charterId],
    )
  ).rows;

const adminTokens = new WeakMap<TestServer, Promise<string>>();

/** A charter's bid count as an admin's charter screen shows it (GET /api/charterRequest/get/:id). */
export async function shownBidCount(s: TestServer, charterId: string): Promise<number> {
  let token = adminTokens.get(s);
  if (!token) adminTokens.set(s, (token = s.member('admin@demo.test').then((t) => t.token)));
  const res = await s.call('GET', `/api/charterRequest/get/${charterId}`, { token: await token });
  if (res.status !== 200) throw new Error(`charter ${charterId}: ${res.status} ${res.text}`);
  return res.body.bidCount as number;
}

/** Whether a bid's placing statement comes to wait for a charter's row lock within ~5 s (a test holds the lock). */
export async function bidWaitsForLock(s: TestServer): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    const r = await s.pool.query(
      `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%bid_place%'`,
    );
    if (r.rows.length > 0) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

/**
 * Holds the charter's row as an edit would (FOR UPDATE) until `release`: the bids sent meanwhile
 * wait, the first at the lock and the others gathered behind it, written together after (ADR 0036).
 * `release` commits and gives the connection back; call it in a `finally` too (a second call does
 * nothing).
 */
export async function holdCharter(s: TestServer, charterId: string): Promise<{ release: () => Promise<void> }> {
  const holder = await s.pool.connect();
  let held = true;
  try {
    await holder.query('begin');
    await holder.query('select 1 from charter_requests where id = $1 for update', [charterId]);
  } catch (err) {
    holder.release();
    throw err;
  }
  return {
    release: async () => {
      if (!held) return;
      held = false;
      try {
        await holder.query('commit');
      } finally {
        holder.release();
      }
    },
  };
}
