import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { bidBody, liveCharter, placeBid, readyOperators, type Operator } from './bid-test-support.js';

/**
 * A bid's rank as answered on its own (placing it, getByBidId, My Past Bids) is counted from the
 * bids ahead of it (ADR 0021); the charter's list ranks them all at once. Both must always agree:
 * lowest price with margin first, the earlier bid first on a tie, withdrawn bids not ranked.
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
});
