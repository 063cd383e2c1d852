import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { NEARLY_EXPIRED_DAYS } from '@charter/shared';
import { publishChange } from '../realtime/publish.js';
import { PollingJob } from './polling-job.js';

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
export class DocumentStatusJob extends PollingJob {
  constructor(
    private readonly db: Db,
    log: { error: (obj: unknown, msg: string) => void },
    options: DocumentStatusJobOptions = {},
  ) {
    super('document status job', log, options.pollMs ?? 10 * 60_000, options.batch ?? 200);
  }

  protected pass(): Promise<{ claimed: number; done: number }> {
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
      return { claimed: ids.length, done: ids.length };
    });
  }
}
