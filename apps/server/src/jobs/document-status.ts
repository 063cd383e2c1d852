import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { NEARLY_EXPIRED_DAYS } from '@charter/shared';
import { publishChange } from '../realtime/publish.js';

/**
 * A supplier document's status from its expiry by the database clock (the same rule as the
 * shared `documentStatus`): Expired once past it, Nearly Expired within 30 days, else Current.
 */
export function documentStatusSql(alias: string): SQL {
  const at = sql`${sql.identifier(alias)}.expired_at`;
  return sql`(case when ${at} is null then 'Current' when ${at} < now() then 'Expired'
    when ${at} < now() + make_interval(days => ${NEARLY_EXPIRED_DAYS}) then 'Nearly Expired' else 'Current' end)`;
}

export interface DocumentStatusJobOptions {
  pollMs?: number;
  batch?: number;
}

/**
 * Keeps supplier_documents.status in step with time: documents age into Nearly Expired and
 * Expired without anyone saving them. Every write recomputes the status as well; this covers the
 * passing of time. Rows are claimed with FOR UPDATE SKIP LOCKED, so every instance may run it and
 * a row locked by a save is simply picked up next time.
 */
export class DocumentStatusJob {
  private readonly pollMs: number;
  private readonly batch: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: { error: (obj: unknown, msg: string) => void },
    options: DocumentStatusJobOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 10 * 60_000;
    this.batch = options.batch ?? 200;
  }

  start(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), this.pollMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => {});
  }

  /** Updates every document whose status is out of date; answers how many changed. */
  async run(): Promise<number> {
    if (this.running) return this.running;
    this.running = (async () => {
      let total = 0;
      try {
        for (;;) {
          if (this.stopped) break;
          const changed = await this.pass();
          total += changed;
          if (changed < this.batch) break;
        }
      } catch (err) {
        this.log.error({ err }, 'document status job failed');
      }
      return total;
    })();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private pass(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const r = await tx.execute<{ id: string }>(sql`
        with due as (
          select d.id from supplier_documents d
          where d.active and d.status is distinct from ${documentStatusSql('d')}
          order by d.id limit ${this.batch} for update skip locked
        )
        update supplier_documents d set status = ${documentStatusSql('d')}, updated_at = now()
        from due where d.id = due.id
        returning d.id`);
      const ids = r.rows.map((row) => row.id);
      await publishChange(tx, 'SupplierDocument', ids);
      return ids.length;
    });
  }
}
