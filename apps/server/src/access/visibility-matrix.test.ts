import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/harness.js';
import {
  bidBody,
  liveCharter,
  placeBid,
  readyOperators,
  shownBidCount,
  type LiveCharter,
  type Operator,
} from '../modules/bids/bid-test-support.js';

/**
 * What leaves the server, field by field and viewer by viewer (design house rule 8), for one
 * charter before the award, after it, and after it was cancelled and reopened: the detail, the
 * list row and the bids of every viewer. Each cell is asserted; on top of that, the raw text of
 * every answer is searched for the amounts and names a viewer must never meet.
 */

const VIEWERS = ['admin', 'charteradmin', 'client', 'department', 'staff', 'qgov', 'winner', 'loser', 'bystander'] as const;
type Who = (typeof VIEWERS)[number];
const CLIENT_SIDE: Who[] = ['client', 'department', 'staff'];
const OPERATORS: Who[] = ['winner', 'loser', 'bystander'];

const PO = 'PO-MATRIX-4471';
const NOTES = 'Matrix notes: hangar 2 after 7am';
const WIN_PRICE = 11_000;
const LOSE_PRICE = 13_000;

let s: TestServer;
let op1: Operator;
let op2: Operator;
let bystanderId: string;
const t = {} as Record<Who, string>;
let c: LiveCharter;
let winBid: string;
let loseBid: string;
let winWithMargin: number;
let loseWithMargin: number;
let clientCompany: string;

beforeAll(async () => {
  s = await startTestServer();
  ({ op1, op2 } = await readyOperators(s));
  // A third operator that never bids: a copy of the second's account with its own company.
  bystanderId = (
    await s.pool.query(
      `insert into suppliers (company_name, company_address, company_phone, first_name, last_name, email, status, client_types)
       values ('Bystander Air', '1 Hangar Rd', '0700000000', 'Bea', 'Stander', 'bystander@matrix.test', 'Active', 'Generic, QGov, Horizon Power')
       returning id`,
    )
  ).rows[0].id;
  await s.pool.query(
    `insert into users (email, password_hash, role, supplier_id)
     select 'bystander@matrix.test', password_hash, 'Supplier', $1 from users where email = 'supplier2@demo.test'`,
    [bystanderId],
  );
  for (const who of ['admin', 'charteradmin', 'client', 'department', 'staff', 'qgov'] as const)
    t[who] = (await s.member(`${who}@demo.test`)).token;
  t.winner = op1.token;
  t.loser = op2.token;
  t.bystander = (await s.member('bystander@matrix.test')).token;
  // The client side starts without operator names or hidden prices; tests below turn the flags on.
  await s.pool.query(`update clients set can_view_supplier_info = false, hide_price = false`);
  await s.pool.query(`update client_departments set can_view_supplier_info = false, hide_price = false`);
  await s.pool.query(`update client_staff set can_view_supplier_info = false`);

  await s.pool.query(
    `update clients set notes_for_supplier = $1 where id = (select client_id from users where email = 'client@demo.test')`,
    [NOTES],
  );
  c = await liveCharter(s, { clientEmail: 'staff@demo.test' });
  await s.pool.query(`update charter_requests set purchase_order_number = $2 where id = $1`, [c.id, PO]);
  clientCompany = (
    await s.pool.query(`select c.company_name from charter_requests cr join clients c on c.id = cr.client_id where cr.id = $1`, [c.id])
  ).rows[0].company_name;
  winBid = (await placeBid(s, op1.token, bidBody(c, op1, { price: WIN_PRICE, idempotencyKey: randomUUID() }))).body.result.id;
  loseBid = (await placeBid(s, op2.token, bidBody(c, op2, { price: LOSE_PRICE, idempotencyKey: randomUUID() }))).body.result.id;
  const margins = await s.pool.query(`select id, with_margin::float8 as w from bids where id in ($1, $2)`, [winBid, loseBid]);
  winWithMargin = margins.rows.find((r) => r.id === winBid).w;
  loseWithMargin = margins.rows.find((r) => r.id === loseBid).w;
});
afterAll(async () => {
  await s?.close();
});

const names = { winner: 'Outback Air Charter', loser: 'Coral Coast Aviation' };

const detail = (who: Who) => s.call('GET', `/api/charterRequest/full/${c.id}`, { token: t[who] });
const bids = (who: Who) => s.call('GET', `/api/charterRequest/getBids/${c.id}`, { token: t[who] });

