import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';

/**
 * A list's total is counted up to 1,000 (ADR 0021): below that it is exact, past it the page says
 * so (totalCapped) and the web shows "1,000+". Paging is unaffected: every row can still be reached.
 */
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.member('admin@demo.test')).token;
});
afterAll(async () => {
  await s?.close();
});

/** `count` Closed charters of client@demo.test that a search for "capcheck" finds, and nothing else does. */
const closedCharters = (count: number) =>
  s.pool.query(
    `insert into charter_requests (client_id, status, charter_type, charter_sub_type, depart_time, last_depart_time, from_site, to_site,
       search_text)
     select u.client_id, 'Closed', 'Passenger', 'Charter', now() - make_interval(days => g), now() - make_interval(days => g),
       'Brisbane', 'Longreach', 'capcheck brisbane longreach'
     from users u, generate_series(1, $1::int) g where u.email = 'client@demo.test'`,
    [count],
  );

const page = (query: string) => s.call('GET', `/api/charterRequest/admin/all/Closed?search=capcheck&${query}`, { token: admin });

describe('list totals', () => {
  it('are exact up to 1,000 and say "more than 1,000" past it, while every page still reads', async () => {
    await closedCharters(1000);
    const exact = await page('limit=10');
    expect(exact.status).toBe(200);
    expect(exact.body.total).toBe(1000);
    expect(exact.body.totalCapped).toBeUndefined();

    await closedCharters(1);
    const capped = await page('limit=200');
    expect(capped.body).toMatchObject({ total: 1000, totalCapped: true });

    let seen = capped.body.items.length as number;
    let cursor = capped.body.nextCursor as string | null;
    while (cursor) {
      const next = await page(`limit=200&cursor=${encodeURIComponent(cursor)}`);
      expect(next.body).toMatchObject({ total: 1000, totalCapped: true });
      seen += next.body.items.length;
      cursor = next.body.nextCursor;
    }
    expect(seen).toBe(1001);
  });
});
