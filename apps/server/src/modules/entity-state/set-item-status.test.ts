import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIDDING_END_MESSAGE } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';

let s: TestServer;
const tokens: Record<string, string> = {};
const base = '/api/entityState';
const DAY = 24 * 3600 * 1000;
const STALE = 'This item has changed since you loaded it. Please refresh and try again.';

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'client', 'qgov', 'staff']) tokens[who] = (await s.member(`${who}@demo.test`)).token;
});
afterAll(async () => {
  await s?.close();
});

/** The id of an action as a role sees it on the item (the way the client picks the button). */
async function actionId(who: string, itemId: string, name: string): Promise<string> {
  const res = await s.call('GET', `${base}/getActionsForEntityItem/CharterRequest/${itemId}`, { token: tokens[who] });
  const action = res.body.actions.find((a: any) => a.actionName === name);
  if (!action) throw new Error(`${who} has no ${name} on ${itemId}: ${res.text}`);
  return action.id;
}

/** An action row straight from the table, for roles that cannot see it on the item. */
async function tableActionId(role: string, state: string, name: string, filter = 'NotQGov'): Promise<string> {
  const r = await s.pool.query(
    `select id from allowed_actions where entity_type = 'CharterRequest' and allowed_role = $1 and entity_state = $2 and action_name = $3
     order by (data_entry_filter = $4) desc, sort_order limit 1`,
    [role, state, name, filter],
  );
  return r.rows[0].id;
}

const setStatus = (who: string, body: Record<string, unknown>) =>
  s.call('POST', `${base}/setItemStatus`, { token: tokens[who], body: { entity: 'CharterRequest', ...body } });

const timelineCount = async (id: string) =>
  (await s.pool.query(`select count(*)::int as n from timeline_items where entity_id = $1`, [id])).rows[0].n as number;

