import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';
import { idsOf } from '../../../tests/factories.js';

let s: TestServer;
/** The operator bidding in these tests (its filters open, a document approved). */
let op1: { supplierId: string; aircraft: { id: string }[] };
const t: Record<string, string> = {};
let ids: { clientId: string; departmentId: string; staffId: string };

beforeAll(async () => {
  s = await startTestServer();
  const supplierId = (await idsOf(s, 'supplier1@demo.test')).supplierId!;
  await s.pool.query(
    `update suppliers set charter_types = '', location_filter_enabled = false, passenger_range_filter_enabled = false,
     client_types = 'Generic, QGov, Horizon Power' where id = $1`,
    [supplierId],
  );
  await s.pool.query(
    `insert into supplier_documents (supplier_id, file_category, file_name, content_type, size, data, approved, expired_at)
     values ($1, 'Insurance Certificate', 'insurance.pdf', 'application/pdf', 4, '\\x25504446'::bytea, true, now() + interval '1 year')`,
    [supplierId],
  );
  op1 = {
    supplierId,
    aircraft: (await s.pool.query(`select id from aircraft where supplier_id = $1 order by license_number`, [supplierId])).rows,
  };
  for (const who of ['admin', 'client']) t[who] = (await s.member(`${who}@demo.test`)).token;
  const staff = await idsOf(s, 'staff@demo.test');
  ids = { clientId: staff.clientId!, departmentId: staff.clientDepartmentId!, staffId: staff.clientStaffId! };
});
afterAll(async () => {
  await s?.close();
});

const item = (minRange: number, maxRange: number, percentage: number, price = 0, usePercent = true) => ({
  minRange,
  maxRange,
  percentage,
  price,
  usePercent,
});
const save = (token: string, body: Record<string, unknown>) => s.call('POST', '/api/margins/updateMarginDetails', { token, body });

/** Places a 1000 bid on a new Live charter of the staff member and answers its price with margin. */
async function withMarginForStaffCharter(price = 1000): Promise<number> {
  const c = await insertCharter(s.pool, {
    clientId: ids.clientId,
    clientDepartmentId: ids.departmentId,
    clientStaffId: ids.staffId,
    status: 'Live',
    biddingEndsAt: new Date(Date.now() + 86_400_000),
  });
  const route = (await s.pool.query(`select id, depart_time from charter_routes where charter_request_id = $1`, [c.id])).rows[0];
  const res = await s.call('POST', '/api/suppliers/newBid', {
    token: t.admin,
    body: {
      charterRequestId: c.id,
      bidderId: op1.supplierId,
      price,
      routes: [
        {
          routeId: route.id,
          departTime: new Date(route.depart_time).toISOString(),
          flightTime: '01:00',
          payload: 100,
          passengerLimit: 2,
          aircraft: [op1.aircraft[0]!.id],
        },
      ],
    },
  });
  expect(res.status).toBe(200);
  return res.body.result.withMargin;
}

