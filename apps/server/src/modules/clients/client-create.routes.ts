import type { FastifyInstance } from 'fastify';
import { PARTY_CREATE_MESSAGES } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { actorFrom } from '../../access/actor.js';
import { ok } from '../../lib/result.js';
import { ClientCreateService } from './client-create.service.js';

/**
 * POST /api/admin/addClient, addDepartment and addStaff: add the party and invite the person
 * behind it (the service checks the caller before the body: admins any, a client its own).
 */
export async function clientCreateRoutes(app: FastifyInstance, ctx: AppContext) {
  const clients = new ClientCreateService(ctx.db, () => ctx.config.publicUrl ?? '');
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
}
