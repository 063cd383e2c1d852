import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, decodeJwt } from '../../../tests/harness.js';
import { acceptInvitation } from '../../onboarding/invitations.js';
import { adminsWorld } from './admin-test-support.js';

const { w, t, post, get, newPerson, invitationLink, timeline, activeAdmin } = adminsWorld();

describe('POST /api/admin/updateAdmin', () => {
  it('changes the flags, which reach the session at its next renewal, and records them', async () => {
    const admin = await activeAdmin();
    const session = await w.s.member(admin.email);
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
    const renewed = await w.s.call('GET', '/auth/renewaccess', { token: session.token });
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
    const me = (await get(`/api/admin/admins/${w.ownAdminId}`)).body;
    const off = await post('/api/admin/updateAdmin', { ...me, status: 'Inactive' });
    expect(off.status).toBe(400);
    expect(off.body.messages).toEqual(['You cannot deactivate your own account. Ask another administrator to do it.']);
    const flag = await post('/api/admin/updateAdmin', { ...me, managesWorkflow: false });
    expect(flag.status).toBe(400);
    expect(flag.body.errors.managesWorkflow).toEqual([
      'You cannot remove Manages Workflow from your own account. Ask another administrator to do it.',
    ]);
    expect((await get(`/api/admin/admins/${w.ownAdminId}`)).body).toMatchObject({ status: 'Active', managesWorkflow: true });

    const charter = (await w.s.pool.query(`select charter_admin_id from users where email = 'charteradmin@demo.test'`)).rows[0]
      .charter_admin_id;
    const mine = (await get(`/api/admin/charterAdmin/admins/${charter}`, t.charteradmin)).body;
    const charterOff = await post('/api/admin/charterAdmin/updateAdmin', { ...mine, status: 'Inactive' }, t.charteradmin);
    expect(charterOff.status).toBe(400);
    expect(charterOff.body.errors.status).toEqual(['You cannot deactivate your own account. Ask another administrator to do it.']);
  });

  it('deactivating ends the sessions and blocks sign-in at once; re-activating lets the person back in', async () => {
    const admin = await activeAdmin();
    const session = await w.s.member(admin.email);
    expect((await get('/api/admin/admins', session.token)).status).toBe(200);
    const detail = (await get(`/api/admin/admins/${admin.id}`)).body;

    const off = await post('/api/admin/updateAdmin', { ...detail, status: 'Inactive' });
    expect(off.status, off.text).toBe(200);
    expect(off.body.result.status).toBe('Inactive');
    expect((await get('/api/admin/admins', session.token)).status).toBe(401);
    const refresh = await w.s.call('POST', '/auth/refreshtoken', {
      body: { accessToken: session.accessToken.token, refreshToken: session.refreshTokens[0]!.token },
    });
    expect(refresh.status).toBe(401);
    const login = await w.s.call('POST', '/auth/login', { body: { userName: admin.email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(401);
    expect((await get('/api/admin/admins?status=Inactive')).body.items.map((r: { id: string }) => r.id)).toContain(admin.id);

    const on = await post('/api/admin/updateAdmin', { ...detail, status: 'Active' });
    expect(on.status).toBe(200);
    expect((await w.s.call('POST', '/auth/login', { body: { userName: admin.email, password: DEMO_PASSWORD } })).status).toBe(200);
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
    await expect(acceptInvitation(w.s.db, 'Admin', first.id, first.token, DEMO_PASSWORD)).rejects.toMatchObject({ statusCode: 410 });
    await acceptInvitation(w.s.db, 'Admin', second.id, second.token, DEMO_PASSWORD);
    expect((await w.s.call('POST', '/auth/login', { body: { userName: corrected, password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('answers 404 for no such admin and 400 for a malformed body', async () => {
    const missing = await post('/api/admin/updateAdmin', { id: '00000000-0000-4000-8000-000000000001', firstName: 'A', lastName: 'B' });
    expect(missing.status).toBe(404);
    expect((await get('/api/admin/admins/not-an-id')).status).toBe(404);
    const bad = await post('/api/admin/updateAdmin', { id: w.ownAdminId, firstName: '', lastName: 'B', status: 'Invited' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.firstName).toEqual(['First Name is required']);
    expect(bad.body.errors.status).toEqual(['Status must be Active or Inactive']);
  });
});
