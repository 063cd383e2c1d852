import type { FastifyInstance } from 'fastify';
import { PARTY_CREATE_MESSAGES } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { actorFrom } from '../../access/actor.js';
import { ok } from '../../lib/result.js';
import { InvitationAdminService } from './invitation-admin.service.js';

/**
 * An invitation's upkeep: POST /api/admin/resendInvitation and cancelInvitation ({role, id}).
 * Admins for any party; a client for its own departments and staff. (Adding a party and inviting
 * it is in modules/clients/client-create.routes.ts and modules/suppliers/supplier-create.routes.ts.)
 */
export async function invitationAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const invitations = new InvitationAdminService(ctx.db, () => ctx.config.publicUrl ?? '');
  const M = PARTY_CREATE_MESSAGES;
  app.post('/api/admin/resendInvitation', { onRequest: ctx.guards.member }, async (req) =>
    ok(await invitations.resend(actorFrom(req.user!), req.body), [M.invitationResent]),
  );
  app.post('/api/admin/cancelInvitation', { onRequest: ctx.guards.member }, async (req) =>
    ok(await invitations.cancel(actorFrom(req.user!), req.body), [M.invitationCancelled]),
  );
}
