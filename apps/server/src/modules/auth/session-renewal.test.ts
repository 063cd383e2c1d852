import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, startTestServer, type TestServer } from '../../../tests/harness.js';
import { TokenService } from '../../auth/tokens.js';

/**
 * What an access token alone can and cannot do (ADR 0003): it renews itself only for a fixed time
 * after its holder last proved a password or a refresh token, and it is never the proof the
 * refresh grace window asks for when it is missing.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const renew = (server: TestServer, token: string) => server.call('GET', '/auth/renewaccess', { token });
const refresh = (server: TestServer, accessToken: string, refreshToken: string) =>
  server.call('POST', '/auth/refreshtoken', { body: { accessToken, refreshToken } });
const expiryOf = (token: string) => decodeJwt(token).exp as number;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /auth/renewaccess with an access token alone', () => {
  it('stops renewing a fixed time after the sign-in; the refresh token then renews it again', async () => {
    // A whole access token (15 min) fits for 3 seconds after the proof, then no longer.
    const short = await startTestServer({ accessRenewalMinutes: 15 + 3 / 60 });
    try {
      const signedInAt = Math.floor(Date.now() / 1000);
      const first = await short.login('department@demo.test');
      let token = first.accessToken.token;
      for (let i = 0; i < 3; i++) {
        const renewed = await renew(short, token);
        expect(renewed.status).toBe(200);
        token = renewed.body.accessToken.token;
        // Each renewal carries the sign-in's time and never ends past its limit.
        expect(decodeJwt(token).auth_time).toBe(decodeJwt(first.accessToken.token).auth_time);
        expect(expiryOf(token)).toBeLessThanOrEqual(signedInAt + 15 * 60 + 4);
      }
      await sleep(3_500);
      // The copied token gets the "refresh" answer (an empty 401), however often it was renewed.
      const refused = await renew(short, token);
      expect(refused.status).toBe(401);
      expect(refused.text).toBe('');
      // A save that answers a fresh token does not start the time again either.
      const terms = await short.call('GET', '/api/accounts/terms', { token });
      const accepted = await short.call('POST', '/api/accounts/acceptTerms', { token, body: { termsId: terms.body.id } });
      expect(accepted.status).toBe(200);
      expect((await renew(short, accepted.body.result.accessToken.token)).status).toBe(401);

      // The holder of a refresh token goes on, as the web client does on that empty 401.
      const refreshed = await refresh(short, token, first.refreshTokens[0]!.token);
      expect(refreshed.status).toBe(200);
      const again = await renew(short, refreshed.body.accessToken.token);
      expect(again.status).toBe(200);
      expect(decodeJwt(again.body.accessToken.token).auth_time).toBeGreaterThan(signedInAt + 2);
    } finally {
      await short.close();
    }
  });

  it('with the default limit, a token whose sign-in was over an hour ago is refused renewal', async () => {
    const signedIn = await s.login('client@demo.test');
    const claims = decodeJwt(signedIn.accessToken.token);
    // The same session and fields, as a token renewed again and again since a sign-in 61 minutes ago.
    const { exp: _exp, iat: _iat, sub: _sub, auth_time: _authTime, sid, ...user } = claims;
    const old = await new TokenService(s.jwtSecret, 15).signAccess(user as never, sid, Math.floor(Date.now() / 1000) - 61 * 60);
    const refused = await renew(s, old.token);
    expect(refused.status).toBe(401);
    expect(refused.text).toBe('');
    // Within the hour it renews.
    const recent = await new TokenService(s.jwtSecret, 15).signAccess(user as never, sid, Math.floor(Date.now() / 1000) - 40 * 60);
    expect((await renew(s, recent.token)).status).toBe(200);
  });
});

describe('POST /auth/refreshtoken grace window', () => {
  it('an empty access token with a just-rotated refresh token is reuse: the sign-in ends', async () => {
    const first = await s.login('staff@demo.test');
    const [rt1] = first.refreshTokens;
    const rotated = await refresh(s, first.accessToken.token, rt1!.token);
    expect(rotated.status).toBe(200);

    const replay = await refresh(s, '', rt1!.token);
    expect(replay.status).toBe(401);
    expect(replay.body.messages[0]).toMatch(/already used/);
    expect(replay.text).not.toContain(rotated.body.refreshTokens[0].token);
    // The whole sign-in is over: the successor and the access token no longer work.
    expect((await refresh(s, rotated.body.accessToken.token, rotated.body.refreshTokens[0].token)).status).toBe(401);
    expect((await renew(s, rotated.body.accessToken.token)).status).toBe(401);
  });

  it('a missing access token is no match either, nor is one of another sign-in of the same user', async () => {
    const first = await s.login('qgov@demo.test');
    const other = await s.login('qgov@demo.test');
    await refresh(s, first.accessToken.token, first.refreshTokens[0]!.token);
    const missing = await s.call('POST', '/auth/refreshtoken', { body: { refreshToken: first.refreshTokens[0]!.token } });
    expect(missing.status).toBe(400);

    await refresh(s, other.accessToken.token, other.refreshTokens[0]!.token);
    const crossed = await refresh(s, first.accessToken.token, other.refreshTokens[0]!.token);
    expect(crossed.status).toBe(401);
    expect(crossed.body.messages[0]).toMatch(/already used/);
  });
});
