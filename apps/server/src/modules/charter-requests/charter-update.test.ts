import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARTER_MESSAGES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { createCharter, departIn, newCharterBody, passenger, sector } from '../../../tests/factories.js';

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'client', 'department', 'staff', 'supplier1']) t[who] = (await s.member(`${who}@demo.test`)).token;
});
afterAll(async () => {
  await s.close();
});

const update = (token: string, body: unknown) => s.call('POST', '/api/charterRequest/updateCharterRequest', { token, body });
const full = async (id: string, token = t.admin!) => (await s.call('GET', `/api/charterRequest/full/${id}`, { token })).body;
const setStatus = (id: string, status: string) => s.pool.query(`update charter_requests set status = $2 where id = $1`, [id, status]);

describe('POST updateCharterRequest', () => {
  it('never overwrites a booked (Confirmed) charter, not even for an admin: its changes are change requests', async () => {
    const { id } = await createCharter(s, t.client!);
    await setStatus(id, 'Confirmed');
    for (const who of ['admin', 'client']) {
      const res = await update(t[who]!, { ...newCharterBody({ purchaseOrderNumber: 'PO-OVERWRITE' }), id });
      expect([res.status, res.body.messages], who).toEqual([400, [CHARTER_MESSAGES.confirmedByChangeRequest]]);
    }
    expect((await full(id)).purchaseOrderNumber).not.toBe('PO-OVERWRITE');
    // The workflow's table agrees: nobody edits a Confirmed charter in place.
    expect((await full(id)).permissions.canEdit).toBe(false);
  });

  it('replaces the sectors while the request is editable, keeping the ids of sectors sent back', async () => {
    const { id, jobReference } = await createCharter(s, t.staff!, {
      activeTab: 'multi',
      routes: [sector('BNE', 'LRE', departIn(5)), sector('LRE', 'ISA', departIn(6)), sector('ISA', 'CNS', departIn(7))],
    });
    const before = await full(id, t.staff);
    const routes = [
      {
        ...sector('BNE', 'LRE', departIn(5, 10)),
        id: before.routes[0].id,
        manifest: [passenger(), passenger({ passengerName: 'Kim Ng' })],
      },
      sector('LRE', 'DRW', departIn(8)),
    ];
    const res = await update(t.staff!, { ...newCharterBody({ activeTab: 'multi', purchaseOrderNumber: 'PO-NEW', routes }), id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, messages: [`Charter request JB${jobReference} updated.`], result: { id, jobReference } });

    const after = await full(id, t.staff);
    expect(after.routes.map((r: any) => [r.order, r.from, r.to, r.manifestCount])).toEqual([
      [0, 'Brisbane', 'Longreach', 2],
      [1, 'Longreach', 'Darwin', 0],
    ]);
    expect(after.routes[0].id).toBe(before.routes[0].id);
    expect(after).toMatchObject({ to: 'Darwin', routeCount: 2, passengerCount: 4, purchaseOrderNumber: 'PO-NEW', status: 'Pending' });
    expect(after.departTime).toBe(new Date(departIn(5, 10)).toISOString());
    // Still the staff member's charter, whatever the body said about owners.
    expect(after.staffName).toBe('Sam Staff');
    const search = await s.pool.query(`select search_text from charter_requests where id = $1`, [id]);
    expect(search.rows[0].search_text).toContain('darwin');
    expect(search.rows[0].search_text).not.toContain('cairns');
    const orphans = await s.pool.query(`select count(*)::int as n from charter_routes where charter_request_id = $1`, [id]);
    expect(orphans.rows[0].n).toBe(2);
  });

  it('is refused once the workflow no longer lets the role edit, and for those who cannot see it', async () => {
    const { id } = await createCharter(s, t.staff!);
    const body = { ...newCharterBody({ notes: 'changed' }), id };
    await setStatus(id, 'Live');
    const refused = await update(t.staff!, body);
    expect(refused.status).toBe(403);
    expect(refused.body.messages).toEqual(['This charter request cannot be edited in its current status.']);
    expect((await update(t.client!, body)).status).toBe(403);
    // Admins may still edit a Live request.
    const staffIds = (
      await s.pool.query(`select client_id, client_department_id, client_staff_id from charter_requests where id = $1`, [id])
    ).rows[0];
    const asAdmin = await update(t.admin!, {
      ...body,
      clientId: staffIds.client_id,
      clientDepartmentId: staffIds.client_department_id,
      clientStaffId: staffIds.client_staff_id,
    });
    expect(asAdmin.status).toBe(200);
    expect((await full(id)).notes).toBe('changed');

    await setStatus(id, 'Closed');
    expect((await update(t.admin!, body)).status).toBe(403);
    // The supplier sees a Live charter but may not edit it; another department's user does not see it at all.
    await setStatus(id, 'Live');
    expect((await update(t.supplier1!, body)).status).toBe(403);
    const other = await createCharter(s, t.client!);
    expect((await update(t.staff!, { ...newCharterBody(), id: other.id })).status).toBe(404);
    expect((await update(t.staff!, newCharterBody())).status).toBe(400);
  });

  it('validates the body like a new request', async () => {
    const { id } = await createCharter(s, t.client!);
    const res = await update(t.client!, { ...newCharterBody({ routes: [sector('BNE', 'LRE', departIn(5), { payload: -1 })] }), id });
    expect(res.status).toBe(400);
    expect(res.body.errors['routes.0.payload']).toEqual([CHARTER_MESSAGES.payload]);
  });
});

