import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/harness.js';

// CORS_ORIGINS lists the only other origins whose pages may call the API (config.corsOrigins).
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ corsOrigins: ['https://partner.example'] });
});
afterAll(async () => {
  await s.close();
});

const preflight = (origin: string) => s.call('OPTIONS', '/auth/login', { headers: { origin, 'access-control-request-method': 'POST' } });

describe('cross-origin calls with CORS_ORIGINS set', () => {
  it('a listed origin passes the preflight and reads the answers', async () => {
    const res = await preflight('https://partner.example');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const version = await s.call('GET', '/api/charterRequest/apiVersion', { headers: { origin: 'https://partner.example' } });
    expect(version.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });

  it('any other origin gets no CORS header', async () => {
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    const version = await s.call('GET', '/api/charterRequest/apiVersion', { headers: { origin: 'https://evil.example' } });
    expect(version.headers.get('access-control-allow-origin')).toBeNull();
  });
});
