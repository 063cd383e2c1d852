/** What the browser keeps between page loads and shares between tabs. */
export interface StoredAccessToken {
  token: string;
  /** ISO time the server gave. */
  expiry: string;
  /** Client clock when this tab (or another) received it; the renewal timer counts from here so clock skew cannot matter. */
  receivedAt: number;
}

export interface StoredRefreshToken {
  token: string;
  expiry: string;
}

export interface StoredTokens {
  accessToken: StoredAccessToken;
  refreshTokens: StoredRefreshToken[];
}

export const TOKEN_STORAGE_KEY = 'charter.session';

/** The part of the Web Storage interface we use, so tests can pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isTokenPair(value: unknown): value is { token: string; expiry: string } {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === 'string' && typeof v.expiry === 'string';
}

/** Parses the stored value; anything malformed counts as "no session". */
export function parseStoredTokens(raw: string | null): StoredTokens | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredTokens>;
    if (!isTokenPair(value.accessToken) || !Array.isArray(value.refreshTokens)) return null;
    const receivedAt = typeof value.accessToken.receivedAt === 'number' ? value.accessToken.receivedAt : 0;
    return {
      accessToken: { token: value.accessToken.token, expiry: value.accessToken.expiry, receivedAt },
      refreshTokens: value.refreshTokens.filter(isTokenPair).map((t) => ({ token: t.token, expiry: t.expiry })),
    };
  } catch {
    return null;
  }
}

export function readTokens(storage: KeyValueStorage): StoredTokens | null {
  try {
    return parseStoredTokens(storage.getItem(TOKEN_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writeTokens(storage: KeyValueStorage, tokens: StoredTokens | null): void {
  try {
    if (tokens) storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(tokens));
    else storage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the session still works in this tab, it just will not survive a reload.
  }
}
