import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { bidBody, liveCharter, placeBid, readyOperators, shownBidCount, type LiveCharter, type Operator } from './bid-test-support.js';

let s: TestServer;
let op1: Operator;
let op2: Operator;
const t: Record<string, string> = {};
let c: LiveCharter;
let cheap: string;
let dear: string;

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  for (const who of ['admin', 'client', 'staff']) t[who] = (await s.member(`${who}@demo.test`)).token;
  c = await liveCharter(s);
  dear = (await placeBid(s, op1.token, bidBody(c, op1, { price: 2000 }))).body.result.id;
  cheap = (await placeBid(s, op2.token, bidBody(c, op2, { price: 1000 }))).body.result.id;
});
afterAll(async () => {
  await s?.close();
});

const get = (who: string, path: string) => s.call('GET', path, { token: t[who] ?? who });

describe('who sees which money and names', () => {
  it('shows the client prices with margin only, in rank order, operators unnamed', async () => {
    const res = await get('client', `/api/charterRequest/getBids/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((b: any) => [b.id, b.rank, b.price, b.withMargin, b.supplier])).toEqual([
      [cheap, 1, null, 1100, 'Operator 1'],
      [dear, 2, null, 2200, 'Operator 2'],
    ]);
  });

  it('names the operators for a client with canViewSupplierInfo and hides prices with hidePrice', async () => {
    await s.pool.query(`update clients set can_view_supplier_info = true, hide_price = true where email = 'client@demo.test'`);
    const res = await get('client', `/api/charterRequest/getBids/${c.id}`);
    expect(res.body.map((b: any) => [b.supplier, b.price, b.withMargin])).toEqual([
      ['Coral Coast Aviation', null, null],
      ['Outback Air Charter', null, null],
    ]);
    await s.pool.query(`update clients set can_view_supplier_info = false, hide_price = false where email = 'client@demo.test'`);
  });

  it('shows the admin both prices, and a supplier only its own bid with its own price', async () => {
    const admin = await get('admin', `/api/charterRequest/getBids/${c.id}`);
    expect(admin.body.map((b: any) => [b.supplier, b.price, b.withMargin])).toEqual([
      ['Coral Coast Aviation', 1000, 1100],
      ['Outback Air Charter', 2000, 2200],
    ]);
    const own = await get(op1.token, `/api/charterRequest/getBids/${c.id}`);
    expect(own.body.map((b: any) => [b.id, b.price, b.withMargin, b.rank])).toEqual([[dear, 2000, null, 2]]);
  });

  it('tells a supplier asking for another operator bid that it is Not Visible', async () => {
    const res = await get(op2.token, `/api/charterRequest/getByBidId/${dear}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, title: 'Not Visible', messages: ['Sorry, but you can only view your own bid.'] });
    const own = await get(op1.token, `/api/charterRequest/getByBidId/${dear}`);
    expect(own.body).toMatchObject({ id: dear, price: 2000, withMargin: null });
    // Staff of another level do not own this charter.
    expect((await get('staff', `/api/charterRequest/getByBidId/${dear}`)).status).toBe(404);
    expect((await get('staff', `/api/charterRequest/getBids/${c.id}`)).status).toBe(404);
  });

  it('lists My Past Bids newest first with the charter', async () => {
    const mine = await get(op1.token, '/api/suppliers/bids');
    expect(mine.body[0]).toMatchObject({ id: dear, charter: { id: c.id, jobReference: c.jobReference, status: 'Live' } });
    expect(mine.body.every((b: any) => b.bidderId === op1.supplierId)).toBe(true);
    const forAdmin = await get('admin', `/api/suppliers/bids?supplierId=${op2.supplierId}`);
    expect(forAdmin.body.map((b: any) => b.id)).toContain(cheap);
    expect((await get('client', '/api/suppliers/bids')).status).toBe(403);
  });
});

describe('bid history and withdrawing', () => {
  it('shows "(rank) - $AUD amount" without withdrawn bids', async () => {
    const other = await liveCharter(s);
    const a = (await placeBid(s, op1.token, bidBody(other, op1, { price: 1234 }))).body.result.id;
    const b = (await placeBid(s, op2.token, bidBody(other, op2, { price: 500 }))).body.result.id;
    const withdrawn = await s.call('POST', '/api/suppliers/withdrawBid', { token: op2.token, body: { bidId: b } });
    expect(withdrawn.status).toBe(200);
    expect(await shownBidCount(s, other.id)).toBe(1);
    expect((await s.call('POST', '/api/suppliers/withdrawBid', { token: op1.token, body: { bidId: b } })).status).toBe(403);
    await s.pool.query(
      `insert into bids (charter_request_id, bidder_id, status, price, with_margin, margin_value) values ($1, $2, 'Void', 10, 11, 10)`,
      [other.id, op2.supplierId],
    );

    const client = await get('client', `/api/suppliers/bidHistories/${other.id}`);
    expect(client.body.map((h: any) => [h.rank, h.supplier, h.amount, h.status, h.display])).toEqual([
      [1, 'Operator 1', 1357.4, 'New', '(1) - $AUD 1,357.40'],
    ]);
    const supplier = await get(op1.token, `/api/suppliers/bidHistories/${other.id}`);
    expect(supplier.body.map((h: any) => h.display)).toEqual(['(1) - $AUD 1,234.00']);
    const all = await get('admin', `/api/suppliers/bidHistories/${c.id}`);
    expect(all.body.map((h: any) => h.display)).toEqual(['(1) - $AUD 1,100.00', '(2) - $AUD 2,200.00']);
    const others = await get(op1.token, `/api/suppliers/bidHistories/${c.id}`);
    expect(others.body.map((h: any) => [h.supplier, h.amount])).toEqual([
      ['Operator 1', null],
      ['Outback Air Charter', 2000],
    ]);
    expect(a).toBeTruthy();
  });
});
