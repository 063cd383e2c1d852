import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_TOOLS_MESSAGES as M,
  adminChangeEmailSchema,
  changeEmailSchema,
  changeMasterClientSchema,
  changeMasterDepartmentSchema,
  confirmEmailChangeSchema,
  moveClientToDepartmentSchema,
  moveDepartmentToStaffSchema,
  moveStaffToSupplierSchema,
  partySignInSchema,
  sendEmailsSchema,
  type MoveResult,
  countOf,
} from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { actorFrom } from '../../access/actor.js';
import { perAddress } from '../../lib/rate-limit.js';
import { ok } from '../../lib/result.js';
import { AccountToolsService } from './account-tools.service.js';
import { BulkEmailService } from './bulk-email.service.js';
import { MovesService } from './moves.service.js';

// The public confirm calls: per client address and 15 minutes.
const CONFIRMS_PER_ADDRESS = 30;
const TOO_MANY_CONFIRMS = 'Too many attempts from your network. Please wait 15 minutes and try again.';

function moved(result: MoveResult) {
  const lines = ['Moved.'];
  if (result.charters > 0) lines.push(`${countOf(result.charters, 'charter')} moved with it.`);
  if (result.users > 0) lines.push(M.sessionsEnded);
  return ok(result, lines);
}

/**
 * The admin tools (supplier-and-admin section 7, Admin: resetPassword, changeEmail, sendEmails,
 * the moves) and the e-mail change of /me with its public confirmation. Admin only unless said;
 * every change commits with its timeline items and e-mails.
 */
export async function adminToolsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const accounts = new AccountToolsService(ctx.db, ctx.config);
  const moves = new MovesService(ctx.db);
  const bulk = new BulkEmailService(ctx.db);
  const admin = { onRequest: ctx.guards.capable('manageClients') };
  const who = (req: { user: { userId: string; role: string } | null }) => ({ userId: req.user!.userId, role: req.user!.role });
  const confirmLimit = perAddress(ctx.db, 'email-change-confirm', CONFIRMS_PER_ADDRESS, 15 * 60, TOO_MANY_CONFIRMS);

  r.post('/api/admin/resetPassword', { ...admin, schema: { body: partySignInSchema } }, async (req) => {
    const email = await accounts.resetPassword(who(req), req.body.role, req.body.id);
    return ok({ email }, [M.resetSent]);
  });

  r.post('/api/admin/changeEmail', { ...admin, schema: { body: adminChangeEmailSchema } }, async (req) => {
    await accounts.adminChangeEmail(who(req), req.body.role, req.body.id, req.body.newEmail);
    return ok(undefined, [M.emailChangeSent]);
  });

  r.post('/api/accounts/changeEmail', { onRequest: ctx.guards.member, schema: { body: changeEmailSchema } }, async (req) => {
    await accounts.changeOwnEmail(who(req), req.body.newEmail);
    return ok(undefined, [M.emailChangeSent]);
  });

  r.get(
    '/api/accounts/confirmEmailChange/:id',
    { preHandler: confirmLimit, schema: { params: z.object({ id: z.string().max(100) }) } },
    async (req) => accounts.lookupEmailChange(req.params.id),
  );

  r.post('/api/accounts/confirmEmailChange', { preHandler: confirmLimit, schema: { body: confirmEmailChangeSchema } }, async (req) => {
    const email = await accounts.confirmEmailChange(req.body.id, req.body.token);
    return ok({ email }, [M.emailChanged(email)]);
  });

  r.post('/api/admin/changeMasterDepartment', { ...admin, schema: { body: changeMasterDepartmentSchema } }, async (req) =>
    moved(await moves.changeMasterDepartment(actorFrom(req.user!), req.body.staffId, req.body.departmentId)),
  );
  r.post('/api/admin/changeMasterClient', { ...admin, schema: { body: changeMasterClientSchema } }, async (req) =>
    moved(await moves.changeMasterClient(actorFrom(req.user!), req.body.departmentId, req.body.clientId)),
  );
  r.post('/api/admin/moveClientToDepartment', { ...admin, schema: { body: moveClientToDepartmentSchema } }, async (req) =>
    moved(await moves.moveClientToDepartment(actorFrom(req.user!), req.body.clientId, req.body.targetClientId)),
  );
  r.post('/api/admin/moveDepartmentToStaff', { ...admin, schema: { body: moveDepartmentToStaffSchema } }, async (req) =>
    moved(await moves.moveDepartmentToStaff(actorFrom(req.user!), req.body.departmentId, req.body.targetDepartmentId)),
  );
  r.post('/api/admin/moveStaffToSupplier', { ...admin, schema: { body: moveStaffToSupplierSchema } }, async (req) =>
    moved(await moves.moveStaffToSupplier(actorFrom(req.user!), req.body)),
  );

  r.post('/api/admin/sendEmails', { onRequest: ctx.guards.capable('manageSuppliers'), schema: { body: sendEmailsSchema } }, async (req) => {
    const result = await bulk.send(req.body);
    return ok(result, [`Sent to ${countOf(result.operators, 'operator')}.`]);
  });
}
