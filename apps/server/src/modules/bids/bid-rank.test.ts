import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_STATUSES, RANKED_BID_STATUSES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { bidBody, bidWaitsForLock, holdCharter, liveCharter, placeBid, readyOperators, type Operator } from './bid-test-support.js';

/**
 * A bid's rank as answered on its own (placing it, getByBidId, My Past Bids) adds up the ranked bids
 * in the price bands below its own (bid_rank_buckets) and counts those ahead of it in its band (ADR
 * 0029); the charter's list ranks them all at once. Both must always agree: lowest price with margin
 * first, the earlier bid first on a tie, withdrawn bids not ranked.
 */
let s: TestServer;
let op1: Operator;
let op2: Operator;
let admin: string;

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  admin = (await s.member('admin@demo.test')).token;
});
afterAll(async () => {
  await s?.close();
});

describe("a bid's rank", () => {
  it('answers each bid with the rank the charter list gives it, ties and withdrawals included', async () => {
    const c = await liveCharter(s);
    const placed: { id: string; rank: number }[] = [];
    for (const [op, price] of [
      [op1, 1500],
      [op2, 1200],
      [op1, 1500],
      [op2, 900],
      [op1, 1200],
    ] as const) {
      const res = await placeBid(s, op.token, bidBody(c, op, { price }));
      expect(res.status).toBe(200);
      placed.push({ id: res.body.result.id, rank: res.body.result.rank });
    }
    // When placed: 1500 first (1); 1200 ahead of it (1); the second 1500 after the first (3);
    // 900 ahead of all (1); the second 1200 after the first 1200, ahead of both 1500 (3).
    expect(placed.map((p) => p.rank)).toEqual([1, 1, 3, 1, 3]);

    const list = async () =>
      ((await s.call('GET', `/api/charterRequest/getBids/${c.id}`, { token: admin })).body as { id: string; rank: number | null }[]).map(
        (b) => [b.id, b.rank],
      );
    const one = async (id: string) => (await s.call('GET', `/api/charterRequest/getByBidId/${id}`, { token: admin })).body.rank;
    const [first1500, first1200, second1500, low, second1200] = placed.map((p) => p.id);
    expect(await list()).toEqual([
      [low, 1],
      [first1200, 2],
      [second1200, 3],
      [first1500, 4],
      [second1500, 5],
    ]);
    for (const [id, rank] of await list()) expect(await one(id as string)).toBe(rank);

    // Withdrawn: not ranked, and the bids behind it move up, whichever way they are read.
    const withdrawn = await s.call('POST', '/api/suppliers/withdrawBid', { token: op2.token, body: { bidId: first1200 } });
    expect(withdrawn.status).toBe(200);
    expect(await one(first1200!)).toBeNull();
    expect(await one(second1500!)).toBe(4);
    const mine = (await s.call('GET', '/api/suppliers/bids', { token: op1.token })).body as { id: string; rank: number | null }[];
    expect(Object.fromEntries(mine.map((b) => [b.id, b.rank]))).toMatchObject({ [second1200!]: 2, [first1500!]: 3, [second1500!]: 4 });
  });

  it('answers bids written together with the ranks a read gives once they are in, a cheaper one among them counted ahead', async () => {
    const c = await liveCharter(s);
    // The charter held while a first bid waits for it; the three after it are written together
    // (ADR 0036) and ranked once all three are in (ADR 0037).
    const held = await holdCharter(s, c.id);
    try {
      const first = placeBid(s, op1.token, bidBody(c, op1, { price: 1500 }));
      expect(await bidWaitsForLock(s)).toBe(true);
      // Sent 50 ms apart, so the 1,400 is written before the 1,300 in their batch.
      const together = Promise.all(
        (
          [
            [op1, 1400],
            [op2, 1300],
            [op1, 1450],
          ] as const
        ).map(
          ([op, price], i) =>
            new Promise<Awaited<ReturnType<typeof placeBid>>>((resolve, reject) =>
              setTimeout(() => placeBid(s, op.token, bidBody(c, op, { price })).then(resolve, reject), i * 50),
            ),
        ),
      );
      // Time for all three to be read and queued behind the first, on a busy machine too.
      await new Promise((r) => setTimeout(r, 1000));
      await held.release();
      const [alone, answers] = await Promise.all([first, together]);
      expect([alone, ...answers].map((a) => a.status)).toEqual([200, 200, 200, 200]);
      // The 1,300 written after the 1,400 counts ahead of it: the 1,400 is answered second.
      expect(alone.body.result.rank).toBe(1);
      expect(answers.map((a) => a.body.result.rank)).toEqual([2, 1, 3]);
      for (const a of answers) {
        const read = await s.call('GET', `/api/charterRequest/getByBidId/${a.body.result.id}`, { token: admin });
        expect(read.body.rank).toBe(a.body.result.rank);
      }
    } finally {
      await held.release();
    }
  });

  it('agrees with the charter list across price bands, on their edges and as bids leave and come back', async () => {
    const c = await liveCharter(s);
    // Prices on both sides of band edges (a band's first three digits, 99.9 -> 100 -> 100.1, 999 ->
    // 1,000, 7,349.99 -> 7,350), equal prices, and a spread of others.
    const prices = [99.9, 100, 100.05, 100.1, 999.99, 1000, 1000.01, 7349.99, 7350, 7350, 9999.99, 10000, 10000.5, 250, 4321, 65000];
    const ids: string[] = [];
    for (const [i, price] of prices.entries()) {
      const op = i % 2 ? op2 : op1;
      const res = await placeBid(s, op.token, bidBody(c, op, { price }));
      expect(res.status).toBe(200);
      ids.push(res.body.result.id);
    }
    const agree = async () => {
      const list = (await s.call('GET', `/api/charterRequest/getBids/${c.id}`, { token: admin })).body as {
        id: string;
        rank: number | null;
      }[];
      expect(list.map((b) => b.rank).filter((r) => r !== null)).toEqual(list.filter((b) => b.rank !== null).map((_, i) => i + 1));
      for (const b of list)
        expect([b.id, (await s.call('GET', `/api/charterRequest/getByBidId/${b.id}`, { token: admin })).body.rank]).toEqual([b.id, b.rank]);
      return list;
    };
    expect((await agree()).length).toBe(prices.length);

    // Every status, as the workflow or an admin may set it: ranked exactly when RANKED_BID_STATUSES says.
    for (const [i, status] of BID_STATUSES.entries()) {
      await s.pool.query('update bids set status = $2 where id = $1', [ids[i], status]);
      const list = await agree();
      const rank = list.find((b) => b.id === ids[i])!.rank;
      expect([status, rank !== null]).toEqual([status, (RANKED_BID_STATUSES as readonly string[]).includes(status)]);
      await s.pool.query(`update bids set status = 'New' where id = $1`, [ids[i]]);
    }
    // A price changed in place (a margin update) moves the bid to its new band.
    await s.pool.query('update bids set with_margin = 50 where id = $1', [ids[prices.length - 1]]);
    expect((await agree()).find((b) => b.id === ids[prices.length - 1])!.rank).toBe(1);
    const bands = await s.pool.query(
      `select (select coalesce(sum(bids), 0)::int from bid_rank_buckets where charter_request_id = $1) as counted,
         (select count(*)::int from bids where charter_request_id = $1 and status = any($2)) as ranked`,
      [c.id, RANKED_BID_STATUSES],
    );
    expect(bands.rows[0].counted).toBe(bands.rows[0].ranked);
  });
});
