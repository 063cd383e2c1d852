import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_UP_MESSAGES, acceptLinkSchema, enrolClientStaffSchema, enrolSupplierSchema, type SignUpKind } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { forbidden } from '../../lib/http-errors.js';
import { perAddress } from '../../lib/rate-limit.js';
import { ok } from '../../lib/result.js';
import { ConfirmSignUpService } from './confirm.service.js';
import { OperatorApprovalService } from './operator-approval.js';
import { SignUpService } from './sign-up.service.js';

// Sign-ups (and re-sent confirmations) per client address and 15 minutes; they send e-mail.
const ENROLS_PER_ADDRESS = 10;
const WINDOW_SECONDS = 15 * 60;

/** The confirmation pages' calls, by the kind of account (supplier-and-admin section 7, "Accounts"). */
const CONFIRM_CALLS: Record<SignUpKind, string> = { Supplier: 'confirmSupplier', Client: 'confirmClientStaff' };

/**
 * Public sign-up (ADR 0012): enrolSupplier and enrolClientStaff from the login landing, the
 * confirmation pages' lookups and account setup, and an operator's approval.
 */
export async function signUpRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicUrl = () => ctx.config.publicUrl ?? '';
  const signUp = new SignUpService(ctx.db, publicUrl);
  const confirm = new ConfirmSignUpService(ctx.db, publicUrl);
  const approval = new OperatorApprovalService(ctx.db, publicUrl);
  const base = '/api/accounts';
  const enrolLimit = perAddress(ctx.db, 'enrol', ENROLS_PER_ADDRESS, WINDOW_SECONDS, SIGN_UP_MESSAGES.tooManyFromAddress);

  r.post(`${base}/enrolSupplier`, { schema: { body: enrolSupplierSchema }, preHandler: enrolLimit }, async (req) => {
    const done = await signUp.enrolSupplier(req.body);
    return ok({ email: done.party.email, resent: done.resent }, done.messages);
  });

  r.post(`${base}/enrolClientStaff`, { schema: { body: enrolClientStaffSchema }, preHandler: enrolLimit }, async (req) => {
    const done = await signUp.enrolClientStaff(req.body);
    return ok({ email: done.party.email, resent: done.resent, role: done.role }, done.messages);
  });

  for (const kind of ['Supplier', 'Client'] as const) {
    const call = `${base}/${CONFIRM_CALLS[kind]}`;
    r.get(`${call}/:id`, { schema: { params: z.object({ id: z.string().max(100) }) } }, async (req) => confirm.lookup(kind, req.params.id));
    r.post(call, { schema: { body: acceptLinkSchema } }, async (req) => {
      const done = await confirm.confirm(kind, req.body.id, req.body.token, req.body.password);
      return ok({ email: done.email }, done.messages);
    });
  }

  r.post(
    '/api/suppliers/approveSupplier',
    { onRequest: ctx.guards.capable('manageSuppliers'), schema: { body: z.object({ id: z.uuid() }) } },
    async (req) => {
      const done = await approval.approve({ userId: req.user!.userId, role: req.user!.role }, req.body.id);
      return ok(done, [SIGN_UP_MESSAGES.approved]);
    },
  );

  r.get('/api/suppliers/approvalStatus', { onRequest: ctx.guards.member }, async (req) => {
    if (req.user!.role !== 'Supplier' || !req.user!.supplierId) throw forbidden();
    return approval.status(req.user!.supplierId);
  });
}
