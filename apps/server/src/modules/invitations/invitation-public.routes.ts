import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_ROLES, INVITATION_PAGES, acceptLinkSchema } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { perAddress } from '../../lib/rate-limit.js';
import { ok } from '../../lib/result.js';
import { acceptInvitation, lookupInvitation } from '../../onboarding/invitations.js';

// Per client address and 15 minutes: enough for someone opening and retrying their own link,
// far too few to guess one (the token is 256 bits; this keeps the lookups from being an oracle).
const WINDOW_SECONDS = 15 * 60;
const LOOKUPS_PER_ADDRESS = 100;
const ACCEPTS_PER_ADDRESS = 30;
const TOO_MANY = 'Too many attempts from your network. Please wait 15 minutes and try again.';

const tokenSchema = z.object({ id: z.string().max(100), token: z.string().min(1).max(200) });

/**
 * The signed-out calls behind the six invitation pages (supplier-and-admin section 7, "Accounts":
 * invitation lookups and accept calls for Admin, Client, ClientDepartment, ClientStaff,
 * CharterAdmin and Supplier), one table row per kind of account:
 * - GET /api/accounts/{page}/{id} (the page's own name, e.g. clientInvitation): the LinkLookup the
 *   "Welcome!" form shows; 404 "Could not find anything matching your request." for no such
 *   invitation (or one of another kind), 410 with the reason for a used, replaced or expired one;
 * - POST /api/accounts/tryAccept{Role} {id, token}: the same answer with the token checked, without
 *   spending the link;
 * - POST /api/accounts/accept{Role} {id, token, password, checkPassword}: sets the password, makes
 *   the account Active and answers its e-mail, with which the page signs in.
 */
export async function invitationPublicRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const lookupLimit = perAddress(ctx.db, 'invitation-lookup', LOOKUPS_PER_ADDRESS, WINDOW_SECONDS, TOO_MANY);
  const acceptLimit = perAddress(ctx.db, 'invitation-accept', ACCEPTS_PER_ADDRESS, WINDOW_SECONDS, TOO_MANY);

  for (const role of ACCOUNT_ROLES) {
    r.get(
      `/api/accounts${INVITATION_PAGES[role]}/:id`,
      { schema: { params: z.object({ id: z.string().max(100) }) }, preHandler: lookupLimit },
      async (req) => lookupInvitation(ctx.db, role, req.params.id),
    );
    r.post(`/api/accounts/tryAccept${role}`, { schema: { body: tokenSchema }, preHandler: acceptLimit }, async (req) =>
      ok(await lookupInvitation(ctx.db, role, req.body.id, req.body.token)),
    );
    r.post(`/api/accounts/accept${role}`, { schema: { body: acceptLinkSchema }, preHandler: acceptLimit }, async (req) => {
      const result = await acceptInvitation(ctx.db, role, req.body.id, req.body.token, req.body.password);
      return ok(result, ['Your account is ready. Signing you in...']);
    });
  }
}
