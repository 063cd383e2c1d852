import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { actorFrom } from '../../access/actor.js';
import { ok } from '../../lib/result.js';
import { decidePurchase, decideShare } from './share-decide.service.js';
import { newShare, updateShare } from './share-offer.service.js';
import { registerSharePurchaseHooks } from './share-purchase.hooks.js';
import { boughtMessage, buySeats } from './share-purchase.service.js';
import { purchaseById, shareById, sharesOfCharter } from './share-read.service.js';

const idParams = { params: z.object({ id: z.string().max(100) }) };

/**
 * Charter shares (ADR 0016) under /api/charterRequest/: offering a sector's seats, buying them,
 * and the purchases' workflow. The share lists are another module's.
 */
export async function charterSharesRoutes(app: FastifyInstance, ctx: AppContext) {
  registerSharePurchaseHooks();
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/charterRequest';
  const member = { onRequest: ctx.guards.member };

  r.get(`${base}/shares/:id`, { ...member, schema: idParams }, async (req) => sharesOfCharter(ctx.db, actorFrom(req.user!), req.params.id));
  r.get(`${base}/share/:id`, { ...member, schema: idParams }, async (req) => shareById(ctx.db, actorFrom(req.user!), req.params.id));
  r.get(`${base}/sharePurchase/:id`, { ...member, schema: idParams }, async (req) =>
    purchaseById(ctx.db, actorFrom(req.user!), req.params.id),
  );

  // Bodies are checked by the shared schemas in the services (the spec's messages, per field).
  r.post(`${base}/newShare`, { onRequest: ctx.guards.capable('offerCharterShares') }, async (req) =>
    ok(await newShare(ctx.db, actorFrom(req.user!), req.body), ['Seats shared.']),
  );
  r.post(`${base}/updateShare`, { onRequest: ctx.guards.capable('offerCharterShares') }, async (req) =>
    ok(await updateShare(ctx.db, actorFrom(req.user!), req.body), ['Share saved.']),
  );
  r.post(`${base}/newSharePurchase`, { onRequest: ctx.guards.capable('buyCharterShares') }, async (req) => {
    const bought = await buySeats(ctx.db, actorFrom(req.user!), req.body);
    return ok(bought, [boughtMessage(bought)]);
  });
  r.post(`${base}/updateSharePurchase`, { onRequest: ctx.guards.capable('decideSharePurchases') }, async (req) => {
    const { done, message } = await decidePurchase(ctx.db, actorFrom(req.user!), req.body);
    return ok({ id: done.id, status: done.newStatus }, [message]);
  });
  r.post(`${base}/updateShareStatus`, { onRequest: ctx.guards.capable('confirmShares') }, async (req) => {
    const { done, message } = await decideShare(ctx.db, actorFrom(req.user!), req.body);
    return ok({ id: done.id, status: done.newStatus }, [message]);
  });
}
