import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { ChangeFeed } from './change-feed.js';
import { SseHub, type SseHubOptions } from './sse-hub.js';

/**
 * GET /api/events: Server-Sent Events telling the signed-in user which items changed
 * (`event: change`, data `{entity, ids}`), so open lists refetch. Bearer auth like every call:
 * the client reads the stream with fetch, which can send the Authorization header.
 */
export async function eventsRoutes(app: FastifyInstance, ctx: AppContext, feed: ChangeFeed, options: SseHubOptions = {}): Promise<SseHub> {
  const hub = new SseHub(ctx.db, feed, (sid) => ctx.auth.isSessionActive(sid), app.log, options);
  // Before the server waits for its connections to finish: open streams never would.
  app.addHook('preClose', async () => hub.close());

  const summary = 'Server-Sent Events: `event: change` with {entity, ids} for each committed change the user may see';
  app.get('/api/events', { onRequest: ctx.guards.member, schema: { summary } }, async (req, reply) => {
    hub.open(req, reply, req.user!);
  });
  return hub;
}
