import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, startTestServer, type TestServer } from '../../../tests/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

function resetLink(text: string): { id: string; token: string } {
  const m = /http:\/\/marketplace\.test\/resetPassword\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no reset link in: ${text}`);
  return { id: m[1]!, token: m[2]! };
}

describe('password reset', () => {
  it('e-mails a single-use link over SMTP, which sets a new password and signs out old sessions', async () => {
    const before = await s.login('staff@demo.test');
    const res = await s.call('POST', '/api/accounts/requestPasswordReset', { body: { email: 'Staff@Demo.test' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      messages: ['If you have an account registered with the product, we will send you a reset link to the email address provided.'],
    });
    const mail = await s.smtp.waitFor((m) => m.to.includes('staff@demo.test'));
    expect(mail.subject).toMatch(/Reset your .* password/);
    const { id, token } = resetLink(mail.text);

    // The page checks its link on load; checking spends nothing.
    const check = (body: Record<string, unknown>) => s.call('POST', '/api/accounts/checkPasswordReset', { body });
    for (let i = 0; i < 2; i++) {
      expect((await check({ id, token })).body).toEqual({ success: true, messages: ['This link can be used to choose a new password.'] });
    }
    const forged = await check({ id, token: `${token}x` });
    expect(forged.status).toBe(404);
    expect(forged.body.messages).toEqual(['Could not find anything matching your request.']);
    expect((await check({ id: 'not-an-id', token })).status).toBe(400);

    const short = await s.call('POST', '/api/accounts/resetMyPassword/', { body: { id, token, password: '12345' } });
    expect(short.status).toBe(400);
    expect(short.body.messages).toEqual(['Your password must be at least 6 characters long.']);

    const wrongToken = await s.call('POST', '/api/accounts/resetMyPassword/', {
      body: { id, token: `${token}x`, password: 'brand-new-1' },
    });
    expect(wrongToken.status).toBe(400);
    expect(wrongToken.body.messages[0]).toBe('Failed to reset password');

    const done = await s.call('POST', '/api/accounts/resetMyPassword/', { body: { id, token, password: 'brand-new-1' } });
    expect(done.status).toBe(200);
    expect(done.body.success).toBe(true);

    // Single use.
    const again = await s.call('POST', '/api/accounts/resetMyPassword/', { body: { id, token, password: 'another-one-2' } });
    expect(again.status).toBe(400);
    expect(again.body.messages).toEqual(['Failed to reset password', 'This link has already been used. Log in, or ask for a new one.']);
    const used = await check({ id, token });
    expect(used.status).toBe(410);
    expect(used.body.messages).toEqual(['This link has already been used. Log in, or ask for a new one.']);

    expect((await s.call('POST', '/auth/login', { body: { userName: 'staff@demo.test', password: 'demo-pass-1' } })).status).toBe(401);
    expect((await s.call('POST', '/auth/login', { body: { userName: 'staff@demo.test', password: 'brand-new-1' } })).status).toBe(200);
    expect((await s.call('GET', '/auth/renewaccess', { token: before.accessToken.token })).status).toBe(401);

    // The message log records what was sent, for the owner's message screens.
    const log = await s.pool.query(`select name, to_email, status, client_staff_id is not null as scoped from message_logs`);
    expect(log.rows).toContainEqual({ name: 'Password Reset', to_email: 'staff@demo.test', status: 'Sent', scoped: true });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await s.call('POST', '/api/accounts/requestPasswordReset', { body: { email: 'ghost@demo.test' } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const queued = await s.pool.query(`select count(*)::int as n from outbox where payload->'message'->>'to' = 'ghost@demo.test'`);
    expect(queued.rows[0].n).toBe(0);
  });

  it('rejects a malformed address with the spec message', async () => {
    const res = await s.call('POST', '/api/accounts/requestPasswordReset', { body: { email: 'ghost@' } });
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(['Email looks a bit strange...']);
  });

  it('an expired link does not work', async () => {
    await s.call('POST', '/api/accounts/requestPasswordReset', { body: { email: 'supplier2@demo.test' } });
    const { id, token } = resetLink((await s.smtp.waitFor((m) => m.to.includes('supplier2@demo.test'))).text);
    await s.pool.query(`update password_resets set expires_at = now() - interval '1 minute' where id = $1`, [id]);
    const checked = await s.call('POST', '/api/accounts/checkPasswordReset', { body: { id, token } });
    expect(checked.status).toBe(410);
    expect(checked.body.messages).toEqual(['This link has expired. Ask for a new one.']);
    const res = await s.call('POST', '/api/accounts/resetMyPassword/', { body: { id, token, password: 'brand-new-1' } });
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(['Failed to reset password', 'This link has expired. Ask for a new one.']);
  });
});

describe('terms and conditions', () => {
  it('a new user must accept the current terms before using the product; acceptance is recorded', async () => {
    const t = await s.login('client@demo.test');
    expect(decodeJwt(t.accessToken.token).termsAccepted).toBe(false);
    const blocked = await s.call('GET', '/api/accounts/me', { token: t.accessToken.token });
    expect(blocked.status).toBe(403);

    const terms = await s.call('GET', '/api/accounts/terms', { token: t.accessToken.token });
    expect(terms.status).toBe(200);
    expect(terms.body.label).toBe('Marketplace Terms and Conditions');
    expect(terms.body.terms.length).toBeGreaterThan(100);

    const bad = await s.call('POST', '/api/accounts/acceptTerms', {
      token: t.accessToken.token,
      body: { termsId: '00000000-0000-0000-0000-000000000000' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.messages[0]).toBe('Error Accepting Terms');

    const ok = await s.call('POST', '/api/accounts/acceptTerms', { token: t.accessToken.token, body: { termsId: terms.body.id } });
    expect(ok.status).toBe(200);
    const fresh = ok.body.result.accessToken.token;
    expect(decodeJwt(fresh).termsAccepted).toBe(true);
    expect((await s.call('GET', '/api/accounts/me', { token: fresh })).status).toBe(200);
    // A later sign-in remembers it.
    expect(decodeJwt((await s.login('client@demo.test')).accessToken.token).termsAccepted).toBe(true);
  });
});

describe('/me', () => {
  it('each role reads its own record and saves it with the spec messages', async () => {
    const dept = await s.member('department@demo.test');
    const me = await s.call('GET', '/api/accounts/me', { token: dept.token });
    expect(me.body).toMatchObject({ role: 'ClientDepartment', email: 'department@demo.test' });
    expect(me.body.fields).toMatchObject({ departmentName: 'Exploration', firstName: 'Dana', departmentPhone: '07 3000 1100' });

    const invalid = await s.call('POST', '/api/accounts/updateMe', {
      token: dept.token,
      body: { ...me.body.fields, firstName: '', lastName: ' ', departmentPhone: 'call me' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.firstName).toEqual(['First Name is required']);
    expect(invalid.body.errors.lastName).toEqual(['Last Name is required']);
    expect(invalid.body.errors.departmentPhone).toEqual(['Phone number is not valid']);
    expect((await s.call('GET', '/api/accounts/me', { token: dept.token })).body.fields.firstName).toBe('Dana');

    const saved = await s.call('POST', '/api/accounts/updateMe', {
      token: dept.token,
      body: { ...me.body.fields, firstName: 'Danielle', notesForSupplier: 'Gate 3\nafter 6am <script>' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.messages).toEqual(['Updated your account.']);
    expect(saved.body.result.record.fields.firstName).toBe('Danielle');
    expect(saved.body.result.record.fields.notesForSupplier).toBe('Gate 3 after 6am script');
    expect(decodeJwt(saved.body.result.accessToken.token).displayName).toBe('Danielle Department');
  });

  it('a supplier edits its company, and cannot write fields of other roles or its e-mail', async () => {
    const sup = await s.member('supplier1@demo.test');
    const me = await s.call('GET', '/api/accounts/me', { token: sup.token });
    expect(me.body.fields.companyName).toBe('Outback Air Charter');
    const res = await s.call('POST', '/api/accounts/updateMe', {
      token: sup.token,
      body: { ...me.body.fields, companyPhone: '+61 7 4600 0009', email: 'hijack@evil.test', preferred: true },
    });
    expect(res.status).toBe(200);
    const row = await s.pool.query(`select company_phone, email, preferred from suppliers where id = $1`, [
      decodeJwt(sup.token).supplierId,
    ]);
    expect(row.rows[0]).toEqual({ company_phone: '+61 7 4600 0009', email: 'supplier1@demo.test', preferred: false });
  });

  it('Set Password needs the current password and the spec rules', async () => {
    const a = await s.member('qgov@demo.test');
    const wrong = await s.call('POST', '/api/accounts/setPassword', {
      token: a.token,
      body: { originalPassword: 'nope', password: 'secret-77', checkPassword: 'secret-77' },
    });
    expect(wrong.status).toBe(400);
    const mismatch = await s.call('POST', '/api/accounts/setPassword', {
      token: a.token,
      body: { originalPassword: 'demo-pass-1', password: 'secret-77', checkPassword: 'secret-78' },
    });
    expect(mismatch.body.messages).toEqual(['Both fields must be the same']);
    const short = await s.call('POST', '/api/accounts/setPassword', {
      token: a.token,
      body: { originalPassword: 'demo-pass-1', password: 'abc', checkPassword: 'abc' },
    });
    expect(short.body.messages).toEqual(['Password must be at least 6 characters long']);
    const ok = await s.call('POST', '/api/accounts/setPassword', {
      token: a.token,
      body: { originalPassword: 'demo-pass-1', password: 'secret-77', checkPassword: 'secret-77' },
    });
    expect(ok.status).toBe(200);
    expect((await s.call('POST', '/auth/login', { body: { userName: 'qgov@demo.test', password: 'secret-77' } })).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await s.call('GET', '/api/accounts/me')).status).toBe(401);
  });
});

describe('lookups', () => {
  it('checkEmailExists and checkEmail answer booleans', async () => {
    expect((await s.call('POST', '/api/accounts/checkEmailExists', { body: { email: 'CLIENT@demo.test' } })).body).toBe(true);
    expect((await s.call('POST', '/api/accounts/checkEmailExists', { body: { email: 'new@demo.test' } })).body).toBe(false);
    expect((await s.call('GET', '/api/accounts/checkEmail?email=supplier1%40demo.test')).body).toBe(true);
  });

  it('getLocationStates lists the eight Australian states and territories', async () => {
    const res = await s.call('GET', '/api/accounts/getLocationStates');
    expect(res.body.map((x: { code: string }) => x.code).sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  });

  it('airportLookup finds real airports by code and name, and towns, with state and coordinates', async () => {
    const bne = await s.call('GET', '/api/accounts/airportLookup/?search=BNE');
    expect(bne.body[0]).toMatchObject({ iataCode: 'BNE', state: 'QLD', kind: 'airport' });
    expect(bne.body[0].latitude).toBeCloseTo(-27.38, 1);
    const longreach = await s.call('GET', '/api/accounts/airportLookup/?search=longr');
    const kinds = longreach.body.map((p: { kind: string; state: string }) => `${p.kind}:${p.state}`);
    expect(kinds).toContain('airport:QLD');
    expect(kinds).toContain('town:QLD');
    expect((await s.call('GET', '/api/accounts/airportLookup/?search=%25')).status).toBe(200);
    expect((await s.call('GET', '/api/accounts/airportLookup/?search=x')).body).toEqual([]);
  });

  it('publicSettings gives the footer its support phone and privacy link', async () => {
    const res = await s.call('GET', '/api/accounts/publicSettings');
    expect(res.body.supportPhone).toMatch(/\d/);
    expect(res.body.privacyPolicyUrl).toBe('/privacy-policy.html');
  });
});
