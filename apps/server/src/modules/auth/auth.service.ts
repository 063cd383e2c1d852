import { MESSAGES, MIN_REFRESH_TOKENS, type LoginRequest, type TokenAnswer } from '@charter/shared';
import type { Db, DbOrTx } from '@charter/db';
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

// A spent refresh token presented again this soon after its rotation answers the same successor.
const REUSE_GRACE_SECONDS = 30;

type RefreshOutcome = { answer: TokenAnswer } | { error: string };
const inactive: RefreshOutcome = { error: 'Your account is not active.' };

const NO_LIVE_REFRESH_TOKEN = 'None of these refresh tokens is valid for this sign-in. Please sign in again.';

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly config: Config,
  ) {}

  private refreshExpiry(): Date {
    return new Date(Date.now() + this.config.refreshTokenDays * 86_400_000);
  }

  private async issueRefreshTokens(db: DbOrTx, sessionId: string, count: number) {
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
   * family (the sign-in) is revoked and every token of it stops working. One exception: the same
   * token presented again within REUSE_GRACE_SECONDS of its rotation, while its successor is still
   * unused, is two tabs (or a retried request) refreshing at once; it gets the same successor again.
   */
  async refresh(accessToken: string, refreshToken: string): Promise<TokenAnswer> {
    const hash = sha256(refreshToken);
    const claims = accessToken ? await this.tokens.verifyAccess(accessToken, { allowExpired: true }) : undefined;
    const outcome = await this.db.transaction(async (tx): Promise<RefreshOutcome> => {
      const row = await repo.lockRefreshToken(tx, hash, REUSE_GRACE_SECONDS);
      if (!row) return { error: 'This refresh token is not valid.' };
      if (row.revoked) return { error: 'This sign-in has ended. Please sign in again.' };
      const accessMatches = claims === undefined || (!!claims && claims !== 'expired' && claims.sub === row.userId);
      if (row.used) {
        const again = row.usedRecently && accessMatches ? await this.successorOf(tx, row, hash) : null;
        if (!again) {
          await repo.revokeSession(tx, row.sessionId, 'Refresh token reused');
          return { error: 'This refresh token was already used. Please sign in again.' };
        }
        const access = await this.accessFor(tx, row);
        return access ? { answer: { accessToken: access, refreshTokens: [again] } } : inactive;
      }
      if (row.expired) return { error: 'This refresh token has expired.' };
      if (!accessMatches) return { error: 'The access token does not match.' };
      const access = await this.accessFor(tx, row);
      if (!access) return inactive;
      const [successor] = await this.issueRefreshTokens(tx, row.sessionId, 1);
      await repo.markRefreshTokenUsed(tx, row.id, this.tokens.seal(successor!.token, hash));
      return { answer: { accessToken: access, refreshTokens: [successor!] } };
    });
    // The revocation above must commit, so the 401 is raised after the transaction.
    if ('error' in outcome) throw unauthorized(outcome.error);
    return outcome.answer;
  }

  /** The still unused successor a recent rotation of this token issued, as first answered. */
  private async successorOf(tx: DbOrTx, row: repo.RefreshTokenRow, hash: string) {
    const token = row.successorSealed ? this.tokens.unseal(row.successorSealed, hash) : null;
    if (!token) return null;
    const [live] = await repo.liveTokens(tx, row.sessionId, [sha256(token)]);
    return live ? { token, expiry: live.expiresAt.toISOString() } : null;
  }

  private async accessFor(tx: DbOrTx, row: repo.RefreshTokenRow) {
    const src = await repo.loadSessionSource(tx, row.userId);
    if (!src || src.status !== 'Active') return null;
    return this.tokens.signAccess(toSessionUser(src, this.config.serverVersion), row.sessionId);
  }

  /**
   * Tops the client's refresh tokens up to the minimum; answers the full list to keep. Only a live
   * refresh token of this sign-in proves the right to more: an access token alone (which may have
   * leaked, and is accepted expired here) mints none.
   */
  async replenish(claims: AccessClaims, presented: string[]): Promise<{ refreshTokens: { token: string; expiry: string }[] }> {
    return this.db.transaction(async (tx) => {
      const live = new Map((await repo.liveTokens(tx, claims.sid, presented.map(sha256))).map((t) => [t.tokenHash, t.expiresAt]));
      const keep = [...new Set(presented)].flatMap((token) => {
        const expiresAt = live.get(sha256(token));
        return expiresAt ? [{ token, expiry: expiresAt.toISOString() }] : [];
      });
      if (keep.length === 0) throw unauthorized(NO_LIVE_REFRESH_TOKEN);
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
