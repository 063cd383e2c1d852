import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, can, type Capability } from '@charter/shared';
import { HttpError, forbidden, refreshNeeded, unauthorized } from '../lib/http-errors.js';
import type { AccessClaims, TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

export interface Guards {
  /** Any signed-in user with an active session (terms not required: the terms screen needs it). */
  signedIn: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Signed in and the current terms accepted. */
  member: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Signed in, terms accepted and holding a capability of the shared permission table. */
  capable: (capability: Capability) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** Every guard made, so the API reference can tell a route that needs a token from an open one. */
const guardFunctions = new WeakSet<object>();
const guard = <T extends object>(fn: T): T => {
  guardFunctions.add(fn);
  return fn;
};

/** Whether a route's onRequest hooks hold one of the sign-in guards. */
export function hasGuard(hooks: unknown): boolean {
  return [hooks].flat().some((h) => typeof h === 'function' && guardFunctions.has(h));
}

/** Signs a call in by an API key, or refuses it (401 unknown or revoked, 403 outside its scopes, 429 too fast). */
export type ApiKeyAuthenticator = (key: string, req: FastifyRequest) => Promise<AccessClaims>;

export function createGuards(
  tokens: TokenService,
  isSessionActive: (sid: string) => Promise<boolean>,
  apiKey?: ApiKeyAuthenticator,
): Guards {
  const signedIn = guard(async (req: FastifyRequest, _reply?: FastifyReply) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer (.+)$/i.exec(header);
    if (!match) throw unauthorized('You are not signed in.');
    const presented = match[1]!.trim();
    if (apiKey && presented.startsWith(API_KEY_PREFIX)) {
      req.user = await apiKey(presented, req);
      return;
    }
    const claims = await tokens.verifyAccess(presented);
    if (claims === 'expired') throw refreshNeeded();
    if (!claims) throw unauthorized('You are not signed in.');
    // Checked on every call so that logout and token-reuse revocation take effect at once.
    if (!(await isSessionActive(claims.sid))) throw unauthorized('Your session has ended. Please sign in again.');
    req.user = claims;
  });
  const member = guard(async (req: FastifyRequest, reply: FastifyReply) => {
    await signedIn(req, reply);
    if (!req.user!.termsAccepted) throw new HttpError(403, ['Please accept the terms and conditions first.']);
  });
  const capable = (capability: Capability) =>
    guard(async (req: FastifyRequest, reply: FastifyReply) => {
      await member(req, reply);
      if (!can(req.user, capability)) throw forbidden();
    });
  return { signedIn, member, capable };
}
