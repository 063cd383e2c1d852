import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.js';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../../tests/harness.js';
import { addDepartmentWithStaff, idsOf } from '../../../tests/factories.js';

// A client manages its own departments and staff (core section 6; /manageDepartments, /manageStaff).
let s: TestServer;
const t: Record<string, string> = {};
let own: { clientId: string; departmentId: string; staffId: string };
let other: { clientId: string; departmentId: string; staffId: string };

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'client', 'qgov', 'department', 'staff', 'charteradmin', 'supplier1']) {
    t[who] = (await s.member(`${who}@demo.test`)).token;
  }
  const staff = await idsOf(s, 'staff@demo.test');
  own = { clientId: staff.clientId!, departmentId: staff.clientDepartmentId!, staffId: staff.clientStaffId! };
  // Another client (the QGov demo client) with a department and staff member of its own.
  const qgov = await idsOf(s, 'qgov@demo.test');
  const added = await addDepartmentWithStaff(s, {
    clientId: qgov.clientId!,
    departmentName: 'Wards',
    staffEmail: 'nurse@demo.test',
    password: DEMO_PASSWORD,
    hash: hashPassword,
  });
  other = { clientId: qgov.clientId!, ...added };
});
afterAll(async () => {
  await s?.close();
});

const get = (token: string | undefined, url: string) => s.call('GET', url, { token });
const post = (path: string, body: unknown, token = t.client) => s.call('POST', `/api/admin/${path}`, { token, body });
const ids = (body: { items: { id: string }[] }) => body.items.map((x) => x.id);

/** A detail as the web form sends it back: without the read-only fields. */
function editable(detail: Record<string, unknown>) {
  const { email: _e, createdAt: _c, clientId: _ci, clientName: _cn, departmentId: _di, ...rest } = detail;
  if ('phoneNumber' in rest) delete rest.departmentName;
  return rest;
}

async function timeline(type: string, id: string) {
  const r = await s.pool.query(
    `select action_name as "actionName", reason, role from timeline_items where entity_type = $1 and entity_id = $2 order by time_stamp, id`,
    [type, id],
  );
  return r.rows as { actionName: string; reason: string; role: string }[];
}

describe('a client reads its own departments and staff', () => {
  it('lists only its own, whatever client or department it asks for', async () => {
    const depts = await get(t.client, '/api/admin/parties/Departments');
    expect(depts.status).toBe(200);
    expect(ids(depts.body)).toEqual([own.departmentId]);
    const asked = await get(t.client, `/api/admin/parties/Departments?clientId=${other.clientId}`);
    expect(ids(asked.body)).toEqual([own.departmentId]);
    const staff = await get(t.client, `/api/admin/parties/Staff?departmentId=${other.departmentId}`);
    expect(staff.body).toEqual({ items: [], total: 0 });
    expect(ids((await get(t.client, '/api/admin/parties/Staff')).body)).toEqual([own.staffId]);
    // The other client sees its own, not these.
    expect(ids((await get(t.qgov, '/api/admin/parties/Departments')).body)).toEqual([other.departmentId]);
    expect(ids((await get(t.qgov, '/api/admin/parties/Staff')).body)).toEqual([other.staffId]);
  });

  it("reads one of its own, and gets 404 for another client's", async () => {
    const dept = await get(t.client, `/api/admin/parties/Departments/${own.departmentId}`);
    expect(dept.status).toBe(200);
    expect(dept.body).toMatchObject({ id: own.departmentId, departmentName: 'Exploration' });
    expect((await get(t.client, `/api/admin/parties/Staff/${own.staffId}`)).body).toMatchObject({ email: 'staff@demo.test' });
    expect((await get(t.client, `/api/admin/parties/Departments/${other.departmentId}`)).status).toBe(404);
    expect((await get(t.client, `/api/admin/parties/Staff/${other.staffId}`)).status).toBe(404);
    expect((await get(t.client, '/api/admin/parties/Staff/not-a-uuid')).status).toBe(404);
  });

  it('never lists or reads clients', async () => {
    expect((await get(t.client, '/api/admin/parties/Clients')).status).toBe(403);
    expect((await get(t.client, `/api/admin/parties/Clients/${own.clientId}`)).status).toBe(403);
  });

  it('lets a department read its own staff only, and refuses staff, suppliers and (but the lists) charter admins', async () => {
    expect(ids((await get(t.department, '/api/admin/parties/Staff')).body)).toEqual([own.staffId]);
    expect((await get(t.department, `/api/admin/parties/Staff/${own.staffId}`)).status).toBe(200);
    expect((await get(t.department, `/api/admin/parties/Staff/${other.staffId}`)).status).toBe(404);
    expect((await get(t.department, '/api/admin/parties/Departments')).status).toBe(403);
    for (const who of ['staff', 'supplier1', 'charteradmin']) {
      // A charter admin looks every client's departments and staff up (read only, no details).
      const lists = who === 'charteradmin' ? 200 : 403;
      expect((await get(t[who], '/api/admin/parties/Departments')).status, who).toBe(lists);
      expect((await get(t[who], '/api/admin/parties/Staff')).status, who).toBe(lists);
      expect((await get(t[who], `/api/admin/parties/Staff/${own.staffId}`)).status, who).toBe(403);
    }
  });
});

