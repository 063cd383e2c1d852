import { describe, expect, it } from 'vitest';
import { ADMIN_TOOLS_MESSAGES as M, ONBOARDING_MESSAGES } from '@charter/shared';
import { DEMO_PASSWORD, type TestServer } from '../../../tests/harness.js';
import { DEMO_MEMBERS, withDemoMembers, type MemberIds } from '../../../tests/demo-members.js';

let s: TestServer;
const demo = withDemoMembers((server) => (s = server));
const t = demo.t;
// Filled in before the first test.
const ids = demo.ids as Record<(typeof DEMO_MEMBERS)[number], MemberIds>;

const post = (path: string, body: unknown, token = t.admin) => s.call('POST', path, { token, body });
const q = async (text: string, values: unknown[] = []) => (await s.pool.query(text, values)).rows;
const linkIn = (text: string, page: string) => {
  const m = new RegExp(`http://marketplace\\.test${page}/([0-9a-f-]{36})/([A-Za-z0-9_-]+)`).exec(text);
  if (!m) throw new Error(`no ${page} link in: ${text}`);
  return { id: m[1]!, token: m[2]! };
};
const timeline = async (type: string, id: string, action: string) =>
  (await q(`select reason from timeline_items where entity_type = $1 and entity_id = $2 and action_name = $3`, [type, id, action])).map(
    (r) => r.reason as string,
  );

describe('POST /api/admin/resetPassword', () => {
  it('is for admins only', async () => {
    for (const who of ['charteradmin', 'client', 'department', 'staff', 'supplier1']) {
      expect((await post('/api/admin/resetPassword', { role: 'ClientStaff', id: ids.staff.clientStaffId }, t[who])).status).toBe(403);
    }
  });

  it('e-mails the same reset link as the public form, which sets a new password; on the timeline and in the message log', async () => {
    const res = await post('/api/admin/resetPassword', { role: 'Supplier', id: ids.supplier2.supplierId });
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual([M.resetSent]);
    const mail = await s.smtp.waitFor((m) => m.to.includes('supplier2@demo.test') && m.subject.includes('Reset'));
    expect(mail.text).toContain('An administrator has sent you a link');
    const link = linkIn(mail.text, '/resetPassword');
    const reset = await s.call('POST', '/api/accounts/resetMyPassword/', {
      body: { id: link.id, token: link.token, password: 'brand-new-1', checkPassword: 'brand-new-1' },
    });
    expect(reset.status).toBe(200);
    expect((await s.login('supplier2@demo.test', 'brand-new-1')).accessToken.token).toBeTruthy();
    expect(await timeline('Supplier', ids.supplier2.supplierId!, 'Password Reset Sent')).toEqual([
      'Reset link e-mailed to supplier2@demo.test',
    ]);
    const logged = async () =>
      (await q(`select 1 from message_logs where supplier_id = $1 and name = 'Password Reset'`, [ids.supplier2.supplierId])).length;
    await expect.poll(logged, { timeout: 5000 }).toBe(1);
  });

  it('answers 404 for an unknown party and 400 for a party without a working sign-in', async () => {
    expect((await post('/api/admin/resetPassword', { role: 'Client', id: '00000000-0000-4000-8000-000000000009' })).status).toBe(404);
    expect((await post('/api/admin/resetPassword', { role: 'Nobody', id: ids.staff.clientStaffId })).status).toBe(400);
    const [c] = await q(
      `insert into clients (company_name, first_name, last_name, email) values ('No Login Co', 'N', 'L', 'nologin@x.test') returning id`,
    );
    const none = await post('/api/admin/resetPassword', { role: 'Client', id: c.id });
    expect([none.status, none.body.messages]).toEqual([400, [M.noSignIn]]);
  });
});

