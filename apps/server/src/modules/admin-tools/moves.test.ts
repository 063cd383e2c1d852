import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOOLS_MESSAGES as M } from '@charter/shared';
import { hashPassword } from '../../auth/passwords.js';
import { DEMO_PASSWORD, type TestServer } from '../../../tests/harness.js';
import { addDepartmentWithStaff, createCharter, idsOf } from '../../../tests/factories.js';
import { insertCharter } from '../../../tests/charter-fixtures.js';
import { DEMO_MEMBERS, withDemoMembers, type MemberIds } from '../../../tests/demo-members.js';

let s: TestServer;
const demo = withDemoMembers((server) => (s = server));
const t = demo.t;
// Filled in before the first test.
const ids = demo.ids as Record<(typeof DEMO_MEMBERS)[number], MemberIds>;

const post = (path: string, body: unknown, token = t.admin) => s.call('POST', `/api/admin/${path}`, { token, body });
const q = async (text: string, values: unknown[] = []) => (await s.pool.query(text, values)).rows;

async function charterOwner(id: string) {
  const [row] = await q(
    `select client_id as "clientId", client_department_id as "departmentId", client_staff_id as "staffId", search_text as "searchText"
     from charter_requests where id = $1`,
    [id],
  );
  return row as { clientId: string; departmentId: string | null; staffId: string | null; searchText: string };
}

async function moved(type: string, id: string) {
  return (await q(
    `select reason, new_status as "newStatus" from timeline_items where entity_type = $1 and entity_id = $2 and action_name = 'Moved'`,
    [type, id],
  )) as { reason: string; newStatus: string }[];
}

/** A client of its own (Active), with a department and a staff member who signs in. */
async function freshClient(name: string) {
  const [client] = await q(
    `insert into clients (company_name, first_name, last_name, email) values ($1, 'Kim', 'Owner', $2) returning id`,
    [name, `${name.toLowerCase().replace(/\W/g, '')}@moves.test`],
  );
  const staffEmail = `staff-${name.toLowerCase().replace(/\W/g, '')}@moves.test`;
  const { departmentId, staffId } = await addDepartmentWithStaff(s, {
    clientId: client.id,
    departmentName: `${name} Ops`,
    staffEmail,
    password: DEMO_PASSWORD,
    hash: hashPassword,
  });
  return { clientId: client.id as string, departmentId, staffId, staffEmail };
}

/** A seat bought by this sign-in on a charter of the demo client (straight into the tables). */
async function purchaseBy(email: string): Promise<string> {
  const c = await insertCharter(s.pool, { status: 'Confirmed' });
  const [route] = await q(`select id, depart_time from charter_routes where charter_request_id = $1`, [c.id]);
  const [share] = await q(
    `insert into charter_shares (charter_request_id, route_id, seats_available, total_weight_available, purchased_seats, purchased_weight, depart_time)
     values ($1, $2, 1, 100, 1, 100, $3) returning id`,
    [c.id, route.id, route.depart_time],
  );
  const [u] = await q(`select id, client_id, client_department_id, client_staff_id from users where lower(email) = lower($1)`, [email]);
  const [p] = await q(
    `insert into share_purchases (share_id, charter_request_id, route_id, buyer_user_id, buyer_client_id, buyer_client_department_id,
       buyer_client_staff_id, passenger_name)
     values ($1, $2, $3, $4, $5, $6, $7, 'Moved Buyer') returning id`,
    [share.id, c.id, route.id, u.id, u.client_id, u.client_department_id, u.client_staff_id],
  );
  return p.id as string;
}

const buyerOf = async (purchaseId: string) =>
  (
    await q(
      `select buyer_client_id as "clientId", buyer_client_department_id as "departmentId", buyer_client_staff_id as "staffId"
       from share_purchases where id = $1`,
      [purchaseId],
    )
  )[0];

let other: Awaited<ReturnType<typeof freshClient>>;
beforeAll(async () => {
  other = await freshClient('Harbour Freight');
});

