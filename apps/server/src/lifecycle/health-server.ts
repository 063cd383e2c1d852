import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { healthRoutes } from './health-routes.js';
import type { Readiness } from './readiness.js';

/**
 * A worker's only HTTP: /healthz and /readyz on PORT, for an orchestrator to watch it (a worker
 * takes no requests, so no balancer checks it). Its logger is the one the jobs log through.
 */
export async function startHealthServer(config: Config, readiness: Readiness): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel } });
  healthRoutes(app, readiness);
  await app.listen({ port: config.port, host: config.host });
  return app;
}
