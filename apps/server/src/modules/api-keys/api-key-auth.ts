import type { FastifyRequest } from 'fastify';
import type { Db } from '@charter/db';
import { API_KEY_CALLS_PER_MINUTE, API_KEY_MESSAGES, scopesOpen, type SessionUser } from '@charter/shared';
import type { AccessClaims } from '../../auth/tokens.js';
import { HttpError, forbidden } from '../../lib/http-errors.js';
import { take } from '../../lib/rate-limit.js';
import { useKey } from './api-keys.repository.js';
import { hashKey } from './api-keys.service.js';

/** The call as the OpenAPI document and the scopes name it: "POST /api/suppliers/newBid". */
function callOf(req: FastifyRequest): string {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  return `${method} ${(req.routeOptions.url ?? '').replace(/:(\w+)/g, '{$1}')}`;
}

/**
 * Signs a call in by an API key: the key's owner as it is now (a deactivated person's keys stop),
 * within the key's scopes and its rate, with the key's name on what the call writes to timelines.
 */
export function apiKeyAuthenticator(db: Db, sessionUserOf: (userId: string) => Promise<SessionUser | null>) {
  return async (key: string, req: FastifyRequest): Promise<AccessClaims> => {
    const holder = await useKey(db, hashKey(key));
    const user = holder ? await sessionUserOf(holder.userId) : null;
    if (!holder || !user) throw new HttpError(401, [API_KEY_MESSAGES.invalid]);
    if (!scopesOpen(user.role, holder.scopes, callOf(req))) throw forbidden(API_KEY_MESSAGES.notInScope);
    if (!(await take(db, [{ key: `api-key:${holder.id}`, max: API_KEY_CALLS_PER_MINUTE, windowSeconds: 60 }]))) {
      throw new HttpError(429, [API_KEY_MESSAGES.tooFast]);
    }
    return { ...user, sid: `api-key:${holder.id}`, apiKeyName: holder.name };
  };
}
