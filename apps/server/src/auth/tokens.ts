import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, decodeJwt } from 'jose';
import type { SessionUser } from '@charter/shared';

export interface AccessClaims extends SessionUser {
  sid: string;
  sub?: string;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly sealKey: Buffer;

  constructor(
    secret: string,
    private readonly accessMinutes: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    // A key of its own for sealing, derived from the signing secret so instances agree without setup.
    this.sealKey = Buffer.from(hkdfSync('sha256', secret, '', 'charter refresh-token successor', 32));
  }

  /**
   * Encrypts a token for storage (AES-256-GCM), bound to `context` (what it is stored beside), so
   * the database never holds it in plain text and a sealed value cannot be moved to another row.
   */
  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv).setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }

  /** The sealed token, or null when the value was altered, sealed for another context or with another key. */
  unseal(sealed: string, context: string): string | null {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !body) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.sealKey, iv).setAAD(Buffer.from(context)).setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
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