describe('a client edits its own departments and staff', () => {
  it('saves a department, with a timeline item naming what changed', async () => {
    const before = (await get(t.client, `/api/admin/parties/Departments/${own.departmentId}`)).body;
    const res = await post('updateDepartment', {
      ...editable(before),
      departmentDescription: 'Drilling and survey crews',
      departmentPhone: '07 3000 1777',
      status: 'Active',
    });
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual(['Department updated.']);
    expect(res.body.result).toMatchObject({ departmentDescription: 'Drilling and survey crews', departmentPhone: '07 3000 1777' });
    const reread = (await get(t.admin, `/api/admin/parties/Departments/${own.departmentId}`)).body;
    expect(reread.departmentDescription).toBe('Drilling and survey crews');
    expect((await timeline('ClientDepartment', own.departmentId)).at(-1)).toMatchObject({
      actionName: 'Details Updated',
      reason: 'Changed: Department Description, Department Phone',
      role: 'Client',
    });
  });

  it('saves a staff member, including making them Inactive', async () => {
    const before = (await get(t.client, `/api/admin/parties/Staff/${own.staffId}`)).body;
    const res = await post('updateStaff', { ...editable(before), lastName: 'Stone', status: 'Inactive' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ lastName: 'Stone', status: 'Inactive' });
    const items = await timeline('ClientStaff', own.staffId);
    expect(items.slice(-2).map((i) => i.actionName)).toEqual(['Details Updated', 'Status Change']);
    // A staff member the client switched off no longer gets in.
    expect((await get(t.staff, '/api/accounts/me')).status).toBe(401);
    // Put back for the other tests: switched on, the staff member signs in again.
    expect((await post('updateStaff', { ...editable(before), status: 'Active' })).status).toBe(200);
    t.staff = (await s.member('staff@demo.test')).token;
  });

  it('cannot change the admin-only flags; sending them unchanged or leaving them out keeps them', async () => {
    await s.pool.query('update client_departments set hide_price = true, can_view_supplier_info = true where id = $1', [own.departmentId]);
    const before = (await get(t.client, `/api/admin/parties/Departments/${own.departmentId}`)).body;
    const refused = await post('updateDepartment', { ...editable(before), hidePrice: false, canViewSupplierInfo: false });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      hidePrice: ['Only an administrator can change this.'],
      canViewSupplierInfo: ['Only an administrator can change this.'],
    });
    const staff = (await get(t.client, `/api/admin/parties/Staff/${own.staffId}`)).body;
    const staffRefused = await post('updateStaff', { ...editable(staff), canViewSupplierInfo: !staff.canViewSupplierInfo });
    expect(staffRefused.status).toBe(400);
    expect(staffRefused.body.errors.canViewSupplierInfo).toEqual(['Only an administrator can change this.']);

    // Left out (the schema would default them to false): kept as stored.
    const { hidePrice: _h, canViewSupplierInfo: _v, ...rest } = editable(before);
    const saved = await post('updateDepartment', { ...rest, departmentName: 'Exploration & Survey' });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ departmentName: 'Exploration & Survey', hidePrice: true, canViewSupplierInfo: true });
    // An admin still sets them.
    const admin = await post('updateDepartment', { ...editable(saved.body.result), hidePrice: false }, t.admin);
    expect(admin.status).toBe(200);
    expect(admin.body.result.hidePrice).toBe(false);
  });

  it("gets 404 for another client's department or staff, which stay unchanged", async () => {
    const dept = (await get(t.admin, `/api/admin/parties/Departments/${other.departmentId}`)).body;
    expect((await post('updateDepartment', { ...editable(dept), departmentName: 'Taken' })).status).toBe(404);
    const staff = (await get(t.admin, `/api/admin/parties/Staff/${other.staffId}`)).body;
    // A valid body (the added staff member has no phone yet), so only ownership can refuse it.
    expect((await post('updateStaff', { ...editable(staff), phoneNumber: '07 3000 1300', firstName: 'Taken' })).status).toBe(404);
    expect((await get(t.admin, `/api/admin/parties/Departments/${other.departmentId}`)).body.departmentName).toBe('Wards');
    expect((await get(t.admin, `/api/admin/parties/Staff/${other.staffId}`)).body.firstName).toBe('Riley');
  });

  it('is refused to departments, staff, suppliers and charter admins', async () => {
    const dept = (await get(t.admin, `/api/admin/parties/Departments/${own.departmentId}`)).body;
    const staff = (await get(t.admin, `/api/admin/parties/Staff/${own.staffId}`)).body;
    for (const who of ['department', 'staff', 'supplier1', 'charteradmin']) {
      expect((await post('updateDepartment', { ...editable(dept), departmentName: 'Taken' }, t[who])).status, who).toBe(403);
      expect((await post('updateStaff', { ...editable(staff), firstName: 'Taken' }, t[who])).status, who).toBe(403);
    }
    expect((await get(t.admin, `/api/admin/parties/Staff/${own.staffId}`)).body.firstName).toBe(staff.firstName);
  });
});
