import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session.js';

/**
 * The installable app (ADR 0022): the production build's service worker keeps the shell and the
 * hashed files, never an API answer, never serves a stale shell while the network answers, and the
 * New Version dialog still appears and reloads when the server runs another version.
 */
test.use({ serviceWorkers: 'allow' });

// The page globals these page.evaluate callbacks use (the e2e project compiles without the DOM library).
interface PageCache {
  keys(): Promise<{ url: string }[]>;
  put(key: string, response: Response): Promise<void>;
  match(key: string): Promise<Response | undefined>;
}
declare const caches: { keys(): Promise<string[]>; open(name: string): Promise<PageCache> };
declare const navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };

/** The worker's cache: its name and the paths it holds. */
async function cached(page: Page): Promise<{ names: string[]; paths: string[] }> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('charter-'));
    const paths: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return { names, paths };
  });
}

async function controlled(page: Page) {
  await page.goto('/login');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the installed app: a manifest with icons, the shell and hashed files cached, the API never', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Charter Marketplace', display: 'standalone', start_url: '/' });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }

  await controlled(page);
  await signIn(page, 'client@demo.test');
  await expect(
    page.getByRole('table', { name: 'Charter requests' }).or(page.getByRole('list', { name: 'Charter requests' })),
  ).toBeVisible();

  const { names, paths } = await cached(page);
  expect(names).toHaveLength(1);
  expect(paths).toContain('/index.html');
  expect(paths.some((p) => /^\/assets\/index-[\w-]+\.js$/.test(p))).toBe(true);
  expect(paths.filter((p) => /^\/(api|auth)\b/i.test(p))).toEqual([]);
});

test('a stale cached shell is never served while the server answers; it is only the offline copy', async ({ page, context }) => {
  await controlled(page);
  const [name] = (await cached(page)).names;
  // What an older deploy would have left: a shell that loads files the server no longer has.
  await page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName!);
    await cache.put(
      '/index.html',
      new Response('<!doctype html><title>Old deploy</title><p>old shell</p>', { headers: { 'content-type': 'text/html' } }),
    );
  }, name);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page).toHaveTitle('Charter Marketplace');
  // The network's shell replaced the old one in the cache.
  const fresh = await page.evaluate(async (cacheName) => (await (await caches.open(cacheName!)).match('/index.html'))!.text(), name);
  expect(fresh).toContain('/assets/index-');

  // Offline, the app still opens from the cached shell and files.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await context.setOffline(false);
});

test('with the worker in charge, a new version on the server still brings the New Version dialog, and Refresh reloads', async ({
  page,
  context,
}) => {
  await controlled(page);
  await context.route('**/api/charterRequest/apiVersion', (route) => route.fulfill({ json: { applicationVersion: '99.0.0' } }));
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'New Version' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/A new version of Charter Marketplace \(99\.0\.0\) is available/)).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Refresh' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});
