import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { ok } from '../../lib/result.js';
import { acknowledgeCharter } from './charter-acknowledge.service.js';
import { CharterCloneService, clonedMessage } from './charter-clone.service.js';
import { charterListRoutes } from './charter-list.routes.js';
import { CharterManifestService } from './charter-manifest.service.js';
import { charterReadRoutes } from './charter-read.routes.js';
import { CharterWriteService, savedMessage, updatedMessage } from './charter-write.service.js';

const idParams = z.object({ id: z.string().max(100) });

/**
 * /api/charterRequest/ calls of core section 7 (saves, reads and lists) and the admin's
 * "mark as checked". Bodies of the saves are validated by the shared charter schema in the
 * services, so that the errors keep their dotted paths (routes.1.departTime).
 */
export async function charterRequestsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/charterRequest';
  const writes = new CharterWriteService(ctx.db);
  const manifests = new CharterManifestService(ctx.db);
  const clones = new CharterCloneService(ctx.db);

  r.post(`${base}/newCharterRequest`, { onRequest: ctx.guards.capable('createCharterRequest') }, async (req) => {
    const saved = await writes.create(req.user!, req.body);
    return ok(saved, [savedMessage(saved.jobReference)]);
  });

  // Suppliers never edit requests or passenger lists (the capability is "client side or admin").
  r.post(`${base}/updateCharterRequest`, { onRequest: ctx.guards.capable('createCharterRequest') }, async (req) => {
    const saved = await writes.update(req.user!, req.body);
    return ok(saved, [updatedMessage(saved.jobReference)]);
  });

  r.post(`${base}/updateManifest`, { onRequest: ctx.guards.capable('createCharterRequest') }, async (req) => {
    await manifests.update(req.user!, req.body);
    return ok(undefined, ['Manifest updated.']);
  });

  r.post(
    `${base}/cloneCharterRequest`,
    { onRequest: ctx.guards.capable('createCharterRequest'), schema: { body: z.object({ id: z.string().max(100) }) } },
    async (req) => {
      if (!isUuid(req.body.id)) throw notFound();
      const saved = await clones.clone(req.user!, req.body.id);
      return ok(saved, [clonedMessage(saved.jobReference)]);
    },
  );

  r.post('/api/admin/updateAcknowledged/:id', { onRequest: ctx.guards.member, schema: { params: idParams } }, async (req) => {
    if (req.user!.role !== 'Admin') throw forbidden();
    if (!isUuid(req.params.id)) throw notFound();
    await acknowledgeCharter(ctx.db, req.user!, req.params.id);
    return ok(undefined, ['Marked as checked.']);
  });

  await charterReadRoutes(app, ctx);
  await charterListRoutes(app, ctx);
}
