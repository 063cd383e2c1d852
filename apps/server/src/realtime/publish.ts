import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';

export const ENTITY_CHANNEL = 'entity_changed';

/**
 * Something a charter list shows changed (ADR 0026): announced at commit by triggers on the
 * tables the lists read (migration 0019), and after a placed bid's commit by bidPlacedNotice (ADRs 0025,
 * 0035; docs/list-cache.md).
 */
export const LISTS_CHANNEL = 'lists_changed';

/**
 * The LISTS_CHANNEL payload of a bid placed on a charter and nothing else written: `bids:<charter
 * id>`. It changes that charter's bid count and nothing a list filters, sorts or counts by, so only
 * the pages showing that charter change (ADR 0052). The triggers' payloads (a table's name) change
 * anything.
 */
export const bidPlacedPayload = (charterId: string): string => `bids:${charterId}`;

/** The charter of a bidPlacedPayload, or null for any other payload. */
export function charterOfBidPlaced(payload: string): string | null {
  return payload.startsWith('bids:') ? payload.slice(5) || null : null;
}

/**
 * Announces that items changed. NOTIFY is delivered at commit (and dropped on rollback), so
 * listeners in every server instance hear only committed changes; they pass `{entity, ids}` on to
 * the browsers over Server-Sent Events.
 */
export async function publishChange(tx: DbOrTx, entity: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`select pg_notify(${ENTITY_CHANNEL}, ${JSON.stringify({ entity, ids })})`);
}

/**
 * A charter's shares or their purchases changed: the charter's share panel hears CharterShare (by
 * charter id) and the share lists hear Share (by the charter's share ids), both at commit.
 */
export async function publishShareChange(tx: DbOrTx, charterId: string): Promise<void> {
  await publishChange(tx, 'CharterShare', [charterId]);
  const rows = await tx.execute<{ id: string }>(sql`select id from charter_shares where charter_request_id = ${charterId}`);
  await publishChange(
    tx,
    'Share',
    rows.rows.map((r) => r.id),
  );
}
