import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';

let s: TestServer;
const tokens: Record<string, string> = {};
const base = '/api/entityState';
const DAY = 24 * 3600 * 1000;
const CANCEL_REASONS = ['Client withdrew the request', 'No suitable bids', 'Duplicate request', 'Travel dates changed', 'Other'];

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'charteradmin', 'client', 'qgov', 'department', 'staff', 'supplier1']) {
    tokens[who] = (await s.member(`${who}@demo.test`)).token;
  }
});
afterAll(async () => {
  await s?.close();
});

const actionsFor = (who: string, id: string) =>
  s.call('GET', `${base}/getActionsForEntityItem/CharterRequest/${id}`, { token: tokens[who] });
const names = (body: any) => body.actions.map((a: any) => a.actionName);

describe('actions for an item', () => {
  it('offers each role what it may do in the item current status', async () => {
    const depart = new Date(Date.now() + 10 * DAY);
    const pending = await insertCharter(s.pool, { clientEmail: 'staff@demo.test', departTime: depart });

    const asAdmin = await actionsFor('admin', pending.id);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.status).toBe('Pending');
    expect(names(asAdmin.body)).toEqual(['Open Bidding', 'Decline']);
    expect(names((await actionsFor('charteradmin', pending.id)).body)).toEqual(['Open Bidding', 'Decline']);

    const decline = asAdmin.body.actions[1];
    expect(decline).toMatchObject({ entityState: 'Pending', nextState: 'Closed', allowedRole: 'Admin', actionType: 'State' });
    expect(decline.dataEntry).toEqual({
      dataTypeRequired: 'Reason',
      dataEntryFilter: 'All',
      dataSource: 'CancelReasons',
      options: CANCEL_REASONS,
    });

    // The owner at every level above it sees Withdraw.
    for (const who of ['client', 'department', 'staff']) {
      const res = await actionsFor(who, pending.id);
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(['Withdraw']);
      expect(res.body.actions[0].dataEntry.options).toEqual(CANCEL_REASONS);
    }

    // Suppliers do not see requests under review at all.
    const asSupplier = await actionsFor('supplier1', pending.id);
    expect(asSupplier.status).toBe(404);
    expect(asSupplier.body.messages).toEqual(['Sorry, this item is not available']);

    const live = await insertCharter(s.pool, { status: 'Live', biddingEndsAt: new Date(Date.now() + DAY) });
    const supplierLive = await actionsFor('supplier1', live.id);
    expect(supplierLive.status).toBe(200);
    expect(supplierLive.body).toEqual({ status: 'Live', actions: [] });
    // Accept Bid is a Route action: it leads to the Bids tab, where the bid call makes the change.
    // With no bid to accept it is not offered at all.
    expect(names((await actionsFor('admin', live.id)).body)).toEqual(['Extend Bidding', 'Close Bidding', 'Cancel']);
    expect(names((await actionsFor('client', live.id)).body)).toEqual(['Withdraw']);
    const bid = await s.pool.query(
      `insert into bids (charter_request_id, bidder_id, status, price, with_margin, margin_value)
       values ($1, (select supplier_id from users where email = 'supplier1@demo.test'), 'New', 1000, 1100, 10) returning id`,
      [live.id],
    );
    expect(names((await actionsFor('admin', live.id)).body)).toEqual(['Extend Bidding', 'Close Bidding', 'Cancel', 'Accept Bid']);
    expect(names((await actionsFor('client', live.id)).body)).toEqual(['Withdraw', 'Accept Bid']);
    // A withdrawn bid cannot be accepted: with none left, the action goes again.
    await s.pool.query(`update bids set status = 'Unavailable' where id = $1`, [bid.rows[0].id]);
    expect(names((await actionsFor('client', live.id)).body)).toEqual(['Withdraw']);
  });

  it('picks the extra data by the QGov filter: states for QGov requests, a bidding end date otherwise', async () => {
    const depart = new Date(Date.now() + 7 * DAY);
    const qgov = await insertCharter(s.pool, {
      clientEmail: 'qgov@demo.test',
      departTime: depart,
      routes: [
        { fromState: 'QLD', toState: 'NSW' },
        { fromState: 'NSW', toState: 'VIC' },
      ],
    });
    const q = (await actionsFor('admin', qgov.id)).body;
    expect(names(q)).toEqual(['Open Bidding', 'Decline']);
    expect(q.actions[0].dataEntry).toMatchObject({
      dataTypeRequired: 'CharterStateSelect',
      dataEntryFilter: 'QGov',
      preselected: ['NSW', 'QLD', 'VIC'],
    });
    expect(q.actions[0].dataEntry.options).toEqual(expect.arrayContaining(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']));

    const generic = await insertCharter(s.pool, { clientEmail: 'client@demo.test', departTime: depart });
    const before = Date.now();
    const g = (await actionsFor('admin', generic.id)).body;
    expect(names(g)).toEqual(['Open Bidding', 'Decline']);
    const entry = g.actions[0].dataEntry;
    expect(entry).toMatchObject({ dataTypeRequired: 'BiddingEndDate', dataEntryFilter: 'NotQGov' });
    expect(entry.max).toBe(depart.toISOString());
    expect(Math.abs(new Date(entry.min).getTime() - before)).toBeLessThan(60_000);
    expect(entry.preselected).toBeUndefined();
  });

  it('hides other departments items and answers 400 for entities without items yet', async () => {
    const other = await s.pool.query(
      `insert into client_departments (client_master_id, department_name, first_name, last_name, email)
       select id, 'Drilling', 'Drew', 'Driller', 'drilling@demo.test' from clients where email = 'client@demo.test' returning id, client_master_id`,
    );
    const theirs = await insertCharter(s.pool, { clientId: other.rows[0].client_master_id, clientDepartmentId: other.rows[0].id });
    expect((await actionsFor('staff', theirs.id)).status).toBe(404);
    expect((await actionsFor('department', theirs.id)).status).toBe(404);
    expect((await actionsFor('qgov', theirs.id)).status).toBe(404);
    expect((await actionsFor('client', theirs.id)).status).toBe(200);

    expect((await actionsFor('admin', 'not-a-uuid')).status).toBe(404);
    expect((await actionsFor('admin', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // A charter's id is no bid; shares have no item calls yet.
    const bid = await s.call('GET', `${base}/getActionsForEntityItem/Bid/${theirs.id}`, { token: tokens.admin });
    expect(bid.status).toBe(404);
    const share = await s.call('GET', `${base}/getActionsForEntityItem/Share/${theirs.id}`, { token: tokens.admin });
    expect(share.status).toBe(400);
    expect(share.body.messages).toEqual(['Not available yet']);
    const unknown = await s.call('GET', `${base}/getActionsForEntityItem/Aircraft/${theirs.id}`, { token: tokens.admin });
    expect(unknown.status).toBe(400);
    expect((await s.call('GET', `${base}/getActionsForEntityItem/CharterRequest/${theirs.id}`)).status).toBe(401);
  });
});

describe('list actions', () => {
  it('groups the active actions of the caller role by state', async () => {
    const client = (await s.call('GET', `${base}/getListActions/CharterRequest`, { token: tokens.client })).body;
    expect(Object.keys(client).sort()).toEqual(['Approved', 'Live', 'Pending']);
    expect(client.Pending.map((a: any) => a.actionName)).toEqual(['Withdraw']);

    const admin = (await s.call('GET', `${base}/getListActions/CharterRequest`, { token: tokens.admin })).body;
    expect(admin.Pending.map((a: any) => a.actionName)).toEqual(['Open Bidding', 'Open Bidding', 'Decline']);
    expect(admin.Confirmed.map((a: any) => a.actionName)).toEqual(['Mark Finished', 'Cancel', 'Void Award']);
    expect(admin.Live.every((a: any) => a.allowedRole === 'Admin')).toBe(true);

    const supplier = (await s.call('GET', `${base}/getListActions/CharterRequest`, { token: tokens.supplier1 })).body;
    expect(Object.keys(supplier)).toEqual(['PendingConfirmation']);
    expect(supplier.Pending).toBeUndefined();
    const bids = (await s.call('GET', `${base}/getListActions/Bid`, { token: tokens.supplier1 })).body;
    expect(bids.New.map((a: any) => a.actionName)).toEqual(['Withdraw Bid']);
  });
});

describe('timeline', () => {
  it('lists the status changes oldest first, to those who may see the item', async () => {
    const c = await insertCharter(s.pool, { clientEmail: 'client@demo.test', departTime: new Date(Date.now() + 9 * DAY) });
    const actions = (await actionsFor('admin', c.id)).body.actions;
    const open = actions.find((a: any) => a.actionName === 'Open Bidding');
    const opened = await s.call('POST', `${base}/setItemStatus`, {
      token: tokens.admin,
      body: {
        id: c.id,
        allowedActionId: open.id,
        entity: 'CharterRequest',
        currentStatus: 'Pending',
        newStatus: 'Live',
        biddingEndDate: new Date(Date.now() + 2 * DAY).toISOString(),
      },
    });
    expect(opened.status).toBe(200);
    const withdraw = (await actionsFor('client', c.id)).body.actions[0];
    const closed = await s.call('POST', `${base}/setItemStatus`, {
      token: tokens.client,
      body: {
        id: c.id,
        allowedActionId: withdraw.id,
        entity: 'CharterRequest',
        currentStatus: 'Live',
        newStatus: 'Closed',
        reason: 'Travel dates changed',
      },
    });
    expect(closed.status).toBe(200);

    const res = await s.call('GET', `${base}/getTimeline/CharterRequest/${c.id}`, { token: tokens.client });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({
      entity: 'CharterRequest',
      entityId: c.id,
      oldStatus: 'Pending',
      newStatus: 'Live',
      actionName: 'Open Bidding',
      reason: 'No Reason',
      role: 'Admin',
    });
    expect(res.body[1]).toMatchObject({
      oldStatus: 'Live',
      newStatus: 'Closed',
      actionName: 'Withdraw',
      reason: 'Travel dates changed',
      role: 'Client',
    });
    expect(new Date(res.body[0].timeStamp).getTime()).toBeLessThanOrEqual(new Date(res.body[1].timeStamp).getTime());

    expect((await s.call('GET', `${base}/getTimeline/CharterRequest/${c.id}`, { token: tokens.staff })).status).toBe(404);
    expect((await s.call('GET', `${base}/getTimeline/CharterRequest/${c.id}`, { token: tokens.qgov })).status).toBe(404);
  });
});
