import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_MESSAGES, createApiKeySchema } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/result.js';
import { ApiKeysService } from './api-keys.service.js';

/** A person's API keys (operators and clients), and every key for admins. */
export async function apiKeysRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const keys = new ApiKeysService(ctx.db);
  const { member } = ctx.guards;

  r.get('/api/apiKeys', { onRequest: member }, async (req) => keys.mine(req.user!));
  r.get('/api/apiKeys/all', { onRequest: member }, async (req) => keys.all(req.user!));
  // The body is checked in the service (its scopes depend on the caller's role); the schema documents it.
  r.post('/api/apiKeys', { onRequest: member, schema: { body: createApiKeySchema.partial().passthrough() } }, async (req) =>
    ok(await keys.create(req.user!, req.body), [API_KEY_MESSAGES.created]),
  );
  r.delete('/api/apiKeys/:id', { onRequest: member, schema: { params: z.object({ id: z.string().max(100) }) } }, async (req) => {
    await keys.revoke(req.user!, req.params.id);
    return ok(undefined, [API_KEY_MESSAGES.revoked]);
  });
}
