import { GAP_BANDS, RANK_BUCKETS, type MarketViewDto } from '@charter/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { confirmedCharter, readyOperators, type Operator } from '../../../tests/change-fixtures.js';
import { marketView } from './market-view.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};
const CALL = '/api/suppliers/marketView';

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'charteradmin', 'client', 'department', 'staff']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterAll(async () => {
  await s?.close();
});

const count = <T extends { count: number }>(list: T[], pick: (x: T) => boolean) => list.find(pick)!.count;

describe('marketView (figures from known charters)', () => {
  it('counts the win rate over decided charters, ranks by bucket and lost bids by band', () => {
    const view = marketView([
      { rank: 1, won: true, decided: true, gap: null },
      { rank: 1, won: false, decided: true, gap: -0.02 },
      { rank: 2, won: false, decided: true, gap: 0.05 },
      { rank: 3, won: false, decided: true, gap: 0.07 },
      { rank: 5, won: false, decided: true, gap: 0.35 },
      { rank: 2, won: false, decided: false, gap: null },
    ]);
    expect(view).toMatchObject({ bidOn: 6, decided: 5, won: 1, winRate: 0.2 });
    expect(view.ranks).toEqual([
      { bucket: '1st', count: 2 },
      { bucket: '2nd', count: 2 },
      { bucket: '3rd', count: 1 },
      { bucket: '4th or lower', count: 1 },
    ]);
    expect(view.lost).toEqual([
      { band: 'Below the winner', count: 1 },
      { band: 'Within 5%', count: 1 },
      { band: '5-10%', count: 1 },
      { band: '10-20%', count: 0 },
      { band: 'More than 20%', count: 1 },
    ]);
    expect(marketView([]).winRate).toBeNull();
  });
});

describe('GET /api/suppliers/marketView', () => {
  it('gives an operator its own figures from the demo year, and a charter it lost moves them', async () => {
    const before = (await s.call('GET', CALL, { token: op2.token })).body as MarketViewDto;
    expect(before.bidOn).toBeGreaterThan(10);
    expect(before.decided).toBeGreaterThan(0);
    expect(before.ranks.reduce((n, r) => n + r.count, 0)).toBe(before.bidOn);
    expect(before.lost.reduce((n, r) => n + r.count, 0)).toBe(before.decided - before.won);
    expect(before.winRate).toBeCloseTo(before.won / before.decided, 10);

    // op2 bids $2,000, op1 $1,000 and wins: op2 is second, its bid 100% above the winner's.
    await confirmedCharter(s, op1, t.client!, {}, [op2]);
    const after = (await s.call('GET', CALL, { token: op2.token })).body as MarketViewDto;
    expect(after.bidOn).toBe(before.bidOn + 1);
    expect(after.decided).toBe(before.decided + 1);
    expect(after.won).toBe(before.won);
    expect(count(after.ranks, (r) => r.bucket === '2nd')).toBe(count(before.ranks, (r) => r.bucket === '2nd') + 1);
    expect(count(after.lost, (r) => r.band === 'More than 20%')).toBe(count(before.lost, (r) => r.band === 'More than 20%') + 1);
    const winner = (await s.call('GET', CALL, { token: op1.token })).body as MarketViewDto;
    expect(winner.won).toBeGreaterThan(0);
  });

  it('never carries another operator’s name or price: only counts, bands and a rate', async () => {
    const res = await s.call('GET', CALL, { token: op1.token });
    expect(res.status).toBe(200);
    const view = res.body as MarketViewDto;
    expect(Object.keys(view).sort()).toEqual(['bidOn', 'decided', 'lost', 'months', 'ranks', 'winRate', 'won']);
    expect(view.ranks.map((r) => r.bucket)).toEqual([...RANK_BUCKETS]);
    expect(view.lost.map((r) => r.band)).toEqual([...GAP_BANDS]);
    for (const r of view.ranks) expect(Object.keys(r).sort()).toEqual(['bucket', 'count']);
    for (const r of view.lost) expect(Object.keys(r).sort()).toEqual(['band', 'count']);
    // Every number is a count no larger than the charters bid on, or the rate: no amount fits.
    const numbers = [view.bidOn, view.decided, view.won, ...view.ranks.map((r) => r.count), ...view.lost.map((r) => r.count)];
    for (const n of numbers) expect(n).toBeLessThanOrEqual(view.bidOn);
    expect(view.winRate).toBeGreaterThanOrEqual(0);
    expect(view.winRate).toBeLessThanOrEqual(1);
    // The text names no other operator, and no price of another operator's bid on these charters appears in it.
    const others = await s.pool.query(
      `select distinct s.company_name as name, b.price::text as price, b.with_margin::text as "withMargin"
       from bids b join suppliers s on s.id = b.bidder_id
       where b.bidder_id <> $1 and b.charter_request_id in (select charter_request_id from bids where bidder_id = $1)`,
      [op1.supplierId],
    );
    expect(others.rows.length).toBeGreaterThan(0);
    for (const o of others.rows) {
      expect(res.text).not.toContain(o.name);
      expect(res.text).not.toContain(String(Number(o.price)));
      expect(res.text).not.toContain(String(Number(o.withMargin)));
    }
  });

  it('is the operator’s own; an admin names the operator; nobody else reads it', async () => {
    const own = await s.call('GET', `${CALL}?supplierId=${op2.supplierId}`, { token: op1.token });
    const mine = await s.call('GET', CALL, { token: op1.token });
    // An operator asking for another's gets its own.
    expect(own.body).toEqual(mine.body);
    const admin = await s.call('GET', `${CALL}?supplierId=${op1.supplierId}`, { token: t.admin });
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual(mine.body);
    expect((await s.call('GET', CALL, { token: t.admin })).status).toBe(404);
    for (const who of ['charteradmin', 'client', 'department', 'staff']) {
      expect((await s.call('GET', `${CALL}?supplierId=${op1.supplierId}`, { token: t[who] })).status, who).toBe(403);
    }
    expect((await s.call('GET', CALL)).status).toBe(401);
  });
});