describe('admin moves', () => {
  it('are for admins only (403 for everyone else, 401 signed out)', async () => {
    const body = { staffId: ids.staff.clientStaffId, departmentId: other.departmentId };
    for (const who of ['charteradmin', 'client', 'department', 'staff', 'supplier1']) {
      for (const path of [
        'changeMasterDepartment',
        'changeMasterClient',
        'moveClientToDepartment',
        'moveDepartmentToStaff',
        'moveStaffToSupplier',
      ]) {
        expect((await post(path, body, t[who])).status, `${who} ${path}`).toBe(403);
      }
    }
    expect((await s.call('POST', '/api/admin/changeMasterDepartment', { body })).status).toBe(401);
    expect((await idsOf(s, 'staff@demo.test')).clientDepartmentId).toBe(ids.staff.clientDepartmentId);
  });

  it('refuse nonsense with clear messages: unknown ids 404, bad ids 400, itself, already there, an Inactive target', async () => {
    const missing = '00000000-0000-4000-8000-000000000001';
    expect((await post('changeMasterDepartment', { staffId: missing, departmentId: other.departmentId })).status).toBe(404);
    expect((await post('changeMasterDepartment', { staffId: ids.staff.clientStaffId, departmentId: missing })).status).toBe(404);
    expect((await post('changeMasterDepartment', { staffId: 'x', departmentId: other.departmentId })).status).toBe(400);
    const there = await post('changeMasterDepartment', { staffId: ids.staff.clientStaffId, departmentId: ids.staff.clientDepartmentId });
    expect(there.status).toBe(400);
    expect(there.body.messages).toEqual([M.moveAlreadyThere]);
    const home = await post('changeMasterClient', { departmentId: ids.department.clientDepartmentId, clientId: ids.client.clientId });
    expect(home.body.messages).toEqual([M.moveAlreadyThere]);
    const self = await post('moveClientToDepartment', { clientId: ids.client.clientId, targetClientId: ids.client.clientId });
    expect([self.status, self.body.messages]).toEqual([400, [M.moveSelf]]);
    const selfDept = await post('moveDepartmentToStaff', { departmentId: other.departmentId, targetDepartmentId: other.departmentId });
    expect([selfDept.status, selfDept.body.messages]).toEqual([400, [M.moveSelf]]);
    await q(`update client_departments set status = 'Inactive' where id = $1`, [other.departmentId]);
    const inactive = await post('changeMasterDepartment', { staffId: ids.staff.clientStaffId, departmentId: other.departmentId });
    await q(`update client_departments set status = 'Active' where id = $1`, [other.departmentId]);
    expect([inactive.status, inactive.body.messages]).toEqual([400, [M.targetNotActive]]);
    await q(`update clients set status = 'Invited' where id = $1`, [other.clientId]);
    const invited = await post('changeMasterClient', { departmentId: ids.department.clientDepartmentId, clientId: other.clientId });
    await q(`update clients set status = 'Active' where id = $1`, [other.clientId]);
    expect([invited.status, invited.body.messages]).toEqual([400, [M.targetNotActive]]);
    // Nothing moved.
    expect((await idsOf(s, 'staff@demo.test')).clientDepartmentId).toBe(ids.staff.clientDepartmentId);
  });

  it('changeMasterDepartment: the staff member, its charters, sign-in and messages go to the other client department; its sessions end', async () => {
    const fresh = await freshClient('Mover Staff Co');
    const session = await s.member(fresh.staffEmail);
    const charter = await createCharter(s, session.token);
    await q(
      `insert into message_logs (name, to_email, status, client_id, client_department_id, client_staff_id)
      values ('Test', $1, 'Sent', $2, $3, $4)`,
      [fresh.staffEmail, fresh.clientId, fresh.departmentId, fresh.staffId],
    );

    const res = await post('changeMasterDepartment', { staffId: fresh.staffId, departmentId: other.departmentId });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ partyType: 'ClientStaff', partyId: fresh.staffId, charters: 1, users: 1 });
    expect(res.body.messages).toEqual(['Moved.', '1 charter moved with it.', M.sessionsEnded]);

    const owner = await charterOwner(charter.id);
    expect(owner).toMatchObject({ clientId: other.clientId, departmentId: other.departmentId, staffId: fresh.staffId });
    expect(owner.searchText).toContain('harbour freight ops');
    expect(owner.searchText).not.toContain('mover staff co');
    expect(await idsOf(s, fresh.staffEmail)).toMatchObject({ clientId: other.clientId, clientDepartmentId: other.departmentId });
    const [msg] = await q(`select client_id, client_department_id from message_logs where client_staff_id = $1`, [fresh.staffId]);
    expect(msg).toEqual({ client_id: other.clientId, client_department_id: other.departmentId });

    // The old session is over; a new sign-in carries the new ids, and the charter shows under the new department.
    expect((await s.call('GET', '/api/accounts/me', { token: session.token })).status).toBe(401);
    const list = await s.call('GET', `/api/admin/parties/Staff?departmentId=${other.departmentId}`, { token: t.admin });
    expect(list.body.items.map((i: { id: string }) => i.id)).toContain(fresh.staffId);
    const again = await s.member(fresh.staffEmail);
    expect((await s.call('GET', `/api/charterRequest/get/${charter.id}`, { token: again.token })).status).toBe(200);

    expect((await moved('ClientStaff', fresh.staffId))[0]!.reason).toBe(
      'Moved from Mover Staff Co Ops (Mover Staff Co) to Harbour Freight Ops (Harbour Freight)',
    );
    expect((await moved('ClientDepartment', fresh.departmentId))[0]!.reason).toContain('moved to Harbour Freight Ops');
    expect((await moved('ClientDepartment', other.departmentId)).map((m) => m.reason)).toContainEqual(
      'Staff member Riley Other moved here from Mover Staff Co Ops (Mover Staff Co)',
    );
  });

  it('changeMasterClient: a department with its staff, charters and sign-ins moves under another client', async () => {
    const fresh = await freshClient('Dept Mover Co');
    const session = await s.member(fresh.staffEmail);
    const charter = await createCharter(s, session.token);
    const res = await post('changeMasterClient', { departmentId: fresh.departmentId, clientId: other.clientId });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ partyType: 'ClientDepartment', charters: 1, staff: 1, users: 1 });
    expect(await charterOwner(charter.id)).toMatchObject({
      clientId: other.clientId,
      departmentId: fresh.departmentId,
      staffId: fresh.staffId,
    });
    const [staff] = await q(`select client_master_id from client_staff where id = $1`, [fresh.staffId]);
    expect(staff.client_master_id).toBe(other.clientId);
    expect((await idsOf(s, fresh.staffEmail)).clientId).toBe(other.clientId);
    expect((await s.call('GET', '/api/accounts/me', { token: session.token })).status).toBe(401);
    const departments = await s.call('GET', `/api/admin/parties/Departments?clientId=${other.clientId}`, { token: t.admin });
    expect(departments.body.items.map((i: { id: string }) => i.id)).toContain(fresh.departmentId);
    expect((await moved('Client', other.clientId)).map((m) => m.reason)).toContainEqual(
      'Department Dept Mover Co Ops moved here from Dept Mover Co',
    );
  });

  it('moveClientToDepartment: the client becomes a department of the target; its departments, staff, charters and sign-ins follow; nothing points at it', async () => {
    const fresh = await freshClient('Merged Client');
    const clientEmail = 'merged-owner@moves.test';
    await q(`update clients set email = $2 where id = $1`, [fresh.clientId, clientEmail]);
    await q(`insert into users (email, role, client_id, password_hash) values ($1, 'Client', $2, $3)`, [
      clientEmail,
      fresh.clientId,
      await hashPassword(DEMO_PASSWORD),
    ]);
    const owner = await s.login(clientEmail, DEMO_PASSWORD);
    const staffSession = await s.member(fresh.staffEmail);
    const staffCharter = await createCharter(s, staffSession.token);
    const ownCharter = await createCharter(s, t.admin!, { clientId: fresh.clientId, clientDepartmentId: null, clientStaffId: null });
    const ownSeat = await purchaseBy(clientEmail);
    const staffSeat = await purchaseBy(fresh.staffEmail);
    await q(
      `insert into margin_details (owner_type, owner_id, margin_ownership, margin_type) values ('Client', $1, 'Self', 'Percentage')`,
      [fresh.clientId],
    );

    const res = await post('moveClientToDepartment', { clientId: fresh.clientId, targetClientId: other.clientId });
    expect(res.status).toBe(200);
    const newDept = res.body.result.partyId as string;
    expect(res.body.result).toMatchObject({ partyType: 'ClientDepartment', charters: 2, departments: 2, staff: 1 });

    expect(await charterOwner(ownCharter.id)).toMatchObject({ clientId: other.clientId, departmentId: newDept, staffId: null });
    expect(await charterOwner(staffCharter.id)).toMatchObject({ clientId: other.clientId, departmentId: fresh.departmentId });
    expect(await idsOf(s, clientEmail)).toMatchObject({ clientId: other.clientId, clientDepartmentId: newDept });
    const [u] = await q(`select role from users where lower(email) = $1`, [clientEmail]);
    expect(u.role).toBe('ClientDepartment');
    const [dept] = await q(`select department_name, email, client_master_id from client_departments where id = $1`, [newDept]);
    expect(dept).toEqual({ department_name: 'Merged Client', email: clientEmail, client_master_id: other.clientId });
    const [margin] = await q(`select owner_type from margin_details where owner_id = $1`, [newDept]);
    expect(margin.owner_type).toBe('ClientDepartment');
    // Seats bought follow their buyers (ADR 0016): the client's own to the new department, the staff member's under the target.
    expect(await buyerOf(ownSeat)).toEqual({ clientId: other.clientId, departmentId: newDept, staffId: null });
    expect(await buyerOf(staffSeat)).toEqual({ clientId: other.clientId, departmentId: fresh.departmentId, staffId: fresh.staffId });
    for (const [table, column] of [
      ['share_purchases', 'buyer_client_id'],
      ['charter_requests', 'client_id'],
      ['users', 'client_id'],
      ['client_departments', 'client_master_id'],
      ['client_staff', 'client_master_id'],
      ['message_logs', 'client_id'],
    ]) {
      expect((await q(`select count(*)::int as n from ${table} where ${column} = $1`, [fresh.clientId]))[0].n, table).toBe(0);
    }
    const [old] = await q(`select status from clients where id = $1`, [fresh.clientId]);
    expect(old.status).toBe('Inactive');
    expect((await s.call('GET', '/api/accounts/me', { token: owner.accessToken.token })).status).toBe(401);
    // Signed in again, the former client is the department and sees its charter.
    const again = await s.member(clientEmail);
    expect((await s.call('GET', `/api/charterRequest/get/${ownCharter.id}`, { token: again.token })).status).toBe(200);
    expect((await moved('Client', fresh.clientId))[0]).toEqual({ reason: 'Became a department of Harbour Freight', newStatus: 'Inactive' });
    expect((await moved('ClientDepartment', newDept))[0]!.reason).toBe('Made from the client Merged Client, moved under Harbour Freight');
  });

  it('moveDepartmentToStaff: the department becomes a staff member of the target; its staff and charters move to the target department', async () => {
    const fresh = await freshClient('Shrunk Dept Co');
    const deptEmail = `dept-staff-shrunkdeptco@moves.test`;
    await q(`insert into users (email, role, client_id, client_department_id, password_hash) values ($1, 'ClientDepartment', $2, $3, $4)`, [
      deptEmail,
      fresh.clientId,
      fresh.departmentId,
      await hashPassword(DEMO_PASSWORD),
    ]);
    const deptSession = await s.member(deptEmail);
    const ownCharter = await createCharter(s, deptSession.token);
    const staffCharter = await createCharter(s, (await s.member(fresh.staffEmail)).token);

    const res = await post('moveDepartmentToStaff', { departmentId: fresh.departmentId, targetDepartmentId: other.departmentId });
    expect(res.status).toBe(200);
    const newStaff = res.body.result.partyId as string;
    expect(res.body.result).toMatchObject({ partyType: 'ClientStaff', charters: 2, staff: 2 });
    expect(await charterOwner(ownCharter.id)).toEqual(
      expect.objectContaining({ clientId: other.clientId, departmentId: other.departmentId, staffId: newStaff }),
    );
    expect(await charterOwner(staffCharter.id)).toEqual(
      expect.objectContaining({ clientId: other.clientId, departmentId: other.departmentId, staffId: fresh.staffId }),
    );
    const [u] = await q(`select role, client_staff_id, client_department_id from users where email = $1`, [deptEmail]);
    expect(u).toEqual({ role: 'ClientStaff', client_staff_id: newStaff, client_department_id: other.departmentId });
    expect((await idsOf(s, fresh.staffEmail)).clientDepartmentId).toBe(other.departmentId);
    expect((await q(`select status from client_departments where id = $1`, [fresh.departmentId]))[0].status).toBe('Inactive');
    expect((await s.call('GET', '/api/accounts/me', { token: deptSession.token })).status).toBe(401);
    const staffList = await s.call('GET', `/api/admin/parties/Staff?departmentId=${other.departmentId}`, { token: t.admin });
    expect(staffList.body.items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([newStaff, fresh.staffId]));
  });

  it('moveStaffToSupplier: the person becomes an Active operator and signs in as one; the charters stay with the client', async () => {
    const fresh = await freshClient('Pilot Leaves Co');
    const session = await s.member(fresh.staffEmail);
    const charter = await createCharter(s, session.token);
    const res = await post('moveStaffToSupplier', { staffId: fresh.staffId, companyName: 'Riley Air\nServices' });
    expect(res.status).toBe(200);
    const supplierId = res.body.result.partyId as string;
    const [supplier] = await q(`select company_name, email, status from suppliers where id = $1`, [supplierId]);
    expect(supplier).toEqual({ company_name: 'Riley Air Services', email: fresh.staffEmail, status: 'Active' });
    expect(await idsOf(s, fresh.staffEmail)).toMatchObject({ supplierId, clientId: null, clientStaffId: null });
    expect(await charterOwner(charter.id)).toMatchObject({ clientId: fresh.clientId, staffId: fresh.staffId });
    expect((await q(`select status from client_staff where id = $1`, [fresh.staffId]))[0].status).toBe('Inactive');
    expect((await s.call('GET', '/api/accounts/me', { token: session.token })).status).toBe(401);
    const login = await s.login(fresh.staffEmail, DEMO_PASSWORD);
    const claims = JSON.parse(Buffer.from(login.accessToken.token.split('.')[1]!, 'base64url').toString());
    expect(JSON.stringify(claims)).toContain('Supplier');
    const list = await s.call('GET', '/api/suppliers/getByStatus/Active', { token: t.admin });
    expect(list.body.map((x: { id: string }) => x.id)).toContain(supplierId);
    expect((await moved('Supplier', supplierId))[0]!.reason).toBe(
      'Made from the staff member Riley Other of Pilot Leaves Co Ops (Pilot Leaves Co)',
    );
  });

  it('an Invited party cannot change role', async () => {
    const fresh = await freshClient('Invited Move Co');
    await q(`update client_staff set status = 'Invited' where id = $1`, [fresh.staffId]);
    const res = await post('moveStaffToSupplier', { staffId: fresh.staffId });
    expect([res.status, res.body.messages]).toEqual([400, [M.movedInvited]]);
  });
});
