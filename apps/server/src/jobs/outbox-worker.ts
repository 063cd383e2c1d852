import { sql } from 'drizzle-orm';
import pg from 'pg';
import { messageLogs, type Db } from '@charter/db';
import type { Mailer } from '../mail/mailer.js';
import { OUTBOX_CHANNEL, type EmailOutboxPayload } from '../mail/outbox.js';

const BATCH = 20;
const POLL_MS = 5000;

/**
 * Delivers queued e-mail. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
 * server instances can run a worker and each message is sent by one of them. LISTEN wakes the
 * worker at once after a commit; the poll covers retries and missed notifications.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string,
    private readonly mailer: Mailer,
    private readonly log: { error: (obj: unknown, msg: string) => void },
  ) {}

  async start(): Promise<void> {
    this.listener = new pg.Client({ connectionString: this.databaseUrl });
    this.listener.on('error', (err) => this.log.error({ err }, 'outbox listener failed'));
    await this.listener.connect();
    this.listener.on('notification', () => void this.drain());
    await this.listener.query(`listen ${OUTBOX_CHANNEL}`);
    this.timer = setInterval(() => void this.drain(), POLL_MS);
    void this.drain();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.listener?.end().catch(() => {});
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }

  /** Sends until nothing is due; concurrent wake-ups fold into one more pass. */
  async drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        while (!this.stopped && (await this.sendBatch()) === BATCH) {
          /* keep going while full batches come back */
        }
      } while (this.again && !this.stopped);
    } catch (err) {
      this.log.error({ err }, 'outbox delivery failed');
    } finally {
      this.running = false;
    }
  }

  private async sendBatch(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const due = await tx.execute<{ id: number; payload: EmailOutboxPayload; attempts: number }>(sql`
        select id, payload, attempts from outbox
        where sent_at is null and kind = 'email' and next_attempt_at <= now()
        order by id limit ${BATCH} for update skip locked`);
      for (const row of due.rows) {
        const { message, log } = row.payload;
        try {
          await this.mailer.send(message);
          await tx.execute(sql`update outbox set sent_at = now(), attempts = attempts + 1, last_error = null where id = ${row.id}`);
          await tx.insert(messageLogs).values({
            name: log.name,
            toEmail: message.to,
            subject: message.subject,
            body: message.text,
            status: 'Sent',
            userId: log.userId ?? null,
            clientId: log.clientId ?? null,
            clientDepartmentId: log.clientDepartmentId ?? null,
            clientStaffId: log.clientStaffId ?? null,
            supplierId: log.supplierId ?? null,
            entityType: log.entityType ?? null,
            entityId: log.entityId ?? null,
            fromState: log.fromState ?? null,
            newState: log.newState ?? null,
            targetAudience: log.targetAudience ?? null,
          });
        } catch (err) {
          // Back off 30 s, 1 min, 2 min ... up to an hour between attempts.
          const delaySeconds = Math.min(3600, 30 * 2 ** row.attempts);
          await tx.execute(sql`
            update outbox set attempts = attempts + 1, last_error = ${String((err as Error).message).slice(0, 500)},
              next_attempt_at = now() + make_interval(secs => ${delaySeconds}) where id = ${row.id}`);
          this.log.error({ err, outboxId: row.id }, 'e-mail could not be sent; will retry');
        }
      }
      return due.rows.length;
    });
  }
}
