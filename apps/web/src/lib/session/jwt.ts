import type { SessionUser } from '@charter/shared';

/** The access token's payload: the session user plus the JWT's own claims. */
export interface AccessClaims extends SessionUser {
  sid?: string;
  iat?: number;
  exp?: number;
}

function base64UrlToText(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // Names may hold non-ASCII letters: atob alone would mangle UTF-8.
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the payload of a JWT without checking its signature: the client only displays what the
 * token says, the server verifies it on every call.
 */
export function decodeJwt(token: string): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlToText(parts[1]));
    if (!payload || typeof payload !== 'object') return null;
    const claims = payload as Partial<AccessClaims>;
    if (typeof claims.userId !== 'string' || typeof claims.role !== 'string') return null;
    return claims as AccessClaims;
  } catch {
    return null;
  }
}
