import type { FastifyInstance } from 'fastify';
import { PARTY_CREATE_MESSAGES } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/result.js';
import { SupplierCreateService } from './supplier-create.service.js';

/** POST /api/suppliers/addSupplier (admin): add an operator and invite the person behind it. */
export async function supplierCreateRoutes(app: FastifyInstance, ctx: AppContext) {
  const suppliers = new SupplierCreateService(ctx.db, () => ctx.config.publicUrl ?? '');
  app.post('/api/suppliers/addSupplier', { onRequest: ctx.guards.member }, async (req) =>
    ok(await suppliers.add(req.user!, req.body), [PARTY_CREATE_MESSAGES.supplierInvited]),
  );
}
