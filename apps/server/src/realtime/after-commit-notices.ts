import { sql } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { Batches } from '../lib/batches.js';
import { preparedSql } from '../lib/prepared-sql.js';
import { ENTITY_CHANNEL } from './publish.js';

/** What one committed change announces: entity changes (ENTITY_CHANNEL) and plain notices (channel, payload). */
export interface AfterCommitNotice {
  changes: { entity: string; ids: string[] }[];
  notices: { channel: string; payload: string }[];
}

/**
 * At most this many ids per entity_changed payload: PostgreSQL refuses payloads of 8,000 bytes or
 * more, and a uuid takes 39 in the JSON.
 */
const IDS_PER_PAYLOAD = 100;

/**
 * Notifications for changes already committed, sent by the server rather than in the change's own
 * transaction (a bid's, ADR 0025: a NOTIFY there would make bids commit one after another). Those
 * asked for while one statement is under way, or in the same turn of the event loop, go together
 * in the next: one statement for many bids rather than one each (ADR 0035). Entity changes are
 * merged by entity, and repeated notices sent once, as PostgreSQL folds repeats in one
 * transaction anyway. send() resolves once its notifications are sent, so a caller that answers
 * afterwards answers what its listeners will hear.
 */
export class AfterCommitNotices {
  private readonly batches = new Batches<null, AfterCommitNotice, void>(async (_all, batch) => {
    await this.notify(batch);
    return batch.map(() => undefined);
  });

  constructor(private readonly db: Db) {}

  send(notice: AfterCommitNotice): Promise<void> {
    return this.batches.add(null, notice);
  }

  private async notify(batch: AfterCommitNotice[]): Promise<void> {
    const idsByEntity = new Map<string, Set<string>>();
    const notices = new Map<string, { channel: string; payload: string }>();
    for (const w of batch) {
      for (const c of w.changes) {
        let ids = idsByEntity.get(c.entity);
        if (!ids) idsByEntity.set(c.entity, (ids = new Set()));
        for (const id of c.ids) ids.add(id);
      }
      for (const n of w.notices) notices.set(`${n.channel}\n${n.payload}`, n);
    }
    const channels: string[] = [];
    const payloads: string[] = [];
    for (const [entity, set] of idsByEntity) {
      const ids = [...set];
      for (let i = 0; i < ids.length; i += IDS_PER_PAYLOAD) {
        channels.push(ENTITY_CHANNEL);
        payloads.push(JSON.stringify({ entity, ids: ids.slice(i, i + IDS_PER_PAYLOAD) }));
      }
    }
    for (const n of notices.values()) {
      channels.push(n.channel);
      payloads.push(n.payload);
    }
    if (channels.length === 0) return;
    // One prepared statement whatever the count; it writes nothing, so it commits without a WAL flush.
    const query = preparedSql(
      this.db,
      'after_commit_notices',
      () => sql`select count(pg_notify(n.channel, n.payload))::int as sent
        from unnest(${sql.placeholder('channels')}::text[], ${sql.placeholder('payloads')}::text[]) as n(channel, payload)`,
    );
    await query.execute({ channels, payloads });
  }
}

const byDb = new WeakMap<Db, AfterCommitNotices>();

/** The one AfterCommitNotices of a database handle, so every caller's notices gather together. */
export function afterCommitNotices(db: Db): AfterCommitNotices {
  let notices = byDb.get(db);
  if (!notices) byDb.set(db, (notices = new AfterCommitNotices(db)));
  return notices;
}
