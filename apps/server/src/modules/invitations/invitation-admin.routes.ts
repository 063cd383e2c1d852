import type { FastifyInstance } from 'fastify';
import { PARTY_CREATE_MESSAGES } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { actorFrom } from '../../access/actor.js';
import { ok } from '../../lib/result.js';
import { ClientCreateService } from '../clients/client-create.service.js';
import { SupplierCreateService } from '../suppliers/supplier-create.service.js';
import { InvitationAdminService } from './invitation-admin.service.js';

/**
 * Adding parties and inviting them (supplier-and-admin section 7, "CRUD for ... clients,
 * departments, staff, suppliers"): POST /api/admin/addClient, addDepartment, addStaff and
 * /api/suppliers/addSupplier; and the invitation's upkeep: POST /api/admin/resendInvitation and
 * cancelInvitation ({role, id}). The services check the caller before the body.
 */
export async function invitationAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const publicUrl = () => ctx.config.publicUrl ?? '';
  const clients = new ClientCreateService(ctx.db, publicUrl);
  const suppliers = new SupplierCreateService(ctx.db, publicUrl);
  const invitations = new InvitationAdminService(ctx.db, publicUrl);
  const M = PARTY_CREATE_MESSAGES;

  app.post('/api/admin/addClient', { onRequest: ctx.guards.member }, async (req) =>
    ok(await clients.addClient(actorFrom(req.user!), req.body), [M.clientInvited]),
  );
  app.post('/api/admin/addDepartment', { onRequest: ctx.guards.member }, async (req) =>
    ok(await clients.addDepartment(actorFrom(req.user!), req.body), [M.departmentInvited]),
  );
  app.post('/api/admin/addStaff', { onRequest: ctx.guards.member }, async (req) =>
    ok(await clients.addStaff(actorFrom(req.user!), req.body), [M.staffInvited]),
  );
  app.post('/api/suppliers/addSupplier', { onRequest: ctx.guards.member }, async (req) =>
    ok(await suppliers.add(req.user!, req.body), [M.supplierInvited]),
  );
  app.post('/api/admin/resendInvitation', { onRequest: ctx.guards.member }, async (req) =>
    ok(await invitations.resend(actorFrom(req.user!), req.body), [M.invitationResent]),
  );
  app.post('/api/admin/cancelInvitation', { onRequest: ctx.guards.member }, async (req) =>
    ok(await invitations.cancel(actorFrom(req.user!), req.body), [M.invitationCancelled]),
  );
}
