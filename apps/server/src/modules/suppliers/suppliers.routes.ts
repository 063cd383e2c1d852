import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUPPLIER_LIST_FILTERS, SUPPLIER_MESSAGES, charterAvailabilitySchema } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/result.js';
import { aircraftRoutes } from './aircraft.routes.js';
import { AvailabilityService } from './availability.service.js';
import { documentRoutes } from './documents.routes.js';
import { operatorFileRoutes } from './operator-file.routes.js';
import { SupplierProfileService } from './profile.service.js';
import { secondaryEmailRoutes } from './secondary-emails.routes.js';

/** /api/suppliers/: the supplier's profile, the admin's supplier list, availability marks, and the sub-areas. */
export async function suppliersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/suppliers';
  const profiles = new SupplierProfileService(ctx.db, () => ctx.config.publicUrl ?? '');
  const availability = new AvailabilityService(ctx.db);

  r.get(
    `${base}/get`,
    { onRequest: ctx.guards.member, schema: { querystring: z.object({ id: z.string().max(100).optional() }) } },
    async (req) => profiles.get(req.user!, req.query.id),
  );

  r.post(`${base}/update`, { onRequest: ctx.guards.capable('manageSupplierAccount') }, async (req) => {
    const profile = await profiles.update(req.user!, req.body);
    return ok(profile, [SUPPLIER_MESSAGES.updated]);
  });

  r.post(`${base}/setSupplierStatus`, { onRequest: ctx.guards.member }, async (req) => {
    const profile = await profiles.setStatus(req.user!, req.body);
    return ok(profile, [`${profile.companyName} is ${profile.status}.`]);
  });

  r.get(
    `${base}/getByStatus/:status`,
    { onRequest: ctx.guards.member, schema: { params: z.object({ status: z.enum(SUPPLIER_LIST_FILTERS) }) } },
    async (req) => profiles.list(req.user!, req.params.status),
  );

  r.get(`${base}/options`, { onRequest: ctx.guards.member }, async (req) => profiles.options(req.user!));

  r.post(
    `${base}/charterAvailable`,
    { onRequest: ctx.guards.capable('markCharterAvailability'), schema: { body: charterAvailabilitySchema } },
    async (req) => {
      await availability.mark(req.user!, req.body);
      return ok(undefined, [`Marked as ${req.body.status}.`]);
    },
  );

  r.get(
    `${base}/charterAvailable/:charterRequestId`,
    { onRequest: ctx.guards.member, schema: { params: z.object({ charterRequestId: z.string().max(100) }) } },
    async (req) => availability.status(req.user!, req.params.charterRequestId),
  );

  await secondaryEmailRoutes(app, ctx);
  // Only the upload routes (aircraft images, documents) read multipart bodies: the parser and its
  // per-request clean-up hook are registered in their own context, off every other call. Each
  // route passes its own file-size cap; this is the ceiling. JSON bodies keep the 1 MiB limit.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
    });
    await aircraftRoutes(uploads, ctx);
    await documentRoutes(uploads, ctx);
  });
  await operatorFileRoutes(app, ctx);
}
