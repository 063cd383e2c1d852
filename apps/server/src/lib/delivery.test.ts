import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/harness.js';

// How the server hands out bytes: compressed when the browser takes it, hashed assets cached for
// good, index.html checked every time, security headers on everything (ADR 0020).
const INDEX = `<!doctype html><html><head><title>Charter Marketplace</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('Charter Marketplace '.repeat(400))};\n`;
const PLAIN_SCRIPT = `export const other = ${JSON.stringify('not precompressed '.repeat(400))};\n`;

let s: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'charter-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'index.html.br'), brotliCompressSync(INDEX));
  await writeFile(path.join(webDist, 'assets', 'index-3f9a1c2b.js'), SCRIPT);
  // As the server's build writes it beside the file.
  await writeFile(path.join(webDist, 'assets', 'index-3f9a1c2b.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(webDist, 'assets', 'other-77aa01ce.js'), PLAIN_SCRIPT);
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  s = await startTestServer({}, { webDist });
});
afterAll(async () => {
  await s.close();
  await rm(webDist, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as received (still compressed when content-encoding says so). */
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add and undo its own accept-encoding). */
function get(route: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(s.baseUrl + route, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the web client files', () => {
  it('a hashed asset is cached for good and sent as its precompressed brotli copy', async () => {
    const res = await get('/assets/index-3f9a1c2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('a hashed asset without a precompressed copy is compressed on the way; a browser that takes none gets it plain', async () => {
    const gz = await get('/assets/other-77aa01ce.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.body).toString()).toBe(PLAIN_SCRIPT);

    const plain = await get('/assets/other-77aa01ce.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PLAIN_SCRIPT);
  });

  it('index.html (any client route) and files outside /assets are checked every time, never kept', async () => {
    for (const route of ['/login', '/charterRequests/Me/Live']) {
      const res = await get(route, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control'], route).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toBe(INDEX);
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers', () => {
  it('a big JSON answer is compressed for a browser that takes it, and is never cached', async () => {
    const br = await get('/api/openapi.json', { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    const spec = JSON.parse(brotliDecompressSync(br.body).toString());
    expect(spec.paths['/api/accounts/me']).toBeDefined();

    const gz = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(spec);
  });

  it('a list page, read or remembered, is compressed as each caller takes it and reads the same as the plain page', async () => {
    const { token } = await s.member('client@demo.test');
    const route = '/api/charterRequest/all/client/Live';
    const asks = (acceptEncoding?: string) =>
      get(route, { authorization: `Bearer ${token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) });
    const plain = await asks();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = JSON.parse(plain.body.toString());
    expect(page.items.length).toBeGreaterThan(0);
    // Big enough to be compressed.
    expect(plain.body.length).toBeGreaterThan(1024);

    // Twice each: the first read, then the remembered page.
    for (const round of [1, 2]) {
      const br = await asks('gzip, deflate, br, zstd');
      expect(br.headers['content-encoding'], `round ${round}`).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(br.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(page);

      const gz = await asks('br;q=0, gzip');
      expect(gz.headers['content-encoding'], `round ${round}`).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(page);

      const none = await asks('identity');
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(none.body.toString())).toEqual(page);
    }
    // The caller's ratings decide; "*" rates what the header does not name.
    for (const [acceptEncoding, encoding] of [
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'br'],
      ['br;q=0, *', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*;q=0', undefined],
    ] as const)
      expect((await asks(acceptEncoding)).headers['content-encoding'], acceptEncoding).toBe(encoding);
  });

  it('a small answer goes out as it is', async () => {
    const res = await get('/api/charterRequest/apiVersion', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toHaveProperty('applicationVersion');
  });

  it('the event stream is neither compressed nor held back', async () => {
    const { token } = await s.member('client@demo.test');
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(`${s.baseUrl}/api/events`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' } }, resolve)
        .on('error', reject),
    );
    expect(res.headers['content-type']).toBe('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    // The first bytes come at once, plain: a compressor would hold them until its buffer fills.
    const first = await new Promise<string>((resolve) => res.once('data', (c: Buffer) => resolve(c.toString())));
    expect(first).toContain('retry: 3000');
    res.destroy();
  });
});

describe('security headers', () => {
  it("pages, assets and other answers carry helmet's set", async () => {
    for (const route of ['/login', '/assets/index-3f9a1c2b.js']) {
      const res = await get(route);
      expect(res.headers['content-security-policy'], route).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], route).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], route).toBe('nosniff');
      expect(res.headers['strict-transport-security'], route).toMatch(/^max-age=\d+/);
      expect(res.headers['x-frame-options'], route).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], route).toBe('no-referrer');
    }
  });

  it('API answers, errors included, are never cached, sniffed, framed, read by other sites or allowed to load anything', async () => {
    for (const route of ['/api/charterRequest/apiVersion', '/api/accounts/me', '/api/nothing-here', '/auth/nothing-here']) {
      const res = await get(route);
      expect(res.headers['cache-control'], route).toBe('no-store');
      expect(res.headers['x-content-type-options'], route).toBe('nosniff');
      expect(res.headers['content-security-policy'], route).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['cross-origin-resource-policy'], route).toBe('same-origin');
    }
  });
});