describe('opening bidding', () => {
  it('moves Pending to Live with the bidding end date, writes the timeline and e-mails client and operators', async () => {
    const c = await insertCharter(s.pool, { clientEmail: 'client@demo.test', departTime: new Date(Date.now() + 10 * DAY) });
    const end = new Date(Date.now() + 3 * DAY);
    end.setUTCMilliseconds(0);
    const res = await setStatus('admin', {
      id: c.id,
      allowedActionId: await actionId('admin', c.id, 'Open Bidding'),
      currentStatus: 'Pending',
      newStatus: 'Live',
      biddingEndDate: end.toISOString(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, messages: [`JB${c.jobReference} is now Live.`], result: { id: c.id, status: 'Live' } });

    const row = (await s.pool.query(`select status, bidding_ends_at from charter_requests where id = $1`, [c.id])).rows[0];
    expect(row.status).toBe('Live');
    expect(new Date(row.bidding_ends_at).toISOString()).toBe(end.toISOString());
    const timeline = await s.pool.query(
      `select old_status, new_status, action_name, reason, role, user_id is not null as by_user from timeline_items where entity_id = $1`,
      [c.id],
    );
    expect(timeline.rows).toEqual([
      { old_status: 'Pending', new_status: 'Live', action_name: 'Open Bidding', reason: 'No Reason', role: 'Admin', by_user: true },
    ]);

    const job = `JB${c.jobReference}`;
    const toClient = await s.smtp.waitFor((m) => m.to.includes('client@demo.test') && m.subject === `${job} is open for bids`);
    expect(toClient.text).toContain(`Operators can now bid on your charter ${job}`);
    await s.smtp.waitFor((m) => m.to.includes('supplier1@demo.test') && m.subject.startsWith(`New charter ${job}`));
    await s.smtp.waitFor((m) => m.to.includes('supplier2@demo.test') && m.subject.startsWith(`New charter ${job}`));
  });

  it('rejects a bidding end date in the past or after the first departure', async () => {
    const depart = new Date(Date.now() + 5 * DAY);
    const c = await insertCharter(s.pool, { departTime: depart });
    const body = { id: c.id, allowedActionId: await actionId('admin', c.id, 'Open Bidding'), currentStatus: 'Pending', newStatus: 'Live' };
    for (const when of [new Date(Date.now() - 60_000), new Date(depart.getTime() + 60_000), undefined]) {
      const res = await setStatus('admin', { ...body, biddingEndDate: when?.toISOString() });
      expect(res.status).toBe(400);
      expect(res.body.messages).toEqual([BIDDING_END_MESSAGE]);
      expect(res.body.errors).toEqual({ biddingEndDate: [BIDDING_END_MESSAGE] });
    }
    expect((await s.pool.query(`select status from charter_requests where id = $1`, [c.id])).rows[0].status).toBe('Pending');
    expect(await timelineCount(c.id)).toBe(0);
  });

  it('opens a QGov request to the chosen operator states, with a fresh bidding window', async () => {
    // Bidding ended once before (the request was closed and reopened): the old end must not stick.
    const c = await insertCharter(s.pool, {
      clientEmail: 'qgov@demo.test',
      routes: [{ fromState: 'QLD', toState: 'NSW' }],
      biddingEndsAt: new Date(Date.now() - DAY),
    });
    const body = {
      id: c.id,
      allowedActionId: await actionId('admin', c.id, 'Open Bidding'),
      currentStatus: 'Pending',
      newStatus: 'Live',
    };
    const none = await setStatus('admin', { ...body, states: [] });
    expect(none.status).toBe(400);
    expect(none.body.messages).toEqual(['Please choose at least one state']);
    const res = await setStatus('admin', { ...body, states: ['QLD', 'NSW'] });
    expect(res.status).toBe(200);
    const row = (await s.pool.query(`select supplier_states, bidding_ends_at > now() as ends from charter_requests where id = $1`, [c.id]))
      .rows[0];
    expect(row).toEqual({ supplier_states: 'QLD,NSW', ends: true });
  });
});

describe('reasons and permissions', () => {
  it('requires a reason from the list', async () => {
    const c = await insertCharter(s.pool);
    const body = { id: c.id, allowedActionId: await actionId('admin', c.id, 'Decline'), currentStatus: 'Pending', newStatus: 'Closed' };
    const missing = await setStatus('admin', body);
    expect(missing.status).toBe(400);
    expect(missing.body.messages).toEqual(['Please choose a reason']);
    const unlisted = await setStatus('admin', { ...body, reason: 'Felt like it' });
    expect(unlisted.status).toBe(400);
    expect(unlisted.body.messages).toEqual(['Please choose a reason from the list']);
    const ok = await setStatus('admin', { ...body, reason: 'Duplicate request' });
    expect(ok.status).toBe(200);
    const row = (
      await s.pool.query(`select status, withdraw_reason, closed_at is not null as closed from charter_requests where id = $1`, [c.id])
    ).rows[0];
    expect(row).toEqual({ status: 'Closed', withdraw_reason: 'Duplicate request', closed: true });
    await s.smtp.waitFor((m) => m.to.includes('client@demo.test') && m.subject === `JB${c.jobReference} was closed`);
  });

  it('does not let a client open bidding, nor staff touch another department item', async () => {
    const c = await insertCharter(s.pool);
    const open = await setStatus('client', {
      id: c.id,
      allowedActionId: await tableActionId('Admin', 'Pending', 'Open Bidding'),
      currentStatus: 'Pending',
      newStatus: 'Live',
      biddingEndDate: new Date(Date.now() + DAY).toISOString(),
    });
    expect(open.status).toBe(403);
    expect(open.body.messages).toEqual(['This action is not available to you.']);

    const dept = await s.pool.query(
      `insert into client_departments (client_master_id, department_name, first_name, last_name, email)
       select id, 'Survey', 'Sue', 'Surveyor', 'survey@demo.test' from clients where email = 'client@demo.test' returning id, client_master_id`,
    );
    const theirs = await insertCharter(s.pool, { clientId: dept.rows[0].client_master_id, clientDepartmentId: dept.rows[0].id });
    const withdraw = await setStatus('staff', {
      id: theirs.id,
      allowedActionId: await tableActionId('ClientStaff', 'Pending', 'Withdraw'),
      currentStatus: 'Pending',
      newStatus: 'Closed',
      reason: 'Other',
    });
    expect(withdraw.status).toBe(404);
    expect(withdraw.body.messages).toEqual(['Sorry, this item is not available']);
    expect(await timelineCount(c.id)).toBe(0);
    expect(await timelineCount(theirs.id)).toBe(0);
  });

  it('answers 400 for bodies that do not validate and for entities without items yet', async () => {
    const c = await insertCharter(s.pool);
    const bad = await setStatus('admin', { id: 'x', allowedActionId: 'y', currentStatus: 'Pending', newStatus: 'Live' });
    expect(bad.status).toBe(400);
    // Shares and their purchases have items now (ADR 0016); an entity without items still gets a 400.
    const share = await setStatus('admin', {
      entity: 'Aircraft',
      id: c.id,
      allowedActionId: await tableActionId('Admin', 'Pending', 'Decline'),
      currentStatus: 'Pending',
      newStatus: 'Live',
    });
    expect(share.status).toBe(400);
    // A charter's action is not a bid's: refused before anything is looked up.
    const bid = await setStatus('admin', {
      entity: 'Bid',
      id: c.id,
      allowedActionId: await tableActionId('Admin', 'Pending', 'Decline'),
      currentStatus: 'New',
      newStatus: 'Void',
    });
    expect(bid.status).toBe(403);
    expect(await timelineCount(c.id)).toBe(0);
  });
});

describe('concurrency and change events', () => {
  it('answers 409 when the item changed since it was loaded', async () => {
    const c = await insertCharter(s.pool, { status: 'Live', biddingEndsAt: new Date(Date.now() + DAY) });
    const res = await setStatus('admin', {
      id: c.id,
      allowedActionId: await tableActionId('Admin', 'Pending', 'Decline'),
      currentStatus: 'Pending',
      newStatus: 'Closed',
      reason: 'Other',
    });
    expect(res.status).toBe(409);
    expect(res.body.messages).toEqual([STALE]);
    expect(await timelineCount(c.id)).toBe(0);
  });

  it('lets exactly one of two simultaneous changes through', async () => {
    const c = await insertCharter(s.pool);
    const body = {
      id: c.id,
      allowedActionId: await actionId('admin', c.id, 'Decline'),
      currentStatus: 'Pending',
      newStatus: 'Closed',
      reason: 'Duplicate request',
    };
    const answers = await Promise.all([setStatus('admin', body), setStatus('admin', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.messages).toEqual([STALE]);
    expect(await timelineCount(c.id)).toBe(1);
  });

  it('announces a committed change on entity_changed, and nothing for a rejected one', async () => {
    const c = await insertCharter(s.pool);
    const listener = new pg.Client({ connectionString: s.databaseUrl });
    await listener.connect();
    const heard: unknown[] = [];
    listener.on('notification', (n) => {
      if (n.channel === 'entity_changed') heard.push(JSON.parse(n.payload ?? 'null'));
    });
    await listener.query('listen entity_changed');
    try {
      const decline = await actionId('admin', c.id, 'Decline');
      // Rejected (no reason): rolled back, so nothing is announced.
      expect((await setStatus('admin', { id: c.id, allowedActionId: decline, currentStatus: 'Pending', newStatus: 'Closed' })).status).toBe(
        400,
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual([]);

      const done = await setStatus('admin', {
        id: c.id,
        allowedActionId: decline,
        currentStatus: 'Pending',
        newStatus: 'Closed',
        reason: 'Other',
      });
      expect(done.status).toBe(200);
      const deadline = Date.now() + 5000;
      while (heard.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(heard).toEqual([{ entity: 'CharterRequest', ids: [c.id] }]);

      // A stale repeat is rejected and announces nothing more.
      expect(
        (await setStatus('admin', { id: c.id, allowedActionId: decline, currentStatus: 'Pending', newStatus: 'Closed', reason: 'Other' }))
          .status,
      ).toBe(409);
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toHaveLength(1);
    } finally {
      await listener.end();
    }
  });
});
