import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import {
  bidBody,
  bidWaitsForLock,
  liveCharter,
  placeBid,
  readyOperators,
  shownBidCount,
  storedBids,
  type Operator,
} from './bid-test-support.js';

// A bid reads what it needs without the charter's lock, then checks and writes in one statement
// under the lock (ADR 0023), held FOR SHARE so bids on one charter go side by side (ADR 0025). These hold the lock from a test connection while a bid waits for it,
// change the charter, and let go: the bid must answer as if it had read the charter after the change.

let s: TestServer;
let op1: Operator;

beforeAll(async () => {
  s = await startTestServer();
  ({ op1 } = await readyOperators(s));
});
afterAll(async () => {
  await s?.close();
});

/** Holds the charter's row lock in a transaction of its own until `change` has run and committed. */
async function whileLocked(charterId: string, bid: Promise<unknown>, change: (c: pg.PoolClient) => Promise<unknown>) {
  const holder = await s.pool.connect();
  try {
    await holder.query('begin');
    await holder.query('select 1 from charter_requests where id = $1 for update', [charterId]);
    void bid.catch(() => {});
    // The bid has read what it needs and waits for the lock.
    expect(await bidWaitsForLock(s)).toBe(true);
    await change(holder);
    await holder.query('commit');
  } finally {
    holder.release();
  }
  return bid;
}

describe('a bid waiting for the charter while it changes', () => {
  it('asks for a sector added meanwhile, storing nothing', async () => {
    const c = await liveCharter(s);
    const res = (await whileLocked(c.id, placeBid(s, op1.token, bidBody(c, op1)), (h) =>
      h.query(
        `insert into charter_routes (charter_request_id, "order", from_site, from_state, to_site, to_state, depart_time, flight_time, passenger_number)
         select charter_request_id, 1, to_site, to_state, from_site, from_state, depart_time + interval '1 day', flight_time, passenger_number
         from charter_routes where charter_request_id = $1`,
        [c.id],
      ),
    )) as Awaited<ReturnType<typeof placeBid>>;
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(['Please bid on every sector of the charter, once each.']);
    expect(await storedBids(s, c.id)).toEqual([]);
    expect(await shownBidCount(s, c.id)).toBe(0);
  });

  it('answers 409 when bidding closed meanwhile', async () => {
    const c = await liveCharter(s);
    const res = (await whileLocked(c.id, placeBid(s, op1.token, bidBody(c, op1)), (h) =>
      h.query(`update charter_requests set bidding_ends_at = now() where id = $1`, [c.id]),
    )) as Awaited<ReturnType<typeof placeBid>>;
    expect(res.status).toBe(409);
    expect(res.body.messages).toEqual(['Bidding on this charter has closed.']);
    expect(await storedBids(s, c.id)).toEqual([]);
  });

  it('applies the margin of the owner the charter moved to meanwhile, and tells that owner', async () => {
    const c = await liveCharter(s);
    const department = (await s.pool.query(`select client_department_id as id from users where email = 'department@demo.test'`)).rows[0]
      .id as string;
    await s.pool.query(
      `insert into margin_details (owner_type, owner_id, margin_ownership, margin_items)
       values ('ClientDepartment', $1, 'Self', '[{"minRange": 0, "maxRange": 100000, "percentage": 0, "price": 250, "usePercent": false}]')
       on conflict (owner_type, owner_id) do update set margin_ownership = 'Self', margin_items = excluded.margin_items`,
      [department],
    );
    const res = (await whileLocked(c.id, placeBid(s, op1.token, bidBody(c, op1)), (h) =>
      h.query(`update charter_requests set client_department_id = $2 where id = $1`, [c.id, department]),
    )) as Awaited<ReturnType<typeof placeBid>>;
    expect(res.status).toBe(200);
    expect(await storedBids(s, c.id)).toEqual([
      { id: res.body.result.id, bidder_id: op1.supplierId, status: 'New', price: 1000, with_margin: 1250 },
    ]);
    expect(await shownBidCount(s, c.id)).toBe(1);
    await s.smtp.waitFor((m) => m.to.includes('department@demo.test') && m.subject === `New bid on JB${c.jobReference}`);
  });

  it('places the bid while another bid holds the charter (bids share its lock), and counts both', async () => {
    const c = await liveCharter(s);
    const first = (await placeBid(s, op1.token, bidBody(c, op1))) as Awaited<ReturnType<typeof placeBid>>;
    expect(first.status).toBe(200);
    const other = await s.pool.connect();
    try {
      // Another bid under way: the charter held FOR SHARE by a transaction that has not committed.
      await other.query('begin');
      await other.query('select 1 from charter_requests where id = $1 for share', [c.id]);
      const res = (await placeBid(s, op1.token, bidBody(c, op1, { price: 900 }))) as Awaited<ReturnType<typeof placeBid>>;
      expect(res.status).toBe(200);
      expect(res.body.result.rank).toBe(1);
    } finally {
      await other.query('rollback');
      other.release();
    }
    expect(await shownBidCount(s, c.id)).toBe(2);
  });
});
