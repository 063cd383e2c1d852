import { MESSAGES, MIN_REFRESH_TOKENS, type SessionUser } from '@charter/shared';
import { decodeJwt } from './jwt';
import {
  readTokens,
  writeTokens,
  parseStoredTokens,
  type KeyValueStorage,
  type StoredRefreshToken,
  type StoredTokens,
} from './token-store';
import {
  bearer,
  jsonPost,
  mergeReplenished,
  messagesOf,
  readBody,
  renewalDue,
  sameTokens,
  tokenAnswer,
  tokenPair,
  tokenPairs,
} from './session-wire';

/** Why the last session ended: the login page words its notice by it and decides where to go back to. */
export type EndReason = 'logout' | 'expired' | 'other-tab';

export interface SessionSnapshot {
  session: SessionUser | null;
  ended: { reason: EndReason; message: string | null } | null;
}

export interface SessionManagerDeps {
  fetch: typeof fetch;
  storage: KeyValueStorage;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Serialises refresh-token use across tabs (navigator.locks); without it the work runs directly. */
  withLock?: <T>(work: () => Promise<T>) => Promise<T>;
}

export class LoginError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
  ) {
    super(messages.join(' '));
  }
}

/** Thrown to callers whose request found the session over; the app is already on its way to the login page. */
export class SessionEndedError extends Error {}

// A renewal that failed for a reason other than an expired token is tried again after this long.
const RENEW_RETRY_MS = 60_000;
// setTimeout cannot wait longer than this (about 24.8 days).
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Owns the tokens: signs in and out, attaches the bearer token, refreshes on a 401 with an empty
 * body, renews the access token at 75% of its life and keeps at least two refresh tokens.
 * Tokens live in localStorage so that other tabs follow sign-ins and sign-outs.
 */
export class SessionManager {
  private tokens: StoredTokens | null;
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private refreshing: Promise<boolean> | null = null;
  private replenishing: Promise<void> | null = null;
  private renewTimer: unknown = null;
  private readonly now: () => number;

  constructor(private readonly deps: SessionManagerDeps) {
    this.now = deps.now ?? Date.now;
    const stored = readTokens(deps.storage);
    this.tokens = stored && decodeJwt(stored.accessToken.token) ? stored : null;
    this.snapshot = { session: this.tokens ? decodeJwt(this.tokens.accessToken.token) : null, ended: null };
  }

  /** Starts the renewal timer and tops up refresh tokens for a session restored from storage. */
  start(): void {
    this.scheduleRenewal();
    void this.replenishIfLow();
  }