/** The list call each viewer's Charters screen makes for a tab. */
function listPath(who: Who, tab: string): string {
  if (who === 'admin' || who === 'charteradmin') return `/api/charterRequest/admin/all/${tab}`;
  if (OPERATORS.includes(who)) return `/api/charterRequest/supplierByStatus/${tab}`;
  if (who === 'client' || who === 'qgov') return `/api/charterRequest/all/client/${tab}`;
  if (who === 'department') return `/api/charterRequest/all/department/${tab}`;
  return `/api/charterRequest/all/staff/${tab}`;
}
async function listRow(who: Who, tab: string) {
  const res = await s.call('GET', listPath(who, tab), { token: t[who] });
  expect(res.status, `${who} ${tab}`).toBe(200);
  return { row: res.body.items.find((i: any) => i.id === c.id) as Record<string, unknown> | undefined, text: res.text };
}

async function act(who: Who, actionName: string, extra: Record<string, unknown> = {}) {
  const offered = await s.call('GET', `/api/entityState/getActionsForEntityItem/CharterRequest/${c.id}`, { token: t[who] });
  const action = offered.body.actions.find((a: any) => a.actionName === actionName);
  expect(action, `${who} may ${actionName} in ${offered.body.status}`).toBeTruthy();
  const res = await s.call('POST', '/api/entityState/setItemStatus', {
    token: t[who],
    body: {
      entity: 'CharterRequest',
      id: c.id,
      allowedActionId: action.id,
      currentStatus: offered.body.status,
      newStatus: action.nextState,
      ...extra,
    },
  });
  expect(res.status, res.text).toBe(200);
}

/** Numbers as they appear in JSON (11000 or 11000.5), never as a substring of another number. */
const mentions = (text: string, n: number) => new RegExp(`(?<![\\d.])${String(n).replace('.', '\\.')}(?![\\d])`).test(text);

type Cell = Record<string, unknown> | 404;

function expectDetail(who: Who, res: { status: number; body: any }, cell: Cell) {
  if (cell === 404) {
    expect(res.status, who).toBe(404);
    return;
  }
  expect(res.status, who).toBe(200);
  const picked = Object.fromEntries(Object.keys(cell).map((k) => [k, res.body[k]]));
  expect(picked, who).toEqual(cell);
}

