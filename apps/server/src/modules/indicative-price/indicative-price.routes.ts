import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INDICATIVE_PRICE_MESSAGES as M, indicativePriceSchema, priceLeadsQuerySchema } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { perAddress } from '../../lib/rate-limit.js';
import { ok } from '../../lib/result.js';
import { IndicativePriceService } from './indicative-price.service.js';

// Each estimate stores a lead: per client address, at most this many in 15 minutes.
const ESTIMATES_PER_ADDRESS = 20;
const WINDOW_SECONDS = 15 * 60;

/**
 * The public indicative price tool under /api/accounts/ (core section 7: getIndicitaveFlight) and
 * the admins' list of the leads it keeps.
 */
export async function indicativePriceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new IndicativePriceService(ctx.db);
  const limit = perAddress(ctx.db, 'indicative-price', ESTIMATES_PER_ADDRESS, WINDOW_SECONDS, M.tooMany);

  r.get('/api/accounts/getIndicitaveFlight', async () => service.options());

  r.post('/api/accounts/indicativePrice', { schema: { body: indicativePriceSchema }, preHandler: limit }, async (req) =>
    ok(await service.estimate(req.body)),
  );

  r.get(
    '/api/admin/indicativeLeads',
    { onRequest: ctx.guards.capable('viewPriceLeads'), schema: { querystring: priceLeadsQuerySchema } },
    async (req) => service.leads(req.query),
  );
}
