import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginRequestSchema, logErrorSchema, refreshRequestSchema, replenishRequestSchema } from '@charter/shared';
import { clientErrorLogs } from '@charter/db';
import type { AppContext } from '../../app-context.js';
import { unauthorized } from '../../lib/http-errors.js';
import { perAddress } from '../../lib/rate-limit.js';
import { ok } from '../../lib/result.js';

// Error reports one address may send per 15 minutes.
const LOG_ERRORS_PER_ADDRESS = 30;

/** Sign-in calls of core section 7. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, guards, tokens } = ctx;

  r.post('/auth/login', { schema: { body: loginRequestSchema } }, async (req) => auth.login(req.body, req.ip));

  r.post('/auth/refreshtoken', { schema: { body: refreshRequestSchema } }, async (req) =>
    auth.refresh(req.body.accessToken, req.body.refreshToken),
  );

  r.post('/auth/replenishtokens', { schema: { body: replenishRequestSchema } }, async (req) => {
    // The access token may come in the body (as the spec names it) or as the bearer header.
    const token = req.body.accessToken || /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const claims = token ? await tokens.verifyAccess(token) : null;
    if (claims === 'expired')
      return auth.replenish(await mustBeActive(await tokens.verifyAccess(token!, { allowExpired: true })), req.body.refreshTokens);
    return auth.replenish(await mustBeActive(claims), req.body.refreshTokens);
  });

  async function mustBeActive(claims: Awaited<ReturnType<typeof tokens.verifyAccess>>) {
    if (!claims || claims === 'expired' || !(await auth.isSessionActive(claims.sid))) {
      throw unauthorized('Your session has ended. Please sign in again.');
    }
    return claims;
  }

  r.get('/auth/renewaccess', { onRequest: guards.signedIn }, async (req) => ({ accessToken: await auth.renewAccess(req.user!) }));

  // Errors the web client met; accepted signed in or out (a failed sign-in page can report too), so
  // limited per address: a client in trouble reports a few, not hundreds.
  const logErrorLimit = perAddress(ctx.db, 'log-error', LOG_ERRORS_PER_ADDRESS, 15 * 60, 'Too many error reports. Please try again later.');
  r.post('/auth/logError/', { schema: { body: logErrorSchema }, preHandler: logErrorLimit }, async (req) => {
    const header = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const claims = header ? await tokens.verifyAccess(header, { allowExpired: true }) : null;
    const userId = claims && claims !== 'expired' ? claims.userId : null;
    await ctx.db.insert(clientErrorLogs).values({ userId, code: req.body.code, description: req.body.description });
    req.log.warn({ code: req.body.code, userId }, 'client reported an error');
    return ok();
  });

  r.post('/api/logoutUser', { onRequest: guards.signedIn }, async (req) => {
    await auth.logout(req.user!.sid);
    return ok(undefined, ['Logged out.']);
  });

  // A few bytes, polled by every open tab: below the compression threshold, so without its hook.
  r.get('/api/charterRequest/apiVersion', { compress: false }, async () => ({ applicationVersion: ctx.config.serverVersion }));
}