  stop(): void {
    this.clearRenewal();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionSnapshot => this.snapshot;

  get refreshTokenCount(): number {
    return this.tokens?.refreshTokens.length ?? 0;
  }

  async login(userName: string, password: string, unlockToken?: string | null): Promise<void> {
    const res = await this.deps.fetch(
      '/auth/login',
      jsonPost({
        userName,
        password,
        remoteIpAddress: null,
        // Tokens of an earlier sign-in in this browser: the server ends that sign-in.
        oldRefreshTokens: this.tokens?.refreshTokens.map((t) => t.token) ?? [],
        ...(unlockToken ? { unlockToken } : {}),
      }),
    );
    const body = await readBody(res);
    const answer = res.ok ? tokenAnswer(body) : null;
    if (!answer) {
      throw new LoginError(res.status, messagesOf(body, res.ok ? 'The server gave an answer we did not expect.' : MESSAGES.loginFailed));
    }
    this.setTokens({ accessToken: { ...answer.accessToken, receivedAt: this.now() }, refreshTokens: answer.refreshTokens }, null);
    void this.replenishIfLow();
  }

  async logout(): Promise<void> {
    if (!this.tokens) return;
    try {
      // Revoke on the server too, so the refresh tokens in this browser stop working everywhere.
      await this.send('/api/logoutUser', { method: 'POST' }, false);
    } catch {
      // Offline: the local sign-out below still happens.
    }
    this.end('logout', null);
  }

  /** Some saves answer a fresh access token (terms accepted, display name changed). */
  replaceAccessToken(accessToken: { token: string; expiry: string }): void {
    if (!this.tokens || !decodeJwt(accessToken.token)) return;
    this.setTokens({ ...this.tokens, accessToken: { ...accessToken, receivedAt: this.now() } }, null);
  }

  /** fetch with the bearer token and the 401 rules of core section 7. */
  readonly fetch = (input: string, init: RequestInit = {}): Promise<Response> => this.send(input, init, true);

  private async send(input: string, init: RequestInit, endOnReject: boolean): Promise<Response> {
    const used = this.tokens?.accessToken.token;
    if (!used) return this.deps.fetch(input, init);
    const res = await this.deps.fetch(input, bearer(init, used));
    if (res.status !== 401) return res;
    const text = await res
      .clone()
      .text()
      .catch(() => '');
    if (text.trim() !== '') return this.rejected(res, text, used, endOnReject);

    // An empty 401: the access token expired. Refresh once, then try the call again.
    if (!(await this.refreshAccess(used))) throw new SessionEndedError(MESSAGES.refreshFailed);
    const next = this.tokens?.accessToken.token;
    if (!next) throw new SessionEndedError(MESSAGES.refreshFailed);
    const again = await this.deps.fetch(input, bearer(init, next));
    if (again.status !== 401) return again;
    const againText = await again
      .clone()
      .text()
      .catch(() => '');
    return againText.trim() !== '' ? this.rejected(again, againText, next, endOnReject) : again;
  }

  private rejected(res: Response, text: string, used: string, endOnReject: boolean): Response {
    // Only the token we still hold ends the session: a late answer for an older sign-in must not.
    if (!endOnReject || this.tokens?.accessToken.token !== used) return res;
    let message: string | null = null;
    try {
      message = messagesOf(JSON.parse(text), '')[0] || null;
    } catch {
      message = null;
    }
    this.end('expired', message);
    throw new SessionEndedError(message ?? 'Your session has ended.');
  }

  /** One refresh at a time per tab, and per browser when Web Locks exist. */
  private refreshAccess(failedToken: string): Promise<boolean> {
    if (!this.refreshing) {
      const run = () => this.refreshWithHeldTokens(failedToken);
      this.refreshing = (this.deps.withLock ? this.deps.withLock(run) : run()).finally(() => {
        this.refreshing = null;
      });
    }
    return this.refreshing;
  }

  private async refreshWithHeldTokens(failedToken: string): Promise<boolean> {
    // Another tab may have refreshed while we waited for the lock: its token is in storage.
    const stored = readTokens(this.deps.storage);
    if (stored && stored.accessToken.token !== failedToken && decodeJwt(stored.accessToken.token)) {
      this.adopt(stored);
      return true;
    }
    if (!this.tokens) return false;
    if (this.tokens.accessToken.token !== failedToken) return true;

    const accessToken = this.tokens.accessToken.token;
    const untried: StoredRefreshToken[] = [...this.tokens.refreshTokens];
    while (untried.length > 0) {
      const candidate = untried.shift()!;
      let res: Response;
      try {
        res = await this.deps.fetch('/auth/refreshtoken', jsonPost({ accessToken, refreshToken: candidate.token }));
      } catch (err) {
        // Offline: keep what was not proven bad and let the caller see the network error.
        this.setTokens({ ...this.tokens, refreshTokens: [candidate, ...untried] }, null);
        throw err;
      }
      if (res.status >= 500) {
        this.setTokens({ ...this.tokens, refreshTokens: [candidate, ...untried] }, null);
        throw new Error(`The server could not renew the session (HTTP ${res.status}).`);
      }
      const answer = res.ok ? tokenAnswer(await readBody(res)) : null;
      if (answer) {
        // The used token is spent; the answer brings its replacement.
        this.setTokens(
          { accessToken: { ...answer.accessToken, receivedAt: this.now() }, refreshTokens: [...untried, ...answer.refreshTokens] },
          null,
        );
        void this.replenishIfLow();
        return true;
      }
      // Used, expired or unknown: drop it and try the next one.
    }
    this.end('expired', MESSAGES.refreshFailed);
    return false;
  }

  /** Asks for more refresh tokens when fewer than MIN_REFRESH_TOKENS remain. */
  replenishIfLow(): Promise<void> {
    if (this.replenishing) return this.replenishing;
    if (!this.tokens || this.tokens.refreshTokens.length >= MIN_REFRESH_TOKENS) return Promise.resolve();
    const sent = this.tokens.refreshTokens.map((t) => t.token);
    const accessToken = this.tokens.accessToken.token;
    this.replenishing = (async () => {
      try {
        const res = await this.deps.fetch('/auth/replenishtokens', bearer(jsonPost({ accessToken, refreshTokens: sent }), accessToken));
        const list = res.ok ? tokenPairs((await readBody(res)) as { refreshTokens?: unknown } | null) : null;
        if (!list || !this.tokens) return;
        const current = this.tokens.refreshTokens;
        const merged = mergeReplenished(sent, current, list);
        if (!sameTokens(merged, current)) this.setTokens({ ...this.tokens, refreshTokens: merged }, null);
      } catch {
        // Not urgent: the next sign-in or refresh tries again.
      }
    })().finally(() => {
      this.replenishing = null;
    });
    return this.replenishing;
  }

  /** Renews the access token (GET /auth/renewaccess); the timer calls it at 75% of the token's life. */
  async renew(): Promise<void> {
    const before = this.tokens?.accessToken.token;
    if (!before) return;
    const stored = readTokens(this.deps.storage);
    if (stored && stored.accessToken.token !== before && decodeJwt(stored.accessToken.token)) {
      this.adopt(stored);
      return;
    }
    try {
      const res = await this.fetch('/auth/renewaccess');
      const accessToken = res.ok ? tokenPair(((await readBody(res)) as { accessToken?: unknown } | null)?.accessToken) : null;
      if (!accessToken) throw new Error(`Renewal answered HTTP ${res.status}`);
      this.replaceAccessToken(accessToken);
    } catch {
      if (this.tokens) this.scheduleRenewal(RENEW_RETRY_MS);
    }
  }

  /** Another tab changed the stored tokens (the `storage` event). */
  handleStorageChange(newValue: string | null): void {
    const stored = parseStoredTokens(newValue);
    if (stored && decodeJwt(stored.accessToken.token)) this.adopt(stored);
    else if (this.tokens) this.end('other-tab', null, false);
  }

  private adopt(stored: StoredTokens): void {
    this.tokens = stored;
    this.publish(null);
    this.scheduleRenewal();
  }

  private setTokens(tokens: StoredTokens, ended: SessionSnapshot['ended']): void {
    if (!decodeJwt(tokens.accessToken.token)) {
      this.end('expired', 'The server sent a session we could not read.');
      return;
    }
    this.tokens = tokens;
    writeTokens(this.deps.storage, tokens);
    this.publish(ended);
    this.scheduleRenewal();
  }

  private end(reason: EndReason, message: string | null, persist = true): void {
    this.tokens = null;
    if (persist) writeTokens(this.deps.storage, null);
    this.clearRenewal();
    this.snapshot = { session: null, ended: { reason, message } };
    this.emit();
  }

  private publish(ended: SessionSnapshot['ended']): void {
    const session = this.tokens ? decodeJwt(this.tokens.accessToken.token) : null;
    this.snapshot = { session, ended };
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private scheduleRenewal(delayOverride?: number): void {
    this.clearRenewal();
    if (!this.tokens) return;
    const due = renewalDue(this.tokens.accessToken);
    if (delayOverride === undefined && due === null) return;
    const delay = Math.min(Math.max(delayOverride ?? (due ?? 0) - this.now(), 0), MAX_TIMER_MS);
    const setTimer = this.deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.renewTimer = setTimer(() => void this.renew(), delay);
  }

  private clearRenewal(): void {
    if (this.renewTimer === null) return;
    const clearTimer = this.deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    clearTimer(this.renewTimer);
    this.renewTimer = null;
  }
}
