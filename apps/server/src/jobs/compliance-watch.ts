import { sql } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { SYSTEM } from '../access/actor.js';
import { recheckCharterCompliance, watchedStatus } from '../domain/compliance/charter-compliance.js';
import { PollingJob } from './polling-job.js';

export interface ComplianceWatchOptions {
  pollMs?: number;
  batch?: number;
}

/**
 * Every booked charter's operator is checked again once a day until the charter departs
 * (recheckCharterCompliance: its required documents as at the last departure, its aircraft on its
 * AOC), so a document that runs out before the flight is flagged while there is time to act.
 * Changes to an operator's documents are checked at once by the documents calls; this covers the
 * passing of time and anything else. Due charters (never checked, or not for a day) are claimed
 * with FOR UPDATE SKIP LOCKED, so every instance may run it and each charter is checked once.
 */
export class ComplianceWatchJob extends PollingJob {
  constructor(
    private readonly db: Db,
    log: { error: (obj: unknown, msg: string) => void },
    options: ComplianceWatchOptions = {},
  ) {
    super('compliance watch job', log, options.pollMs ?? 10 * 60_000, options.batch ?? 50);
  }

  protected pass(): Promise<{ claimed: number; done: number }> {
    return this.db.transaction(async (tx) => {
      const due = await tx.execute<{ id: string }>(sql`
        select id from charter_requests
        where ${watchedStatus} and last_depart_time > now() and bid_id is not null
          and (compliance_checked_at is null or compliance_checked_at <= now() - interval '1 day')
        order by compliance_checked_at nulls first, id
        limit ${this.batch}
        for update skip locked`);
      let changed = 0;
      for (const c of due.rows) if ((await recheckCharterCompliance(tx, c.id, SYSTEM)) !== 'unchanged') changed++;
      return { claimed: due.rows.length, done: changed };
    });
  }
}
