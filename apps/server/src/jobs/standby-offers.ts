import { sql } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { SYSTEM } from '../access/actor.js';
import { STANDBY_MESSAGES } from '@charter/shared';
import { endStandby } from '../domain/bids/standby.js';
import { lapseStandbyOffer } from '../domain/bids/standby-offer.js';
import { PollingJob } from './polling-job.js';

/**
 * A standby offered a charter that lets its offer pass (StandbyOfferHours, ADR 0048) loses it: its
 * bid ends Unsuccessful and the next best bid that could fly the charter stands by and is offered
 * it. A standby is kept until the flight departs; then it is no longer needed and ends Unsuccessful
 * too. Charters are claimed with FOR UPDATE SKIP LOCKED, so every instance may run it and each
 * offer lapses, and each standby ends, once.
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
      const departed = await tx.execute<{ id: string }>(sql`
        select cr.id from charter_requests cr
        where cr.depart_time <= now()
          and exists (select 1 from bids b where b.charter_request_id = cr.id and b.status = 'Standby')
        order by cr.depart_time, cr.id
        limit ${this.batch}
        for update skip locked`);
      for (const c of departed.rows) await endStandby(tx, c.id, SYSTEM, STANDBY_MESSAGES.departedReason);
      const claimed = due.rows.length + departed.rows.length;
      return { claimed, done: claimed };
    });
  }
}
