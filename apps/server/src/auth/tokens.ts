import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { SignJWT } from 'jose';
import type { SessionUser } from '@charter/shared';

export interface AccessClaims extends SessionUser {
  sid: string;
  /** Set when the call came with an API key (never in a token): the key's name, for the timeline. */
  apiKeyName?: string;
  sub?: string;
  iat?: number;
  /**
   * When (epoch seconds) the holder last proved more than an access token: signed in with the
   * password or spent a refresh token. Tokens renewed from this one carry it unchanged, so a copied
   * access token cannot renew itself past a fixed time after it (ADR 0003).
   */
  auth_time?: number;
}

/** When the claims' holder last proved a password or refresh token (tokens from before the claim: issued at). */
export const provenAt = (claims: AccessClaims): number => claims.auth_time ?? claims.iat ?? 0;

/** Access tokens remembered as verified (about 1 KB each with their claims). */
const VERIFIED_TOKENS = 5_000;

export class TokenService {
  private readonly key: KeyObject;
  private readonly sealKey: Buffer;
  /**
   * Tokens whose signature and claims checked out, with those claims (frozen: every request with
   * the token shares them). The same bytes verify the same way under the same key, so a token
   * seen again skips the HMAC, the base64 and the JSON (about 5 us of an authenticated call's
   * ~50, ADR 0034); its expiry is still checked on every call (an expired one is forgotten), and
   * revocation is the session check's, as before. Oldest first; the oldest is forgotten when full.
   */
  private readonly verified = new Map<string, AccessClaims & { exp: number }>();

  constructor(
    secret: string,
    private readonly accessMinutes: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
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

  /** `provenAt`: the auth_time to carry (epoch seconds); none means the holder proved it just now. */
  async signAccess(user: SessionUser, sessionId: string, provenAt?: number): Promise<{ token: string; expiry: string }> {
    const expiresAt = new Date(Date.now() + this.accessMinutes * 60_000);
    const authTime = provenAt ?? Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ ...user, sid: sessionId, auth_time: authTime })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiry: expiresAt.toISOString() };
  }

  /**
   * 'expired' means the signature is good but the token is past its time: the client should refresh.
   *
   * Checked with node:crypto's HMAC rather than jose, which imports the key through WebCrypto on
   * every call: that was the largest single cost of an authenticated call (ADR 0020). Only tokens
   * as signAccess makes them pass: exactly the header {"alg":"HS256"}, the signature in canonical
   * base64url, a JSON object payload whose exp (and iat, nbf when present) are numbers.
   */
  async verifyAccess(token: string, { allowExpired = false } = {}): Promise<AccessClaims | 'expired' | null> {
    const now = Math.floor(Date.now() / 1000);
    let claims = this.verified.get(token);
    if (!claims) {
      const checked = this.checkAccess(token, now);
      if (!checked) return null;
      claims = checked;
      if (claims.exp > now) {
        if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, claims);
      }
    } else if (claims.exp <= now) this.verified.delete(token);
    return claims.exp <= now && !allowExpired ? 'expired' : claims;
  }

  /** The token's claims if signAccess made it (header, signature, claim types) and its nbf has come; its exp is the caller's. */
  private checkAccess(token: string, now: number): (AccessClaims & { exp: number }) | null {
    const first = token.indexOf('.');
    const second = token.indexOf('.', first + 1);
    if (first < 0 || second < 0 || token.indexOf('.', second + 1) >= 0) return null;
    if (token.slice(0, first) !== HS256_HEADER) return null;
    const signature = Buffer.from(token.slice(second + 1));
    const expected = Buffer.from(createHmac('sha256', this.key).update(token.slice(0, second)).digest('base64url'));
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(Buffer.from(token.slice(first + 1, second), 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
    const { exp, iat, nbf } = payload;
    if (typeof exp !== 'number' || (iat !== undefined && typeof iat !== 'number')) return null;
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
    return Object.freeze(payload) as unknown as AccessClaims & { exp: number };
  }
}

/** The protected header signAccess writes ({"alg":"HS256"}), base64url. */
const HS256_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
