import { TOKEN_RENEW_FRACTION } from '@charter/shared';
import { decodeJwt } from './jwt';
import type { StoredAccessToken, StoredRefreshToken } from './token-store';

/** Small helpers for the token calls' requests and answers. */

export function jsonPost(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

export function bearer(init: RequestInit, token: string): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}

/** The JSON body, or null when there is none or it is not JSON. */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function messagesOf(body: unknown, fallback: string): string[] {
  const messages = (body as { messages?: unknown } | null)?.messages;
  const list = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string' && m.length > 0) : [];
  return list.length > 0 ? list : fallback ? [fallback] : [];
}

export function tokenPair(value: unknown): { token: string; expiry: string } | null {
  const v = value as { token?: unknown; expiry?: unknown } | null | undefined;
  return v && typeof v.token === 'string' && typeof v.expiry === 'string' ? { token: v.token, expiry: v.expiry } : null;
}

export function tokenPairs(body: { refreshTokens?: unknown } | null): StoredRefreshToken[] | null {
  if (!body || !Array.isArray(body.refreshTokens)) return null;
  const pairs = body.refreshTokens.map(tokenPair);
  return pairs.every((p) => p !== null) ? (pairs as StoredRefreshToken[]) : null;
}

export function tokenAnswer(body: unknown): { accessToken: { token: string; expiry: string }; refreshTokens: StoredRefreshToken[] } | null {
  const b = body as { accessToken?: unknown; refreshTokens?: unknown } | null;
  const accessToken = tokenPair(b?.accessToken);
  const refreshTokens = tokenPairs(b as { refreshTokens?: unknown } | null);
  return accessToken && refreshTokens ? { accessToken, refreshTokens } : null;
}

export function sameTokens(a: StoredRefreshToken[], b: StoredRefreshToken[]): boolean {
  return a.length === b.length && a.every((t, i) => t.token === b[i]?.token);
}

/**
 * When to renew an access token: at TOKEN_RENEW_FRACTION of its life. The lifetime comes from the
 * server's own clock (iat to exp) and is counted from when this browser received the token, so a
 * wrong client clock renews neither too early nor too late. Null when the lifetime is unknown.
 */
export function renewalDue({ token, expiry, receivedAt }: StoredAccessToken): number | null {
  const claims = decodeJwt(token);
  const lifetime = claims?.iat && claims.exp ? (claims.exp - claims.iat) * 1000 : Date.parse(expiry) - receivedAt;
  return lifetime > 0 ? receivedAt + lifetime * TOKEN_RENEW_FRACTION : null;
}

/**
 * The replenish answer is the full list to keep, but a refresh may have spent or added tokens while
 * it was in flight: keep the answer minus what was spent since, plus what arrived since.
 */
export function mergeReplenished(sent: string[], current: StoredRefreshToken[], answered: StoredRefreshToken[]): StoredRefreshToken[] {
  const currentSet = new Set(current.map((t) => t.token));
  const answeredSet = new Set(answered.map((t) => t.token));
  return [
    ...answered.filter((t) => !sent.includes(t.token) || currentSet.has(t.token)),
    ...current.filter((t) => !answeredSet.has(t.token) && !sent.includes(t.token)),
  ];
}
