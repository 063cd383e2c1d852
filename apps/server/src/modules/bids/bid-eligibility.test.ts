import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_ELIGIBILITY_MESSAGES, BID_MESSAGES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { approveDocument, bidBody, liveCharter, placeBid, readyOperators, type Operator } from './bid-test-support.js';

let s: TestServer;
let op2: Operator;
let admin: string;
let client: string;
beforeAll(async () => {
  s = await startTestServer();
  ({ op2 } = await readyOperators(s));
  admin = (await s.member('admin@demo.test')).token;
  client = (await s.member('client@demo.test')).token;
});
afterAll(async () => {
  await s?.close();
});

const eligibility = (token: string, supplierId?: string) =>
  s.call('GET', `/api/suppliers/bidEligibility${supplierId ? `?supplierId=${supplierId}` : ''}`, { token });

describe('GET bidEligibility: the rule that placing a bid applies, asked before the form opens', () => {
  it('says why an operator cannot bid, and placing a bid is refused for the same reason', async () => {
    const c = await liveCharter(s);
    expect((await eligibility(op2.token)).body).toEqual({ mayBid: true, reason: null, message: null, problems: [] });

    await s.pool.query(`update supplier_documents set expired_at = '2026-01-10T13:59:59Z' where supplier_id = $1`, [op2.supplierId]);
    const expired = ['Air Operator Certificate expired on 10-Jan-2026.', 'Insurance Certificate expired on 10-Jan-2026.'];
    expect((await eligibility(op2.token)).body).toEqual({
      mayBid: false,
      reason: 'documents',
      message: BID_ELIGIBILITY_MESSAGES.documents,
      problems: expired,
    });
    expect((await placeBid(s, op2.token, bidBody(c, op2))).body.messages).toEqual([BID_MESSAGES.documents, ...expired]);
    // An admin asks for a named operator.
    expect((await eligibility(admin, op2.supplierId)).body.reason).toBe('documents');

    await approveDocument(s, op2.supplierId);
    await s.pool.query(`update suppliers set status = 'Inactive' where id = $1`, [op2.supplierId]);
    expect((await eligibility(op2.token)).body).toEqual({
      mayBid: false,
      reason: 'inactive',
      message: BID_ELIGIBILITY_MESSAGES.inactive,
      problems: [],
    });
    await s.pool.query(`update suppliers set status = 'Active' where id = $1`, [op2.supplierId]);
    expect((await eligibility(op2.token)).body.mayBid).toBe(true);
  });

  it('is for operators and admins only; an admin must name a known operator', async () => {
    expect((await eligibility(client)).status).toBe(403);
    expect((await eligibility(admin)).status).toBe(404);
    expect((await eligibility(admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
