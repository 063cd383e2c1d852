import crypto from 'node:crypto';
import http from 'node:http';
import { WEBHOOK_VERIFY_SNIPPET } from '../src/modules/api-docs/webhook-reference.js';

/** The reference's verification snippet, as a function (its import line is this file's own). */
export const verifyWebhook = new Function('crypto', `${WEBHOOK_VERIFY_SNIPPET.replace(/^import .*$/m, '')}\nreturn verifyWebhook;`)(
  crypto,
) as (rawBody: string, header: string, secret: string, toleranceSeconds?: number) => boolean;

export interface Received {
  body: string;
  json: { id: string; type: string; createdAt: string; data: any };
  headers: http.IncomingHttpHeaders;
}

/**
 * A real HTTP receiver on localhost: records what it received, and answers `answer` (a status),
 * or never answers ('hang'). Its mode may change while it runs.
 */
export async function startReceiver(answer: number | 'hang' = 200) {
  const received: Received[] = [];
  const hanging = new Set<http.ServerResponse>();
  const state = { answer };
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ body, json: JSON.parse(body), headers: req.headers });
      for (const w of waiters.splice(0)) w();
      if (state.answer === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(state.answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    hanging,
    set answer(a: number | 'hang') {
      state.answer = a;
    },
    /** Waits until `n` requests have come (the test's own timeout bounds the wait). */
    async count(n: number): Promise<Received[]> {
      while (received.length < n) await new Promise<void>((r) => waiters.push(r));
      return received;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
