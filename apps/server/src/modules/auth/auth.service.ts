import { MESSAGES, MIN_REFRESH_TOKENS, type LoginRequest, type SessionUser, type TokenAnswer } from '@charter/shared';
import type { Db, DbOrTx } from '@charter/db';
import type { Config } from '../../config.js';
import { refreshNeeded, unauthorized } from '../../lib/http-errors.js';
import { verifyPassword } from '../../auth/passwords.js';
import { newRefreshToken, provenAt, sha256, type AccessClaims, type TokenService } from '../../auth/tokens.js';
import * as repo from './auth.repository.js';
import { toSessionUser } from './session-builder.js';
import { admitSignIn, signInSucceeded } from './sign-in-throttle.js';

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

  /**
   * A fresh access token (new session fields) for the holder of `claims`. It carries the presented
   * token's auth_time: only a password or a refresh token moves that forward.
   */
  async accessTokenFor(claims: AccessClaims) {
    const src = await repo.loadSessionSource(this.db, claims.sub ?? claims.userId);
    if (!src || src.status !== 'Active') throw unauthorized('Your account is not active.');
    return this.tokens.signAccess(toSessionUser(src, this.config.serverVersion), claims.sid, provenAt(claims));
  }

  /**
   * GET /auth/renewaccess. An access token alone renews only while a whole new token still ends
   * within accessRenewalMinutes of its auth_time; after that the answer is the empty 401 that
   * sends the client to POST /auth/refreshtoken, so a copied access token (without the refresh
   * tokens) dies then, however often it was renewed. The client's own refresh moves auth_time on.
   */
  async renewAccess(claims: AccessClaims) {
    const renewableUntil = provenAt(claims) * 1000 + this.config.accessRenewalMinutes * 60_000;
    if (Date.now() + this.config.accessTokenMinutes * 60_000 > renewableUntil) throw refreshNeeded();
    return this.accessTokenFor(claims);
  }

  async login(input: LoginRequest, ip: string): Promise<TokenAnswer> {
    const email = input.userName.trim().toLowerCase();
    const user = await repo.findUserByEmail(this.db, email);
    // Counted before the password is checked (sign-in-throttle.ts); a success gives it back below.
    const attempt = await admitSignIn(
      this.db,
      { email, ip, userId: user?.id ?? null, unlockToken: input.unlockToken },
      (token) => `${this.config.publicUrl ?? ''}/login?unlock=${encodeURIComponent(token)}`,
    );
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid || user.status !== 'Active') throw unauthorized(MESSAGES.loginFailed);

    return this.db.transaction(async (tx) => {
      await signInSucceeded(tx, attempt, user.id, ip);
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
      const sameSignIn = !!claims && claims !== 'expired' && claims.sub === row.userId && claims.sid === row.sessionId;
      const accessMatches = claims === undefined || sameSignIn;
      if (row.used) {
        // Only a tab of the same sign-in, proving it with that sign-in's access token, may be
        // answered the successor again: whoever holds a copied refresh token alone would otherwise
        // receive the live successor by leaving the access token out.
        const again = row.usedRecently && sameSignIn ? await this.successorOf(tx, row, hash) : null;
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

  /** The person as a session would carry it now; null once the account is not active. */
  async sessionUserOf(userId: string): Promise<SessionUser | null> {
    const src = await repo.loadSessionSource(this.db, userId);
    return src && src.status === 'Active' ? toSessionUser(src, this.config.serverVersion) : null;
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
