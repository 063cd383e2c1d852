import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../tests/harness.js';
import { acceptInvitation } from '../../onboarding/invitations.js';
import { adminsWorld } from './admin-test-support.js';

const { w, t, post, get, newPerson, invitationLink, timeline, activeAdmin } = adminsWorld();

describe('who manages admins and charter admins', () => {
  it('admins are managed by admins only; charter admins by admins and charter admins', async () => {
    const charter = (await w.s.pool.query(`select charter_admin_id from users where email = 'charteradmin@demo.test'`)).rows[0]
      .charter_admin_id;
    for (const who of ['charteradmin', 'client', 'department', 'staff', 'supplier1']) {
      expect((await get('/api/admin/admins?status=All', t[who])).status, who).toBe(403);
      expect((await get(`/api/admin/admins/${w.ownAdminId}`, t[who])).status, who).toBe(403);
      expect((await post('/api/admin/addAdmin', newPerson(), t[who])).status, who).toBe(403);
      expect((await post('/api/admin/updateAdmin', { id: w.ownAdminId, firstName: 'X', lastName: 'Y' }, t[who])).status, who).toBe(403);
      expect((await post('/api/admin/resendAdminInvitation', { id: w.ownAdminId }, t[who])).status, who).toBe(403);
      expect((await get(`/api/entityState/getTimeline/Admin/${w.ownAdminId}`, t[who])).status, who).toBe(403);
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
    expect((await w.s.call('GET', '/api/admin/admins')).status).toBe(401);
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

    const queued = await w.s.pool.query(`select payload->'message'->>'text' as text from outbox where payload->'message'->>'to' = $1`, [
      email,
    ]);
    expect(queued.rows).toHaveLength(1);
    expect(queued.rows[0].text).toMatch(/http:\/\/marketplace\.test\/clientAdminInvitation\/[0-9a-f-]{36}\//);
    await invitationLink(email, '/clientAdminInvitation');
    expect((await w.s.pool.query(`select status, password_hash from users where admin_id = $1`, [id])).rows).toEqual([
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
    expect((await w.s.pool.query(`select count(*)::int as n from admins where lower(email) = 'client@demo.test'`)).rows[0].n).toBe(0);
  });

  it('a charter admin invites a charter admin with a /charterAdminInvitation/ link, who can then sign in', async () => {
    const body = newPerson();
    const res = await post('/api/admin/charterAdmin/addAdmin', body, t.charteradmin);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({ kind: 'CharterAdmin', status: 'Invited', managesWorkflow: false });
    const link = await invitationLink(body.email, '/charterAdminInvitation');
    await acceptInvitation(w.s.db, 'CharterAdmin', link.id, link.token, DEMO_PASSWORD);
    expect((await w.s.call('POST', '/auth/login', { body: { userName: body.email, password: DEMO_PASSWORD } })).status).toBe(200);
    const after = await get(`/api/admin/charterAdmin/admins/${res.body.result.id}`, t.charteradmin);
    expect(after.body.status).toBe('Active');
    expect((await timeline('CharterAdmin', res.body.result.id)).map((i) => i.actionName)).toEqual([
      'Created',
      'Invitation Sent',
      'Invitation Accepted',
    ]);
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
    const links = await w.s.pool.query(
      `select count(*) filter (where replaced_at is null and used_at is null)::int as open, count(*)::int as total
       from account_links l join users u on u.id = l.user_id where u.admin_id = $1`,
      [id],
    );
    expect(links.rows[0]).toEqual({ open: 1, total: 2 });
    await expect(acceptInvitation(w.s.db, 'Admin', first.id, first.token, DEMO_PASSWORD)).rejects.toMatchObject({ statusCode: 410 });
    expect((await timeline('Admin', id)).map((i) => i.actionName)).toContain('Invitation Re-sent');

    const active = await activeAdmin();
    const resentAccepted = await post('/api/admin/resendAdminInvitation', { id: active.id });
    expect(resentAccepted.status).toBe(409);
    expect(resentAccepted.body.messages).toEqual(['This invitation has already been accepted.']);
  });
});

describe('staff flags', () => {
  it('an admin sets managesWorkflow and managesMessages on a staff member; a client cannot grant them', async () => {
    const staffId = (await w.s.pool.query(`select client_staff_id from users where email = 'staff@demo.test'`)).rows[0].client_staff_id;
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
