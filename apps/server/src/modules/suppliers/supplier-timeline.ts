import { sql } from 'drizzle-orm';
import type { Tx } from '@charter/db';
import { addTimelineItem } from '../../lib/timeline.js';
import { publishChange } from '../../realtime/publish.js';

export interface SupplierEvent {
  actionName: string;
  reason?: string | null;
  /** For a status change; other events record the supplier's current status as both. */
  status?: { from: string; to: string };
}

/**
 * Records what happened to a supplier on its Timeline tab, in the transaction of the change, and
 * tells open admin screens (the Timeline tab refetches on the Supplier change event).
 */
export async function recordSupplierEvent(
  tx: Tx,
  actor: { userId: string | null; role: string },
  supplierId: string,
  event: SupplierEvent,
): Promise<void> {
  let status = event.status;
  if (!status) {
    const r = await tx.execute<{ status: string }>(sql`select status from suppliers where id = ${supplierId}`);
    const current = r.rows[0]?.status ?? 'Active';
    status = { from: current, to: current };
  }
  await addTimelineItem(tx, {
    entityType: 'Supplier',
    entityId: supplierId,
    oldStatus: status.from,
    newStatus: status.to,
    actionName: event.actionName,
    reason: event.reason,
    actor,
  });
  await publishChange(tx, 'Supplier', [supplierId]);
}
