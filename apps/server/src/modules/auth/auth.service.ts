import { MESSAGES, MIN_REFRESH_TOKENS, type LoginRequest, type TokenAnswer } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Config } from '../../config.js';
import { unauthorized } from '../../lib/http-errors.js';
import * as rateLimit from '../../lib/rate-limit.js';
import type { Limit } from '../../lib/rate-limit.js';
import { verifyPassword } from '../../auth/passwords.js';
import { newRefreshToken, sha256, type AccessClaims, type TokenService } from '../../auth/tokens.js';
import * as repo from './auth.repository.js';
import { toSessionUser } from './session-builder.js';

// Failed sign-ins allowed per 15-minute window before answering 429. The pair limit stops guessing
// from one address; the account's own limit stops guessing spread over addresses (at the cost of
// locking the account for its window); the address's limit is high, since a shared address (an
// office, a proxy) must not lock out every account behind it.
const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
const MAX_FAILURES_PER_ACCOUNT = 20;
const MAX_FAILURES_PER_ADDRESS = 300;

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly config: Config,
  ) {}

  private refreshExpiry(): Date {
    return new Date(Date.now() + this.config.refreshTokenDays * 86_400_000);
  }

  private async issueRefreshTokens(db: Parameters<typeof repo.insertRefreshTokens>[0], sessionId: string, count: number) {
    const expiresAt = this.refreshExpiry();
    const plain = Array.from({ length: count }, () => newRefreshToken());
    await repo.insertRefreshTokens(db, sessionId, plain.map(sha256), expiresAt);
    return plain.map((token) => ({ token, expiry: expiresAt.toISOString() }));
  }

  async accessTokenFor(userId: string, sessionId: string) {
    const src = await repo.loadSessionSource(this.db, userId);
    if (!src || src.status !== 'Active') throw unauthorized('Your account is not active.');
    return this.tokens.signAccess(toSessionUser(src, this.config.serverVersion), sessionId);
  }

  async login(input: LoginRequest, ip: string): Promise<TokenAnswer> {
    const email = input.userName.trim().toLowerCase();
    const pairKey = `login:${email}|${ip}`;
    const accountKey = `login-account:${email}`;
    const addressKey = `login-ip:${ip}`;
    const limits: Limit[] = [
      { key: pairKey, max: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, windowSeconds: WINDOW_SECONDS },
      { key: accountKey, max: MAX_FAILURES_PER_ACCOUNT, windowSeconds: WINDOW_SECONDS },
      { key: addressKey, max: MAX_FAILURES_PER_ADDRESS, windowSeconds: WINDOW_SECONDS },
    ];
    // The attempt is counted before the password is checked, so concurrent guesses cannot all
    // slip under the limit; a sign-in that succeeds gives its count back below.
    if (!(await rateLimit.take(this.db, limits))) throw rateLimit.tooMany(MESSAGES.tooManyAttempts);

    const user = await repo.findUserByEmail(this.db, email);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid || user.status !== 'Active') throw unauthorized(MESSAGES.loginFailed);

    return this.db.transaction(async (tx) => {
      // A success clears this account and address's failures and does not count for the wider limits.
      await rateLimit.clear(tx, [pairKey]);
      await rateLimit.giveBack(tx, [accountKey, addressKey]);
      // Tokens the browser still held from an earlier sign-in end that sign-in.
      const old = (input.oldRefreshTokens ?? []).map(sha256);
      for (const sid of await repo.sessionsOfTokens(tx, user.id, old)) await repo.revokeSession(tx, sid, 'Signed in again');
      const sessionId = await repo.createSession(tx, user.id, input.remoteIpAddress ?? ip);
      await repo.touchLastLogin(tx, user.id);
      const src = await repo.loadSessionSource(tx, user.id);
      const accessToken = await this.tokens.signAccess(toSessionUser(src!, this.config.serverVersion), sessionId);
      const refreshTokens = await this.issueRefreshTokens(tx, sessionId, MIN_REFRESH_TOKENS);
      return { accessToken, refreshTokens };
    });
  }

  /**
   * Rotates one refresh token. A token that was already used means it was copied: the whole
   * family (the sign-in) is revoked and every token of it stops working.
   */
  async refresh(accessToken: string, refreshToken: string): Promise<TokenAnswer> {
    const outcome = await this.db.transaction(async (tx) => {
      const row = await repo.lockRefreshToken(tx, sha256(refreshToken));
      if (!row) return { error: 'This refresh token is not valid.' } as const;
      if (row.revoked) return { error: 'This sign-in has ended. Please sign in again.' } as const;
      if (row.used) {
        await repo.revokeSession(tx, row.sessionId, 'Refresh token reused');
        return { error: 'This refresh token was already used. Please sign in again.' } as const;
      }
      if (row.expired) return { error: 'This refresh token has expired.' } as const;
      if (accessToken) {
        const claims = await this.tokens.verifyAccess(accessToken, { allowExpired: true });
        if (!claims || claims === 'expired' || claims.sub !== row.userId) return { error: 'The access token does not match.' } as const;
      }
      await repo.markRefreshTokenUsed(tx, row.id);
      const src = await repo.loadSessionSource(tx, row.userId);
      if (!src || src.status !== 'Active') return { error: 'Your account is not active.' } as const;
      const access = await this.tokens.signAccess(toSessionUser(src, this.config.serverVersion), row.sessionId);
      const refreshTokens = await this.issueRefreshTokens(tx, row.sessionId, 1);
      return { answer: { accessToken: access, refreshTokens } } as const;
    });
    // The revocation above must commit, so the 401 is raised after the transaction.
    if ('error' in outcome) throw unauthorized(outcome.error ?? '');
    return outcome.answer;
  }

  /** Tops the client's refresh tokens up to the minimum; answers the full list to keep. */
  async replenish(claims: AccessClaims, presented: string[]): Promise<{ refreshTokens: { token: string; expiry: string }[] }> {
    return this.db.transaction(async (tx) => {
      const live = new Map((await repo.liveTokens(tx, claims.sid, presented.map(sha256))).map((t) => [t.tokenHash, t.expiresAt]));
      const keep = [...new Set(presented)].flatMap((token) => {
        const expiresAt = live.get(sha256(token));
        return expiresAt ? [{ token, expiry: expiresAt.toISOString() }] : [];
      });
      const fresh = await this.issueRefreshTokens(tx, claims.sid, Math.max(0, MIN_REFRESH_TOKENS - keep.length));
      return { refreshTokens: [...keep, ...fresh] };
    });
  }

  async logout(sessionId: string): Promise<void> {
    await repo.revokeSession(this.db, sessionId, 'Logged out');
  }

  isSessionActive(sessionId: string): Promise<boolean> {
    return repo.isSessionActive(this.db, sessionId);
  }
}
