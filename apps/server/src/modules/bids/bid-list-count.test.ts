import { describe, expect, it } from 'vitest';
import { twoInstances, type TestServer } from '../../../tests/harness.js';
import { bidSchema } from '@charter/shared';
import { bidBody, liveCharter, placeBid, readyOperators, type LiveCharter } from './bid-test-support.js';
import { bidFingerprint } from './bid-fingerprint.js';

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
    const ADMIN_LIVE = '/api/charterRequest/admin/all/Live';
    const OPERATOR_LIVE = '/api/charterRequest/supplierByStatus/Live';
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
    const ADMIN_LIVE = '/api/charterRequest/admin/all/Live';
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
