import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STANDBY_MESSAGES,
  acceptBidSchema,
  pastBidsQuerySchema,
  releaseStandbySchema,
  takeStandbyOfferSchema,
  withdrawBidSchema,
} from '@charter/shared';
import { readMarketView } from './market-view.js';
import type { AppContext } from '../../app-context.js';
import { actorFrom } from '../../access/actor.js';
import { ok } from '../../lib/result.js';
import { registerAwardHooks } from './bid-award.hooks.js';
import { acceptBid } from './bid-award.service.js';
import { bidEligibility } from './bid-eligibility.js';
import { BidReadService } from './bid-read.service.js';
import { BidPlacement, bidPlacedMessage } from './place-bid.js';
import { releaseStandby } from './release-standby.js';
import { takeStandbyOffer } from './take-standby-offer.js';
import { withdrawBid } from './withdraw-bid.js';

const idParams = z.object({ id: z.string().max(100) });

/** Bids (supplier-and-admin section 7): placing, reading, withdrawing and accepting them. */
export async function bidsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerAwardHooks();
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads = new BidReadService(ctx.db);
  const placement = new BidPlacement(ctx.db);

  // The body is checked by the shared bid schema in the service: the bid as JSON, or the spec's
  // {encodedData: base64 of it} (lib/encoded-data.ts refuses bad base64 and wrong types with a 400).
  r.post('/api/suppliers/newBid', { onRequest: ctx.guards.capable('placeBids') }, async (req) => {
    const placed = await placement.placeBid(actorFrom(req.user!), req.body);
    return ok(placed.bid, [bidPlacedMessage(placed.jobReference)]);
  });

  r.post('/api/suppliers/withdrawBid', { onRequest: ctx.guards.capable('placeBids'), schema: { body: withdrawBidSchema } }, async (req) => {
    await withdrawBid(ctx.db, actorFrom(req.user!), req.body.bidId);
    return ok(undefined, ['Bid withdrawn.']);
  });

  // A standby operator steps back (ADR 0048); the next best bid stands by instead.
  r.post(
    '/api/suppliers/releaseStandby',
    { onRequest: ctx.guards.capable('placeBids'), schema: { body: releaseStandbySchema } },
    async (req) => {
      await releaseStandby(ctx.db, actorFrom(req.user!), req.body.bidId);
      return ok(undefined, [STANDBY_MESSAGES.released + '.']);
    },
  );

  // The standby operator takes the charter offered to it after the winner dropped out (ADR 0048).
  r.post(
    '/api/suppliers/takeStandbyOffer',
    { onRequest: ctx.guards.capable('placeBids'), schema: { body: takeStandbyOfferSchema } },
    async (req) => {
      const done = await takeStandbyOffer(ctx.db, actorFrom(req.user!), req.body.bidId);
      return ok(done.result, [done.message]);
    },
  );

  r.get('/api/charterRequest/getBids/:id', { onRequest: ctx.guards.member, schema: { params: idParams } }, async (req) =>
    reads.forCharter(actorFrom(req.user!), req.params.id),
  );

  r.get('/api/charterRequest/getByBidId/:id', { onRequest: ctx.guards.member, schema: { params: idParams } }, async (req) =>
    reads.one(actorFrom(req.user!), req.params.id),
  );

  // Whether the operator may bid at all, so the charter detail can say why not before the form opens.
  r.get(
    '/api/suppliers/bidEligibility',
    { onRequest: ctx.guards.capable('placeBids'), schema: { querystring: z.object({ supplierId: z.string().max(100).optional() }) } },
    async (req) => bidEligibility(ctx.db, actorFrom(req.user!), req.query.supplierId),
  );

  r.get(
    '/api/suppliers/bids',
    {
      onRequest: ctx.guards.member,
      schema: {
        summary: "An operator's bids as one array, newest first, up to 500 (an admin names the operator)",
        description: 'The same bids a page at a time, with the total: `GET /api/suppliers/bidsPage`.',
        querystring: z.object({ supplierId: z.string().max(100).optional() }),
      },
    },
    async (req) => reads.ofSupplier(actorFrom(req.user!), req.query.supplierId),
  );

  // My Past Bids a page at a time, with the total (ADR 0054); the array above stays as the spec's
  // integrators read it.
  r.get(
    '/api/suppliers/bidsPage',
    {
      onRequest: ctx.guards.member,
      schema: {
        summary: "An operator's bids a page at a time, newest first (an admin names the operator)",
        description:
          'Answers `{items, nextCursor, total}`: `items` as `GET /api/suppliers/bids` gives them, `total` all the operator’s bids. ' +
          'Pass `nextCursor` back as `cursor` for the next page; it is null on the last one.',
        querystring: pastBidsQuerySchema,
      },
    },
    async (req) => reads.pageOfSupplier(actorFrom(req.user!), req.query),
  );

  // The operator's own win rate, ranks and lost-bid bands (ADR 0046): no other operator's name or price.
  r.get(
    '/api/suppliers/marketView',
    { onRequest: ctx.guards.capable('viewBids'), schema: { querystring: z.object({ supplierId: z.string().max(100).optional() }) } },
    async (req) => readMarketView(ctx.db, actorFrom(req.user!), req.query.supplierId),
  );

  r.get('/api/suppliers/bidHistories/:id', { onRequest: ctx.guards.member, schema: { params: idParams } }, async (req) =>
    reads.history(actorFrom(req.user!), req.params.id),
  );

  r.post(
    '/api/charterRequest/acceptBid',
    { onRequest: ctx.guards.capable('acceptBids'), schema: { body: acceptBidSchema } },
    async (req) => {
      const done = await acceptBid(ctx.db, actorFrom(req.user!), req.body);
      return ok(done.result, [done.message]);
    },
  );
}
