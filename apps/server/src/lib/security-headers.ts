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

/**
 * The headers of API answers (JSON, and the files the web client fetches with its token): the
 * ones that act on an answer no browser renders as a page. Never cached; no sniffing as another
 * type; a policy that allows nothing and no framing (CSP frame-ancestors, which current browsers
 * honour over X-Frame-Options); not readable by other sites' pages (CORP). The rest of helmet's
 * set acts on documents (DNS prefetch, opener and agent-cluster isolation, referrer, download and
 * Flash policies) or is carried by the pages for the whole host (HSTS), and each header costs an
 * API call about a microsecond of CPU, a sixth of apiVersion's with helmet's dozen (ADR 0027).
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
};
