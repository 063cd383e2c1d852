import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from '../schema/index.js';
import type { Tx } from '../client.js';

/**
 * supplier1@demo.test's webhook endpoint, pointing where nothing answers in the demo (port 9 of
 * this machine), with a delivery given up after 48 hours and one that was retrying when the
 * endpoint was paused for it: a newcomer opens its log on My Details and sees what failures look
 * like (each delivery's attempts open beneath it); resuming the endpoint tries the second one again
 * (and it fails again: nothing listens).
 */
export async function seedDemoWebhook(tx: Tx, operatorUserId: string, now: Date): Promise<void> {
  const hour = 3_600_000;
  const [endpoint] = await tx
    .insert(webhookEndpoints)
    .values({
      userId: operatorUserId,
      name: 'Scheduling system (demo)',
      url: 'http://127.0.0.1:9/',
      events: ['charter.live', 'bid.accepted', 'bid.unsuccessful'],
      secret: `whsec_demo${randomUUID().replace(/-/g, '')}`,
      createdAt: new Date(now.getTime() - 60 * hour),
      // As the worker leaves an endpoint whose delivery failed for 48 hours (jobs/webhook-worker.ts).
      pausedAt: new Date(now.getTime() - 1.5 * hour),
      pausedReason: 'Paused: its deliveries failed for 48 hours.',
    })
    .returning({ id: webhookEndpoints.id });
  const live = await tx.execute<{ id: string }>(sql`select id from charter_requests where status = 'Live' order by job_reference limit 2`);
  const refused = 'connect ECONNREFUSED 127.0.0.1:9';
  const event = (type: string, charterId: string | null, at: Date) => {
    const id = randomUUID();
    return { id, body: JSON.stringify({ id, type, createdAt: at.toISOString(), data: { charterId } }) };
  };
  const old = new Date(now.getTime() - 50 * hour);
  const recent = new Date(now.getTime() - 0.5 * hour);
  const first = event('charter.live', live.rows[0]?.id ?? null, old);
  const second = event('charter.live', live.rows[1]?.id ?? null, recent);
  const deliveries = await tx
    .insert(webhookDeliveries)
    .values([
      {
        eventId: first.id,
        endpointId: endpoint!.id,
        eventType: 'charter.live',
        charterId: live.rows[0]?.id ?? null,
        body: first.body,
        status: 'Failed',
        attempts: 52,
        lastError: refused,
        createdAt: old,
        firstAttemptAt: old,
        lastAttemptAt: new Date(now.getTime() - 1.5 * hour),
        nextAttemptAt: new Date(now.getTime() - 1.5 * hour),
      },
      {
        eventId: second.id,
        endpointId: endpoint!.id,
        eventType: 'charter.live',
        charterId: live.rows[1]?.id ?? null,
        body: second.body,
        status: 'Retrying',
        attempts: 4,
        lastError: refused,
        createdAt: recent,
        firstAttemptAt: recent,
        lastAttemptAt: new Date(now.getTime() - 0.1 * hour),
        nextAttemptAt: new Date(now.getTime() + 0.15 * hour),
      },
    ])
    .returning({ seq: webhookDeliveries.seq, attempts: webhookDeliveries.attempts, last: webhookDeliveries.lastAttemptAt });
  // Their histories as the worker keeps them, oldest written first: the latest 20 attempts (an hour
  // apart once retries are that far apart), each refused at once.
  await tx.insert(webhookDeliveryAttempts).values(
    deliveries.flatMap((d) =>
      Array.from({ length: Math.min(d.attempts, 20) }, (_, i) => ({
        deliverySeq: d.seq,
        attemptedAt: new Date(d.last!.getTime() - i * (d.attempts > 20 ? hour : 5 * 60_000)),
        error: refused,
        durationMs: 2 + ((d.seq + i) % 5),
      })).reverse(),
    ),
  );
}
