import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { idsOf } from '../../../tests/factories.js';
import {
  clientBody,
  countFor,
  departmentBody,
  invitationLink,
  messageLogOf,
  staffBody,
  supplierBody,
  timelineOf,
  uniqueEmail,
} from './invitations-test-support.js';

// Adding parties and inviting them (supplier-and-admin sections 2, 4 and 7; core section 6).
let s: TestServer;
const t: Record<string, string> = {};
let own: { clientId: string; departmentId: string };
let qgov: { clientId: string };

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'client', 'qgov', 'department', 'staff', 'charteradmin', 'supplier1']) {
    t[who] = (await s.member(`${who}@demo.test`)).token;
  }
  const staff = await idsOf(s, 'staff@demo.test');
  own = { clientId: staff.clientId!, departmentId: staff.clientDepartmentId! };
  qgov = { clientId: (await idsOf(s, 'qgov@demo.test')).clientId! };
});
afterAll(async () => {
  await s?.close();
});

const post = (path: string, body: unknown, token = t.admin) => s.call('POST', path, { token, body });
const statusOf = async (table: string, id: string) =>
  (await s.pool.query(`select status from ${table} where id = $1`, [id])).rows[0]?.status;
const userOf = async (email: string) =>
  (await s.pool.query(`select status, password_hash is null as "noPassword", role from users where lower(email) = lower($1)`, [email]))
    .rows[0];

describe('an admin adds and invites each kind of party', () => {
  it('adds a client: Invited, a sign-in without password, the e-mail, the message log and the timeline', async () => {
    const email = uniqueEmail('client');
    const res = await post('/api/admin/addClient', clientBody(email));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, messages: ['Client created and invitation sent.'], result: { email } });
    const id = res.body.result.id;
    expect(await statusOf('clients', id)).toBe('Invited');
    expect(await userOf(email)).toEqual({ status: 'Invited', noPassword: true, role: 'Client' });
    const link = await invitationLink(s, email);
    expect(link.page).toBe('clientInvitation');
    expect(link.mail.text).toContain('http://marketplace.test/clientInvitation/');
    expect(link.mail.text).toContain('for Outback Mining');
    expect(await messageLogOf(s, email)).toEqual([{ name: 'Invitation', clientId: id }]);
    expect(await timelineOf(s, 'Client', id)).toMatchObject([
      { actionName: 'Invitation Sent', oldStatus: 'Invited', newStatus: 'Invited' },
    ]);
    // The Invited filter of the clients list shows it.
    const list = await s.call('GET', '/api/admin/parties/Clients?status=Invited', { token: t.admin });
    expect(list.body.items.map((x: { id: string }) => x.id)).toContain(id);
  });

  it('adds a department under any client, staff under any department, and an operator', async () => {
    const deptEmail = uniqueEmail('dept');
    const dept = await post('/api/admin/addDepartment', departmentBody(qgov.clientId, deptEmail));
    expect(dept.status).toBe(200);
    expect((await invitationLink(s, deptEmail)).page).toBe('clientDepartmentInvitation');
    const staffEmail = uniqueEmail('staff');
    const staff = await post('/api/admin/addStaff', staffBody(dept.body.result.id, staffEmail));
    expect(staff.status).toBe(200);
    const row = await s.pool.query(`select client_master_id as c, status from client_staff where id = $1`, [staff.body.result.id]);
    expect(row.rows[0]).toEqual({ c: qgov.clientId, status: 'Invited' });
    expect((await invitationLink(s, staffEmail)).page).toBe('clientStaffInvitation');

    const supEmail = uniqueEmail('operator');
    const sup = await post('/api/suppliers/addSupplier', supplierBody(supEmail));
    expect(sup.status).toBe(200);
    expect(sup.body.messages).toEqual(['Operator created and invitation sent.']);
    expect(await statusOf('suppliers', sup.body.result.id)).toBe('Invited');
    expect((await invitationLink(s, supEmail)).page).toBe('supplierInvitation');
    const invited = await s.call('GET', '/api/suppliers/getByStatus/Invited', { token: t.admin });
    expect(invited.body.map((x: { id: string }) => x.id)).toContain(sup.body.result.id);
    // Editing the invited operator's profile keeps it Invited; setting its status is refused.
    const profile = (await s.call('GET', `/api/suppliers/get?id=${sup.body.result.id}`, { token: t.admin })).body;
    const saved = await post('/api/suppliers/update', { ...profile, companyPhone: '08 9000 5555', status: 'Active' });
    expect(saved.status).toBe(200);
    expect(await statusOf('suppliers', sup.body.result.id)).toBe('Invited');
    const set = await post('/api/suppliers/setSupplierStatus', { id: sup.body.result.id, status: 'Active' });
    expect(set.status).toBe(400);
  });

  it("answers the spec's messages for a form left empty", async () => {
    const res = await post('/api/admin/addClient', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      email: ['Email looks a bit strange...'],
      companyName: ['Company Name is required.'],
      companyAddress: ['Company Address is required.'],
      companyPhone: ['Phone number is required'],
      clientType: ['Client Type is required.'],
    });
    const dept = await post('/api/admin/addDepartment', { firstName: 'A' });
    expect(dept.body.errors).toMatchObject({ clientId: ['Client is required'], departmentPhone: ['Phone number is required'] });
  });

  it('refuses an e-mail address that already signs in, whatever its case, and adds nothing', async () => {
    const before = (await s.pool.query(`select count(*)::int as n from clients`)).rows[0].n;
    const res = await post('/api/admin/addClient', clientBody('Client@Demo.test'));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ email: ['An account with this e-mail address already exists.'] });
    expect((await s.pool.query(`select count(*)::int as n from clients`)).rows[0].n).toBe(before);
    const sup = await post('/api/suppliers/addSupplier', supplierBody('supplier1@demo.test'));
    expect(sup.status).toBe(409);
  });
});

