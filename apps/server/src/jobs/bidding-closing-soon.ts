import { sql } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { BIDDING_CLOSING_SOON_HOURS_SETTING, DEFAULT_BIDDING_CLOSING_SOON_HOURS } from '@charter/shared';
import { supplierCharterVisibility } from '../access/charter-scope.js';
import { WEBHOOK_CHANNEL } from '../domain/webhooks/queue-webhook.js';
import { BIDDING_END } from './charter-deadlines.js';
import { settingHours } from '../lib/setting-hours.js';
import { PollingJob } from './polling-job.js';

const EVENT = 'charter.bidding_closing';

/**
 * "Bidding closes soon" for operators' software: once a Live charter's bidding ends within
 * BiddingClosingSoonHours, every operator person whose endpoint subscribes to `charter.bidding_closing`
 * and who may bid on the charter (the Live list's rule, as `charter.live`) gets one delivery per such
 * endpoint. A row in bidding_closing_notices per charter and owner, written in the same statement as
 * the deliveries, makes it once: its key lets only one process write it, and a restart finds it
 * there. An operator who subscribes (or comes to see the charter) later in the window hears on the
 * next pass; one whose bidding was extended out of the window, or reopened, is not told again.
 * Nothing locks the charter, nor changes its row (a bid checks the row's version).
 */
export class BiddingClosingSoonJob extends PollingJob {
  constructor(
    private readonly db: Db,
    log: { error: (obj: unknown, msg: string) => void },
    options: { pollMs?: number; batch?: number } = {},
  ) {
    super('bidding closing soon job', log, options.pollMs ?? 30_000, options.batch ?? 200);
  }

  protected pass(): Promise<{ claimed: number; done: number }> {
    return this.db.transaction(async (tx) => {
      const hours = await settingHours(tx, BIDDING_CLOSING_SOON_HOURS_SETTING, DEFAULT_BIDDING_CLOSING_SOON_HOURS);
      const r = await tx.execute<{ claimed: number; noticed: number; queued: number }>(sql`
        with due as (
          select cr.id as charter_id, u.id as user_id
          from charter_requests cr
          join users u on u.status = 'Active' and u.role = 'Supplier' and ${supplierCharterVisibility(sql`u.supplier_id`)}
          where cr.status = 'Live' and ${BIDDING_END} > now() and ${BIDDING_END} <= now() + make_interval(hours => ${hours})
            and exists (select 1 from webhook_endpoints we where we.user_id = u.id and ${EVENT} = any(we.events))
            and not exists (select 1 from bidding_closing_notices n where n.charter_id = cr.id and n.user_id = u.id)
          order by ${BIDDING_END}, cr.id, u.id
          limit ${this.batch}
        ), noticed as (
          insert into bidding_closing_notices (charter_id, user_id)
          select charter_id, user_id from due
          on conflict do nothing
          returning charter_id, user_id, event_id
        ), queued as (
          insert into webhook_deliveries (event_id, endpoint_id, event_type, charter_id)
          select n.event_id, we.id, ${EVENT}, n.charter_id
          from noticed n join webhook_endpoints we on we.user_id = n.user_id and ${EVENT} = any(we.events)
          returning 1
        )
        select (select count(*)::int from due) as claimed, (select count(*)::int from noticed) as noticed,
          (select count(*)::int from queued) as queued`);
      const { claimed, noticed, queued } = r.rows[0]!;
      if (queued > 0) await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
      return { claimed, done: noticed };
    });
  }
}
