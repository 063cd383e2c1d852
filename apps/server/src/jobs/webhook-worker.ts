import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  WEBHOOK_ATTEMPTS_KEPT,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENT_TYPE_HEADER,
  WEBHOOK_MESSAGES,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEventBody,
} from '@charter/shared';
import type { Db, Tx } from '@charter/db';
import { WEBHOOK_CHANNEL } from '../domain/webhooks/queue-webhook.js';
import { enqueueEmail } from '../mail/outbox.js';
import { webhookEventData } from './webhook-event-data.js';
import { webhookSignature } from '../modules/webhooks/webhook-signature.js';
import { postWebhook, type SendOutcome } from './webhook-sender.js';

/** What the environment may set (config.ts): WEBHOOK_CONCURRENCY, WEBHOOK_TIMEOUT_MS, WEBHOOK_GIVE_UP_HOURS. */
export interface WebhookTimings {
  /** Deliveries in flight at once in this process (8). */
  concurrency: number;
  /** How long one attempt may take (10 s). */
  timeoutMs: number;
  /** How long a delivery is retried from its first attempt before it fails and its endpoint pauses (48 hours). */
  giveUpHours: number;
}

export interface WebhookWorkerOptions extends Partial<WebhookTimings> {
  /** How often due deliveries are looked for (NOTIFY wakes it sooner after a commit). */
  pollMs?: number;
  /** The first retry's delay; each next one doubles, up to `retryCapMs`, with jitter. */
  retryBaseMs?: number;
  retryCapMs?: number;
  /** Production: refuse private, loopback and link-local addresses at every delivery. */
  production: boolean;
  serverVersion: string;
  /** The site's address, for the link in the "endpoint paused" e-mail. */
  publicUrl: string;
}

interface Claimed {
  seq: number;
  id: string;
  eventId: string;
  type: string;
  charterId: string | null;
  subjectId: string | null;
  body: string | null;
  createdAt: string;
  attempts: number;
  url: string;
  secret: string;
  ownerId: string;
}

/** A delivery's claim lasts past its attempt's timeout; a process that died mid-attempt lets it go then. */
const LEASE_MARGIN_MS = 30_000;

