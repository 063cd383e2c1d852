import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUPPLIER_MESSAGES, secondaryEmailSchema } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { ok } from '../../lib/result.js';
import * as repo from './secondary-emails.repository.js';
import { actingSupplierId } from './supplier-access.js';

/** A supplier's secondary e-mail addresses: its own for a supplier, any for an admin. */
export async function secondaryEmailRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/suppliers';

  r.get(
    `${base}/secondaryEmails/:supplierId`,
    { onRequest: ctx.guards.member, schema: { params: z.object({ supplierId: z.string().max(100) }) } },
    async (req) => repo.listEmails(ctx.db, await actingSupplierId(ctx.db, req.user!, req.params.supplierId)),
  );

  r.post(
    `${base}/addSecondaryEmail`,
    { onRequest: ctx.guards.capable('manageSupplierAccount'), schema: { body: secondaryEmailSchema } },
    async (req) => {
      const supplierId = await actingSupplierId(ctx.db, req.user!, req.body.supplierId);
      if (!(await repo.addEmail(ctx.db, supplierId, req.body.email))) {
        throw badRequest([SUPPLIER_MESSAGES.emailListed], { email: [SUPPLIER_MESSAGES.emailListed] });
      }
      return ok(await repo.listEmails(ctx.db, supplierId), [SUPPLIER_MESSAGES.emailAdded]);
    },
  );

  r.post(
    `${base}/removeSecondaryEmail`,
    {
      onRequest: ctx.guards.capable('manageSupplierAccount'),
      schema: { body: z.object({ supplierId: secondaryEmailSchema.shape.supplierId, email: z.string().trim().max(320) }) },
    },
    async (req) => {
      const supplierId = await actingSupplierId(ctx.db, req.user!, req.body.supplierId);
      if (!(await repo.removeEmail(ctx.db, supplierId, req.body.email))) throw notFound(SUPPLIER_MESSAGES.emailNotListed);
      return ok(await repo.listEmails(ctx.db, supplierId), [SUPPLIER_MESSAGES.emailRemoved]);
    },
  );
}
