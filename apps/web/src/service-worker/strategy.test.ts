import { describe, expect, it } from 'vitest';
import { assetResponse, SHELL_KEY, shellAssets, shellResponse, staticResponse, strategyFor, type ShellCache } from './strategy';

const ORIGIN = 'https://charter.example';
const get = (path: string, mode = 'cors') => strategyFor(new URL(path, ORIGIN), { method: 'GET', mode }, ORIGIN);

/** Cache Storage in memory, keyed by URL as the real one is. */
class MemoryCache implements ShellCache {
  entries = new Map<string, Response>();
  private key(k: Request | string) {
    return new URL(typeof k === 'string' ? k : k.url, ORIGIN).href;
  }
  async match(k: Request | string) {
    return this.entries.get(this.key(k))?.clone();
  }
  async put(k: Request | string, response: Response) {
    this.entries.set(this.key(k), response);
  }
}

const html = (body: string) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

describe('which requests the service worker touches', () => {
  it('never /api, /api/events or /auth, whatever the case', () => {
    expect(get('/api/charterRequest/all/self/Live')).toBe('pass');
    expect(get('/api/events')).toBe('pass');
    expect(get('/auth/login')).toBe('pass');
    expect(get('/Auth/refresh')).toBe('pass');
    expect(get('/api', 'navigate')).toBe('pass');
  });

  it('never anything but GET, nor another origin', () => {
    expect(strategyFor(new URL('/assets/a-1.js', ORIGIN), { method: 'POST', mode: 'cors' }, ORIGIN)).toBe('pass');
    expect(strategyFor(new URL('https://elsewhere.example/assets/a-1.js'), { method: 'GET', mode: 'cors' }, ORIGIN)).toBe('pass');
  });

  it('pages from the shell, hashed files from the cache, icons refreshed behind', () => {
    expect(get('/charterRequests/Me/Live', 'navigate')).toBe('shell');
    expect(get('/login', 'navigate')).toBe('shell');
    expect(get('/privacy-policy.html', 'navigate')).toBe('pass');
    expect(get('/assets/index-BK9FpptZ.js')).toBe('asset');
    expect(get('/manifest.webmanifest')).toBe('static');
    expect(get('/icons/icon-192.png')).toBe('static');
    expect(get('/sw.js')).toBe('pass');
  });
});

describe('the shell after a deploy', () => {
  it('is the network answer, not the cached one, whenever the network answers', async () => {
    const cache = new MemoryCache();
    await cache.put(SHELL_KEY, html('<script src="/assets/index-OLD.js"></script>'));
    const response = await shellResponse(new Request(`${ORIGIN}/login`), cache, async () =>
      html('<script src="/assets/index-NEW.js"></script>'),
    );
    expect(await response.text()).toContain('index-NEW');
    // ...and the new one becomes the offline copy.
    expect(await (await cache.match(SHELL_KEY))!.text()).toContain('index-NEW');
  });

  it('falls back to the cached shell only when the network fails', async () => {
    const cache = new MemoryCache();
    await cache.put(SHELL_KEY, html('cached shell'));
    const response = await shellResponse(new Request(`${ORIGIN}/charterRequests`), cache, offline);
    expect(await response.text()).toBe('cached shell');
  });

  it('does not keep an error page or a non-HTML answer as the shell', async () => {
    const cache = new MemoryCache();
    await cache.put(SHELL_KEY, html('good shell'));
    const failed = await shellResponse(new Request(`${ORIGIN}/login`), cache, async () => new Response('bad gateway', { status: 502 }));
    expect(failed.status).toBe(502);
    expect(await (await cache.match(SHELL_KEY))!.text()).toBe('good shell');
  });

  it('fails like the network when offline with nothing cached', async () => {
    await expect(shellResponse(new Request(`${ORIGIN}/login`), new MemoryCache(), offline)).rejects.toThrow('Failed to fetch');
  });
});

describe('hashed files and icons', () => {
  it('serves a hashed file from the cache without asking the network again', async () => {
    const cache = new MemoryCache();
    let calls = 0;
    const network = async () => {
      calls += 1;
      return new Response('code', { headers: { 'content-type': 'text/javascript' } });
    };
    const request = () => new Request(`${ORIGIN}/assets/react-abc.js`);
    expect(await (await assetResponse(request(), cache, network)).text()).toBe('code');
    expect(await (await assetResponse(request(), cache, network)).text()).toBe('code');
    expect(calls).toBe(1);
  });

  it('does not cache a missing file', async () => {
    const cache = new MemoryCache();
    await assetResponse(new Request(`${ORIGIN}/assets/gone-1.js`), cache, async () => new Response('', { status: 404 }));
    expect(cache.entries.size).toBe(0);
  });

  it('answers the manifest from the cache and refreshes it for next time', async () => {
    const cache = new MemoryCache();
    await cache.put('/manifest.webmanifest', new Response('old'));
    const response = await staticResponse(new Request(`${ORIGIN}/manifest.webmanifest`), cache, async () => new Response('new'));
    expect(await response.text()).toBe('old');
    await new Promise((r) => setTimeout(r, 0));
    expect(await (await cache.match('/manifest.webmanifest'))!.text()).toBe('new');
  });
});

it('lists the files index.html loads first, once each', () => {
  const page = `<script type="module" src="/assets/index-A.js"></script><link rel="modulepreload" href="/assets/react-B.js">
    <link rel="modulepreload" href="/assets/react-B.js"><link rel="stylesheet" href="/assets/index-C.css"><link rel="icon" href="/favicon.svg">`;
  expect(shellAssets(page)).toEqual(['/assets/index-A.js', '/assets/react-B.js', '/assets/index-C.css']);
});
