import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AIRCRAFT_MESSAGES, AIRCRAFT_STATUSES, FUEL_MESSAGES, IMAGE_MAX_BYTES, aircraftCategoryFuelSchema } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/result.js';
import { AircraftService } from './aircraft.service.js';
import { setCategoryFuel } from './set-category-fuel.js';
import { readUpload, sendFile } from './uploads.js';

const id = z.string().max(100);

/** Aircraft categories, a supplier's aircraft and their images. */
export async function aircraftRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/suppliers';
  const service = new AircraftService(ctx.db);

  r.get(`${base}/categories`, { onRequest: ctx.guards.member }, async () => service.categories());

  // A category's fuel burn and fuel, behind every CO2 estimate (ADR 0046): reference data the admins keep.
  r.post(
    '/api/admin/setAircraftCategoryFuel',
    { onRequest: ctx.guards.capable('manageReferenceData'), schema: { body: aircraftCategoryFuelSchema } },
    async (req) => ok(await setCategoryFuel(ctx.db, req.body), [FUEL_MESSAGES.saved]),
  );

  r.get(`${base}/aircraft/:supplierId`, { onRequest: ctx.guards.member, schema: { params: z.object({ supplierId: id }) } }, async (req) =>
    service.list(req.user!, req.params.supplierId),
  );

  r.get(
    `${base}/aircraftByStatus/:supplierId/:status`,
    { onRequest: ctx.guards.member, schema: { params: z.object({ supplierId: id, status: z.enum(AIRCRAFT_STATUSES) }) } },
    async (req) => service.list(req.user!, req.params.supplierId, req.params.status),
  );

  r.post(`${base}/addAircraft`, { onRequest: ctx.guards.capable('manageSupplierAccount') }, async (req) =>
    ok(await service.add(req.user!, req.body), [AIRCRAFT_MESSAGES.added]),
  );

  r.post(`${base}/updateAircraft`, { onRequest: ctx.guards.capable('manageSupplierAccount') }, async (req) =>
    ok(await service.update(req.user!, req.body), [AIRCRAFT_MESSAGES.updated]),
  );

  r.get(
    `${base}/aircraftImages/:aircraftId`,
    { onRequest: ctx.guards.member, schema: { params: z.object({ aircraftId: id }) } },
    async (req) => service.images(req.user!, req.params.aircraftId),
  );

  r.get(
    `${base}/aircraftImage/:imageId`,
    { onRequest: ctx.guards.member, schema: { params: z.object({ imageId: id }) } },
    async (req, reply) => sendFile(reply, await service.image(req.user!, req.params.imageId)),
  );

  r.post(`${base}/addAircraftImage`, { onRequest: ctx.guards.capable('manageSupplierAccount') }, async (req) => {
    const upload = await readUpload(req, IMAGE_MAX_BYTES);
    return ok(await service.addImage(req.user!, upload), [AIRCRAFT_MESSAGES.imageSaved]);
  });

  r.post(
    `${base}/removeAircraftImage`,
    { onRequest: ctx.guards.capable('manageSupplierAccount'), schema: { body: z.object({ id }) } },
    async (req) => {
      await service.removeImage(req.user!, req.body.id);
      return ok(undefined, [AIRCRAFT_MESSAGES.imageRemoved]);
    },
  );
}
