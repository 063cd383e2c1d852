import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, decodeJwt } from 'jose';
import type { SessionUser } from '@charter/shared';

export interface AccessClaims extends SessionUser {
  sid: string;
  sub?: string;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly accessMinutes: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(user: SessionUser, sessionId: string): Promise<{ token: string; expiry: string }> {
    const expiresAt = new Date(Date.now() + this.accessMinutes * 60_000);
    const token = await new SignJWT({ ...user, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiry: expiresAt.toISOString() };
  }

  /** 'expired' means the signature is good but the token is past its time: the client should refresh. */
  async verifyAccess(token: string, { allowExpired = false } = {}): Promise<AccessClaims | 'expired' | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return payload as unknown as AccessClaims;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) {
        if (!allowExpired) return 'expired';
        // The signature was checked before the expiry, so the claims can be trusted.
        return decodeJwt(token) as unknown as AccessClaims;
      }
      return null;
    }
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
