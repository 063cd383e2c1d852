import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../../tests/harness.js';
import { createCharter, idsOf } from '../../../tests/factories.js';

let s: TestServer;
const t: Record<string, string> = {};
let ids: { clientId: string; departmentId: string; staffId: string };

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'client', 'department', 'staff', 'charteradmin', 'supplier1']) {
    t[who] = (await s.member(`${who}@demo.test`)).token;
  }
  const staff = await idsOf(s, 'staff@demo.test');
  ids = { clientId: staff.clientId!, departmentId: staff.clientDepartmentId!, staffId: staff.clientStaffId! };
});
afterAll(async () => {
  await s?.close();
});

const read = async (list: string, id: string) => (await s.call('GET', `/api/admin/parties/${list}/${id}`, { token: t.admin })).body;
const post = (path: string, body: unknown, token = t.admin) => s.call('POST', `/api/admin/${path}`, { token, body });

/** A detail as the body of its update: the read-only fields (e-mail, created, parents) left out, as the web form sends it. */
function editable(detail: Record<string, unknown>) {
  const { email: _e, createdAt: _c, clientId: _ci, clientName: _cn, departmentId: _di, ...rest } = detail;
  // A staff member's department name is its parent's; a department's is its own.
  if ('phoneNumber' in rest) delete rest.departmentName;
  return rest;
}

/** The first message of each field, as the form shows them. */
const firstPerField = (errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]]));

async function timeline(type: string, id: string) {
  const r = await s.pool.query(
    `select action_name as "actionName", reason, old_status as "oldStatus", new_status as "newStatus", role
     from timeline_items where entity_type = $1 and entity_id = $2 order by time_stamp, id`,
    [type, id],
  );
  return r.rows as { actionName: string; reason: string; oldStatus: string; newStatus: string; role: string }[];
}

