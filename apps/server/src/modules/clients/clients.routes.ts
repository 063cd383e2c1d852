import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_EDIT_MESSAGES, CLIENT_LISTS, partyListQuerySchema } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { actorFrom } from '../../access/actor.js';
import { ok } from '../../lib/result.js';
import { ClientEditService } from './client-edit.service.js';
import { ClientsService } from './clients.service.js';

const listParams = z.object({ clientList: z.enum(CLIENT_LISTS) });
const itemParams = listParams.extend({ id: z.string().max(100) });

/**
 * Reads of clients, departments and staff: GET /api/admin/parties/{Clients|Departments|Staff}
 * (status, search, clientId, departmentId) and GET /api/admin/parties/{list}/{id}; and their edits:
 * POST /api/admin/updateClient, updateDepartment and updateStaff. Admins manage everything; a
 * client its own departments and staff, a department reads its own staff (the services decide,
 * checking the caller before the body, so anyone else gets 403 whatever it sends).
 */
export async function clientsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const clients = new ClientsService(ctx.db);
  const edits = new ClientEditService(ctx.db);
  r.get(
    '/api/admin/parties/:clientList',
    { onRequest: ctx.guards.member, schema: { params: listParams, querystring: partyListQuerySchema } },
    async (req) => clients.list(actorFrom(req.user!), req.params.clientList, req.query),
  );
  r.get('/api/admin/parties/:clientList/:id', { onRequest: ctx.guards.member, schema: { params: itemParams } }, async (req) =>
    clients.one(actorFrom(req.user!), req.params.clientList, req.params.id),
  );

  r.post('/api/admin/updateClient', { onRequest: ctx.guards.member }, async (req) =>
    ok(await edits.updateClient(actorFrom(req.user!), req.body), [CLIENT_EDIT_MESSAGES.clientUpdated]),
  );
  r.post('/api/admin/updateDepartment', { onRequest: ctx.guards.member }, async (req) =>
    ok(await edits.updateDepartment(actorFrom(req.user!), req.body), [CLIENT_EDIT_MESSAGES.departmentUpdated]),
  );
  r.post('/api/admin/updateStaff', { onRequest: ctx.guards.member }, async (req) =>
    ok(await edits.updateStaff(actorFrom(req.user!), req.body), [CLIENT_EDIT_MESSAGES.staffUpdated]),
  );
}
