import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MARGIN_MESSAGES, marginUpdateSchema, updateMarginDetailsSchema, isUuid } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { actorFrom } from '../../access/actor.js';
import { notFound } from '../../lib/http-errors.js';
import { ok } from '../../lib/result.js';
import { MarginsService, requireAdmin } from './margins.service.js';

/** Margins (supplier-and-admin section 7): details per client, department or staff, and the Confirmed charter's margin. */
export async function marginsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const margins = new MarginsService(ctx.db);
  // Non-admins are turned away before their body is looked at.
  const admin = async (req: Parameters<typeof ctx.guards.member>[0], reply: Parameters<typeof ctx.guards.member>[1]) => {
    await ctx.guards.member(req, reply);
    requireAdmin(actorFrom(req.user!));
  };

  r.get(
    '/api/margins/getMarginDetails/:ownerType/:id',
    { onRequest: admin, schema: { params: z.object({ ownerType: z.string().max(40), id: z.string().max(100) }) } },
    async (req) => margins.details(actorFrom(req.user!), req.params.ownerType, req.params.id),
  );

  r.post('/api/margins/updateMarginDetails', { onRequest: admin, schema: { body: updateMarginDetailsSchema } }, async (req) => {
    const saved = await margins.save(actorFrom(req.user!), req.body);
    return ok(saved, [MARGIN_MESSAGES.saved]);
  });

  r.post('/api/charterRequest/marginUpdate', { onRequest: admin, schema: { body: marginUpdateSchema } }, async (req) => {
    if (!isUuid(req.body.id)) throw notFound();
    const message = await margins.update(actorFrom(req.user!), req.body);
    return ok(undefined, [message]);
  });
}
