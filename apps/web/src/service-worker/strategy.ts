/**
 * The service worker's rules (ADR 0022), kept free of worker globals so they can be tested:
 * - the app shell (a navigation) comes from the network first, so a deploy is seen at once; the
 *   cached copy is only for when the network fails;
 * - hashed build files (/assets/*) never change under a name: cache first;
 * - the manifest, favicon and icons: cached copy now, refreshed in the background;
 * - everything else, above all /api (with /api/events) and /auth, is never touched.
 */
export type Strategy = 'shell' | 'asset' | 'static' | 'pass';

/** The cache key the shell is kept under: every route's navigation answers the same index.html. */
export const SHELL_KEY = '/index.html';

const STATIC_FILES = new Set(['/manifest.webmanifest']);

export function strategyFor(url: URL, request: { method: string; mode: string }, origin: string): Strategy {
  if (request.method !== 'GET' || url.origin !== origin) return 'pass';
  const p = url.pathname;
  if (/^\/(api|auth)(\/|$)/i.test(p) || p === '/sw.js' || p === '/healthz') return 'pass';
  if (p.startsWith('/assets/')) return 'asset';
  if (request.mode === 'navigate') return p.endsWith('.html') ? 'pass' : 'shell';
  if (STATIC_FILES.has(p) || p.startsWith('/icons/')) return 'static';
  return 'pass';
}

/** What the strategies need of the Cache Storage API (a fake one in tests). */
export interface ShellCache {
  match(key: Request | string): Promise<Response | undefined>;
  put(key: Request | string, response: Response): Promise<void>;
}

type Fetch = (request: Request) => Promise<Response>;

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').includes('text/html');

/** Network first; keeps a good answer as the offline copy; the offline copy only if the network fails. */
export async function shellResponse(request: Request, cache: ShellCache, fetchFn: Fetch): Promise<Response> {
  try {
    const response = await fetchFn(request);
    if (response.ok && isHtml(response)) await cache.put(SHELL_KEY, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL_KEY);
    if (cached) return cached;
    throw error;
  }
}

/** Cache first for names that carry their content's hash. */
export async function assetResponse(request: Request, cache: ShellCache, fetchFn: Fetch): Promise<Response> {
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetchFn(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The cached copy at once (if any) while a fresh one is fetched for next time. */
export async function staticResponse(request: Request, cache: ShellCache, fetchFn: Fetch): Promise<Response> {
  const cached = await cache.match(request);
  const fresh = fetchFn(request).then(async (response) => {
    if (response.ok) await cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    fresh.catch(() => undefined);
    return cached;
  }
  return fresh;
}

/** The build files index.html loads up front (its script, modulepreloads and stylesheets). */
export function shellAssets(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))];
}
