import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@charter/shared';
import { startTestServer, type TestServer } from '../../../tests/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('the browsable API reference at /api/docs', () => {
  it('serves Swagger UI from this server, as a page a browser may run, with nothing from another host', async () => {
    const page = await s.call('GET', '/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // The page gets the site's page policy (scripts from this host), not the API's "nothing at all".
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src, src).not.toMatch(/^(https?:)?\/\//);
    const bundle = sources.find((src) => src.endsWith('swagger-ui-bundle.js'))!;
    const script = await s.call('GET', new URL(bundle, `http://x/api/docs/`).pathname);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  });

  it('reads the OpenAPI document: bearer sign-in explained, operations grouped, the guarded ones needing the token', async () => {
    const res = await s.call('GET', '/api/openapi.json');
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    const doc = res.body;
    expect(doc.info.description).toContain('Authorization: Bearer <accessToken>');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/auth/login'].post.security).toBeUndefined();
    expect(doc.paths['/auth/login'].post.tags).toEqual(['Sign-in']);
    expect(doc.paths['/api/suppliers/newBid'].post).toMatchObject({ tags: ['Operators'], security: [{ bearerAuth: [] }] });
    expect(doc.paths['/api/docs/']).toBeUndefined();
    // Which API-key scopes open a call is said on the call.
    expect(doc.paths['/api/suppliers/newBid'].post.description).toContain('API keys: operators `bids:write`.');
    expect(doc.paths['/api/charterRequest/full/{id}'].get.description).toContain('clients `charters:read`, `manifests:read`');
    // What the reference says about a guarded call holds: without the token it is refused.
    expect((await s.call('POST', '/api/suppliers/newBid', { body: {} })).status).toBe(401);
  });

  it('describes every webhook event with an example body, the signature header and a verification snippet', async () => {
    const doc = (await s.call('GET', '/api/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    for (const type of WEBHOOK_EVENT_TYPES) {
      const body = doc.webhooks[type].post.requestBody.content['application/json'];
      expect(body.example, type).toMatchObject({ type, data: expect.any(Object) });
      expect(doc.webhooks[type].post.parameters.map((p: { name: string }) => p.name)).toContain('X-Charter-Signature');
    }
    expect(doc.info.description).toContain('## Webhooks');
    expect(doc.info.description).toContain('X-Charter-Signature: t=<unix seconds>,v1=<signature>');
    expect(doc.info.description).toContain('crypto.timingSafeEqual');
  });
});
