import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import type { CharterKeys } from '../access/charter-scope.js';

export const ENTITY_CHANNEL = 'entity_changed';

/**
 * Something a charter list shows changed (ADR 0026): announced at commit by triggers on the
 * tables the lists read (migration 0019), and after a placed bid's commit by bidPlacedNotice (ADRs 0025,
 * 0035; docs/list-cache.md). The charters' and sectors' triggers name the charters written
 * (migration 0036, chartersOfListsChanged).
 */
export const LISTS_CHANNEL = 'lists_changed';

/**
 * The LISTS_CHANNEL payload of a bid placed on a charter and nothing else written: `bids:<charter
 * id>`. It changes that charter's bid count and nothing a list filters, sorts or counts by, so only
 * the pages showing that charter change (ADR 0052).
 */
export const bidPlacedPayload = (charterId: string): string => `bids:${charterId}`;

/** The charter of a bidPlacedPayload, or null for any other payload. */
export function charterOfBidPlaced(payload: string): string | null {
  return payload.startsWith('bids:') ? payload.slice(5) || null : null;
}

/** One charter of a `charters:` payload: id and status, then four ids or null. */
const isKeys = (row: unknown): row is [string, string, string | null, string | null, string | null, string | null] =>
  Array.isArray(row) && row.length === 6 && row.every((v, i) => typeof v === 'string' || (i > 1 && v === null));

/**
 * The charters a trigger's LISTS_CHANNEL payload says a statement wrote (migration 0036:
 * `charters:` and a JSON array of [id, status, client, department, staff, awarded operator], each
 * charter before and after the write), or null for any other payload (a table's name: anything).
 */
export function chartersOfListsChanged(payload: string): CharterKeys[] | null {
  if (!payload.startsWith('charters:')) return null;
  try {
    const rows = JSON.parse(payload.slice(9)) as unknown;
    if (!Array.isArray(rows)) return null;
    const keys: CharterKeys[] = [];
    for (const row of rows) {
      if (!isKeys(row)) return null;
      const [id, status, clientId, clientDepartmentId, clientStaffId, bidderId] = row;
      keys.push({ id, status, clientId, clientDepartmentId, clientStaffId, bidderId });
    }
    return keys;
  } catch {
    return null;
  }
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
