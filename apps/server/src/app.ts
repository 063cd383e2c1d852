import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { appliedMigrationMillis, latestMigrationMillis, type Db, type Pool } from '@charter/db';
import type { Config } from './config.js';
import type { AppContext } from './app-context.js';
import { HttpError } from './lib/http-errors.js';
import { failed } from './lib/result.js';
import { isBadDataError, loggableError } from './lib/database-errors.js';
import { registerInputGuard } from './lib/input-guard.js';
import { COMPRESS_THRESHOLD, registerCompressedAnswers } from './lib/compressed-answers.js';
import { API_HEADERS, helmetHeaders } from './lib/security-headers.js';
import { AccessLog } from './lib/access-log.js';
import { BatchedLog } from './lib/log-lines.js';
import { requestLoggerFactory } from './lib/request-logger.js';
import { createGuards } from './auth/authenticate.js';
import { SessionCache } from './auth/session-cache.js';
import { TokenService } from './auth/tokens.js';
import { AuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { signUpRoutes } from './modules/sign-up/sign-up.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { charterRequestsRoutes } from './modules/charter-requests/charter-requests.routes.js';
import { entityStateRoutes } from './modules/entity-state/entity-state.routes.js';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes.js';
import { bidsRoutes } from './modules/bids/bids.routes.js';
import { marginsRoutes } from './modules/margins/margins.routes.js';
import { messageLogRoutes } from './modules/message-log/message-log.routes.js';
import { partyTimelineRoutes } from './modules/party-timeline/party-timeline.routes.js';
import { clientsRoutes } from './modules/clients/clients.routes.js';
import { adminContentRoutes } from './modules/admin-content/admin-content.routes.js';
import { adminsRoutes } from './modules/admins/admins.routes.js';
import { adminToolsRoutes } from './modules/admin-tools/admin-tools.routes.js';
import { clientCreateRoutes } from './modules/clients/client-create.routes.js';
import { supplierCreateRoutes } from './modules/suppliers/supplier-create.routes.js';
import { invitationAdminRoutes } from './modules/invitations/invitation-admin.routes.js';
import { invitationPublicRoutes } from './modules/invitations/invitation-public.routes.js';
import { itineraryRoutes } from './modules/itinerary/itinerary.routes.js';
import { shareListRoutes } from './modules/share-lists/share-list.routes.js';
import { changeRequestsRoutes } from './modules/change-requests/change-requests.routes.js';
import { indicativePriceRoutes } from './modules/indicative-price/indicative-price.routes.js';
import { priceEstimatesRoutes } from './modules/price-estimates/price-estimates.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { charterSharesRoutes } from './modules/charter-shares/charter-shares.routes.js';
import type { Mailer } from './mail/mailer.js';
import type { ChangeFeed } from './realtime/change-feed.js';
import type { SseHub } from './realtime/sse-hub.js';
import { eventsRoutes } from './realtime/events.routes.js';
import { Readiness } from './lifecycle/readiness.js';
import { healthRoutes } from './lifecycle/health-routes.js';
import { calendarRoutes } from './modules/itinerary/calendar.routes.js';
import { apiKeyAuthenticator } from './modules/api-keys/api-key-auth.js';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import { API_DOCS_PREFIX, apiDocsRoutes } from './modules/api-docs/api-docs.routes.js';
import { openApiOptions } from './modules/api-docs/openapi-document.js';

export interface BuildOptions {
  config: Config;
  db: Db;
  pool: Pool;
  mailer: Mailer;
  jwtSecret: string;
  /** The built web client to serve (apps/web/dist); omitted in API tests. */
  webDist?: string;
  /** This instance's LISTEN connection (the caller starts and stops it); feeds GET /api/events. */
  changes: ChangeFeed;
  /** What GET /readyz answers and whether the process is draining (main.ts); by default checked on the pool. */
  readiness?: Readiness;
}

const API_PREFIXES = ['/api/', '/auth/'];
/** Vite's output with a content hash in the name: a changed file gets a new name, so browsers may keep these for good. */
const HASHED_ASSETS_DIR = 'assets';
/** API answers, but not the API reference's pages, which a browser renders. */
const isApi = (url: string) => API_PREFIXES.some((p) => url.startsWith(p)) && !url.startsWith(API_DOCS_PREFIX);

export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext; events: SseHub }> {
  const { config, db, pool, mailer } = options;
  const readiness = options.readiness ?? new Readiness(() => appliedMigrationMillis(pool), latestMigrationMillis());
  // Log lines leave in batches of 64 KB or once a second rather than with a write() each, which cost
  // as much as the rest of a short call (ADRs 0020, 0034); what is gathered is flushed on close and exit.
  const logStream = new BatchedLog();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: logStream,
      // Tokens and passwords never reach the log.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.refreshToken'],
        censor: '[redacted]',
      },
    },
    // One access line per request at info instead of Fastify's two (lib/access-log.ts), and the
    // request's child logger made only when something logs through it (lib/request-logger.ts).
    logController: new AccessLog(),
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: 1024 * 1024,
    // The spec names some calls with a trailing slash (auth/logError/, airportLookup/) and some without.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
  });
  app.addHook('onClose', (_app, done) => logStream.close(done));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);

  // Helmet's headers, worked out once (lib/security-headers.ts) and set on every response.
  const securityHeaders = await helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a style element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The itinerary preview shows a PDF fetched with the bearer token, as a blob: URL in a frame.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // API answers get the part of them that acts on an answer no browser renders as a page, and are
  // never cached (per user, and they change): set here rather than in an onSend hook of its own.
  // Event streams set them too.
  // While draining, answers close their connection, so that the balancer opens its next one to an
  // instance still in rotation rather than reuse one this instance is about to close (ADR 0042).
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApi(req.url) ? API_HEADERS : securityHeaders);
    if (readiness.isDraining) reply.header('connection', 'close');
    done();
  });
  // Text answers over 1 KB go out as brotli or gzip when the browser takes them: answers held in
  // memory (JSON, remembered list pages) in one call each (lib/compressed-answers.ts), streamed
  // ones (the web client's files when not precompressed) through @fastify/compress, whose route
  // hooks run after this one and leave an answer already encoded alone. Event streams are written
  // raw (hijacked), never here. Request bodies are never compressed by browsers: no decompression
  // hook on every route.
  registerCompressedAnswers(app);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD, globalDecompression: false });
  // Same-origin by default: only origins listed in CORS_ORIGINS may call the API from a browser.
  // With none listed there is nothing to add to any answer (a preflight gets the 404 it got with
  // the plugin switched off), so its hook is not registered on every call.
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins, credentials: false });
  await app.register(swagger, openApiOptions(config.serverVersion, config.webhooks));

  registerInputGuard(app);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (errors[key] ??= []).push(v.message ?? 'Invalid value');
      }
      return reply.code(400).send(failed([...new Set(Object.values(errors).flat())], errors));
    }
    if (err instanceof HttpError) {
      if (err.emptyBody) return reply.code(err.statusCode).header('content-type', 'text/plain').send('');
      return reply.code(err.statusCode).send({ ...failed(err.messages, err.errors), ...(err.title ? { title: err.title } : {}) });
    }
    // A value PostgreSQL refused as data is the request's fault; the schemas should have caught it.
    if (isBadDataError(err)) {
      req.log.warn({ error: loggableError(err) }, 'database refused a value of the request');
      return reply.code(400).send(failed(['The request could not be read.']));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413 ? 'The request is too large.' : status === 415 ? 'Unsupported content type.' : 'The request could not be read.';
      return reply.code(status).send(failed([message]));
    }
    req.log.error({ error: loggableError(err) }, 'unhandled error');
    return reply.code(500).send(failed(['Something went wrong on our side. Please try again.']));
  });

  const tokens = new TokenService(options.jwtSecret, config.accessTokenMinutes);
  const auth = new AuthService(db, tokens, config);
  // Sessions seen active are remembered until one ends (NOTIFY from every instance) or the
  // change feed loses its connection: no database round trip per call (ADR 0020).
  const sessions = new SessionCache(options.changes, (sid) => auth.isSessionActive(sid));
  app.addHook('onClose', (_app, done) => {
    sessions.close();
    done();
  });
  const guards = createGuards(
    tokens,
    (sid) => sessions.isActive(sid),
    apiKeyAuthenticator(db, (userId) => auth.sessionUserOf(userId)),
  );
  const ctx: AppContext = { config, db, pool, tokens, guards, auth, mailer, feed: options.changes };

  await authRoutes(app, ctx);
  await accountsRoutes(app, ctx);
  await signUpRoutes(app, ctx);
  await charterRequestsRoutes(app, ctx);
  await changeRequestsRoutes(app, ctx);
  await settingsRoutes(app, ctx);
  await entityStateRoutes(app, ctx);
  await suppliersRoutes(app, ctx);
  await bidsRoutes(app, ctx);
  await marginsRoutes(app, ctx);
  await messageLogRoutes(app, ctx);
  await partyTimelineRoutes(app, ctx);
  await clientsRoutes(app, ctx);
  await adminContentRoutes(app, ctx);
  await adminsRoutes(app, ctx);
  await adminToolsRoutes(app, ctx);
  await clientCreateRoutes(app, ctx);
  await supplierCreateRoutes(app, ctx);
  await invitationAdminRoutes(app, ctx);
  await invitationPublicRoutes(app, ctx);
  await itineraryRoutes(app, ctx);
  await calendarRoutes(app, ctx);
  await apiKeysRoutes(app, ctx);
  await webhooksRoutes(app, ctx);
  await shareListRoutes(app, ctx);
  await indicativePriceRoutes(app, ctx);
  await priceEstimatesRoutes(app, ctx);
  await reportsRoutes(app, ctx);
  await charterSharesRoutes(app, ctx);
  const events = await eventsRoutes(app, ctx, options.changes);
  app.get('/api/openapi.json', async () => app.swagger());
  await apiDocsRoutes(app);
  healthRoutes(app, readiness);

  const webDist = options.webDist;
  const indexHtml = webDist ? path.join(webDist, 'index.html') : null;
  if (webDist && indexHtml && existsSync(indexHtml)) {
    const hashed = path.join(webDist, HASHED_ASSETS_DIR) + path.sep;
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      serve: true,
      prefix: '/',
      // The .br / .gz beside each file (written by the server's build) are sent as they are.
      preCompressed: true,
      cacheControl: false,
      // Hashed files forever; everything else (index.html, the service worker, icons) is checked each time.
      setHeaders: (res, file) =>
        res.setHeader('cache-control', file.startsWith(hashed) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // Client-side routes (/me, /charterRequests/...) get the single-page app. HEAD answers as GET
    // without the body (monitors and link checkers use it); Fastify does that for declared GET routes.
    if ((req.method === 'GET' || req.method === 'HEAD') && !isApi(req.url) && indexHtml && existsSync(indexHtml)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist!);
    }
    return reply.code(404).send(failed(['Sorry, this item is not available']));
  });

  return { app, ctx, events };
}
