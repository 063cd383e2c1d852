import { expect } from 'vitest';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '@charter/shared';
import type { TestServer } from './harness.js';
import { startReceiver, type Received, type Receiver } from './webhook-receiver.js';

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * What the webhook tests share: real receivers on localhost (closed by `closeReceivers` after each
 * test), endpoints added over HTTP, and waits for a log or a receiver to reach a state (the test's
 * timeout bounds each wait). `server` is read when called, so it may be started in beforeAll.
 */
export function webhookKit(server: () => TestServer) {
  const receivers: Receiver[] = [];
  const logOf = async (token: string, id: string) =>
    (await server().call('GET', `/api/webhooks/${id}/deliveries`, { token })).body as WebhookDeliveryDto[];
  return {
    async receiver(answer: number | 'hang' = 200): Promise<Receiver> {
      const r = await startReceiver(answer);
      receivers.push(r);
      return r;
    },
    async closeReceivers(): Promise<void> {
      for (const r of receivers.splice(0)) await r.close();
    },
    async addEndpoint(token: string, body: Record<string, unknown>) {
      const res = await server().call('POST', '/api/webhooks', { token, body: { name: 'Scheduler', ...body } });
      expect(res.status, res.text).toBe(200);
      return res.body.result as WebhookEndpointDto & { secret: string };
    },
    logOf,
    /** Reads the log until `done` holds. */
    async logUntil(token: string, id: string, done: (log: WebhookDeliveryDto[]) => boolean): Promise<WebhookDeliveryDto[]> {
      for (;;) {
        const log = await logOf(token, id);
        if (done(log)) return log;
        await pause();
      }
    },
    /** Waits until the receiver has a delivery that `match` picks. */
    async receivedWhere(r: Receiver, match: (got: Received) => boolean): Promise<Received> {
      for (;;) {
        const got = r.received.find(match);
        if (got) return got;
        await pause();
      }
    },
  };
}