describe('change e-mail', () => {
  it('checks the address: valid, not the same, not used by another sign-in (409); admins only for the admin tool', async () => {
    const bad = await post('/api/admin/changeEmail', { role: 'ClientStaff', id: ids.staff.clientStaffId, newEmail: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.messages).toEqual(['Email looks a bit strange...']);
    const same = await post('/api/admin/changeEmail', { role: 'ClientStaff', id: ids.staff.clientStaffId, newEmail: 'STAFF@demo.test' });
    expect([same.status, same.body.messages]).toEqual([400, [M.emailSame]]);
    const taken = await post('/api/admin/changeEmail', { role: 'ClientStaff', id: ids.staff.clientStaffId, newEmail: 'client@demo.test' });
    expect([taken.status, taken.body.messages]).toEqual([409, [M.emailTaken]]);
    const notAdmin = await post(
      '/api/admin/changeEmail',
      { role: 'ClientStaff', id: ids.staff.clientStaffId, newEmail: 'x@y.test' },
      t.client,
    );
    expect(notAdmin.status).toBe(403);
    expect((await post('/api/accounts/changeEmail', { newEmail: 'x@y.test' }, '')).status).toBe(401);
  });

  it('an admin change waits for the link sent to the new address; the old address gets a notice; then both records change', async () => {
    const res = await post('/api/admin/changeEmail', {
      role: 'ClientDepartment',
      id: ids.department.clientDepartmentId,
      newEmail: 'Dept.New@Demo.test',
    });
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual([M.emailChangeSent]);
    const mail = await s.smtp.waitFor((m) => m.to.includes('dept.new@demo.test'));
    const notice = await s.smtp.waitFor((m) => m.to.includes('department@demo.test') && m.subject.includes('about to change'));
    expect(notice.text).toContain('dept.new@demo.test');
    // Nothing changed yet.
    expect((await s.login('department@demo.test')).accessToken.token).toBeTruthy();

    const link = linkIn(mail.text, '/confirmEmailChange');
    const lookup = await s.call('GET', `/api/accounts/confirmEmailChange/${link.id}`);
    expect(lookup.body).toMatchObject({ id: link.id, newEmail: 'dept.new@demo.test' });
    const wrong = await s.call('POST', '/api/accounts/confirmEmailChange', { body: { id: link.id, token: 'wrong' } });
    expect([wrong.status, wrong.body.messages]).toEqual([404, [ONBOARDING_MESSAGES.notFound]]);
    const done = await s.call('POST', '/api/accounts/confirmEmailChange', { body: link });
    expect(done.status).toBe(200);
    expect(done.body.messages).toEqual([M.emailChanged('dept.new@demo.test')]);
    const [user] = await q(`select email from users where id = $1`, [ids.department.userId]);
    const [party] = await q(`select email from client_departments where id = $1`, [ids.department.clientDepartmentId]);
    expect([user.email, party.email]).toEqual(['dept.new@demo.test', 'dept.new@demo.test']);
    expect((await s.login('dept.new@demo.test')).accessToken.token).toBeTruthy();
    await expect(s.login('department@demo.test')).rejects.toThrow(/401/);
    expect(await timeline('ClientDepartment', ids.department.clientDepartmentId!, 'E-mail Changed')).toEqual([
      'From department@demo.test to dept.new@demo.test',
    ]);

    const again = await s.call('POST', '/api/accounts/confirmEmailChange', { body: link });
    expect([again.status, again.body.messages]).toEqual([410, [ONBOARDING_MESSAGES.linkUsed]]);
    expect((await s.call('GET', `/api/accounts/confirmEmailChange/${link.id}`)).status).toBe(410);
  });

  it('a user changes their own e-mail from /me; a newer request replaces the older link; an expired link and a taken address are refused', async () => {
    const first = await post('/api/accounts/changeEmail', { newEmail: 'staff.one@demo.test' }, t.staff);
    expect(first.status).toBe(200);
    const firstLink = linkIn((await s.smtp.waitFor((m) => m.to.includes('staff.one@demo.test'))).text, '/confirmEmailChange');
    await post('/api/accounts/changeEmail', { newEmail: 'staff.two@demo.test' }, t.staff);
    const secondLink = linkIn((await s.smtp.waitFor((m) => m.to.includes('staff.two@demo.test'))).text, '/confirmEmailChange');
    const replaced = await s.call('POST', '/api/accounts/confirmEmailChange', { body: firstLink });
    expect([replaced.status, replaced.body.messages]).toEqual([410, [ONBOARDING_MESSAGES.linkReplaced]]);

    // Someone else took the address meanwhile.
    await q(`update users set email = 'staff.two@demo.test' where id = $1`, [ids.supplier1.userId]);
    const taken = await s.call('POST', '/api/accounts/confirmEmailChange', { body: secondLink });
    expect([taken.status, taken.body.messages]).toEqual([409, [M.emailTaken]]);
    await q(`update users set email = 'supplier1@demo.test' where id = $1`, [ids.supplier1.userId]);

    await q(`update account_links set expires_at = now() - interval '1 minute' where id = $1`, [secondLink.id]);
    const expired = await s.call('POST', '/api/accounts/confirmEmailChange', { body: secondLink });
    expect([expired.status, expired.body.messages]).toEqual([410, [ONBOARDING_MESSAGES.linkExpired]]);
    const [user] = await q(`select email from users where id = $1`, [ids.staff.userId]);
    expect(user.email).toBe('staff@demo.test');

    // The session stays; the renewed token carries the new address once confirmed.
    await post('/api/accounts/changeEmail', { newEmail: 'staff.three@demo.test' }, t.staff);
    const third = linkIn((await s.smtp.waitFor((m) => m.to.includes('staff.three@demo.test'))).text, '/confirmEmailChange');
    expect((await s.call('POST', '/api/accounts/confirmEmailChange', { body: third })).status).toBe(200);
    const renewed = await s.call('GET', '/auth/renewaccess', { token: t.staff });
    expect(renewed.status).toBe(200);
    const token = renewed.body.token ?? renewed.body.accessToken?.token ?? renewed.body.result?.accessToken?.token;
    const claims = JSON.parse(Buffer.from(String(token).split('.')[1]!, 'base64url').toString());
    expect(JSON.stringify(claims)).toContain('staff.three@demo.test');
    expect((await s.login('staff.three@demo.test', DEMO_PASSWORD)).accessToken.token).toBeTruthy();
  });
});

describe('POST /api/admin/sendEmails', () => {
  it('is for admins only and bounded', async () => {
    const body = { supplierIds: [ids.supplier1.supplierId], subject: 'Hello', message: 'Body' };
    for (const who of ['charteradmin', 'client', 'supplier1']) expect((await post('/api/admin/sendEmails', body, t[who])).status).toBe(403);
    const none = await post('/api/admin/sendEmails', { ...body, supplierIds: [] });
    expect([none.status, none.body.messages]).toEqual([400, [M.sendEmailsNone]]);
    const long = await post('/api/admin/sendEmails', { ...body, subject: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    const blank = await post('/api/admin/sendEmails', { ...body, message: ' \n ' });
    expect([blank.status, blank.body.messages]).toEqual([400, [M.messageRequired]]);
    const many = await post('/api/admin/sendEmails', { ...body, supplierIds: Array.from({ length: 501 }, () => ids.supplier1.supplierId) });
    expect([many.status, many.body.messages]).toEqual([400, [M.sendEmailsTooMany]]);
    expect((await post('/api/admin/sendEmails', { ...body, supplierIds: ['00000000-0000-4000-8000-000000000009'] })).status).toBe(404);
  });

  it('queues one message per operator address (sign-in and secondary addresses), each in the operator message log', async () => {
    await s.call('POST', '/api/suppliers/addSecondaryEmail', {
      token: t.supplier1,
      body: { supplierId: ids.supplier1.supplierId, email: 'ops@outback.test' },
    });
    const res = await post('/api/admin/sendEmails', {
      supplierIds: [ids.supplier1.supplierId, ids.supplier2.supplierId],
      subject: 'Fuel levy <b>update</b>',
      message: 'Dear operators,\n\nThe levy changes on 1 July.\u0007',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ operators: 2, messages: 3, skipped: [] });
    expect(res.body.messages).toEqual(['Sent to 2 operators.']);
    for (const to of ['supplier1@demo.test', 'ops@outback.test', 'supplier2@demo.test']) {
      const mail = await s.smtp.waitFor((m) => m.to.includes(to) && m.subject.startsWith('Fuel levy'));
      expect(mail.subject).toBe('Fuel levy bupdate/b');
      expect(mail.text).toContain('Dear operators,\n\nThe levy changes on 1 July.');
    }
    // The outbox worker writes the log row once the message is sent.
    const logged = async () =>
      (
        await q(`select to_email from message_logs where name = 'Admin E-mail' and supplier_id = $1 order by to_email`, [
          ids.supplier1.supplierId,
        ])
      ).map((r) => r.to_email);
    await expect.poll(logged, { timeout: 5000 }).toEqual(['ops@outback.test', 'supplier1@demo.test']);

    await q(`update suppliers set status = 'Inactive' where id = $1`, [ids.supplier2.supplierId]);
    const skip = await post('/api/admin/sendEmails', { supplierIds: [ids.supplier2.supplierId], subject: 'Hi', message: 'There' });
    await q(`update suppliers set status = 'Active' where id = $1`, [ids.supplier2.supplierId]);
    expect(skip.body.result).toMatchObject({ operators: 0, messages: 0, skipped: [{ id: ids.supplier2.supplierId }] });
  });
});
