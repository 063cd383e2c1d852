import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, decodeJwt, startTestServer, type TestServer } from '../../../tests/harness.js';
import { acceptInvitation } from '../../onboarding/invitations.js';

let s: TestServer;
const t: Record<string, string> = {};
let ownAdminId: string;

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'charteradmin', 'client', 'department', 'staff', 'supplier1'])
    t[who] = (await s.member(`${who}@demo.test`)).token;
  ownAdminId = (await s.pool.query(`select admin_id from users where email = 'admin@demo.test'`)).rows[0].admin_id;
});
afterAll(async () => {
  await s?.close();
});

const post = (path: string, body: unknown, token = t.admin) => s.call('POST', path, { token, body });
const get = (path: string, token = t.admin) => s.call('GET', path, { token });

let seq = 0;
const newPerson = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: `Lovelace${++seq}`,
  email: `ada.${seq}.${Date.now()}@admins.test`,
  phoneNumber: '07 3000 4000',
  companyName: 'Analytical Engines',
  ...over,
});

/** The invitation link e-mailed to `to`, read off the real SMTP capture. */
async function invitationLink(to: string, page: string) {
  const mail = await s.smtp.waitFor((m) => m.to.includes(to));
  const m = new RegExp(`http://marketplace\\.test${page}/([0-9a-f-]{36})/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!m) throw new Error(`no ${page} link in: ${mail.text}`);
  return { id: m[1]!, token: m[2]! };
}

async function timeline(type: string, id: string) {
  const res = await get(`/api/entityState/getTimeline/${type}/${id}`);
  expect(res.status).toBe(200);
  return res.body as { actionName: string; reason: string; oldStatus: string | null; newStatus: string; role: string }[];
}

/** Invites an admin and accepts the invitation: an Active admin with a password. */
async function activeAdmin(over: Record<string, unknown> = {}) {
  const body = newPerson(over);
  const added = await post('/api/admin/addAdmin', body);
  expect(added.status, added.text).toBe(200);
  const link = await invitationLink(body.email, '/clientAdminInvitation');
  await acceptInvitation(s.db, 'Admin', link.id, link.token, DEMO_PASSWORD);
  return { id: added.body.result.id as string, email: body.email };
}

describe('who manages admins and charter admins', () => {
  it('admins are managed by admins only; charter admins by admins and charter admins', async () => {
    const charter = (await s.pool.query(`select charter_admin_id from users where email = 'charteradmin@demo.test'`)).rows[0]
      .charter_admin_id;
    for (const who of ['charteradmin', 'client', 'department', 'staff', 'supplier1']) {
      expect((await get('/api/admin/admins?status=All', t[who])).status, who).toBe(403);
      expect((await get(`/api/admin/admins/${ownAdminId}`, t[who])).status, who).toBe(403);
      expect((await post('/api/admin/addAdmin', newPerson(), t[who])).status, who).toBe(403);
      expect((await post('/api/admin/updateAdmin', { id: ownAdminId, firstName: 'X', lastName: 'Y' }, t[who])).status, who).toBe(403);
      expect((await post('/api/admin/resendAdminInvitation', { id: ownAdminId }, t[who])).status, who).toBe(403);
      expect((await get(`/api/entityState/getTimeline/Admin/${ownAdminId}`, t[who])).status, who).toBe(403);
    }
    for (const who of ['client', 'department', 'staff', 'supplier1']) {
      expect((await get('/api/admin/charterAdmin/admins', t[who])).status, who).toBe(403);
      expect((await post('/api/admin/charterAdmin/addAdmin', newPerson(), t[who])).status, who).toBe(403);
    }
    for (const who of ['admin', 'charteradmin']) {
      const list = await get('/api/admin/charterAdmin/admins?status=All', t[who]);
      expect(list.status).toBe(200);
      expect(list.body.items.map((r: { email: string }) => r.email)).toContain('charteradmin@demo.test');
      expect((await get(`/api/admin/charterAdmin/admins/${charter}`, t[who])).body).toMatchObject({
        kind: 'CharterAdmin',
        status: 'Active',
      });
    }
    expect((await s.call('GET', '/api/admin/admins')).status).toBe(401);
    expect((await get('/api/admin/admins')).body.items.map((r: { email: string }) => r.email)).toContain('admin@demo.test');
  });

  it('a charter admin reads the client, department and staff lists but no details, and edits none', async () => {
    for (const list of ['Clients', 'Departments', 'Staff']) {
      const res = await get(`/api/admin/parties/${list}?status=All`, t.charteradmin);
      expect(res.status, list).toBe(200);
      expect(res.body.items.length, list).toBeGreaterThan(0);
    }
    const clients = (await get('/api/admin/parties/Clients', t.charteradmin)).body.items as { id: string; companyName: string }[];
    expect(clients.map((c) => c.companyName)).toContain('Demo Mining Co');
    expect((await get(`/api/admin/parties/Clients/${clients[0]!.id}`, t.charteradmin)).status).toBe(403);
    expect((await post('/api/admin/updateClient', { id: clients[0]!.id }, t.charteradmin)).status).toBe(403);
    expect((await post('/api/admin/updateStaff', {}, t.charteradmin)).status).toBe(403);
  });
});

describe('POST /api/admin/addAdmin', () => {
  it("answers the spec's messages for missing names, a strange e-mail and a bad phone", async () => {
    const empty = await post('/api/admin/addAdmin', { email: '' });
    expect(empty.status).toBe(400);
    const firstPerField = Object.fromEntries(Object.entries(empty.body.errors as Record<string, string[]>).map(([k, v]) => [k, v[0]]));
    expect(firstPerField).toMatchObject({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email looks a bit strange...',
      phoneNumber: 'Phone number is required',
    });
    const bad = await post('/api/admin/addAdmin', newPerson({ email: 'ada@', phoneNumber: 'call me' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toEqual(['Email looks a bit strange...']);
    expect(bad.body.errors.phoneNumber).toEqual(['Phone number is not valid']);
  });

  it('creates the admin as Invited, e-mails a /clientAdminInvitation/ link and records it on the timeline', async () => {
    const body = newPerson({ managesMessages: true, email: `Grace.${Date.now()}@Admins.test` });
    const res = await post('/api/admin/addAdmin', body);
    expect(res.status, res.text).toBe(200);
    expect(res.body.messages).toEqual(['Invitation sent.']);
    const email = body.email.toLowerCase();
    expect(res.body.result).toMatchObject({ kind: 'Admin', email, status: 'Invited', managesWorkflow: false, managesMessages: true });
    const id = res.body.result.id as string;

    const queued = await s.pool.query(`select payload->'message'->>'text' as text from outbox where payload->'message'->>'to' = $1`, [
      email,
    ]);
    expect(queued.rows).toHaveLength(1);
    expect(queued.rows[0].text).toMatch(/http:\/\/marketplace\.test\/clientAdminInvitation\/[0-9a-f-]{36}\//);
    await invitationLink(email, '/clientAdminInvitation');
    expect((await s.pool.query(`select status, password_hash from users where admin_id = $1`, [id])).rows).toEqual([
      { status: 'Invited', password_hash: null },
    ]);
    expect((await get('/api/admin/admins?status=Invited&search=grace')).body.items.map((r: { id: string }) => r.id)).toContain(id);
    expect((await get('/api/admin/admins?status=Active&search=grace')).body.items).toEqual([]);
    expect((await timeline('Admin', id)).map((i) => [i.actionName, i.newStatus])).toEqual([
      ['Created', 'Invited'],
      ['Invitation Sent', 'Invited'],
    ]);
  });

  it('refuses an e-mail address that already has an account (409), whatever its case or role', async () => {
    for (const email of ['ADMIN@demo.test', 'client@demo.test']) {
      const res = await post('/api/admin/addAdmin', newPerson({ email }));
      expect(res.status, email).toBe(409);
      expect(res.body.errors.email).toEqual(['An account with this e-mail address already exists.']);
    }
    const charter = await post('/api/admin/charterAdmin/addAdmin', newPerson({ email: 'supplier1@demo.test' }), t.charteradmin);
    expect(charter.status).toBe(409);
    expect((await s.pool.query(`select count(*)::int as n from admins where lower(email) = 'client@demo.test'`)).rows[0].n).toBe(0);
  });

  it('a charter admin invites a charter admin with a /charterAdminInvitation/ link, who can then sign in', async () => {
    const body = newPerson();
    const res = await post('/api/admin/charterAdmin/addAdmin', body, t.charteradmin);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({ kind: 'CharterAdmin', status: 'Invited', managesWorkflow: false });
    const link = await invitationLink(body.email, '/charterAdminInvitation');
    await acceptInvitation(s.db, 'CharterAdmin', link.id, link.token, DEMO_PASSWORD);
    expect((await s.call('POST', '/auth/login', { body: { userName: body.email, password: DEMO_PASSWORD } })).status).toBe(200);
    const after = await get(`/api/admin/charterAdmin/admins/${res.body.result.id}`, t.charteradmin);
    expect(after.body.status).toBe('Active');
    expect((await timeline('CharterAdmin', res.body.result.id)).map((i) => i.actionName)).toEqual([
      'Created',
      'Invitation Sent',
      'Invitation Accepted',
    ]);
  });
});

describe('POST /api/admin/updateAdmin', () => {
  it('changes the flags, which reach the session at its next renewal, and records them', async () => {
    const admin = await activeAdmin();
    const session = await s.member(admin.email);
    expect(decodeJwt(session.token)).toMatchObject({ role: 'Admin', managesWorkflow: false, managesMessages: false });
    const detail = (await get(`/api/admin/admins/${admin.id}`)).body;
    const res = await post('/api/admin/updateAdmin', {
      ...detail,
      managesMessages: true,
      managesWorkflow: true,
      companyName: 'Engines Pty',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.messages).toEqual(['Admin updated.']);
    expect(res.body.result).toMatchObject({ managesMessages: true, managesWorkflow: true, companyName: 'Engines Pty', status: 'Active' });

    // The token in hand still says what it said; the renewed one carries the new flags.
    expect(decodeJwt(session.token)).toMatchObject({ managesMessages: false });
    expect((await get('/api/admin/getEmailTemplates', session.token)).status).toBe(403);
    const renewed = await s.call('GET', '/auth/renewaccess', { token: session.token });
    expect(renewed.status).toBe(200);
    const token = renewed.body.accessToken.token as string;
    expect(decodeJwt(token)).toMatchObject({ managesMessages: true, managesWorkflow: true });
    expect((await get('/api/admin/getEmailTemplates', token)).status).toBe(200);

    const items = await timeline('Admin', admin.id);
    expect(items.at(-1)).toMatchObject({
      actionName: 'Details Updated',
      reason: 'Changed: Company Name, Manages Workflow, Manages Messages',
      oldStatus: 'Active',
      newStatus: 'Active',
      role: 'Admin',
    });
    // Saving the same again changes nothing and writes nothing.
    await post('/api/admin/updateAdmin', { ...res.body.result });
    expect(await timeline('Admin', admin.id)).toHaveLength(items.length);
  });

  it('refuses to let admins deactivate themselves or drop their own Manages Workflow', async () => {
    const me = (await get(`/api/admin/admins/${ownAdminId}`)).body;
    const off = await post('/api/admin/updateAdmin', { ...me, status: 'Inactive' });
    expect(off.status).toBe(400);
    expect(off.body.messages).toEqual(['You cannot deactivate your own account. Ask another administrator to do it.']);
    const flag = await post('/api/admin/updateAdmin', { ...me, managesWorkflow: false });
    expect(flag.status).toBe(400);
    expect(flag.body.errors.managesWorkflow).toEqual([
      'You cannot remove Manages Workflow from your own account. Ask another administrator to do it.',
    ]);
    expect((await get(`/api/admin/admins/${ownAdminId}`)).body).toMatchObject({ status: 'Active', managesWorkflow: true });

    const charter = (await s.pool.query(`select charter_admin_id from users where email = 'charteradmin@demo.test'`)).rows[0]
      .charter_admin_id;
    const mine = (await get(`/api/admin/charterAdmin/admins/${charter}`, t.charteradmin)).body;
    const charterOff = await post('/api/admin/charterAdmin/updateAdmin', { ...mine, status: 'Inactive' }, t.charteradmin);
    expect(charterOff.status).toBe(400);
    expect(charterOff.body.errors.status).toEqual(['You cannot deactivate your own account. Ask another administrator to do it.']);
  });

  it('deactivating ends the sessions and blocks sign-in at once; re-activating lets the person back in', async () => {
    const admin = await activeAdmin();
    const session = await s.member(admin.email);
    expect((await get('/api/admin/admins', session.token)).status).toBe(200);
    const detail = (await get(`/api/admin/admins/${admin.id}`)).body;

    const off = await post('/api/admin/updateAdmin', { ...detail, status: 'Inactive' });
    expect(off.status, off.text).toBe(200);
    expect(off.body.result.status).toBe('Inactive');
    expect((await get('/api/admin/admins', session.token)).status).toBe(401);
    const refresh = await s.call('POST', '/auth/refreshtoken', {
      body: { accessToken: session.accessToken.token, refreshToken: session.refreshTokens[0]!.token },
    });
    expect(refresh.status).toBe(401);
    const login = await s.call('POST', '/auth/login', { body: { userName: admin.email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(401);
    expect((await get('/api/admin/admins?status=Inactive')).body.items.map((r: { id: string }) => r.id)).toContain(admin.id);

    const on = await post('/api/admin/updateAdmin', { ...detail, status: 'Active' });
    expect(on.status).toBe(200);
    expect((await s.call('POST', '/auth/login', { body: { userName: admin.email, password: DEMO_PASSWORD } })).status).toBe(200);
    expect(
      (await timeline('Admin', admin.id)).filter((i) => i.actionName === 'Status Change').map((i) => [i.oldStatus, i.newStatus]),
    ).toEqual([
      ['Active', 'Inactive'],
      ['Inactive', 'Active'],
    ]);
  });

  it('keeps the e-mail read-only once accepted; while invited a corrected address gets a fresh invitation', async () => {
    const admin = await activeAdmin();
    const detail = (await get(`/api/admin/admins/${admin.id}`)).body;
    const change = await post('/api/admin/updateAdmin', { ...detail, email: `changed.${Date.now()}@admins.test` });
    expect(change.status).toBe(400);
    expect(change.body.errors.email).toEqual(['The e-mail address can only be changed while the invitation has not been accepted.']);

    const body = newPerson();
    const added = (await post('/api/admin/addAdmin', body)).body.result;
    const first = await invitationLink(body.email, '/clientAdminInvitation');
    const status = await post('/api/admin/updateAdmin', { ...added, status: 'Active' });
    expect(status.status).toBe(400);
    expect(status.body.messages).toEqual(['This account is still invited: it becomes Active when the invitation is accepted.']);
    const { status: _invited, ...invitedForm } = added;
    const taken = await post('/api/admin/updateAdmin', { ...invitedForm, email: 'staff@demo.test' });
    expect(taken.status).toBe(409);

    const corrected = `corrected.${Date.now()}@admins.test`;
    const fixed = await post('/api/admin/updateAdmin', { ...invitedForm, email: corrected });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body.result).toMatchObject({ email: corrected, status: 'Invited' });
    const second = await invitationLink(corrected, '/clientAdminInvitation');
    await expect(acceptInvitation(s.db, 'Admin', first.id, first.token, DEMO_PASSWORD)).rejects.toMatchObject({ statusCode: 410 });
    await acceptInvitation(s.db, 'Admin', second.id, second.token, DEMO_PASSWORD);
    expect((await s.call('POST', '/auth/login', { body: { userName: corrected, password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('answers 404 for no such admin and 400 for a malformed body', async () => {
    const missing = await post('/api/admin/updateAdmin', { id: '00000000-0000-4000-8000-000000000001', firstName: 'A', lastName: 'B' });
    expect(missing.status).toBe(404);
    expect((await get('/api/admin/admins/not-an-id')).status).toBe(404);
    const bad = await post('/api/admin/updateAdmin', { id: ownAdminId, firstName: '', lastName: 'B', status: 'Invited' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.firstName).toEqual(['First Name is required']);
    expect(bad.body.errors.status).toEqual(['Status must be Active or Inactive']);
  });
});

describe('POST /api/admin/resendAdminInvitation', () => {
  it('sends a new link while invited (the old one stops working) and refuses once accepted', async () => {
    const body = newPerson();
    const id = (await post('/api/admin/addAdmin', body)).body.result.id as string;
    const first = await invitationLink(body.email, '/clientAdminInvitation');
    const res = await post('/api/admin/resendAdminInvitation', { id });
    expect(res.status, res.text).toBe(200);
    expect(res.body.messages).toEqual(['Invitation re-sent.']);
    const links = await s.pool.query(
      `select count(*) filter (where replaced_at is null and used_at is null)::int as open, count(*)::int as total
       from account_links l join users u on u.id = l.user_id where u.admin_id = $1`,
      [id],
    );
    expect(links.rows[0]).toEqual({ open: 1, total: 2 });
    await expect(acceptInvitation(s.db, 'Admin', first.id, first.token, DEMO_PASSWORD)).rejects.toMatchObject({ statusCode: 410 });
    expect((await timeline('Admin', id)).map((i) => i.actionName)).toContain('Invitation Re-sent');

    const active = await activeAdmin();
    const again = await post('/api/admin/resendAdminInvitation', { id: active.id });
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual(['This invitation has already been accepted.']);
  });
});

describe('staff flags', () => {
  it('an admin sets managesWorkflow and managesMessages on a staff member; a client cannot grant them', async () => {
    const staffId = (await s.pool.query(`select client_staff_id from users where email = 'staff@demo.test'`)).rows[0].client_staff_id;
    const detail = (await get(`/api/admin/parties/Staff/${staffId}`)).body;
    expect(detail).toMatchObject({ managesWorkflow: false, managesMessages: false });
    const { email: _e, createdAt: _c, clientId: _ci, clientName: _cn, departmentId: _d, departmentName: _dn, ...editable } = detail;
    const byClient = await post('/api/admin/updateStaff', { ...editable, managesWorkflow: true }, t.client);
    expect(byClient.status).toBe(400);
    expect(byClient.body.errors.managesWorkflow).toEqual(['Only an administrator can change this.']);
    const byAdmin = await post('/api/admin/updateStaff', { ...editable, managesWorkflow: true, managesMessages: true });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(byAdmin.body.result).toMatchObject({ managesWorkflow: true, managesMessages: true });
    // The client's own save of the same staff member keeps them.
    const kept = await post(
      '/api/admin/updateStaff',
      { ...editable, managesWorkflow: true, managesMessages: true, firstName: 'Sam' },
      t.client,
    );
    expect(kept.status, kept.text).toBe(200);
    await post('/api/admin/updateStaff', { ...editable, managesWorkflow: false, managesMessages: false });
  });
});
