import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog, loggableUrl } from './access-log.js';
import { RequestLogger, requestLoggerFactory } from './request-logger.js';

/** A Fastify with the app's log controller, writing its log lines into an array. */
async function serverWithLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  // As app.ts sets it up: the access log and requests' loggers made when something logs.
  const app = Fastify({ logger: { level, stream }, logController: new AccessLog(), childLoggerFactory: requestLoggerFactory });
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/api/noisy', async (req) => {
    req.log.debug('not at info');
    req.log.warn({ code: 7 }, 'something to say');
    req.log.child({ part: 'inner' }).error('from a child');
    return { lazy: req.log instanceof RequestLogger };
  });
  app.get('/api/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
  // Whether the request's pino child was made (RequestLogger keeps it in a private field).
  app.get('/api/debug-only', async (req) => {
    req.log.debug('not at info');
    return { childMade: (req.log as unknown as { made?: unknown }).made !== undefined };
  });
  app.get('/api/broken', async () => {
    throw Object.assign(new Error('nope'), { statusCode: 400 });
  });
  await app.ready();
  return { app, lines };
}

describe('the access log', () => {
  it('writes one line per request at info: method, url without secrets, status, ms', async () => {
    const { app, lines } = await serverWithLog('info');
    await app.inject({ method: 'GET', url: '/api/thing?search=bri&token=abc123&password=hunter2' });
    await app.inject({ method: 'GET', url: '/api/missing' });
    await app.close();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/thing?search=bri&token=[redacted]&password=[redacted]', status: 200 });
    expect(typeof requests[0]!.ms).toBe('number');
    // The same line pino writes: level, time, the process and the request id first.
    expect(requests[0]).toMatchObject({ level: 30, pid: process.pid, reqId: expect.any(String) });
    expect(requests[0]!.time).toBeGreaterThan(Date.now() - 60_000);
    expect(requests[1]).toMatchObject({ url: '/api/missing', status: 404 });
    // Nothing else per request at info: no "incoming request", no headers.
    expect(lines.filter((l) => l.msg !== 'request' && l.level === 30 && l.reqId)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('hunter2');
  });

  it("a request's own lines carry its request id, as do its access line and a child's; a route at warn writes no access line", async () => {
    const { app, lines } = await serverWithLog('info');
    const answer = await app.inject({ method: 'GET', url: '/api/noisy' });
    await app.inject({ method: 'GET', url: '/api/quiet' });
    const debugOnly = await app.inject({ method: 'GET', url: '/api/debug-only' });
    await app.close();
    expect(answer.json()).toEqual({ lazy: true });
    // Nothing logged at an enabled level: no child was made for it.
    expect(debugOnly.json()).toEqual({ childMade: false });
    const access = lines.find((l) => l.msg === 'request')!;
    expect(access).toMatchObject({ url: '/api/noisy', status: 200, pid: process.pid });
    const reqId = access.reqId;
    expect(reqId).toEqual(expect.any(String));
    expect(lines.find((l) => l.msg === 'something to say')).toMatchObject({ level: 40, code: 7, reqId, pid: process.pid });
    expect(lines.find((l) => l.msg === 'from a child')).toMatchObject({ level: 50, part: 'inner', reqId });
    expect(lines.map((l) => l.msg)).not.toContain('not at info');
    expect(lines.filter((l) => l.url === '/api/quiet')).toEqual([]);
  });

  it('adds the request in full at debug', async () => {
    const { app, lines } = await serverWithLog('debug');
    await app.inject({ method: 'GET', url: '/api/thing' });
    await app.close();
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request']));
  });

  it('masks the values of secret-looking query parameters only', () => {
    expect(loggableUrl('/api/x')).toBe('/api/x');
    expect(loggableUrl('/a?id=1&refreshToken=z&Signature=q&flag')).toBe('/a?id=1&refreshToken=[redacted]&Signature=[redacted]&flag');
  });
});
