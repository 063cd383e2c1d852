import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, startTestServer, type TestServer } from '../../../tests/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const login = (userName: string, password: string, extra: Record<string, unknown> = {}) =>
  s.call('POST', '/auth/login', { body: { userName, password, remoteIpAddress: '10.0.0.1', oldRefreshTokens: [], ...extra } });

describe('POST /auth/login', () => {
  it('answers an access token with its expiry and two refresh tokens carrying the session fields', async () => {
    const res = await login('client@demo.test', 'demo-pass-1');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(new Date(res.body.accessToken.expiry).getTime()).toBeGreaterThan(Date.now());
    expect(res.body.refreshTokens).toHaveLength(2);
    const claims = decodeJwt(res.body.accessToken.token);
    expect(claims).toMatchObject({
      username: 'client@demo.test',
      email: 'client@demo.test',
      role: 'Client',
      qGov: false,
      status: 'Active',
      termsAccepted: false,
      serverVersion: '2.0.7',
      managesWorkflow: false,
      managesMessages: false,
      clientDepartmentId: null,
      clientStaffId: null,
      supplierId: null,
      adminId: null,
    });
    expect(claims.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.canViewSupplierInfo).toBe(false);
  });

  it('carries the hierarchy ids for staff, the admin flags and qGov', async () => {
    const staff = decodeJwt((await login('staff@demo.test', 'demo-pass-1')).body.accessToken.token);
    expect(staff.role).toBe('ClientStaff');
    expect(staff.clientId && staff.clientDepartmentId && staff.clientStaffId).toBeTruthy();
    const admin = decodeJwt((await login('ADMIN@demo.test', 'demo-pass-1')).body.accessToken.token);
    expect(admin).toMatchObject({ role: 'Admin', managesWorkflow: true, managesMessages: true, canViewSupplierInfo: true });
    const qgov = decodeJwt((await login('qgov@demo.test', 'demo-pass-1')).body.accessToken.token);
    expect(qgov.qGov).toBe(true);
    const supplier = decodeJwt((await login('supplier1@demo.test', 'demo-pass-1')).body.accessToken.token);
    expect(supplier.role).toBe('Supplier');
    expect(supplier.supplierId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a wrong password or unknown account with the spec message and no token', async () => {
    for (const [user, pw] of [
      ['client@demo.test', 'wrong-pass'],
      ['nobody@demo.test', 'demo-pass-1'],
    ]) {
      const res = await login(user!, pw!, { remoteIpAddress: null });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, messages: ['Incorrect email or password.'] });
    }
  });

  it('answers bad input with per-field messages, never a 500', async () => {
    const empty = await login('', '');
    expect(empty.status).toBe(400);
    expect(empty.body.messages).toEqual(['Please enter a valid email and password.']);
    const bad = await login('not-an-email', 'x');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.userName).toEqual(['Please enter a valid email address.']);
    const garbage = await s.call('POST', '/auth/login', { body: '{"userName": ' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.success).toBe(false);
    const wrongType = await s.call('POST', '/auth/login', { body: { userName: 42, password: ['x'] } });
    expect(wrongType.status).toBe(400);
  });

  it('rate limits repeated failures per account and address with 429, even for the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login('supplier2@demo.test', `wrong-${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const right = await login('supplier2@demo.test', 'demo-pass-1');
    expect(right.status).toBe(429);
  });
});