describe('margin details', () => {
  it('turns non-admins away and answers the default for a party without details', async () => {
    const denied = await s.call('GET', `/api/margins/getMarginDetails/Client/${ids.clientId}`, { token: t.client });
    expect(denied.status).toBe(403);
    expect(denied.body.messages).toEqual(['You should not be here!']);
    expect((await save(t.client!, { ownerType: 'Client', ownerId: ids.clientId })).body.messages).toEqual(['You should not be here!']);
    const none = await s.call('GET', `/api/margins/getMarginDetails/ClientStaff/${ids.staffId}`, { token: t.admin });
    expect(none.body).toEqual({ marginOwnership: 'None', marginType: 'Percentage', marginItems: [] });
  });

  it('resolves the staff member own items, the department or the client, by range', async () => {
    expect(await withMarginForStaffCharter()).toBe(1100);
    const saved = await save(t.admin!, {
      ownerType: 'Client',
      ownerId: ids.clientId,
      marginOwnership: 'Self',
      marginItems: [item(0, 5000, 20), item(5000.01, 1e6, 0, 300, false)],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.messages).toEqual(['Margin details saved.']);
    // No staff or department details: the client's apply.
    expect(await withMarginForStaffCharter()).toBe(1200);
    expect(await withMarginForStaffCharter(6000)).toBe(6300);
    await save(t.admin!, {
      ownerType: 'ClientDepartment',
      ownerId: ids.departmentId,
      marginOwnership: 'Self',
      marginItems: [item(0, 1e6, 15)],
    });
    expect(await withMarginForStaffCharter()).toBe(1150);
    await save(t.admin!, { ownerType: 'ClientStaff', ownerId: ids.staffId, marginOwnership: 'Self', marginItems: [item(0, 1e6, 5)] });
    expect(await withMarginForStaffCharter()).toBe(1050);
    await save(t.admin!, { ownerType: 'ClientStaff', ownerId: ids.staffId, marginOwnership: 'ParentDepartment', marginItems: [] });
    expect(await withMarginForStaffCharter()).toBe(1150);
    await save(t.admin!, { ownerType: 'ClientStaff', ownerId: ids.staffId, marginOwnership: 'ParentClient', marginItems: [] });
    expect(await withMarginForStaffCharter()).toBe(1200);
    // A price outside every range gets the default.
    await save(t.admin!, { ownerType: 'ClientStaff', ownerId: ids.staffId, marginOwnership: 'Self', marginItems: [item(5000, 6000, 50)] });
    expect(await withMarginForStaffCharter()).toBe(1100);
    const read = await s.call('GET', `/api/margins/getMarginDetails/ClientStaff/${ids.staffId}`, { token: t.admin });
    expect(read.body).toEqual({ marginOwnership: 'Self', marginType: 'Percentage', marginItems: [item(5000, 6000, 50)] });
  });
});

describe('margin details validation', () => {
  it('refuses overlapping ranges and a parent the party does not have, and changes nothing', async () => {
    const before = await s.call('GET', `/api/margins/getMarginDetails/Client/${ids.clientId}`, { token: t.admin });
    const overlap = await save(t.admin!, {
      ownerType: 'Client',
      ownerId: ids.clientId,
      marginOwnership: 'Self',
      marginItems: [item(0, 5000, 20), item(4000, 9000, 10)],
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.errors['marginItems.1.minRange']).toEqual(['Margin ranges must not overlap']);
    const backwards = await save(t.admin!, { ownerType: 'Client', ownerId: ids.clientId, marginItems: [item(9000, 100, 10)] });
    expect(backwards.status).toBe(400);
    expect(Object.values(backwards.body.errors).flat()).toContain('The range minimum cannot be more than its maximum');
    const noParent = await save(t.admin!, { ownerType: 'Client', ownerId: ids.clientId, marginOwnership: 'ParentClient' });
    expect(noParent.status).toBe(400);
    expect(noParent.body.errors.marginOwnership).toEqual(['This party has no parent margin to use']);
    const unknown = await save(t.admin!, { ownerType: 'ClientStaff', ownerId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    const after = await s.call('GET', `/api/margins/getMarginDetails/Client/${ids.clientId}`, { token: t.admin });
    expect(after.body).toEqual(before.body);
  });

  it('keeps ranges in price order, so a price on a shared boundary takes the lower range', async () => {
    const saved = await save(t.admin!, {
      ownerType: 'ClientStaff',
      ownerId: ids.staffId,
      marginOwnership: 'Self',
      marginItems: [item(1000, 9000, 0, 500, false), item(0, 1000, 30)],
    });
    expect(saved.status).toBe(200);
    const read = await s.call('GET', `/api/margins/getMarginDetails/ClientStaff/${ids.staffId}`, { token: t.admin });
    expect(read.body.marginItems.map((i: { minRange: number }) => i.minRange)).toEqual([0, 1000]);
    const timeline = await s.pool.query(
      `select action_name, reason, role from timeline_items where entity_type = 'ClientStaff' and entity_id = $1 order by time_stamp desc limit 1`,
      [ids.staffId],
    );
    expect(timeline.rows[0]).toEqual({
      action_name: 'Margin Details Updated',
      reason: 'Own margin: $AUD 0.00 to $AUD 1,000.00 30%; $AUD 1,000.00 to $AUD 9,000.00 $AUD 500.00',
      role: 'Admin',
    });
    expect(await withMarginForStaffCharter(1000)).toBe(1300);
    expect(await withMarginForStaffCharter(1000.5)).toBe(1500.5);
  });
});

describe('updating the margin of a charter', () => {
  async function confirmedCharter() {
    const c = await insertCharter(s.pool, { status: 'Confirmed', bidderId: op1.supplierId });
    const bid = await s.pool.query(
      `insert into bids (charter_request_id, bidder_id, status, price, with_margin, margin_value) values ($1, $2, 'Confirmed', 1000, 1100, 10) returning id`,
      [c.id, op1.supplierId],
    );
    await s.pool.query(`update charter_requests set bid_id = $2, price = 1000, with_margin = 1100 where id = $1`, [c.id, bid.rows[0].id]);
    return { ...c, bidId: bid.rows[0].id as string };
  }
  const update = (token: string, c: { id: string; jobReference: number; bidId: string }, body: Record<string, unknown>) =>
    s.call('POST', '/api/charterRequest/marginUpdate', {
      token,
      body: {
        jobReference: c.jobReference,
        id: c.id,
        bidHistoryId: c.bidId,
        bidderId: op1.supplierId,
        oldMargin: 10,
        marginType: 'Percentage',
        ...body,
      },
    });
  const withMargins = async (c: { id: string; bidId: string }) => [
    (await s.pool.query(`select with_margin::float8 as w from charter_requests where id = $1`, [c.id])).rows[0].w,
    (await s.pool.query(`select with_margin::float8 as w from bids where id = $1`, [c.bidId])).rows[0].w,
  ];

  it('checks the margin, refuses one out of bounds with its limit and updates charter and bid', async () => {
    const c = await confirmedCharter();
    for (const bad of ['abc', 1.5, '', null, '12.5']) {
      const res = await update(t.admin!, c, { newMargin: bad });
      expect(res.status).toBe(400);
      expect(res.body.messages).toEqual(['Please enter a valid margin.']);
    }
    expect((await update(t.admin!, c, { newMargin: 300, oldMargin: 300, marginType: 'Fixed' })).body.messages).toEqual(['Same Margin.']);
    const denied = await update(t.client!, c, { newMargin: 12 });
    expect(denied.status).toBe(403);
    expect(denied.body.messages).toEqual(['You should not be here!']);

    const ok = await update(t.admin!, c, { newMargin: '12' });
    expect(ok.body).toEqual({ success: true, messages: [`Margin Updated for JB${c.jobReference}`] });
    expect(await withMargins(c)).toEqual([1120, 1120]);

    // Out of bounds is refused with the limit and changes nothing (it used to be saved as 100% or the price).
    for (const [newMargin, marginType, message] of [
      [150, 'Percentage', 'A percentage margin must be from 0% to 100%.'],
      [-1, 'Percentage', 'A percentage margin must be from 0% to 100%.'],
      [5000, 'Fixed', "A fixed margin must be from $0 to the operator's price, $1,000."],
      [-4, 'Fixed', "A fixed margin must be from $0 to the operator's price, $1,000."],
    ] as const) {
      const refused = await update(t.admin!, c, { newMargin, marginType });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, messages: [message], errors: { newMargin: [message] } });
    }
    expect(await withMargins(c)).toEqual([1120, 1120]);

    // The limits themselves are allowed.
    await update(t.admin!, c, { newMargin: 100 });
    expect(await withMargins(c)).toEqual([2000, 2000]);
    await update(t.admin!, c, { newMargin: 1000, marginType: 'Fixed' });
    expect(await withMargins(c)).toEqual([2000, 2000]);
    await update(t.admin!, c, { newMargin: 0, marginType: 'Fixed' });
    expect(await withMargins(c)).toEqual([1000, 1000]);
    const timeline = await s.pool.query(
      `select reason from timeline_items where entity_id = $1 and action_name = 'Margin Update' order by time_stamp, id`,
      [c.id],
    );
    expect(timeline.rows.map((r) => r.reason)).toEqual([
      'Margin set to 12%: $AUD 1,120.00',
      'Margin set to 100%: $AUD 2,000.00',
      'Margin set to $AUD 1,000.00: $AUD 2,000.00',
      'Margin set to $AUD 0.00: $AUD 1,000.00',
    ]);
  });

  it('only while the charter is Confirmed', async () => {
    const c = await confirmedCharter();
    await s.pool.query(`update charter_requests set status = 'Finished' where id = $1`, [c.id]);
    const res = await update(t.admin!, c, { newMargin: 12 });
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(['Margin can only be updated while the charter is Confirmed.']);
    expect(await withMargins(c)).toEqual([1100, 1100]);
  });
});