describe('who may add whom', () => {
  it('a client adds its own departments and staff, and the admin-only flags stay off', async () => {
    const deptEmail = uniqueEmail('cdept');
    const dept = await post('/api/admin/addDepartment', { ...departmentBody(own.clientId, deptEmail), hidePrice: true }, t.client);
    expect(dept.status).toBe(200);
    const row = await s.pool.query(`select hide_price as h, client_master_id as c from client_departments where id = $1`, [
      dept.body.result.id,
    ]);
    expect(row.rows[0]).toEqual({ h: false, c: own.clientId });
    const link = await invitationLink(s, deptEmail);
    expect(link.mail.text).toContain('Chris Client of Demo Mining Co has invited you');
    const staffEmail = uniqueEmail('cstaff');
    const staff = await post('/api/admin/addStaff', staffBody(own.departmentId, staffEmail), t.client);
    expect(staff.status).toBe(200);
    expect(await timelineOf(s, 'ClientStaff', staff.body.result.id)).toMatchObject([{ actionName: 'Invitation Sent' }]);
  });

  it('a client cannot add under another client, nor add clients or operators', async () => {
    const email = uniqueEmail('nope');
    expect((await post('/api/admin/addDepartment', departmentBody(qgov.clientId, email), t.client)).status).toBe(404);
    const theirs = await s.pool.query(`select id from client_departments where client_master_id = $1 limit 1`, [qgov.clientId]);
    if (theirs.rows[0]) expect((await post('/api/admin/addStaff', staffBody(theirs.rows[0].id, email), t.client)).status).toBe(404);
    expect((await post('/api/admin/addClient', clientBody(email), t.client)).status).toBe(403);
    expect((await post('/api/suppliers/addSupplier', supplierBody(email), t.client)).status).toBe(403);
    expect(await userOf(email)).toBeUndefined();
  });

  it('departments, staff, operators and charter admins add nobody', async () => {
    for (const who of ['department', 'staff', 'supplier1', 'charteradmin']) {
      const email = uniqueEmail(who);
      expect((await post('/api/admin/addDepartment', departmentBody(own.clientId, email), t[who])).status).toBe(403);
      expect((await post('/api/admin/addStaff', staffBody(own.departmentId, email), t[who])).status).toBe(403);
      expect((await post('/api/admin/addClient', clientBody(email), t[who])).status).toBe(403);
      expect((await post('/api/suppliers/addSupplier', supplierBody(email), t[who])).status).toBe(403);
      expect((await post('/api/admin/resendInvitation', { role: 'ClientStaff', id: own.departmentId }, t[who])).status).toBe(403);
    }
  });
});

