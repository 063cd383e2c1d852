import Fastify from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** Headers of any response, not helmet's. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The headers @fastify/helmet sets with `options`, worked out once at start-up. The plugin builds
 * helmet's middleware (the CSP parsed and checked again) on every request, a few per cent of an
 * API call's CPU; the headers never differ between requests here (no CSP nonces), so the app sets
 * this precomputed set instead (ADR 0020) and helmet stays the one source of their values.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => 'probe');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_HELMETS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}
