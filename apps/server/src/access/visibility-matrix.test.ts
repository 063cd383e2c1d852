import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bidBody, placeBid, shownBidCount, type Operator } from '../modules/bids/bid-test-support.js';
import {
  visibilityMatrixWorld,
  VIEWERS,
  CLIENT_SIDE,
  OPERATORS,
  PO,
  NOTES,
  WIN_PRICE,
  LOSE_PRICE,
  s,
  op1,
  op2,
  t,
  c,
  winBid,
  loseBid,
  withMargin,
  clientCompany,
  names,
  detail,
  bids,
  listRow,
  act,
  mentions,
  expectDetail,
  type Who,
  type Cell,
} from './visibility-matrix-test-support.js';

/**
 * What leaves the server, field by field and viewer by viewer (design house rule 8), for one
 * charter before the award, after it, and after it was cancelled and reopened: the detail, the
 * list row and the bids of every viewer. Each cell is asserted; on top of that, the raw text of
 * every answer is searched for the amounts and names a viewer must never meet.
 */

visibilityMatrixWorld();

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
      { id: winBid, price: WIN_PRICE, withMargin: withMargin.win, supplier: names.winner, bidderId: op1.supplierId },
      { id: loseBid, price: LOSE_PRICE, withMargin: withMargin.lose, supplier: names.loser, bidderId: op2.supplierId },
    ]);
    expect((await bids('charteradmin')).body.map(shape)).toEqual([
      { id: winBid, price: null, withMargin: withMargin.win, supplier: names.winner, bidderId: op1.supplierId },
      { id: loseBid, price: null, withMargin: withMargin.lose, supplier: names.loser, bidderId: op2.supplierId },
    ]);
    for (const who of CLIENT_SIDE) {
      const res = await bids(who);
      expect(res.body.map(shape), who).toEqual([
        { id: winBid, price: null, withMargin: withMargin.win, supplier: 'Operator 1', bidderId: null },
        { id: loseBid, price: null, withMargin: withMargin.lose, supplier: 'Operator 2', bidderId: null },
      ]);
      expect(mentions(res.text, WIN_PRICE) || mentions(res.text, LOSE_PRICE), who).toBe(false);
      expect(res.text.includes(op1.supplierId) || res.text.includes(names.winner), who).toBe(false);
    }
    expect((await bids('qgov')).status).toBe(404);
    const own = await bids('winner');
    expect(own.body.map(shape)).toEqual([
      { id: winBid, price: WIN_PRICE, withMargin: null, supplier: names.winner, bidderId: op1.supplierId },
    ]);
    expect(mentions(own.text, LOSE_PRICE) || mentions(own.text, withMargin.win)).toBe(false);
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

    const award = { price: WIN_PRICE, withMargin: withMargin.win, supplierName: names.winner, bidderId: op1.supplierId };
    const clientView = { price: null, withMargin: withMargin.win, supplierName: null, bidderId: null, purchaseOrderNumber: PO };
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
        expect(mentions(res.text, WIN_PRICE) || mentions(res.text, withMargin.win) || res.text.includes(names.winner)).toBe(false);
        expect(res.body.routes.every((r: any) => r.manifest === undefined || r.manifest.length === 0)).toBe(true);
      }
    }
    // The list rows say the same.
    expect((await listRow('admin', 'Upcoming')).row).toMatchObject({
      price: WIN_PRICE,
      withMargin: withMargin.win,
      supplierName: names.winner,
    });
    expect((await listRow('charteradmin', 'Upcoming')).row).toMatchObject({ price: null, withMargin: withMargin.win });
    for (const who of CLIENT_SIDE) {
      const { row, text } = await listRow(who, 'Upcoming');
      expect(row, who).toMatchObject({ price: null, withMargin: withMargin.win, supplierName: null });
      expect(mentions(text, WIN_PRICE), who).toBe(false);
    }
    expect((await listRow('winner', 'Upcoming')).row).toMatchObject({ price: WIN_PRICE, withMargin: null, clientName: null });
    for (const who of ['loser', 'bystander'] as const) {
      const { row, text } = await listRow(who, 'Upcoming');
      expect(row, who).toBeUndefined();
      expect(mentions(text, WIN_PRICE) || mentions(text, withMargin.win), who).toBe(false);
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
    withMargin.win = (await s.pool.query(`select with_margin::float8 as w from charter_requests where id = $1`, [c.id])).rows[0].w;
    const timeline = (who: Who) => s.call('GET', `/api/entityState/getTimeline/CharterRequest/${c.id}`, { token: t[who] });
    expect((await timeline('admin')).body.map((i: any) => i.actionName)).toContain('Margin Update');
    for (const who of [...CLIENT_SIDE, 'charteradmin', 'winner'] as Who[]) {
      const answer = await timeline(who);
      expect(answer.status, who).toBe(200);
      expect(answer.text.includes('Margin Update') || answer.text.includes('12%'), who).toBe(false);
    }
    expect((await detail('client')).body.withMargin).toBe(withMargin.win);
    expect((await detail('winner')).body).toMatchObject({ price: WIN_PRICE, withMargin: null });
  });

  it('follows the client’s flags: hidePrice hides every price, canViewSupplierInfo names the operator', async () => {
    await s.pool.query(
      `update clients set hide_price = true, can_view_supplier_info = true where id = (select client_id from charter_requests where id = $1)`,
      [c.id],
    );
    const client = await detail('client');
    expect(client.body).toMatchObject({ price: null, withMargin: null, supplierName: names.winner, bidderId: op1.supplierId });
    expect(mentions(client.text, WIN_PRICE) || mentions(client.text, withMargin.win)).toBe(false);
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
        for (const body of [res.text, text]) expect(mentions(body, WIN_PRICE) || mentions(body, withMargin.win), who).toBe(false);
      }
    }
    for (const who of CLIENT_SIDE) expectDetail(who, await detail(who), { price: null, withMargin: null, supplierName: null });
    // The winner's expired bid is its own history; the reopened charter competes afresh.
    expect((await bids('winner')).body.map((b: any) => [b.id, b.status])).toEqual([[winBid, 'Expired']]);
    expect((await bids('client')).body).toEqual([]);
    const timeline = await s.call('GET', `/api/entityState/getTimeline/Bid/${winBid}`, { token: t.winner });
    expect(timeline.body.at(-1)).toMatchObject({ oldStatus: 'Confirmed', newStatus: 'Expired', actionName: 'Reopen' });
    // A new round: the loser bids again and is ranked first.
    const newRoundBid = await placeBid(s, op2.token, bidBody(c, op2, { price: 9_000, idempotencyKey: randomUUID() }));
    expect(newRoundBid.status).toBe(200);
    expect((await bids('admin')).body.map((b: any) => [b.price, b.status, b.rank])).toEqual([
      [9_000, 'New', 1],
      [WIN_PRICE, 'Expired', null],
      [LOSE_PRICE, 'Expired', null],
    ]);
  });
});