describe('refresh tokens', () => {
  it('rotate: a refresh answers a new access token and a new refresh token, and the old one is spent', async () => {
    const first = (await login('department@demo.test', 'demo-pass-1')).body;
    const [rt1] = first.refreshTokens;
    const res = await s.call('POST', '/auth/refreshtoken', { body: { accessToken: first.accessToken.token, refreshToken: rt1.token } });
    expect(res.status).toBe(200);
    expect(res.body.refreshTokens).toHaveLength(1);
    expect(res.body.refreshTokens[0].token).not.toBe(rt1.token);
    const claims = decodeJwt(res.body.accessToken.token);
    expect(claims.role).toBe('ClientDepartment');
    // The new access token works.
    const me = await s.call('GET', '/auth/renewaccess', { token: res.body.accessToken.token });
    expect(me.status).toBe(200);
  });

  it('presenting a used token after the grace window revokes the whole sign-in', async () => {
    const first = (await login('charteradmin@demo.test', 'demo-pass-1')).body;
    const [rt1, rt2] = first.refreshTokens;
    const rotated = await s.call('POST', '/auth/refreshtoken', { body: { accessToken: first.accessToken.token, refreshToken: rt1.token } });
    expect(rotated.status).toBe(200);
    // The rotation happened longer ago than the 30-second grace window.
    await s.pool.query(
      `update refresh_tokens set used_at = now() - interval '31 seconds' where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [rt1.token],
    );

    const replay = await s.call('POST', '/auth/refreshtoken', { body: { accessToken: first.accessToken.token, refreshToken: rt1.token } });
    expect(replay.status).toBe(401);
    expect(replay.body.messages[0]).toMatch(/already used/);

    // Every token of that family is now dead: the sibling, the rotated one, and the access tokens.
    const sibling = await s.call('POST', '/auth/refreshtoken', { body: { accessToken: '', refreshToken: rt2.token } });
    expect(sibling.status).toBe(401);
    const successor = await s.call('POST', '/auth/refreshtoken', {
      body: { accessToken: '', refreshToken: rotated.body.refreshTokens[0].token },
    });
    expect(successor.status).toBe(401);
    const access = await s.call('GET', '/auth/renewaccess', { token: rotated.body.accessToken.token });
    expect(access.status).toBe(401);
    expect(access.text).not.toBe('');
  });

  it('two tabs refreshing at once with one token both get the same new refresh token and stay signed in', async () => {
    const first = (await login('qgov@demo.test', 'demo-pass-1')).body;
    const body = { accessToken: first.accessToken.token, refreshToken: first.refreshTokens[0].token };
    const results = await Promise.all([s.call('POST', '/auth/refreshtoken', { body }), s.call('POST', '/auth/refreshtoken', { body })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0]!.body.refreshTokens).toHaveLength(1);
    expect(results[1]!.body.refreshTokens).toEqual(results[0]!.body.refreshTokens);
    for (const r of results) expect((await s.call('GET', '/auth/renewaccess', { token: r.body.accessToken.token })).status).toBe(200);
    // Stored sealed, never in plain text.
    const stored = await s.pool.query(`select successor_sealed from refresh_tokens where successor_sealed is not null`);
    expect(JSON.stringify(stored.rows)).not.toContain(results[0]!.body.refreshTokens[0].token);

    // A third try a moment later still gets the same pair; the successor then works (once).
    const late = await s.call('POST', '/auth/refreshtoken', { body });
    expect(late.status).toBe(200);
    expect(late.body.refreshTokens).toEqual(results[0]!.body.refreshTokens);
    const next = await s.call('POST', '/auth/refreshtoken', {
      body: { accessToken: late.body.accessToken.token, refreshToken: late.body.refreshTokens[0].token },
    });
    expect(next.status).toBe(200);
    expect(next.body.refreshTokens[0].token).not.toBe(late.body.refreshTokens[0].token);
  });

  it('a token repeated within the window after its successor was already used ends the sign-in', async () => {
    const first = (await login('supplier1@demo.test', 'demo-pass-1')).body;
    const body = { accessToken: first.accessToken.token, refreshToken: first.refreshTokens[0].token };
    const rotated = (await s.call('POST', '/auth/refreshtoken', { body })).body;
    const onward = await s.call('POST', '/auth/refreshtoken', {
      body: { accessToken: rotated.accessToken.token, refreshToken: rotated.refreshTokens[0].token },
    });
    expect(onward.status).toBe(200);
    const replay = await s.call('POST', '/auth/refreshtoken', { body });
    expect(replay.status).toBe(401);
    expect(replay.body.messages[0]).toMatch(/already used/);
    expect((await s.call('GET', '/auth/renewaccess', { token: onward.body.accessToken.token })).status).toBe(401);
  });

  it('refuses an unknown token and a token of another user', async () => {
    const a = (await login('client@demo.test', 'demo-pass-1')).body;
    const b = (await login('staff@demo.test', 'demo-pass-1')).body;
    expect((await s.call('POST', '/auth/refreshtoken', { body: { accessToken: a.accessToken.token, refreshToken: 'nope' } })).status).toBe(
      401,
    );
    const crossed = await s.call('POST', '/auth/refreshtoken', {
      body: { accessToken: a.accessToken.token, refreshToken: b.refreshTokens[0].token },
    });
    expect(crossed.status).toBe(401);
  });

  it('replenish tops the kept tokens back up to two', async () => {
    const first = (await login('client@demo.test', 'demo-pass-1')).body;
    const rotated = (
      await s.call('POST', '/auth/refreshtoken', {
        body: { accessToken: first.accessToken.token, refreshToken: first.refreshTokens[0].token },
      })
    ).body;
    // The client now holds the untouched sibling and the rotated one, and has lost one: it asks for more.
    const res = await s.call('POST', '/auth/replenishtokens', {
      body: { accessToken: rotated.accessToken.token, refreshTokens: [first.refreshTokens[0].token, rotated.refreshTokens[0].token] },
    });
    expect(res.status).toBe(200);
    const tokens: string[] = res.body.refreshTokens.map((t: { token: string }) => t.token);
    expect(tokens).toHaveLength(2);
    expect(tokens).toContain(rotated.refreshTokens[0].token);
    expect(tokens).not.toContain(first.refreshTokens[0].token); // spent, so not kept
    for (const t of res.body.refreshTokens) expect(new Date(t.expiry).getTime()).toBeGreaterThan(Date.now());
    const fresh = tokens.find((t) => t !== rotated.refreshTokens[0].token)!;
    expect((await s.call('POST', '/auth/refreshtoken', { body: { accessToken: '', refreshToken: fresh } })).status).toBe(200);
  });

  it('replenish refuses an access token alone, fresh or expired, and spent or foreign tokens; nothing is issued', async () => {
    const a = (await login('department@demo.test', 'demo-pass-1')).body;
    const b = (await login('staff@demo.test', 'demo-pass-1')).body;
    const spent = a.refreshTokens[0].token;
    const rotated = (await s.call('POST', '/auth/refreshtoken', { body: { accessToken: a.accessToken.token, refreshToken: spent } })).body;
    const count = async () => (await s.pool.query('select count(*)::int as n from refresh_tokens')).rows[0].n as number;
    const before = await count();

    const refused = [
      { accessToken: rotated.accessToken.token, refreshTokens: [] },
      { refreshTokens: [], bearer: rotated.accessToken.token },
      { accessToken: rotated.accessToken.token, refreshTokens: [spent, 'made-up-token'] },
      // A live token, but of another sign-in.
      { accessToken: rotated.accessToken.token, refreshTokens: [b.refreshTokens[0].token] },
    ];
    for (const { bearer, ...body } of refused) {
      const res = await s.call('POST', '/auth/replenishtokens', { body, token: bearer });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        messages: ['None of these refresh tokens is valid for this sign-in. Please sign in again.'],
      });
    }
    expect(await count()).toBe(before);

    const short = await startTestServer({ accessTokenMinutes: -1 });
    try {
      const expired = (await short.call('POST', '/auth/login', { body: { userName: 'client@demo.test', password: 'demo-pass-1' } })).body;
      const alone = await short.call('POST', '/auth/replenishtokens', {
        body: { accessToken: expired.accessToken.token, refreshTokens: [] },
      });
      expect(alone.status).toBe(401);
      expect(alone.body.messages[0]).toMatch(/None of these refresh tokens/);
      // With one of its live tokens, the expired access token still tops up (the client may be mid-refresh).
      const withToken = await short.call('POST', '/auth/replenishtokens', {
        body: { accessToken: expired.accessToken.token, refreshTokens: [expired.refreshTokens[0].token] },
      });
      expect(withToken.status).toBe(200);
      expect(withToken.body.refreshTokens).toHaveLength(2);
    } finally {
      await short.close();
    }
  });

  it('signing in with old refresh tokens ends the earlier sign-in', async () => {
    const first = (await login('supplier1@demo.test', 'demo-pass-1')).body;
    const second = await login('supplier1@demo.test', 'demo-pass-1', {
      oldRefreshTokens: first.refreshTokens.map((t: { token: string }) => t.token),
    });
    expect(second.status).toBe(200);
    expect((await s.call('GET', '/auth/renewaccess', { token: first.accessToken.token })).status).toBe(401);
    expect((await s.call('GET', '/auth/renewaccess', { token: second.body.accessToken.token })).status).toBe(200);
  });
});

describe('access tokens', () => {
  it('an expired access token gets a 401 with an empty body (refresh), a forged one a 401 with a message', async () => {
    const short = await startTestServer({ accessTokenMinutes: -1 });
    try {
      const res = await short.call('POST', '/auth/login', { body: { userName: 'client@demo.test', password: 'demo-pass-1' } });
      const expired = await short.call('GET', '/auth/renewaccess', { token: res.body.accessToken.token });
      expect(expired.status).toBe(401);
      expect(expired.text).toBe('');
      // The refresh token still gets a new access token (which this server also makes expired).
      const refreshed = await short.call('POST', '/auth/refreshtoken', {
        body: { accessToken: res.body.accessToken.token, refreshToken: res.body.refreshTokens[0].token },
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await short.close();
    }
    const forged = await s.call('GET', '/auth/renewaccess', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiQWRtaW4ifQ.c2lnbmF0dXJl' });
    expect(forged.status).toBe(401);
    expect(forged.body.messages).toEqual(['You are not signed in.']);
    const missing = await s.call('GET', '/auth/renewaccess');
    expect(missing.status).toBe(401);
    expect(missing.text).not.toBe('');
  });

  it('renewaccess answers a fresh token; logoutUser ends the session for every token of it', async () => {
    const t = (await login('department@demo.test', 'demo-pass-1')).body;
    const renewed = await s.call('GET', '/auth/renewaccess', { token: t.accessToken.token });
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.body.accessToken.token).role).toBe('ClientDepartment');
    const out = await s.call('POST', '/api/logoutUser', { token: t.accessToken.token, body: {} });
    expect(out.status).toBe(200);
    expect((await s.call('GET', '/auth/renewaccess', { token: renewed.body.accessToken.token })).status).toBe(401);
    expect((await s.call('POST', '/auth/refreshtoken', { body: { accessToken: '', refreshToken: t.refreshTokens[1].token } })).status).toBe(
      401,
    );
  });
});

describe('other session calls', () => {
  it('apiVersion answers the application version', async () => {
    const res = await s.call('GET', '/api/charterRequest/apiVersion');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ applicationVersion: '2.0.7' });
  });

  it('logError stores what the client reports, signed in or not, and rejects junk', async () => {
    const t = (await login('client@demo.test', 'demo-pass-1')).body;
    expect(
      (await s.call('POST', '/auth/logError/', { token: t.accessToken.token, body: { code: 500, description: 'Save failed: boom' } }))
        .status,
    ).toBe(200);
    expect((await s.call('POST', '/auth/logError/', { body: { code: 'E1', description: 'anonymous' } })).status).toBe(200);
    const rows = await s.pool.query('select code, description, user_id from client_error_logs order by id');
    expect(rows.rows).toEqual([
      { code: '500', description: 'Save failed: boom', user_id: decodeJwt(t.accessToken.token).userId },
      { code: 'E1', description: 'anonymous', user_id: null },
    ]);
    expect((await s.call('POST', '/auth/logError/', { body: { code: 'x' } })).status).toBe(400);
    // The spec writes the path with a trailing slash; both spellings work.
    expect((await s.call('POST', '/auth/logError', { body: { code: 'E2', description: 'no slash' } })).status).toBe(200);
  });

  it('sends security headers and refuses oversize bodies with 413', async () => {
    const res = await s.call('GET', '/api/charterRequest/apiVersion');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const big = await s.call('POST', '/auth/logError/', { body: { code: 'x', description: 'y'.repeat(2 * 1024 * 1024) } });
    expect(big.status).toBe(413);
    expect(big.body.success).toBe(false);
  });

  it('does not let another origin call the API from a browser', async () => {
    const res = await s.call('OPTIONS', '/auth/login', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
