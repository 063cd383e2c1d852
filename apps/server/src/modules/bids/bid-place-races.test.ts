import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import {
  bidBody,
  bidWaitsForLock,
  holdCharter,
  liveCharter,
  placeBid,
  readyOperators,
  shownBidCount,
  storedBids,
  type Operator,
} from './bid-test-support.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
});
afterAll(async () => {
  await s?.close();
});

const bidCount = (id: string) => shownBidCount(s, id);

describe('retries and races', () => {
  it('answers the same bid for the same idempotency key, sent again or twice at once', async () => {
    const c = await liveCharter(s);
    const body = bidBody(c, op1);
    const first = await placeBid(s, op1.token, body);
    const resent = await placeBid(s, op1.token, body);
    expect(resent.status).toBe(200);
    expect(resent.body.result.id).toBe(first.body.result.id);

    const twin = bidBody(c, op2);
    const answers = await Promise.all(Array.from({ length: 4 }, () => placeBid(s, op2.token, twin)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.result.id)).size).toBe(1);
    expect((await storedBids(s, c.id)).length).toBe(2);
    expect(await bidCount(c.id)).toBe(2);
  });

  it('answers bids sent at once each for its own operator: one that does not see the charter is refused, the others placed', async () => {
    const c = await liveCharter(s);
    // op2 takes no Generic clients' charters: it no longer sees this one.
    const before = (await s.pool.query(`select client_types from suppliers where id = $1`, [op2.supplierId])).rows[0].client_types;
    await s.pool.query(`update suppliers set client_types = 'QGov' where id = $1`, [op2.supplierId]);
    try {
      // Read together (ADR 0036) when they reach the server in one moment; each is answered alone.
      const answers = await Promise.all([
        placeBid(s, op1.token, bidBody(c, op1, { price: 1300 })),
        placeBid(s, op2.token, bidBody(c, op2, { price: 900 })),
        placeBid(s, op1.token, bidBody(c, op1, { price: 1100 })),
        placeBid(s, op2.token, bidBody(c, op2, { price: 800 })),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 404]);
      expect(answers.filter((a) => a.status === 200).map((a) => a.body.result.bidderId)).toEqual([op1.supplierId, op1.supplierId]);
      const stored = await storedBids(s, c.id);
      expect(stored.map((b) => [b.bidder_id, b.price]).sort()).toEqual([
        [op1.supplierId, 1100],
        [op1.supplierId, 1300],
      ]);
      expect(await bidCount(c.id)).toBe(2);
    } finally {
      await s.pool.query(`update suppliers set client_types = $2 where id = $1`, [op2.supplierId, before]);
    }
  });

  it('places bids that wait for the charter together, and one the database refuses does not take the others with it', async () => {
    const c = await liveCharter(s);
    // A refusal only the database makes (a constraint, say), after every check of the server's passed.
    await s.pool.query(`create function refuse_bid() returns trigger language plpgsql as $$
      begin raise exception 'refused by the database'; end $$`);
    await s.pool.query(`create trigger refuse_bid before insert on bids for each row
      when (new.notes = 'Refused by the database') execute function refuse_bid()`);
    // The charter held while a first bid waits for it; the bids after it gather behind (ADR 0036).
    const held = await holdCharter(s, c.id);
    try {
      const first = placeBid(s, op1.token, bidBody(c, op1, { price: 1500 }));
      expect(await bidWaitsForLock(s)).toBe(true);
      const together = Promise.all([
        placeBid(s, op1.token, bidBody(c, op1, { price: 1200 })),
        placeBid(s, op2.token, bidBody(c, op2, { price: 1100, notes: 'Refused by the database' })),
        placeBid(s, op2.token, bidBody(c, op2, { price: 1000 })),
      ]);
      await new Promise((r) => setTimeout(r, 300));
      await held.release();
      const [one, [two, refused, three]] = await Promise.all([first, together]);
      expect([one.status, two.status, refused.status, three.status]).toEqual([200, 200, 500, 200]);
      expect(refused.body.messages).toEqual(['Something went wrong on our side. Please try again.']);
      const stored = await storedBids(s, c.id);
      expect(stored.map((b) => b.id).sort()).toEqual([one, two, three].map((a) => a.body.result.id).sort());
      expect(stored.map((b) => b.price).sort()).toEqual([1000, 1200, 1500]);
      expect(await bidCount(c.id)).toBe(3);
    } finally {
      await held.release();
      await s.pool.query('drop trigger refuse_bid on bids; drop function refuse_bid()');
    }
  });

  it('keeps every accepted bid and none after the close in a burst of bids around it', async () => {
    const c = await liveCharter(s);
    await s.pool.query(`update charter_requests set bidding_ends_at = now() + interval '1 second' where id = $1`, [c.id]);
    const fire = (i: number) =>
      new Promise<Awaited<ReturnType<typeof placeBid>>>((resolve, reject) => {
        const op = i % 2 ? op1 : op2;
        setTimeout(() => placeBid(s, op.token, bidBody(c, op, { price: 1000 + i })).then(resolve, reject), i * 100);
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => fire(i)));
    const placed = answers.filter((a) => a.status === 200);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(20);
    const stored = await s.pool.query(
      `select b.id, b.time_of_bid < cr.bidding_ends_at as before_end
       from bids b join charter_requests cr on cr.id = b.charter_request_id where cr.id = $1`,
      [c.id],
    );
    expect(stored.rows.map((r) => r.id).sort()).toEqual(placed.map((a) => a.body.result.id).sort());
    expect(stored.rows.every((r) => r.before_end)).toBe(true);
    expect(await bidCount(c.id)).toBe(placed.length);
  });
});
