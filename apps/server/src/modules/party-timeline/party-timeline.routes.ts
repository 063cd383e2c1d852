import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PARTY_ENTITY_TYPES } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { PartyTimelineService } from './party-timeline.service.js';

/**
 * GET /api/entityState/getTimeline/{Supplier|Client|ClientDepartment|ClientStaff}/{id}. The
 * workflow module answers getTimeline/:entity/:id for items with a workflow; these static paths
 * take precedence over its parameter (the router prefers a static segment), so parties get their
 * own access rules without touching the workflow's.
 */
export async function partyTimelineRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new PartyTimelineService(ctx.db);
  const params = z.object({ id: z.string().max(100) });
  for (const type of PARTY_ENTITY_TYPES) {
    r.get(`/api/entityState/getTimeline/${type}/:id`, { onRequest: ctx.guards.member, schema: { params } }, async (req) =>
      service.timeline(req.user!, type, req.params.id),
    );
  }
}
