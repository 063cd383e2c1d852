import { describe, expect, it } from 'vitest';
import { decodeJwt } from './jwt';
import { TEST_USER, makeJwt } from './test-tokens';

describe('decodeJwt', () => {
  it('reads the session user from the payload', () => {
    const claims = decodeJwt(makeJwt({ ...TEST_USER, sid: 's', iat: 1, exp: 2 }));
    expect(claims?.role).toBe('Admin');
    expect(claims?.displayName).toBe('Alex Admin');
    expect(claims?.exp).toBe(2);
  });

  it('decodes UTF-8 names and base64url characters', () => {
    // "Zoë Ångström" needs UTF-8 decoding; '?>>' style payloads produce '-' and '_' in base64url.
    const claims = decodeJwt(makeJwt({ ...TEST_USER, displayName: 'Zoë Ångström ?>>?' }));
    expect(claims?.displayName).toBe('Zoë Ångström ?>>?');
  });

  it('rejects tokens that are not JWTs or carry no session', () => {
    expect(decodeJwt('')).toBeNull();
    expect(decodeJwt('a.b')).toBeNull();
    expect(decodeJwt('a.!!!.c')).toBeNull();
    expect(decodeJwt(makeJwt({ hello: 'world' }))).toBeNull();
  });
});