describe('the charter and its bids, viewer by viewer', () => {
  it('while bidding: operators never see the client, the PO or anyone’s price on the charter', async () => {
    const ids = (await s.pool.query(`select client_id, client_department_id, client_staff_id from charter_requests where id = $1`, [c.id]))
      .rows[0];
    const owner = {
      clientId: ids.client_id,
      clientDepartmentId: ids.client_department_id,
      clientStaffId: ids.client_staff_id,
      purchaseOrderNumber: PO,
    };
    const noAward = { price: null, withMargin: null, supplierName: null, bidderId: null };
    const hiddenClient = { clientId: null, clientDepartmentId: null, clientStaffId: null, purchaseOrderNumber: null, clientName: null };
    // The client's notes for suppliers: operators and admins, not the client side (it wrote them).
    const notes = { notesForSupplier: NOTES };
    const noNotes = { notesForSupplier: null };
    const expected: Record<Who, Cell> = {
      admin: { ...owner, ...noAward, ...notes, clientName: clientCompany },
      charteradmin: { ...owner, ...noAward, ...notes, clientName: clientCompany },
      client: { ...owner, ...noAward, ...noNotes, clientName: clientCompany },
      department: { ...owner, ...noAward, ...noNotes },
      staff: { ...owner, ...noAward, ...noNotes },
      qgov: 404,
      winner: { ...hiddenClient, ...noAward, ...notes, supplierAccess: 'bidding' },
      loser: { ...hiddenClient, ...noAward, ...notes, supplierAccess: 'bidding' },
      bystander: { ...hiddenClient, ...noAward, ...notes, supplierAccess: 'bidding' },
    };
    for (const who of VIEWERS) {
      const res = await detail(who);
      expectDetail(who, res, expected[who]);
      if (OPERATORS.includes(who)) {
        expect(res.text.includes(PO) || res.text.includes(clientCompany), who).toBe(false);
        const { row, text } = await listRow(who, 'Live');
        expect(row, who).toMatchObject({ clientName: null, departmentName: null, staffName: null, price: null, withMargin: null });
        expect(text.includes(clientCompany), who).toBe(false);
      }
    }
  });

  it('while bidding: each operator sees its own bid only, the client side prices with margin and "Operator n"', async () => {
    const shape = (b: any) => ({ id: b.id, price: b.price, withMargin: b.withMargin, supplier: b.supplier, bidderId: b.bidderId });
    const admin = (await bids('admin')).body.map(shape);
    expect(admin).toEqual([
      { id: winBid, price: WIN_PRICE, withMargin: winWithMargin, supplier: names.winner, bidderId: op1.supplierId },
      { id: loseBid, price: LOSE_PRICE, withMargin: loseWithMargin, supplier: names.loser, bidderId: op2.supplierId },
    ]);
    expect((await bids('charteradmin')).body.map(shape)).toEqual([
      { id: winBid, price: null, withMargin: winWithMargin, supplier: names.winner, bidderId: op1.supplierId },
      { id: loseBid, price: null, withMargin: loseWithMargin, supplier: names.loser, bidderId: op2.supplierId },
    ]);
    for (const who of CLIENT_SIDE) {
      const res = await bids(who);
      expect(res.body.map(shape), who).toEqual([
        { id: winBid, price: null, withMargin: winWithMargin, supplier: 'Operator 1', bidderId: null },
        { id: loseBid, price: null, withMargin: loseWithMargin, supplier: 'Operator 2', bidderId: null },
      ]);
      expect(mentions(res.text, WIN_PRICE) || mentions(res.text, LOSE_PRICE), who).toBe(false);
      expect(res.text.includes(op1.supplierId) || res.text.includes(names.winner), who).toBe(false);
    }
    expect((await bids('qgov')).status).toBe(404);
    const own = await bids('winner');
    expect(own.body.map(shape)).toEqual([
      { id: winBid, price: WIN_PRICE, withMargin: null, supplier: names.winner, bidderId: op1.supplierId },
    ]);
    expect(mentions(own.text, LOSE_PRICE) || mentions(own.text, winWithMargin)).toBe(false);
    expect((await bids('bystander')).body).toEqual([]);

    // Another operator's bid, under the routes that name a bid, is "Not Visible".
    const notVisible = { success: false, title: 'Not Visible', messages: ['Sorry, but you can only view your own bid.'] };
    for (const path of [
      `/api/charterRequest/getByBidId/${winBid}`,
      `/api/entityState/getActionsForEntityItem/Bid/${winBid}`,
      `/api/entityState/getTimeline/Bid/${winBid}`,
    ]) {
      const res = await s.call('GET', path, { token: t.loser });
      expect([res.status, res.body], path).toEqual([403, notVisible]);
    }
  });

  it('the operator’s file from the charter: staff, the operator itself, and the client side only with canViewSupplierInfo', async () => {
    const read = (who: Who, op: Operator) => s.call('GET', `/api/charterRequest/${c.id}/supplier/${op.supplierId}`, { token: t[who] });
    const docs = (who: Who, op: Operator) =>
      s.call('GET', `/api/charterRequest/${c.id}/supplier/${op.supplierId}/documents`, { token: t[who] });
    const expected = (on: boolean): Record<Who, [number, number]> => ({
      admin: [200, 200],
      charteradmin: [200, 200],
      // Each level's own flag (the test turns only the client's on).
      client: on ? [200, 200] : [404, 404],
      department: [404, 404],
      staff: [404, 404],
      // Not its charter, whatever its flag.
      qgov: [404, 404],
      // An operator reads its own file only; never another's.
      winner: [200, 404],
      loser: [404, 200],
      bystander: [404, 404],
    });
    for (const on of [false, true]) {
      await s.pool.query(`update clients set can_view_supplier_info = $1`, [on]);
      for (const who of VIEWERS) {
        const answers = [await read(who, op1), await read(who, op2)];
        expect(
          answers.map((a) => a.status),
          `${who} flag ${on}`,
        ).toEqual(expected(on)[who]);
        expect([(await docs(who, op1)).status, (await docs(who, op2)).status], `${who} documents`).toEqual(expected(on)[who]);
        for (const [i, a] of answers.entries()) {
          const name = i === 0 ? names.winner : names.loser;
          if (a.status === 404) expect(a.text.includes(name), `${who} must not meet ${name}`).toBe(false);
          else expect(a.body.companyName).toBe(name);
        }
      }
    }
    await s.pool.query(`update clients set can_view_supplier_info = false`);
  });

  it('after the award: the client side sees the price with margin only, the winner its own price, the loser a not-awarded view', async () => {
    await s.pool.query(`update charter_requests set status = 'Approved' where id = $1`, [c.id]);
    expect(
      (await s.call('POST', '/api/charterRequest/acceptBid', { token: t.staff, body: { bidId: winBid, termsAccepted: true } })).status,
    ).toBe(200);
    await act('winner', 'Confirm Charter', { termsAccepted: true });

    const award = { price: WIN_PRICE, withMargin: winWithMargin, supplierName: names.winner, bidderId: op1.supplierId };
    const clientView = { price: null, withMargin: winWithMargin, supplierName: null, bidderId: null, purchaseOrderNumber: PO };
    const hiddenClient = { clientId: null, clientDepartmentId: null, clientStaffId: null, purchaseOrderNumber: null, clientName: null };
    const expected: Record<Who, Cell> = {
      admin: { status: 'Confirmed', ...award, purchaseOrderNumber: PO },
      charteradmin: { ...award, price: null },
      client: clientView,
      department: clientView,
      staff: clientView,
      qgov: 404,
      winner: { ...hiddenClient, ...award, withMargin: null, supplierAccess: 'awarded' },
      loser: {
        ...hiddenClient,
        price: null,
        withMargin: null,
        supplierName: null,
        bidderId: null,
        supplierAccess: 'notAwarded',
        status: 'Confirmed',
      },
      bystander: 404,
    };
    for (const who of VIEWERS) {
      const res = await detail(who);
      expectDetail(who, res, expected[who]);
      if (CLIENT_SIDE.includes(who)) expect(mentions(res.text, WIN_PRICE), `${who} must not see the operator's price`).toBe(false);
      if (who === 'loser') {
        expect(mentions(res.text, WIN_PRICE) || mentions(res.text, winWithMargin) || res.text.includes(names.winner)).toBe(false);
        expect(res.body.routes.every((r: any) => r.manifest === undefined || r.manifest.length === 0)).toBe(true);
      }
    }
    // The list rows say the same.
    expect((await listRow('admin', 'Upcoming')).row).toMatchObject({
      price: WIN_PRICE,
      withMargin: winWithMargin,
      supplierName: names.winner,
    });
    expect((await listRow('charteradmin', 'Upcoming')).row).toMatchObject({ price: null, withMargin: winWithMargin });
    for (const who of CLIENT_SIDE) {
      const { row, text } = await listRow(who, 'Upcoming');
      expect(row, who).toMatchObject({ price: null, withMargin: winWithMargin, supplierName: null });
      expect(mentions(text, WIN_PRICE), who).toBe(false);
    }
    expect((await listRow('winner', 'Upcoming')).row).toMatchObject({ price: WIN_PRICE, withMargin: null, clientName: null });
    for (const who of ['loser', 'bystander'] as const) {
      const { row, text } = await listRow(who, 'Upcoming');
      expect(row, who).toBeUndefined();
      expect(mentions(text, WIN_PRICE) || mentions(text, winWithMargin), who).toBe(false);
    }
  });

  it('keeps an admin’s margin change on the charter’s timeline to admins', async () => {
    const res = await s.call('POST', '/api/charterRequest/marginUpdate', {
      token: t.admin,
      body: {
        jobReference: c.jobReference,
        id: c.id,
        bidHistoryId: winBid,
        bidderId: op1.supplierId,
        oldMargin: 10,
        newMargin: 12,
        marginType: 'Percentage',
      },
    });
    expect(res.status, res.text).toBe(200);
    winWithMargin = (await s.pool.query(`select with_margin::float8 as w from charter_requests where id = $1`, [c.id])).rows[0].w;
    const timeline = (who: Who) => s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: t[who] });
    expect((await timeline('admin')).body.map((i: any) => i.actionName)).toContain('Margin Update');
    for (const who of [...CLIENT_SIDE, 'charteradmin', 'winner'] as Who[]) {
      const answer = await timeline(who);
      expect(answer.status, who).toBe(200);
      expect(answer.text.includes('Margin Update') || answer.text.includes('12%'), who).toBe(false);
    }
    expect((await detail('client')).body.withMargin).toBe(winWithMargin);
    expect((await detail('winner')).body).toMatchObject({ price: WIN_PRICE, withMargin: null });
  });

  it('follows the client’s flags: hidePrice hides every price, canViewSupplierInfo names the operator', async () => {
    await s.pool.query(
      `update clients set hide_price = true, can_view_supplier_info = true where id = (select client_id from charter_requests where id = $1)`,
      [c.id],
    );
    const client = await detail('client');
    expect(client.body).toMatchObject({ price: null, withMargin: null, supplierName: names.winner, bidderId: op1.supplierId });
    expect(mentions(client.text, WIN_PRICE) || mentions(client.text, winWithMargin)).toBe(false);
    const clientBids = await bids('client');
    expect(clientBids.body.find((b: any) => b.id === winBid)).toMatchObject({ price: null, withMargin: null, supplier: names.winner });
    expect(clientBids.body.every((b: any) => b.price === null && b.withMargin === null)).toBe(true);
    expect((await listRow('client', 'Upcoming')).row).toMatchObject({ price: null, withMargin: null, supplierName: names.winner });
    // The department and its staff inherit hidePrice from the client; the names follow their own flag.
    const staff = await detail('staff');
    expect(staff.body).toMatchObject({ price: null, withMargin: null, supplierName: null });
    await s.pool.query(`update clients set hide_price = false, can_view_supplier_info = false`);
  });

  it('cancelling and reopening clears the award: no operator meets the old winner’s amount, the old bids expire', async () => {
    await act('admin', 'Cancel', { reason: 'Other' });
    await act('admin', 'Reopen', { reason: 'Other' });
    await act('admin', 'Open Bidding', { reason: 'No Reason', biddingEndDate: new Date(Date.now() + 2 * 86_400_000).toISOString() });

    const row = (
      await s.pool.query(`select status, bid_id, bidder_id, price, with_margin, closed_at from charter_requests where id = $1`, [c.id])
    ).rows[0];
    expect(row).toEqual({ status: 'Live', bid_id: null, bidder_id: null, price: null, with_margin: null, closed_at: null });
    expect(await shownBidCount(s, c.id)).toBe(0);
    const stored = (await s.pool.query(`select id, status from bids where charter_request_id = $1 order by price`, [c.id])).rows;
    expect(stored).toEqual([
      { id: winBid, status: 'Expired' },
      { id: loseBid, status: 'Expired' },
    ]);

    for (const who of OPERATORS) {
      const res = await detail(who);
      expectDetail(who, res, {
        status: 'Live',
        price: null,
        withMargin: null,
        bidderId: null,
        supplierName: null,
        supplierAccess: 'bidding',
        bidCount: 0,
      });
      const { row: listed, text } = await listRow(who, 'Live');
      expect(listed, who).toMatchObject({ price: null, withMargin: null, supplierName: null, bidCount: 0 });
      if (who !== 'winner') {
        for (const body of [res.text, text]) expect(mentions(body, WIN_PRICE) || mentions(body, winWithMargin), who).toBe(false);
      }
    }
    for (const who of CLIENT_SIDE) expectDetail(who, await detail(who), { price: null, withMargin: null, supplierName: null });
    // The winner's expired bid is its own history; the reopened charter competes afresh.
    expect((await bids('winner')).body.map((b: any) => [b.id, b.status])).toEqual([[winBid, 'Expired']]);
    expect((await bids('client')).body).toEqual([]);
    const timeline = await s.call('GET', `/api/entityState/getTimeline/Bid/${winBid}`, { token: t.winner });
    expect(timeline.body.at(-1)).toMatchObject({ oldStatus: 'Confirmed', newStatus: 'Expired', actionName: 'Reopen' });
    // A new round: the loser bids again and is ranked first.
    const again = await placeBid(s, op2.token, bidBody(c, op2, { price: 9_000, idempotencyKey: randomUUID() }));
    expect(again.status).toBe(200);
    expect((await bids('admin')).body.map((b: any) => [b.price, b.status, b.rank])).toEqual([
      [9_000, 'New', 1],
      [WIN_PRICE, 'Expired', null],
      [LOSE_PRICE, 'Expired', null],
    ]);
  });
});
