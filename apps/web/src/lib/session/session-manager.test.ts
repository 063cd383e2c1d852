import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@charter/shared';
import { LoginError, SessionEndedError, SessionManager } from './session-manager';
import { TOKEN_STORAGE_KEY, type KeyValueStorage } from './token-store';
import { accessToken } from './test-tokens';

type Handler = (body: Record<string, unknown>, auth: string | null) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const empty401 = () => new Response('', { status: 401 });
const refresh = (token: string) => ({ token, expiry: '2099-01-01T00:00:00.000Z' });

/** A fake server: per path handlers, and a log of every call. */
function fakeServer() {
  const calls: { path: string; auth: string | null; body: Record<string, unknown> }[] = [];
  const handlers = new Map<string, Handler>();
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const auth = new Headers(init.headers).get('Authorization');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, auth, body });
    const handler = handlers.get(path);
    if (!handler) throw new Error(`No handler for ${path}`);
    return handler(body, auth);
  };
  return { calls, handlers, fetch: fetchFn as typeof fetch, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const A1 = accessToken({ tag: 'a1' });
const A2 = accessToken({ tag: 'a2' });

describe('SessionManager', () => {
  let server: ReturnType<typeof fakeServer>;
  let storage: ReturnType<typeof memoryStorage>;
  let timers: { fn: () => void; ms: number }[];
  let manager: SessionManager;

  beforeEach(() => {
    server = fakeServer();
    storage = memoryStorage();
    timers = [];
    manager = new SessionManager({
      fetch: server.fetch,
      storage,
      now: () => 1_000_000_000,
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      clearTimer: () => undefined,
    });
    server.handlers.set('/auth/login', () => json(200, { accessToken: A1, refreshTokens: [refresh('r1'), refresh('r2')] }));
    server.handlers.set('/auth/replenishtokens', (body) =>
      json(200, { refreshTokens: [...(body.refreshTokens as string[]).map(refresh), refresh('fresh')] }),
    );
  });

  it('logs in: stores the tokens, decodes the session, sends the held refresh tokens', async () => {
    await manager.login('admin@demo.test', 'pw');
    expect(manager.getSnapshot().session?.displayName).toBe('Alex Admin');
    expect(JSON.parse(storage.data.get(TOKEN_STORAGE_KEY)!).refreshTokens).toHaveLength(2);
    expect(server.calls[0]?.body).toMatchObject({
      userName: 'admin@demo.test',
      password: 'pw',
      remoteIpAddress: null,
      oldRefreshTokens: [],
    });
    // Two refresh tokens held: no replenish needed.
    expect(server.callsTo('/auth/replenishtokens')).toHaveLength(0);
  });

  it('sends the unlock token of an e-mailed unlock link with the sign-in, and nothing without one', async () => {
    await manager.login('admin@demo.test', 'pw', 'unlock-123');
    expect(server.calls[0]?.body.unlockToken).toBe('unlock-123');
    await manager.login('admin@demo.test', 'pw', null);
    expect(server.callsTo('/auth/login')[1]?.body).not.toHaveProperty('unlockToken');
  });

  it('turns a failed login into LoginError with the server message', async () => {
    server.handlers.set('/auth/login', () => json(401, { success: false, messages: [MESSAGES.loginFailed] }));
    await expect(manager.login('x@y.z', 'bad')).rejects.toEqual(new LoginError(401, [MESSAGES.loginFailed]));
    expect(manager.getSnapshot().session).toBeNull();
  });

  it('attaches the bearer token to calls', async () => {
    await manager.login('admin@demo.test', 'pw');
    server.handlers.set('/api/x', () => json(200, {}));
    await manager.fetch('/api/x');
    expect(server.callsTo('/api/x')[0]?.auth).toBe(`Bearer ${A1.token}`);
  });

  it('on an empty 401 refreshes with the first refresh token and retries the call', async () => {
    await manager.login('admin@demo.test', 'pw');
    server.handlers.set('/api/x', (_b, auth) => (auth === `Bearer ${A2.token}` ? json(200, { ok: true }) : empty401()));
    server.handlers.set('/auth/refreshtoken', () => json(200, { accessToken: A2, refreshTokens: [refresh('r3')] }));

    const res = await manager.fetch('/api/x');
    expect(await res.json()).toEqual({ ok: true });
    expect(server.callsTo('/auth/refreshtoken')[0]?.body).toEqual({ accessToken: A1.token, refreshToken: 'r1' });
    // r1 is spent and replaced by r3.
    const stored = JSON.parse(storage.data.get(TOKEN_STORAGE_KEY)!);
    expect(stored.refreshTokens.map((t: { token: string }) => t.token)).toEqual(['r2', 'r3']);
    expect(stored.accessToken.token).toBe(A2.token);
  });

  it('tries the next refresh token when one is rejected, then tops the list up', async () => {
    await manager.login('admin@demo.test', 'pw');
    server.handlers.set('/api/x', (_b, auth) => (auth === `Bearer ${A2.token}` ? json(200, {}) : empty401()));
    server.handlers.set('/auth/refreshtoken', (body) =>
      body.refreshToken === 'r1'
        ? json(401, { success: false, messages: ['used'] })
        : json(200, { accessToken: A2, refreshTokens: [refresh('r3')] }),
    );

    await manager.fetch('/api/x');
    await manager.replenishIfLow();
    expect(server.callsTo('/auth/refreshtoken').map((c) => c.body.refreshToken)).toEqual(['r1', 'r2']);
    // Only r3 was left, fewer than MIN_REFRESH_TOKENS: replenish was asked with it.
    expect(server.callsTo('/auth/replenishtokens')[0]?.body.refreshTokens).toEqual(['r3']);
    expect(manager.refreshTokenCount).toBe(2);
  });

  it('ends the session with "None of the refresh keys worked." when every refresh token fails', async () => {
    await manager.login('admin@demo.test', 'pw');
    server.handlers.set('/api/x', () => empty401());
    server.handlers.set('/auth/refreshtoken', () => json(401, { success: false, messages: ['nope'] }));

    await expect(manager.fetch('/api/x')).rejects.toBeInstanceOf(SessionEndedError);
    expect(server.callsTo('/auth/refreshtoken')).toHaveLength(2);
    expect(manager.getSnapshot()).toEqual({ session: null, ended: { reason: 'expired', message: MESSAGES.refreshFailed } });
    expect(storage.data.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('ends the session on a 401 with a body, without refreshing', async () => {
    await manager.login('admin@demo.test', 'pw');
    server.handlers.set('/api/x', () => json(401, { success: false, messages: ['Your session has ended. Please sign in again.'] }));

    await expect(manager.fetch('/api/x')).rejects.toBeInstanceOf(SessionEndedError);
    expect(server.callsTo('/auth/refreshtoken')).toHaveLength(0);
    expect(manager.getSnapshot().session).toBeNull();
    expect(manager.getSnapshot().ended?.message).toBe('Your session has ended. Please sign in again.');
  });

  it('refreshes once for concurrent calls that all met the expired token', async () => {
    await manager.login('admin@demo.test', 'pw');
    server.handlers.set('/api/x', (_b, auth) => (auth === `Bearer ${A2.token}` ? json(200, {}) : empty401()));
    server.handlers.set('/auth/refreshtoken', () => json(200, { accessToken: A2, refreshTokens: [refresh('r3')] }));

    const results = await Promise.all([manager.fetch('/api/x'), manager.fetch('/api/x'), manager.fetch('/api/x')]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(server.callsTo('/auth/refreshtoken')).toHaveLength(1);
  });

  it('schedules renewal at 75% of the token lifetime and swaps in the renewed token', async () => {
    await manager.login('admin@demo.test', 'pw');
    const last = timers[timers.length - 1]!;
    expect(last.ms).toBe(900_000 * 0.75);

    server.handlers.set('/auth/renewaccess', () => json(200, { accessToken: A2 }));
    await manager.renew();
    expect(server.callsTo('/auth/renewaccess')[0]?.auth).toBe(`Bearer ${A1.token}`);
    expect(JSON.parse(storage.data.get(TOKEN_STORAGE_KEY)!).accessToken.token).toBe(A2.token);
  });

  it('when renewal answers the empty 401 (the access-only limit), refreshes with a refresh token and renews', async () => {
    await manager.login('admin@demo.test', 'pw');
    const A3 = accessToken({ tag: 'a3' });
    server.handlers.set('/auth/renewaccess', (_b, auth) => (auth === `Bearer ${A2.token}` ? json(200, { accessToken: A3 }) : empty401()));
    server.handlers.set('/auth/refreshtoken', () => json(200, { accessToken: A2, refreshTokens: [refresh('r3')] }));

    await manager.renew();
    expect(server.callsTo('/auth/refreshtoken')[0]?.body).toEqual({ accessToken: A1.token, refreshToken: 'r1' });
    expect(JSON.parse(storage.data.get(TOKEN_STORAGE_KEY)!).accessToken.token).toBe(A3.token);
    expect(manager.getSnapshot().session).not.toBeNull();
  });

  it('follows another tab: its logout ends this session, its login starts one', async () => {
    await manager.login('admin@demo.test', 'pw');
    manager.handleStorageChange(null);
    expect(manager.getSnapshot()).toEqual({ session: null, ended: { reason: 'other-tab', message: null } });

    manager.handleStorageChange(JSON.stringify({ accessToken: { ...A2, receivedAt: 1 }, refreshTokens: [refresh('x'), refresh('y')] }));
    expect(manager.getSnapshot().session?.userId).toBeDefined();
  });

  it('logs out on the server with the bearer token and clears the tokens', async () => {
    await manager.login('admin@demo.test', 'pw');
    server.handlers.set('/api/logoutUser', () => json(200, { success: true, messages: [] }));
    await manager.logout();
    expect(server.callsTo('/api/logoutUser')[0]?.auth).toBe(`Bearer ${A1.token}`);
    expect(manager.getSnapshot()).toEqual({ session: null, ended: { reason: 'logout', message: null } });
    expect(storage.data.has(TOKEN_STORAGE_KEY)).toBe(false);
  });
});
