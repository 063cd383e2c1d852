import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageLogQuerySchema, partyLogParamsSchema } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { MessageLogService } from './message-log.service.js';

/** /api/messageLog: the e-mails sent to the caller, to a party (its management tabs), and one message. */
export async function messageLogRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new MessageLogService(ctx.db);
  const member = ctx.guards.member;
  const base = '/api/messageLog';

  r.get(base, { onRequest: member, schema: { querystring: messageLogQuerySchema } }, async (req) => service.own(req.user!, req.query));

  r.get(
    `${base}/party/:partyType/:partyId`,
    { onRequest: member, schema: { params: partyLogParamsSchema, querystring: messageLogQuerySchema } },
    async (req) => service.party(req.user!, req.params.partyType, req.params.partyId, req.query),
  );

  r.get(`${base}/:messageId`, { onRequest: member, schema: { params: z.object({ messageId: z.string().max(100) }) } }, async (req) =>
    service.one(req.user!, req.params.messageId),
  );

  // Suppliers section of the calls (supplier-and-admin section 7: "GET messages").
  r.get(
    '/api/suppliers/messages',
    { onRequest: member, schema: { querystring: messageLogQuerySchema.extend({ supplierId: z.string().max(100).optional() }) } },
    async (req) => {
      const { supplierId, ...query } = req.query;
      return service.supplier(req.user!, supplierId, query);
    },
  );
}
