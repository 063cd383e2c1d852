import { describe, expect, it } from 'vitest';
import { twoInstances, type TestServer } from '../../../tests/harness.js';
import { bidSchema } from '@charter/shared';
import { bidBody, liveCharter, placeBid, readyOperators, type LiveCharter } from './bid-test-support.js';
import { bidFingerprint } from './bid-fingerprint.js';

const ADMIN_LIVE = '/api/charterRequest/admin/all/Live';
const OPERATOR_LIVE = '/api/charterRequest/supplierByStatus/Live';

// A bid placed through bid_place_batch is the one write that does not NOTIFY in its own transaction (ADR
// 0025): the server announces it after its commit, before it answers (ADR 0035). The list pages every instance remembers (ADR 0026)
// must count it as soon as its operator has the answer, on every instance.
let a: TestServer;
let b: TestServer;
twoInstances((first, second) => {
  a = first;
  b = second;
});

async function shownCount(s: TestServer, token: string, path: string, c: LiveCharter) {
  const res = await s.call('GET', `${path}?jobReference=${c.jobReference}`, { token });
  expect(res.status, res.text).toBe(200);
  return (res.body.items as { id: string; bidCount: number }[]).find((i) => i.id === c.id)?.bidCount;
}

describe('a bid placed', () => {
  it("is counted at once in the lists every instance remembers: the admin's and another operator's", async () => {
    const { op1, op2 } = await readyOperators(a);
    const admin = (await a.member('admin@demo.test')).token;
    const c = await liveCharter(a);
    expect(await shownCount(b, admin, ADMIN_LIVE, c)).toBe(0);
    expect(await shownCount(b, op2.token, OPERATOR_LIVE, c)).toBe(0);
    expect(await shownCount(a, op2.token, OPERATOR_LIVE, c)).toBe(0);

    for (const [n, op] of [
      [1, op1],
      [2, op2],
    ] as const) {
      const placed = await placeBid(a, op.token, bidBody(c, op));
      expect(placed.status, placed.text).toBe(200);
      expect(await shownCount(b, admin, ADMIN_LIVE, c)).toBe(n);
      expect(await shownCount(b, op2.token, OPERATOR_LIVE, c)).toBe(n);
      expect(await shownCount(a, op2.token, OPERATOR_LIVE, c)).toBe(n);
    }
  });

  it('answered again for its key is announced again: a first call that failed after its commit is not left unheard', async () => {
    const { op1 } = await readyOperators(a);
    const admin = (await a.member('admin@demo.test')).token;
    const c = await liveCharter(a);
    expect(await shownCount(b, admin, ADMIN_LIVE, c)).toBe(0);
    // The new charter's own notification may reach b after that first read and drop the page it
    // remembered; b reads it again once that has settled, so the page below is the one it keeps.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await shownCount(b, admin, ADMIN_LIVE, c)).toBe(0);

    // The bid as bid_place_batch would have committed it, with no announcement after it.
    const body = bidBody(c, op1);
    const hash = bidFingerprint(bidSchema.parse(body));
    await a.pool.query(
      `select set_config('charter.bid_announced_after_commit', 'on', false);
       insert into bids (charter_request_id, bidder_id, currency, price, with_margin, margin_value, idempotency_key, idempotency_hash)
       values ('${c.id}', '${op1.supplierId}', 'AUD', 1000, 1100, 10, '${body.idempotencyKey}', '${hash}');
       select set_config('charter.bid_announced_after_commit', 'off', false);`,
    );
    expect(await shownCount(b, admin, ADMIN_LIVE, c)).toBe(0);

    const retried = await placeBid(a, op1.token, body);
    expect(retried.status, retried.text).toBe(200);
    expect(await shownCount(b, admin, ADMIN_LIVE, c)).toBe(1);
  });
});

/** Every role's Live list that shows a charter of staff@demo.test (its client, department and staff member's). */
const OWNER_LISTS = [
  ['admin@demo.test', ADMIN_LIVE],
  ['client@demo.test', '/api/charterRequest/all/client/Live'],
  ['department@demo.test', '/api/charterRequest/all/department/Live'],
  ['staff@demo.test', '/api/charterRequest/all/staff/Live'],
  ['supplier2@demo.test', OPERATOR_LIVE],
] as const;

/** The bid count of charter `c` on every role's list that shows it, read on `s`. */
async function everyRole(s: TestServer, c: LiveCharter) {
  const seen: Record<string, number | undefined> = {};
  for (const [email, path] of OWNER_LISTS) seen[email] = await shownCount(s, (await s.member(email)).token, path, c);
  return seen;
}

const onEveryRole = (n: number) => Object.fromEntries(OWNER_LISTS.map(([email]) => [email, n]));

/**
 * A bid on charter `c` as bid_place_batch commits it, with no announcement after it: a change no
 * instance hears, so a page that still shows the count before it was remembered across the writes
 * made afterwards.
 */
async function unheardBid(s: TestServer, c: LiveCharter, supplierId: string) {
  await s.pool.query(
    `select set_config('charter.bid_announced_after_commit', 'on', false);
     insert into bids (charter_request_id, bidder_id, currency, price, with_margin, margin_value, status)
     values ('${c.id}', '${supplierId}', 'AUD', 900, 990, 10, 'New');
     select set_config('charter.bid_announced_after_commit', 'off', false);`,
  );
}

describe('the lists after a bid', () => {
  it("count it at once on the admin's, its client's, department's, staff member's and another operator's lists, on both instances", async () => {
    const { op1 } = await readyOperators(a);
    const c = await liveCharter(a, { clientEmail: 'staff@demo.test' });
    for (const s of [a, b]) expect(await everyRole(s, c)).toEqual(onEveryRole(0));

    expect((await placeBid(a, op1.token, bidBody(c, op1))).status).toBe(200);
    for (const s of [b, a]) expect(await everyRole(s, c)).toEqual(onEveryRole(1));
  });

  it("keep other charters' remembered pages (another client's, the admin's, an operator's) and read its own again", async () => {
    const { op1, op2 } = await readyOperators(a);
    const mine = await liveCharter(a, { clientEmail: 'staff@demo.test' });
    const theirs = await liveCharter(a, { clientEmail: 'qgov@demo.test' });
    const qgov = (await b.member('qgov@demo.test')).token;
    const admin = (await b.member('admin@demo.test')).token;
    const theirPages = async () => [
      await shownCount(b, qgov, '/api/charterRequest/all/client/Live', theirs),
      await shownCount(b, admin, ADMIN_LIVE, theirs),
      await shownCount(b, op2.token, OPERATOR_LIVE, theirs),
    ];
    // Remembered on b.
    expect(await theirPages()).toEqual([0, 0, 0]);
    expect(await everyRole(b, mine)).toEqual(onEveryRole(0));

    await unheardBid(a, theirs, op2.supplierId);
    expect((await placeBid(a, op1.token, bidBody(mine, op1))).status).toBe(200);
    expect(await everyRole(b, mine)).toEqual(onEveryRole(1));
    // Kept: they still show the count from before the unheard bid.
    expect(await theirPages()).toEqual([0, 0, 0]);

    // A write to one client's Live charter drops the Live pages that could take it (the admin's, every
    // operator's) and leaves the other client's; a write to theirs drops that one too.
    await a.pool.query(`update charter_requests set passenger_count = passenger_count where id = $1`, [mine.id]);
    expect(await theirPages()).toEqual([0, 1, 1]);
    await a.pool.query(`update charter_requests set passenger_count = passenger_count where id = $1`, [theirs.id]);
    expect(await theirPages()).toEqual([1, 1, 1]);
  });
});
