import { sql } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { SYSTEM } from '../access/actor.js';
import { lapseStandbyOffer } from '../domain/bids/standby-offer.js';
import { PollingJob } from './polling-job.js';

/**
 * A standby offered a charter that lets its offer pass (StandbyOfferHours, ADR 0048) loses it: its
 * bid ends Unsuccessful and the next best bid that could fly the charter stands by and is offered
 * it. Charters with a lapsed offer are claimed with FOR UPDATE SKIP LOCKED, so every instance may
 * run it and each offer lapses once.
 */
export class StandbyOfferJob extends PollingJob {
  constructor(
    private readonly db: Db,
    log: { error: (obj: unknown, msg: string) => void },
    options: { pollMs?: number; batch?: number } = {},
  ) {
    super('standby offer job', log, options.pollMs ?? 60_000, options.batch ?? 50);
  }

  protected pass(): Promise<{ claimed: number; done: number }> {
    return this.db.transaction(async (tx) => {
      const due = await tx.execute<{ bidId: string; charterId: string }>(sql`
        select b.id as "bidId", cr.id as "charterId"
        from bids b join charter_requests cr on cr.id = b.charter_request_id
        where b.status = 'Standby' and b.offered_until <= now()
        order by b.offered_until, b.id
        limit ${this.batch}
        for update of cr skip locked`);
      for (const d of due.rows) await lapseStandbyOffer(tx, d.bidId, d.charterId, SYSTEM);
      return { claimed: due.rows.length, done: due.rows.length };
    });
  }
}