/**
 * Sends webhook deliveries after their commit, in a `worker` or `all` process. Due deliveries are
 * claimed with FOR UPDATE SKIP LOCKED in a short transaction that only marks them leased, and sent
 * outside any transaction, at most `concurrency` at once and one at a time per endpoint, so a slow
 * endpoint holds one slot for at most its timeout and never a database lock. An endpoint receives
 * a charter's events in order: a delivery waits while an earlier one for the same charter is still
 * to be delivered or given up. Failures are retried with exponential backoff and jitter for
 * `giveUpHours` (48 unless WEBHOOK_GIVE_UP_HOURS says otherwise) from the first attempt; then the delivery fails, the endpoint is paused and
 * its owner e-mailed.
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private pumping = false;
  private again = false;
  private stopped = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private readonly o: Required<WebhookWorkerOptions>;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string,
    private readonly log: { error: (obj: unknown, msg: string) => void },
    options: WebhookWorkerOptions,
  ) {
    this.o = {
      concurrency: 8,
      pollMs: 5000,
      retryBaseMs: 60_000,
      retryCapMs: 3_600_000,
      timeoutMs: 10_000,
      giveUpHours: WEBHOOK_RETRY_HOURS,
      ...options,
    };
  }

  async start(): Promise<void> {
    this.listener = new pg.Client({ connectionString: this.databaseUrl });
    this.listener.on('error', (err) => this.log.error({ err }, 'webhook listener failed'));
    await this.listener.connect();
    this.listener.on('notification', () => void this.pump());
    await this.listener.query(`listen ${WEBHOOK_CHANNEL}`);
    this.timer = setInterval(() => void this.pump(), this.o.pollMs);
    this.timer.unref();
    void this.pump();
  }

  /** Stops claiming; attempts under way are cut (their lease lapses and another pass sends them again). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.listener?.end().catch(() => {});
    this.abort.abort();
    while (this.pumping || this.inFlight.size > 0) await new Promise((r) => setTimeout(r, 20));
  }

  /** Claims what is due into the free slots; concurrent wake-ups fold into one more pass. */
  async pump(): Promise<void> {
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.again = false;
        const free = this.o.concurrency - this.inFlight.size;
        if (free <= 0 || this.stopped) break;
        const rows = await this.claim(free);
        for (const row of rows) {
          const p: Promise<void> = this.deliver(row)
            .catch((err: unknown) => this.log.error({ err, delivery: row.id }, 'webhook delivery failed'))
            .finally(() => {
              this.inFlight.delete(p);
              if (!this.stopped) void this.pump();
            });
          this.inFlight.add(p);
        }
        if (rows.length === free) this.again = true;
      } while (this.again && !this.stopped);
    } catch (err) {
      this.log.error({ err }, 'webhook claim failed');
    } finally {
      this.pumping = false;
    }
  }

  private async claim(max: number): Promise<Claimed[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx.execute<{ seq: number; endpointId: string }>(sql`
        select d.seq, d.endpoint_id as "endpointId" from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id and e.paused_at is null
        where d.status in ('Pending', 'Retrying') and d.next_attempt_at <= now()
          and (d.lease_until is null or d.lease_until < now())
          and not exists (select 1 from webhook_deliveries x
            where x.endpoint_id = d.endpoint_id and x.status in ('Pending', 'Retrying') and x.lease_until >= now())
          and not exists (select 1 from webhook_deliveries x
            where x.endpoint_id = d.endpoint_id and x.charter_id = d.charter_id and x.seq < d.seq and x.status in ('Pending', 'Retrying'))
        order by d.seq
        limit ${max * 5}
        for update of d skip locked`);
      // One at a time per endpoint: the oldest due delivery of each.
      const seen = new Set<string>();
      const chosen = due.rows.filter((d) => !seen.has(d.endpointId) && seen.add(d.endpointId)).slice(0, max);
      if (chosen.length === 0) return [];
      const leaseMs = this.o.timeoutMs + LEASE_MARGIN_MS;
      const r = await tx.execute<Claimed & Record<string, unknown>>(sql`
        update webhook_deliveries d set lease_until = now() + make_interval(secs => ${leaseMs / 1000})
        from webhook_endpoints e
        where e.id = d.endpoint_id and d.seq in (${sql.join(
          chosen.map((c) => sql`${c.seq}`),
          sql`, `,
        )})
        returning d.seq, d.id, d.event_id as "eventId", d.event_type as type, d.charter_id as "charterId",
          d.subject_id as "subjectId", d.body, to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
          d.attempts, e.url, e.secret, e.user_id as "ownerId"`);
      return r.rows;
    });
  }

  private async bodyOf(row: Claimed): Promise<string> {
    if (row.body) return row.body;
    const event: WebhookEventBody = {
      id: row.eventId,
      type: row.type as WebhookEventBody['type'],
      createdAt: row.createdAt,
      data: await webhookEventData(this.db, this.o.serverVersion, row),
    };
    const body = JSON.stringify(event);
    // Fixed at the first attempt: every later attempt sends (and signs) the same event.
    const kept = await this.db.execute<{ body: string }>(sql`
      update webhook_deliveries set body = coalesce(body, ${body}) where seq = ${row.seq} returning body`);
    return kept.rows[0]?.body ?? body;
  }

  private async deliver(row: Claimed): Promise<void> {
    const body = await this.bodyOf(row);
    const started = Date.now();
    const t = Math.floor(started / 1000);
    const outcome = await postWebhook(
      row.url,
      body,
      {
        'user-agent': 'CharterMarketplace-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(row.secret, t, body),
        [WEBHOOK_EVENT_ID_HEADER]: row.eventId,
        [WEBHOOK_EVENT_TYPE_HEADER]: row.type,
      },
      { timeoutMs: this.o.timeoutMs, publicOnly: this.o.production, signal: this.abort.signal },
    );
    if (this.abort.signal.aborted) return;
    await this.record(row, outcome, Date.now() - started);
  }

  /**
   * The attempt in the delivery's history, of which only the latest WEBHOOK_ATTEMPTS_KEPT stay; none
   * when the delivery went with its endpoint while the attempt was under way.
   */
  private async keepAttempt(tx: Tx, row: Claimed, outcome: SendOutcome, durationMs: number): Promise<void> {
    await tx.execute(sql`
      insert into webhook_delivery_attempts (delivery_seq, attempted_at, status_code, error, duration_ms)
      select seq, now() - make_interval(secs => ${durationMs / 1000}), ${outcome.status}, ${outcome.error}, ${Math.round(durationMs)}
      from webhook_deliveries where seq = ${row.seq}`);
    await tx.execute(sql`
      delete from webhook_delivery_attempts where delivery_seq = ${row.seq} and seq < (
        select min(seq) from (select seq from webhook_delivery_attempts where delivery_seq = ${row.seq}
          order by seq desc limit ${WEBHOOK_ATTEMPTS_KEPT}) kept)`);
  }

  /** The attempt's outcome, kept in its history; a delivery failing past its give-up time fails, pausing its endpoint and telling its owner. */
  private async record(row: Claimed, outcome: SendOutcome, durationMs: number): Promise<void> {
    if (outcome.error === null) {
      await this.db.transaction(async (tx) => {
        await tx.execute(sql`
          update webhook_deliveries set status = 'Delivered', attempts = attempts + 1, last_status_code = ${outcome.status},
            last_error = null, first_attempt_at = coalesce(first_attempt_at, now()), last_attempt_at = now(),
            delivered_at = now(), lease_until = null
          where seq = ${row.seq}`);
        await this.keepAttempt(tx, row, outcome, durationMs);
      });
      void this.pump();
      return;
    }
    const step = Math.min(this.o.retryCapMs, this.o.retryBaseMs * 2 ** row.attempts);
    // Equal jitter: half the step, plus up to the other half at random, so retries do not march in step.
    const delayMs = step / 2 + Math.random() * (step / 2);
    await this.db.transaction(async (tx) => {
      const r = await tx.execute<{ failed: boolean; endpointId: string }>(sql`
        update webhook_deliveries set attempts = attempts + 1, last_status_code = ${outcome.status}, last_error = ${outcome.error},
          first_attempt_at = coalesce(first_attempt_at, now()), last_attempt_at = now(), lease_until = null,
          status = case when coalesce(first_attempt_at, now()) <= now() - make_interval(secs => ${this.o.giveUpHours * 3600}) then 'Failed' else 'Retrying' end,
          next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
        where seq = ${row.seq}
        returning status = 'Failed' as failed, endpoint_id as "endpointId"`);
      await this.keepAttempt(tx, row, outcome, durationMs);
      const d = r.rows[0];
      if (d?.failed) await this.pauseFailing(tx, d.endpointId);
    });
  }

  private async pauseFailing(tx: Tx, endpointId: string): Promise<void> {
    const paused = await tx.execute<{ name: string; url: string; email: string; userId: string }>(sql`
      update webhook_endpoints e set paused_at = now(), paused_reason = ${WEBHOOK_MESSAGES.pausedAfterFailures(this.o.giveUpHours)}, updated_at = now()
      from users u where u.id = e.user_id and e.id = ${endpointId} and e.paused_at is null
      returning e.name, e.url, u.email, u.id as "userId"`);
    const p = paused.rows[0];
    if (!p) return;
    await enqueueEmail(tx, {
      message: {
        to: p.email,
        subject: `Webhook endpoint "${p.name}" paused`,
        text:
          `Deliveries to your webhook endpoint "${p.name}" (${p.url}) have failed for ${this.o.giveUpHours} hours, so it is paused ` +
          `and no more events are sent to it. Once it answers again, resume it under My Details (${this.o.publicUrl}/me): ` +
          `what waited is sent then, and any delivery may be sent again from its log.`,
      },
      log: { name: 'Webhook endpoint paused', userId: p.userId },
    });
  }
}
