import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/harness.js';

const INDEX = '<!doctype html><html><head><title>Charter Marketplace</title></head><body><div id="root"></div></body></html>';

let s: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'charter-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  s = await startTestServer({}, { webDist });
});
afterAll(async () => {
  await s.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The headers a monitor compares: what GET sends, less those that differ per response. */
const comparable = (h: Headers) =>
  Object.fromEntries([...h.entries()].filter(([name]) => !['date', 'keep-alive', 'connection', 'x-request-id'].includes(name)));

describe('HEAD answers like GET, without a body', () => {
  for (const page of ['/', '/login', '/charterRequests/Me/Live', '/messageLog']) {
    it(`page route ${page}: 200 with the same headers as GET`, async () => {
      const get = await s.call('GET', page);
      expect(get.status).toBe(200);
      expect(get.text).toBe(INDEX);
      expect(get.headers.get('content-type')).toMatch(/^text\/html/);

      const head = await s.call('HEAD', page);
      expect(head.status).toBe(200);
      expect(head.text).toBe('');
      expect(comparable(head.headers)).toEqual(comparable(get.headers));
    });
  }

  it('API GET routes answer HEAD too, with the GET headers and no body', async () => {
    for (const route of ['/healthz', '/api/openapi.json']) {
      const get = await s.call('GET', route);
      const head = await s.call('HEAD', route);
      expect(get.status).toBe(200);
      expect(head.status).toBe(200);
      expect(head.text).toBe('');
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
    }
    // A signed-in call still needs its token.
    const { token } = await s.member('client@demo.test');
    const list = '/api/charterRequest/all/self/Live';
    expect((await s.call('HEAD', list)).status).toBe(401);
    const head = await s.call('HEAD', list, { token });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('an unknown API path is 404 for HEAD as for GET, never the page', async () => {
    expect((await s.call('GET', '/api/no-such-call')).status).toBe(404);
    const head = await s.call('HEAD', '/api/no-such-call');
    expect(head.status).toBe(404);
    expect(head.text).toBe('');
  });

  it('methods other than GET and HEAD on a page route are not the page', async () => {
    const post = await s.call('POST', '/login', { body: {} });
    expect(post.status).toBe(404);
    expect(post.text).not.toContain('<html');
  });
});
