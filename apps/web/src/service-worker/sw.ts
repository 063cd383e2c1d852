import { assetResponse, SHELL_KEY, shellAssets, shellResponse, staticResponse, strategyFor } from './strategy';

// Built to /sw.js (vite.config.ts), registered by main.tsx in production builds only. The build
// replaces the token with a hash of the build's file names: a new deploy is a new worker and a new
// cache, and the old cache (old hashed files) is deleted when it takes over.
const BUILD_ID = '__CHARTER_BUILD_ID__';
const CACHE = `charter-${BUILD_ID}`;

// The worker globals, typed by hand: this file is compiled with the DOM library like the app.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** The shell and the files it loads first, so the installed app opens without a network. */
async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  const index = await fetch(SHELL_KEY, { cache: 'reload' });
  if (!index.ok) return;
  const html = await index.clone().text();
  await cache.put(SHELL_KEY, index);
  await cache.addAll([...shellAssets(html), '/manifest.webmanifest', '/icons/favicon-32.png']);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('charter-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  const strategy = strategyFor(new URL(request.url), request, worker.location.origin);
  if (strategy === 'pass') return;
  const respond = { shell: shellResponse, asset: assetResponse, static: staticResponse }[strategy];
  event.respondWith(caches.open(CACHE).then((cache) => respond(request, cache, (r) => fetch(r))));
});