describe('POST /api/admin/updateClient, updateDepartment, updateStaff', () => {
  it('are for admins only, whatever the body (a client edits its own departments and staff: client-manages-parties.test)', async () => {
    const client = editable(await read('Clients', ids.clientId));
    for (const who of ['client', 'department', 'staff', 'charteradmin', 'supplier1']) {
      for (const [path, body] of [
        ['updateClient', { ...client, companyName: 'Taken Over' }],
        ['updateDepartment', { id: ids.departmentId }],
        ['updateStaff', {}],
      ] as const) {
        if (who === 'client' && path !== 'updateClient') continue;
        const res = await post(path, body, t[who]);
        expect(res.status, `${who} ${path}`).toBe(403);
      }
    }
    expect((await s.call('POST', '/api/admin/updateClient', { body: client })).status).toBe(401);
    expect((await read('Clients', ids.clientId)).companyName).toBe('Demo Mining Co');
  });

  it('saves a client, answers the detail with "Client updated." and records the changed fields on its timeline', async () => {
    const before = await read('Clients', ids.clientId);
    expect(before).toMatchObject({ clientTypes: ['Generic'], charterTypes: ['Passenger', 'Freight'], billingDueDate: null });
    const res = await post('updateClient', {
      ...editable(before),
      companyName: 'Demo Mining Group',
      companyPhone: '07 3000 1999',
      notesForSupplier: 'Gate 4\nafter 6am <b>only</b>',
      emailDomain: '@DemoMining.com.au',
      clientTypes: ['QGov', 'Generic'],
      charterTypes: ['Aerial', 'Passenger'],
      canViewSupplierInfo: true,
      hidePrice: true,
      directDebit: true,
      billingDueDate: 30,
      itineraryMinutesOffset: -30,
      // Read-only: ignored.
      email: 'someone@else.test',
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.messages).toEqual(['Client updated.']);
    expect(res.body.result).toMatchObject({
      id: ids.clientId,
      companyName: 'Demo Mining Group',
      companyPhone: '07 3000 1999',
      // Free text: line breaks become spaces, other characters outside the set are stripped.
      notesForSupplier: 'Gate 4 after 6am bonly/b',
      emailDomain: 'demomining.com.au',
      clientTypes: ['Generic', 'QGov'],
      charterTypes: ['Passenger', 'Aerial'],
      canViewSupplierInfo: true,
      hidePrice: true,
      directDebit: true,
      billingDueDate: 30,
      itineraryMinutesOffset: -30,
      email: 'client@demo.test',
      status: 'Active',
    });
    expect(await read('Clients', ids.clientId)).toEqual(res.body.result);
    expect(await timeline('Client', ids.clientId)).toEqual([
      {
        actionName: 'Details Updated',
        reason:
          'Changed: Company Name, Company Phone, Notes for Supplier, Email Domain, Client Types, Charter Types, ' +
          'Can View Supplier Info, Hide Price, Direct Debit, Billing Due Date, Itinerary Minutes Offset',
        oldStatus: 'Active',
        newStatus: 'Active',
        role: 'Admin',
      },
    ]);
    // The party's Timeline tab shows it.
    const tab = await s.call('GET', `/api/entityState/getTimeline/Client/${ids.clientId}`, { token: t.admin });
    expect(tab.body.map((i: { actionName: string }) => i.actionName)).toEqual(['Details Updated']);

    // The same choices again, in another order: nothing changed, nothing recorded.
    const again = await post('updateClient', { ...editable(res.body.result), clientTypes: ['QGov', 'Generic'] });
    expect(again.status).toBe(200);
    expect(await timeline('Client', ids.clientId)).toHaveLength(1);
  });

  it('answers 400 with the per-field messages and changes nothing', async () => {
    const before = await read('Clients', ids.clientId);
    const history = await timeline('Client', ids.clientId);
    const res = await post('updateClient', {
      ...editable(before),
      companyName: ' ',
      companyAddress: '',
      companyPhone: 'call me',
      firstName: '',
      lastName: '',
      clientType: 'Federal',
      clientTypes: [],
      charterTypes: ['Space'],
      emailDomain: 'not a domain',
      billingDueDate: 1.5,
      itineraryMinutesOffset: 5000,
      status: 'Invited',
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual({
      companyName: ['Company Name is required.'],
      companyAddress: ['Company Address is required.'],
      companyPhone: ['Phone number is not valid'],
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      clientType: ['Client Type is required.'],
      clientTypes: ['Client Types is required.'],
      'charterTypes.0': ['Please choose charter types from the list.'],
      emailDomain: ['Email Domain is not valid'],
      billingDueDate: ['Billing Due Date must be a whole number of days from 0 to 365'],
      itineraryMinutesOffset: ['Itinerary time offset must be whole minutes from -1440 to 1440'],
      status: ['Status must be Active or Inactive'],
    });
    expect(res.body.messages).toContain('Company Name is required.');
    const missing = await post('updateClient', { ...editable(before), companyPhone: '', clientType: undefined, id: undefined });
    expect(firstPerField(missing.body.errors)).toEqual({
      id: 'Client is required',
      companyPhone: 'Phone number is required',
      clientType: 'Client Type is required.',
    });
    expect(await read('Clients', ids.clientId)).toEqual(before);
    expect(await timeline('Client', ids.clientId)).toEqual(history);
    // Fields left out get the same messages as blank ones.
    expect(firstPerField((await post('updateDepartment', { departmentName: '' })).body.errors)).toEqual({
      id: 'Department is required',
      departmentName: 'Department Name is required.',
      departmentPhone: 'Phone number is required',
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
    });
    expect(firstPerField((await post('updateStaff', { phoneNumber: 'x' })).body.errors)).toEqual({
      id: 'Staff member is required',
      phoneNumber: 'Phone number is not valid',
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
    });
    expect((await post('updateClient', 'not json')).status).toBe(400);
  });

  it('answers 404 for an id that is not a party of that kind', async () => {
    const client = editable(await read('Clients', ids.clientId));
    expect((await post('updateClient', { ...client, id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    // A department's id is not a client.
    expect((await post('updateClient', { ...client, id: ids.departmentId })).status).toBe(404);
    const staff = editable(await read('Staff', ids.staffId));
    const res = await post('updateStaff', { ...staff, id: ids.clientId });
    expect(res.status).toBe(404);
    expect(res.body.messages).toEqual(['Sorry, this item is not available']);
  });

  it('saves a department and changes its status, with a Status Change item old to new', async () => {
    const before = await read('Departments', ids.departmentId);
    const res = await post('updateDepartment', {
      ...editable(before),
      departmentName: 'Exploration & Drilling',
      hidePrice: true,
      itineraryShowSupplier: true,
      status: 'Inactive',
    });
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual(['Department updated.']);
    expect(res.body.result).toMatchObject({
      departmentName: 'Exploration & Drilling',
      hidePrice: true,
      itineraryShowSupplier: true,
      status: 'Inactive',
      clientId: ids.clientId,
      email: 'department@demo.test',
    });
    expect(await timeline('ClientDepartment', ids.departmentId)).toEqual([
      {
        actionName: 'Details Updated',
        reason: 'Changed: Department Name, Hide Price, Itinerary Show Supplier',
        oldStatus: 'Active',
        newStatus: 'Active',
        role: 'Admin',
      },
      { actionName: 'Status Change', reason: 'No Reason', oldStatus: 'Active', newStatus: 'Inactive', role: 'Admin' },
    ]);
    const inactive = await s.call('GET', `/api/admin/parties/Departments?status=Inactive&clientId=${ids.clientId}`, { token: t.admin });
    expect(inactive.body.items.map((d: { id: string }) => d.id)).toEqual([ids.departmentId]);
    // Nobody of a department switched off signs in, its staff included, and their sessions have ended.
    for (const who of ['department', 'staff']) {
      const login = await s.call('POST', '/auth/login', { body: { userName: `${who}@demo.test`, password: DEMO_PASSWORD } });
      expect(login.status, who).toBe(401);
      expect((await s.call('GET', '/api/accounts/me', { token: t[who] })).status, who).toBe(401);
    }
    // The client above it still works.
    expect((await s.call('GET', '/api/accounts/me', { token: t.client })).status).toBe(200);

    // Only the status: one Status Change, no Details Updated.
    const back = await post('updateDepartment', { ...editable(res.body.result), status: 'Active' });
    expect(back.body).toMatchObject({ success: true, result: { status: 'Active' } });
    const items = await timeline('ClientDepartment', ids.departmentId);
    expect(items.slice(2)).toEqual([
      { actionName: 'Status Change', reason: 'No Reason', oldStatus: 'Inactive', newStatus: 'Active', role: 'Admin' },
    ]);
    // Switched on again, both sign in again.
    t.department = (await s.member('department@demo.test')).token;
    t.staff = (await s.member('staff@demo.test')).token;
    expect((await s.call('GET', '/api/accounts/me', { token: t.staff })).status).toBe(200);
  });

  it('saves a staff member; a body without status keeps it; an invited one cannot be made Active by an edit', async () => {
    const before = await read('Staff', ids.staffId);
    const { status: _s, ...withoutStatus } = editable(before);
    const res = await post('updateStaff', { ...withoutStatus, phoneNumber: '0400 999 888', canViewSupplierInfo: true });
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual(['Staff member updated.']);
    expect(res.body.result).toMatchObject({ phoneNumber: '0400 999 888', canViewSupplierInfo: true, status: 'Active' });
    expect((await timeline('ClientStaff', ids.staffId)).map((i) => i.reason)).toEqual(['Changed: Phone Number, Can View Supplier Info']);

    await s.pool.query(`update client_staff set status = 'Invited' where id = $1`, [ids.staffId]);
    const invited = await post('updateStaff', { ...withoutStatus, status: 'Active' });
    expect(invited.status).toBe(400);
    expect(invited.body.errors).toEqual({
      status: ['This account is still invited: it becomes Active when the invitation is accepted.'],
    });
    // Its other details still save while it is invited.
    const named = await post('updateStaff', { ...withoutStatus, firstName: 'Samantha' });
    expect(named.body.result).toMatchObject({ firstName: 'Samantha', status: 'Invited' });
  });

  it("a changed client type reaches its users' sessions at the next renewal and new charters at once", async () => {
    const staffBefore = decodeJwt(t.staff!);
    expect(staffBefore.qGov).toBe(false);
    const client = editable(await read('Clients', ids.clientId));
    expect((await post('updateClient', { ...client, clientType: 'QGov' })).status).toBe(200);
    expect((await timeline('Client', ids.clientId)).at(-1)?.reason).toBe('Changed: Client Type');

    const renewed = await s.call('GET', '/auth/renewaccess', { token: t.staff });
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.body.accessToken.token).qGov).toBe(true);
    const charter = await createCharter(s, t.client!);
    const row = await s.pool.query('select q_gov from charter_requests where id = $1', [charter.id]);
    expect(row.rows[0].q_gov).toBe(true);

    await post('updateClient', { ...client, clientType: 'Generic' });
    const back = await s.call('GET', '/auth/renewaccess', { token: t.client });
    expect(decodeJwt(back.body.accessToken.token).qGov).toBe(false);
  });
});