describe('re-sending and cancelling', () => {
  it('a re-send replaces the link: the old one answers "replaced", the new one works', async () => {
    const email = uniqueEmail('resend');
    const staff = await post('/api/admin/addStaff', staffBody(own.departmentId, email), t.client);
    const first = await invitationLink(s, email);
    const again = await post('/api/admin/resendInvitation', { role: 'ClientStaff', id: staff.body.result.id }, t.client);
    expect(again.status).toBe(200);
    expect(again.body.messages).toEqual(['Invitation re-sent: the earlier link no longer works.']);
    const second = await invitationLink(s, email, 1);
    expect(second.id).not.toBe(first.id);
    const old = await s.call('GET', `/api/accounts/clientStaffInvitation/${first.id}`);
    expect(old.status).toBe(410);
    expect(old.body.messages).toEqual(['A newer e-mail was sent for this account: use the link in the latest one.']);
    expect((await s.call('GET', `/api/accounts/clientStaffInvitation/${second.id}`)).status).toBe(200);
    expect((await timelineOf(s, 'ClientStaff', staff.body.result.id)).map((i) => i.actionName)).toEqual([
      'Invitation Sent',
      'Invitation Re-sent',
    ]);
    // Another client cannot re-send it (not there, to them); the admin can.
    expect((await post('/api/admin/resendInvitation', { role: 'ClientStaff', id: staff.body.result.id }, t.qgov)).status).toBe(404);
    expect((await post('/api/admin/resendInvitation', { role: 'ClientStaff', id: staff.body.result.id })).status).toBe(200);
    expect(countFor(s, email)).toBeGreaterThanOrEqual(2);
  });

  it('a cancel disables the sign-in and the link, is on the timeline, and a re-send reopens it', async () => {
    const email = uniqueEmail('cancel');
    const sup = await post('/api/suppliers/addSupplier', supplierBody(email));
    const id = sup.body.result.id;
    const link = await invitationLink(s, email);
    const cancelled = await post('/api/admin/cancelInvitation', { role: 'Supplier', id });
    expect(cancelled.status).toBe(200);
    expect(await statusOf('suppliers', id)).toBe('Inactive');
    expect((await userOf(email)).status).toBe('Inactive');
    const open = await s.call('GET', `/api/accounts/supplierInvitation/${link.id}`);
    expect(open.status).toBe(410);
    expect(open.body.messages).toEqual(['This link has expired. Ask for a new one.']);
    const accept = await s.call('POST', '/api/accounts/acceptSupplier', {
      body: { id: link.id, token: link.token, password: 'secret1', checkPassword: 'secret1' },
    });
    expect(accept.status).toBe(410);
    expect(await timelineOf(s, 'Supplier', id)).toMatchObject([
      { actionName: 'Invitation Sent' },
      { actionName: 'Invitation Cancelled', oldStatus: 'Invited', newStatus: 'Inactive' },
    ]);
    // Cancelling again: nothing is waiting.
    expect((await post('/api/admin/cancelInvitation', { role: 'Supplier', id })).status).toBe(409);

    const reopened = await post('/api/admin/resendInvitation', { role: 'Supplier', id });
    expect(reopened.status).toBe(200);
    expect(await statusOf('suppliers', id)).toBe('Invited');
    const fresh = await invitationLink(s, email, 1);
    expect((await s.call('GET', `/api/accounts/supplierInvitation/${fresh.id}`)).status).toBe(200);
  });

  it('refuses to re-send or cancel for an account that is already in use', async () => {
    const staff = await idsOf(s, 'staff@demo.test');
    const res = await post('/api/admin/resendInvitation', { role: 'ClientStaff', id: staff.clientStaffId });
    expect(res.status).toBe(409);
    expect(res.body.messages).toEqual(['This account is not waiting on an invitation.']);
    expect((await post('/api/admin/cancelInvitation', { role: 'ClientStaff', id: staff.clientStaffId })).status).toBe(409);
    expect((await post('/api/admin/resendInvitation', { role: 'Client', id: '00000000-0000-0000-0000-000000000000' })).status).toBe(404);
  });
});
