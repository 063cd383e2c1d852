import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@charter/db';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEYS_PER_USER,
  createApiKeySchema,
  isUuid,
  scopesOfRole,
  type ApiKeyDto,
  type SessionUser,
} from '@charter/shared';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import * as repo from './api-keys.repository.js';

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * A person's API keys: operators and clients make them with scopes of their role, see when each was
 * last used and revoke them; admins see and revoke anyone's. The key is shown once; only its hash is kept.
 */
export class ApiKeysService {
  constructor(private readonly db: Db) {}

  mine(user: SessionUser): Promise<ApiKeyDto[]> {
    if (!scopesOfRole(user.role)) throw forbidden();
    return repo.keysOfUser(this.db, user.userId);
  }

  all(user: SessionUser): Promise<ApiKeyDto[]> {
    if (user.role !== 'Admin') throw forbidden();
    return repo.allKeys(this.db);
  }

  async create(user: SessionUser, body: unknown): Promise<ApiKeyDto> {
    const table = scopesOfRole(user.role);
    if (!table) throw forbidden(API_KEY_MESSAGES.notForRole);
    const input = parseOr400(createApiKeySchema, body);
    const scopes = [...new Set(input.scopes)];
    if (scopes.some((scope) => !(scope in table)))
      throw badRequest([API_KEY_MESSAGES.unknownScope], { scopes: [API_KEY_MESSAGES.unknownScope] });
    if ((await repo.countKeys(this.db, user.userId)) >= API_KEYS_PER_USER) throw badRequest([API_KEY_MESSAGES.tooMany]);
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const made = await repo.insertKey(this.db, {
      userId: user.userId,
      name: input.name,
      prefix: key.slice(0, API_KEY_PREFIX.length + 8),
      tokenHash: hashKey(key),
      scopes,
    });
    return { ...made, key };
  }

  async revoke(user: SessionUser, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound();
    const done = await repo.revokeKey(this.db, id, user.role === 'Admin' ? null : user.userId);
    if (!done) throw notFound();
  }
}
