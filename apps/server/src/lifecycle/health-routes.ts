import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.js';

/**
 * GET /healthz: the process is alive (its event loop answers); nothing else is asked, so a
 * database outage does not get every instance restarted. GET /readyz: it should be sent work
 * (lifecycle/readiness.ts); the load balancer's health check. Both public: they say nothing
 * beyond ready or not, and why.
 */
export function healthRoutes(app: FastifyInstance, readiness: Readiness): void {
  // Checked every second by the balancer: no access line each time (warnings and errors still log).
  const logLevel = 'warn';
  app.get('/healthz', { logLevel, schema: { summary: 'Liveness: the process answers' } }, async () => ({ ok: true }));
  app.get(
    '/readyz',
    { logLevel, schema: { summary: 'Readiness: not draining, the database reachable and migrated' } },
    async (_req, reply) => {
      const state = await readiness.check();
      return reply.code(state.ready ? 200 : 503).send(state);
    },
  );
}