describe('POST updateManifest', () => {
  it('replaces the passenger lists and sets each sector’s passengers and weight', async () => {
    const { id } = await createCharter(s, t.department!, {
      activeTab: 'Return',
      routes: [sector('BNE', 'LRE', departIn(5)), sector('LRE', 'BNE', departIn(6))],
    });
    const routes = (await full(id, t.department)).routes;
    const res = await s.call('POST', '/api/charterRequest/updateManifest', {
      token: t.department,
      body: {
        charterRequestId: id,
        routes: [
          {
            routeId: routes[0].id,
            manifest: [
              passenger(),
              passenger({ passengerName: 'Lee Park', passengerWeight: 70, freightWeight: 5 }),
              passenger({ passengerName: 'Tools', passengerWeight: 0, freightWeight: 0, cargoWeight: 200 }),
              passenger({ passengerName: 'Mo Diaz' }),
              passenger({ passengerName: 'Ivy Chen' }),
              passenger({ passengerName: 'Oz Grey' }),
            ],
          },
          { routeId: routes[1].id, manifest: [] },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, messages: ['Manifest updated.'] });
    const after = await full(id, t.department);
    expect(after.routes[0]).toMatchObject({ passengerNumber: 6, manifestCount: 6, totalWeight: 101 + 75 + 200 + 101 * 3 });
    // An empty list keeps the number of passengers asked for.
    expect(after.routes[1]).toMatchObject({ passengerNumber: 4, manifestCount: 0, totalWeight: 0 });
    expect(after.passengerCount).toBe(6);
    expect(after.routes[0].manifest.map((m: any) => m.passengerName)).toEqual([
      'Jordan Driller',
      'Lee Park',
      'Tools',
      'Mo Diaz',
      'Ivy Chen',
      'Oz Grey',
    ]);
  });

  it('checks the passengers, the sectors and who asks', async () => {
    const { id } = await createCharter(s, t.client!);
    const mine = await createCharter(s, t.staff!);
    const routeId = (await full(id)).routes[0].id;
    const call = (token: string, body: unknown) => s.call('POST', '/api/charterRequest/updateManifest', { token, body });

    const invalid = await call(t.client!, { charterRequestId: id, routes: [{ routeId, manifest: [passenger({ passengerName: '' })] }] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors['routes.0.manifest.0.passengerName']).toEqual([CHARTER_MESSAGES.passengerName]);

    const otherRoute = (await full(mine.id)).routes[0].id;
    const foreign = await call(t.client!, { charterRequestId: id, routes: [{ routeId: otherRoute, manifest: [passenger()] }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.messages).toEqual(['This sector does not belong to the charter request.']);

    expect((await call(t.staff!, { charterRequestId: id, routes: [{ routeId, manifest: [passenger()] }] })).status).toBe(404);
    await setStatus(id, 'Live');
    expect((await call(t.supplier1!, { charterRequestId: id, routes: [{ routeId, manifest: [passenger()] }] })).status).toBe(403);
    await setStatus(id, 'Closed');
    const closed = await call(t.client!, { charterRequestId: id, routes: [{ routeId, manifest: [passenger()] }] });
    expect(closed.status).toBe(400);
    expect(closed.body.messages).toEqual(["This charter request's manifest can no longer be changed."]);
  });

  it('is locked once any entry has been shared, for updateManifest and for a full save', async () => {
    const { id } = await createCharter(s, t.client!, { routes: [sector('BNE', 'LRE', departIn(5), { manifest: [passenger()] })] });
    const detail = await full(id, t.client);
    await s.pool.query(`update manifest_entries set share = true where id = $1`, [detail.routes[0].manifest[0].id]);

    const res = await s.call('POST', '/api/charterRequest/updateManifest', {
      token: t.client,
      body: { charterRequestId: id, routes: [{ routeId: detail.routes[0].id, manifest: [passenger({ passengerName: 'New Person' })] }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual([CHARTER_MESSAGES.manifestLocked]);

    const route = { ...sector('BNE', 'LRE', departIn(5)), id: detail.routes[0].id };
    const changed = await update(t.client!, { ...newCharterBody({ routes: [{ ...route, manifest: [] }] }), id });
    expect(changed.status).toBe(400);
    expect(changed.body.messages).toEqual([CHARTER_MESSAGES.manifestLocked]);

    // The same passengers with other changes save, and the shared entry keeps its flag.
    const same = await update(t.client!, { ...newCharterBody({ notes: 'gate 2', routes: [{ ...route, manifest: [passenger()] }] }), id });
    expect(same.status).toBe(200);
    const after = await full(id, t.client);
    expect(after.notes).toBe('gate 2');
    expect(after.routes[0].manifest).toEqual([{ ...detail.routes[0].manifest[0], share: true }]);
  });
});

describe('POST cloneCharterRequest', () => {
  it('copies the request, its sectors and passengers as a fresh Pending request', async () => {
    const source = await createCharter(s, t.staff!, {
      activeTab: 'multi',
      routes: [sector('BNE', 'LRE', departIn(5), { manifest: [passenger()] }), sector('LRE', 'ISA', departIn(6))],
      biddingTimeSpanHours: 48,
    });
    await s.pool.query(
      `update charter_requests set status = 'Confirmed', price = 5000, with_margin = 5500, bidding_ends_at = now(),
         admin_acknowledged = true, change_pending = true, supplier_initiated = true,
         bidder_id = (select supplier_id from users where email = 'supplier1@demo.test') where id = $1`,
      [source.id],
    );
    await s.pool.query(
      `update manifest_entries set share = true where route_id in (select id from charter_routes where charter_request_id = $1)`,
      [source.id],
    );

    const res = await s.call('POST', '/api/charterRequest/cloneCharterRequest', { token: t.staff, body: { id: source.id } });
    expect(res.status).toBe(200);
    const { id, jobReference } = res.body.result;
    expect(res.body.messages).toEqual([`Charter request cloned as JB${jobReference}.`]);
    expect(jobReference).toBeGreaterThan(source.jobReference);

    const copy = await full(id, t.staff);
    expect(copy).toMatchObject({
      status: 'Pending',
      bidCount: 0,
      price: null,
      withMargin: null,
      biddingTimeSpanHours: 120,
      biddingEndsAt: null,
      adminAcknowledged: false,
      changePending: false,
      routeCount: 2,
      staffName: 'Sam Staff',
      activeTab: 'multi',
    });
    expect(copy.routes.map((r: any) => [r.from, r.to, r.manifestCount])).toEqual([
      ['Brisbane', 'Longreach', 1],
      ['Longreach', 'Mount Isa', 0],
    ]);
    expect(copy.routes[0].manifest[0]).toMatchObject({ passengerName: 'Jordan Driller', share: false });
    const row = (await s.pool.query(`select bidder_id, supplier_initiated, search_text from charter_requests where id = $1`, [id])).rows[0];
    expect(row).toMatchObject({ bidder_id: null, supplier_initiated: false });
    expect(row.search_text).toContain(`jb${jobReference}`);
    expect(row.search_text).not.toContain(`jb${source.jobReference}`);
    const timeline = await s.pool.query(`select old_status, new_status, action_name, reason from timeline_items where entity_id = $1`, [
      id,
    ]);
    expect(timeline.rows).toEqual([
      { old_status: 'New', new_status: 'Pending', action_name: 'Cloned', reason: `Cloned from JB${source.jobReference}` },
    ]);
  });

  it('only what the actor sees, and only for those who may create requests', async () => {
    const { id } = await createCharter(s, t.client!);
    const call = (token: string, body: unknown) => s.call('POST', '/api/charterRequest/cloneCharterRequest', { token, body });
    expect((await call(t.staff!, { id })).status).toBe(404);
    expect((await call(t.client!, { id: 'nope' })).status).toBe(404);
    await setStatus(id, 'Live');
    expect((await call(t.supplier1!, { id })).status).toBe(403);
    expect((await call(t.admin!, { id })).status).toBe(200);
  });
});

describe('POST /api/admin/updateAcknowledged/{id}', () => {
  it('marks a confirmed charter as checked; only admins; only confirmed', async () => {
    const { id } = await createCharter(s, t.client!);
    const ack = (token: string, charterId = id) => s.call('POST', `/api/admin/updateAcknowledged/${charterId}`, { token });
    const pending = await ack(t.admin!);
    expect(pending.status).toBe(400);
    expect(pending.body.messages).toEqual(['Only confirmed charters can be marked as checked.']);

    await setStatus(id, 'Confirmed');
    expect((await full(id)).permissions.canAcknowledge).toBe(true);
    expect((await ack(t.client!)).status).toBe(403);
    const done = await ack(t.admin!);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, messages: ['Marked as checked.'] });
    const after = await full(id);
    expect(after.adminAcknowledged).toBe(true);
    expect(after.permissions.canAcknowledge).toBe(false);
    expect((await ack(t.admin!, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
