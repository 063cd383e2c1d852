import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEBHOOK_MESSAGES, createWebhookEndpointSchema, updateWebhookEndpointSchema } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/result.js';
import { WebhooksService } from './webhooks.service.js';

const idParams = z.object({ id: z.string().max(100) });

/** A person's webhook endpoints and their delivery logs (operators and clients); every endpoint for admins. */
export async function webhooksRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hooks = new WebhooksService(ctx.db, ctx.config.production);
  const { member } = ctx.guards;

  r.get('/api/webhooks', { onRequest: member }, async (req) => hooks.mine(req.user!));
  r.get('/api/webhooks/all', { onRequest: member }, async (req) => hooks.all(req.user!));
  // Bodies are checked in the service (the events depend on the caller's role); the schemas document them.
  r.post('/api/webhooks', { onRequest: member, schema: { body: createWebhookEndpointSchema.partial().passthrough() } }, async (req) =>
    ok(await hooks.create(req.user!, req.body), [WEBHOOK_MESSAGES.created]),
  );
  r.post(
    '/api/webhooks/:id',
    { onRequest: member, schema: { params: idParams, body: updateWebhookEndpointSchema.partial().passthrough() } },
    async (req) => {
      const body = req.body as { paused?: boolean };
      const done = await hooks.update(req.user!, req.params.id, req.body);
      const message =
        body.paused === true ? WEBHOOK_MESSAGES.paused : body.paused === false ? WEBHOOK_MESSAGES.resumed : WEBHOOK_MESSAGES.updated;
      return ok(done, [message]);
    },
  );
  r.delete('/api/webhooks/:id', { onRequest: member, schema: { params: idParams } }, async (req) => {
    await hooks.remove(req.user!, req.params.id);
    return ok(undefined, [WEBHOOK_MESSAGES.deleted]);
  });
  r.post('/api/webhooks/:id/rollSecret', { onRequest: member, schema: { params: idParams } }, async (req) =>
    ok(await hooks.rollSecret(req.user!, req.params.id), [WEBHOOK_MESSAGES.secretRolled]),
  );
  r.get('/api/webhooks/:id/deliveries', { onRequest: member, schema: { params: idParams } }, async (req) =>
    hooks.deliveries(req.user!, req.params.id),
  );
  r.post(
    '/api/webhooks/:id/deliveries/:deliveryId/sendAgain',
    { onRequest: member, schema: { params: z.object({ id: z.string().max(100), deliveryId: z.string().max(100) }) } },
    async (req) => {
      await hooks.sendAgain(req.user!, req.params.id, req.params.deliveryId);
      return ok(undefined, [WEBHOOK_MESSAGES.resent]);
    },
  );
}
