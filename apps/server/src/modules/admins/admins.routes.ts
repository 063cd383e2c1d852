import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES, ONBOARDING_MESSAGES, adminListQuerySchema, type AdminKind } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/result.js';
import { AdminsService } from './admins.service.js';

/** Each kind's routes sit under its own prefix; the calls are the same. */
const PREFIX: Record<AdminKind, string> = { Admin: '/api/admin', CharterAdmin: '/api/admin/charterAdmin' };

const UPDATED: Record<AdminKind, string> = { Admin: ADMIN_MESSAGES.adminUpdated, CharterAdmin: ADMIN_MESSAGES.charterAdminUpdated };

/**
 * Admins (GET /api/admin/admins?status=&search=, GET /api/admin/admins/{id}, POST addAdmin,
 * updateAdmin, resendAdminInvitation) and the same for charter admins under
 * /api/admin/charterAdmin/; their timelines at GET /api/entityState/getTimeline/{Admin|CharterAdmin}/{id}
 * (static paths, preferred over the workflow's getTimeline/:entity/:id). Who may call: the service.
 */
export async function adminsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new AdminsService(ctx.db, () => ctx.config.publicUrl ?? '');
  const params = z.object({ id: z.string().max(100) });
  for (const kind of ['Admin', 'CharterAdmin'] as const) {
    const base = PREFIX[kind];
    r.get(`${base}/admins`, { onRequest: ctx.guards.member, schema: { querystring: adminListQuerySchema } }, async (req) =>
      service.list(req.user!, kind, req.query),
    );
    r.get(`${base}/admins/:id`, { onRequest: ctx.guards.member, schema: { params } }, async (req) =>
      service.one(req.user!, kind, req.params.id),
    );
    r.post(`${base}/addAdmin`, { onRequest: ctx.guards.member }, async (req) =>
      ok(await service.add(req.user!, kind, req.body), [ONBOARDING_MESSAGES.invitationSent]),
    );
    r.post(`${base}/updateAdmin`, { onRequest: ctx.guards.member }, async (req) =>
      ok(await service.update(req.user!, kind, req.body), [UPDATED[kind]]),
    );
    r.post(`${base}/resendAdminInvitation`, { onRequest: ctx.guards.member }, async (req) =>
      ok(await service.resend(req.user!, kind, req.body), [ADMIN_MESSAGES.invitationResent]),
    );
    r.get(`/api/entityState/getTimeline/${kind}/:id`, { onRequest: ctx.guards.member, schema: { params } }, async (req) =>
      service.timeline(req.user!, kind, req.params.id),
    );
  }
}
