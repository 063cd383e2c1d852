import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { actorFrom } from '../../access/actor.js';
import { sendFile } from './uploads.js';
import { OperatorFileService } from './operator-file.service.js';

const id = z.string().max(100);
const base = '/api/charterRequest/:charterId/supplier/:supplierId';
const params = z.object({ charterId: id, supplierId: id });

/** The operator's file from a charter it bid on: profile and bid aircraft, documents, and their files. */
export async function operatorFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new OperatorFileService(ctx.db);

  r.get(base, { onRequest: ctx.guards.member, schema: { params } }, async (req) =>
    service.file(actorFrom(req.user!), req.params.charterId, req.params.supplierId),
  );

  r.get(`${base}/documents`, { onRequest: ctx.guards.member, schema: { params } }, async (req) =>
    service.documents(actorFrom(req.user!), req.params.charterId, req.params.supplierId),
  );

  r.get(
    `${base}/document/:documentId`,
    { onRequest: ctx.guards.member, schema: { params: params.extend({ documentId: id }) } },
    async (req, reply) =>
      sendFile(reply, await service.document(actorFrom(req.user!), req.params.charterId, req.params.supplierId, req.params.documentId)),
  );

  r.get(
    `${base}/aircraftImage/:imageId`,
    { onRequest: ctx.guards.member, schema: { params: params.extend({ imageId: id }) } },
    async (req, reply) =>
      sendFile(reply, await service.image(actorFrom(req.user!), req.params.charterId, req.params.supplierId, req.params.imageId)),
  );
}
