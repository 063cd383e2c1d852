import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, emailOnlySchema, resetLinkSchema, resetMyPasswordSchema, setPasswordSchema } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { perAddress } from '../../lib/rate-limit.js';
import { ok } from '../../lib/result.js';
import { AccountsService } from './accounts.service.js';
import { PARTY_CHANNEL } from '../../access/party-tables.js';
import { NotifiedCache } from '../../realtime/notified-cache.js';

// Per client address and 15 minutes (the e-mails one account receives are limited in the service).
const WINDOW_SECONDS = 15 * 60;
const RESETS_PER_ADDRESS = 5;
const EMAIL_CHECKS_PER_ADDRESS = 20;
const TOO_MANY_RESETS = 'Too many password reset requests from your network. Please wait 15 minutes and try again.';
const RESET_LINK_USABLE = 'This link can be used to choose a new password.';
const TOO_MANY_CHECKS = 'Too many e-mail address checks. Please wait 15 minutes and try again.';

/** api/accounts/ calls of core section 7 that the foundation needs, plus the /me and terms calls. */
export async function accountsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // /me records stay in memory until their row changes: the call every screen makes reads nothing (ADR 0024).
  const records = new NotifiedCache<Record<string, unknown>>(ctx.feed, PARTY_CHANNEL);
  app.addHook('onClose', (_app, done) => {
    records.close();
    done();
  });
  const service = new AccountsService(ctx.db, ctx.config, () => ctx.config.publicUrl ?? '', records);
  const base = '/api/accounts';

  // Public calls that send e-mail or tell whether an account exists are limited per address.
  const resetLimit = perAddress(ctx.db, 'reset-ip', RESETS_PER_ADDRESS, WINDOW_SECONDS, TOO_MANY_RESETS);
  const emailCheckLimit = perAddress(ctx.db, 'email-check', EMAIL_CHECKS_PER_ADDRESS, WINDOW_SECONDS, TOO_MANY_CHECKS);

  r.post(`${base}/requestPasswordReset`, { schema: { body: emailOnlySchema }, preHandler: resetLimit }, async (req) => {
    await service.requestPasswordReset(req.body.email);
    return ok(undefined, [MESSAGES.resetRequestSent]);
  });

  r.post(`${base}/resetMyPassword/`, { schema: { body: resetMyPasswordSchema } }, async (req) => {
    await service.resetPassword(req.body.id, req.body.token, req.body.password);
    return ok(undefined, ['Your password has been reset. You can now log in with it.']);
  });

  r.post(`${base}/checkPasswordReset`, { schema: { body: resetLinkSchema } }, async (req) => {
    await service.checkResetLink(req.body.id, req.body.token);
    return ok(undefined, [RESET_LINK_USABLE]);
  });

  r.get(`${base}/checkEmail`, { schema: { querystring: emailOnlySchema }, preHandler: emailCheckLimit }, async (req) =>
    service.emailExists(req.query.email),
  );
  r.post(`${base}/checkEmailExists`, { schema: { body: emailOnlySchema }, preHandler: emailCheckLimit }, async (req) =>
    service.emailExists(req.body.email),
  );

  r.get(`${base}/getLocationStates`, async () => service.locationStates());

  r.get(`${base}/airportLookup/`, { schema: { querystring: z.object({ search: z.string().max(100).default('') }) } }, async (req) =>
    service.places(req.query.search),
  );

  r.get(`${base}/publicSettings`, async () => service.publicSettings());

  r.get(`${base}/terms`, { onRequest: ctx.guards.signedIn }, async () => service.terms());

  r.post(`${base}/acceptTerms`, { onRequest: ctx.guards.signedIn, schema: { body: z.object({ termsId: z.uuid() }) } }, async (req) => {
    await service.acceptTerms(req.user!, req.body.termsId, req.ip);
    // A fresh access token carries termsAccepted = true.
    return ok({ accessToken: await ctx.auth.accessTokenFor(req.user!) });
  });

  r.get(`${base}/me`, { onRequest: ctx.guards.member }, async (req) => service.me(req.user!));

  r.post(`${base}/updateMe`, { onRequest: ctx.guards.member, schema: { body: z.record(z.string(), z.unknown()) } }, async (req) => {
    const record = await service.updateMe(req.user!, req.body);
    return ok({ record, accessToken: await ctx.auth.accessTokenFor(req.user!) }, [MESSAGES.updatedAccount]);
  });

  r.post(`${base}/setPassword`, { onRequest: ctx.guards.member, schema: { body: setPasswordSchema } }, async (req) => {
    await service.setPassword(req.user!, req.body.originalPassword, req.body.password);
    return ok(undefined, ['Your password has been changed.']);
  });
}
