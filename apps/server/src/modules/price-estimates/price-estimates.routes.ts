import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceEstimateRequestSchema } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { actorFrom } from '../../access/actor.js';
import { EstimatePrice } from './estimate-price.js';

/** Price estimates learned from awarded charters (ADR 0044): for a trip being requested, and for a charter's bids. */
export async function priceEstimatesRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const estimates = new EstimatePrice(ctx.db);
  const guard = ctx.guards.capable('viewPriceEstimates');

  r.post('/api/charterRequest/priceEstimate', { onRequest: guard, schema: { body: priceEstimateRequestSchema } }, async (req) =>
    estimates.forTrip(actorFrom(req.user!), req.body),
  );

  r.get(
    '/api/charterRequest/priceEstimate/:charterId',
    { onRequest: guard, schema: { params: z.object({ charterId: z.string().max(64) }) } },
    async (req) => estimates.forCharter(actorFrom(req.user!), req.params.charterId),
  );
}
