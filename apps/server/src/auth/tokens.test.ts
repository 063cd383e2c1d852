import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@charter/shared';
import { TokenService } from './tokens.js';

// verifyAccess checks HS256 with node:crypto (ADR 0020): it must accept exactly what signAccess
// (jose) makes and nothing else.
const tokens = new TokenService('test-secret', 15);
const user = {
  userId: '4a3b7c1e-0000-4000-8000-000000000001',
  role: 'Client',
  email: 'c@x.test',
  termsAccepted: true,
} as unknown as SessionUser;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const sign = (input: string, secret = 'test-secret') => createHmac('sha256', secret).update(input).digest('base64url');

describe('access tokens', () => {
  it('a token it signed verifies, with its claims', async () => {
    const { token } = await tokens.signAccess(user, 'sid-1');
    expect(await tokens.verifyAccess(token)).toMatchObject({ userId: user.userId, sid: 'sid-1', sub: user.userId, termsAccepted: true });
  });

  it('refuses a changed payload, a changed or re-encoded signature, another key, another algorithm', async () => {
    const { token } = await tokens.signAccess(user, 'sid-1');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const admin = b64({ ...claims, role: 'Admin' });
    expect(await tokens.verifyAccess(`${header}.${admin}.${signature}`)).toBeNull();
    expect(await tokens.verifyAccess(`${header}.${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(await tokens.verifyAccess(`${header}.${payload}.${signature}=`)).toBeNull();
    expect(await tokens.verifyAccess(`${header}.${payload}.${sign(`${header}.${payload}`, 'other-secret')}`)).toBeNull();
    const none = b64({ alg: 'none' });
    expect(await tokens.verifyAccess(`${none}.${payload}.`)).toBeNull();
    const hs512 = b64({ alg: 'HS512' });
    expect(await tokens.verifyAccess(`${hs512}.${payload}.${sign(`${hs512}.${payload}`)}`)).toBeNull();
    expect(await tokens.verifyAccess('not a token')).toBeNull();
    expect(await tokens.verifyAccess(`${token}.extra`)).toBeNull();
  });

  it('refuses a signed payload without a numeric expiry, or not yet valid', async () => {
    const header = b64({ alg: 'HS256' });
    const now = Math.floor(Date.now() / 1000);
    for (const claims of [
      { ...user, sid: 's' },
      { ...user, sid: 's', exp: String(now + 60) },
      { ...user, sid: 's', exp: now + 60, nbf: now + 30 },
    ]) {
      const body = b64(claims);
      expect(await tokens.verifyAccess(`${header}.${body}.${sign(`${header}.${body}`)}`)).toBeNull();
    }
    const list = b64([1, 2]);
    expect(await tokens.verifyAccess(`${header}.${list}.${sign(`${header}.${list}`)}`)).toBeNull();
  });

  it("an expired token says 'expired', and gives its claims when expired ones are allowed (refresh)", async () => {
    const key = new TextEncoder().encode('test-secret');
    const past = Math.floor(Date.now() / 1000) - 10;
    const token = await new SignJWT({ ...user, sid: 'sid-2' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(key);
    expect(await tokens.verifyAccess(token)).toBe('expired');
    expect(await tokens.verifyAccess(token, { allowExpired: true })).toMatchObject({ sid: 'sid-2' });
  });

  describe('a token verified before (remembered, ADR 0034)', () => {
    afterEach(() => vi.useRealTimers());

    it('still expires on time, and its claims cannot be changed by a request', async () => {
      const { token } = await tokens.signAccess(user, 'sid-3');
      const claims = await tokens.verifyAccess(token);
      expect(claims).toMatchObject({ sid: 'sid-3' });
      expect(await tokens.verifyAccess(token)).toBe(claims);
      expect(() => {
        (claims as { role: string }).role = 'Admin';
      }).toThrow(TypeError);
      vi.useFakeTimers({ now: Date.now() + 16 * 60_000 });
      expect(await tokens.verifyAccess(token)).toBe('expired');
      expect(await tokens.verifyAccess(token, { allowExpired: true })).toMatchObject({ sid: 'sid-3', role: 'Client' });
      expect(await tokens.verifyAccess(token)).toBe('expired');
    });

    it('vouches for those bytes only: the same claims re-signed with another key are refused', async () => {
      const { token } = await tokens.signAccess(user, 'sid-4');
      expect(await tokens.verifyAccess(token)).toMatchObject({ sid: 'sid-4' });
      const [header, payload] = token.split('.') as [string, string];
      expect(await tokens.verifyAccess(`${header}.${payload}.${sign(`${header}.${payload}`, 'other-secret')}`)).toBeNull();
      expect(await new TokenService('other-secret', 15).verifyAccess(token)).toBeNull();
    });
  });
});
