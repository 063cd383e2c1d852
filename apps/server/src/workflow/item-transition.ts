import type { SQL } from 'drizzle-orm';
import type { Tx } from '@charter/db';
import type { Actor } from '../access/actor.js';
import { addTimelineItem } from '../lib/timeline.js';
import type { TransitionResult } from './action-table.js';
import { runTransitionHooks } from './hooks.js';
import { queueStateChangeNotifications } from './notifications.js';

/** A checked change of one of a charter's items (a bid, a share, a share purchase), ready to write. */
export interface ItemTransition {
  actor: Actor;
  actionName: string;
  entity: 'Bid' | 'Share' | 'SharePurchase';
  id: string;
  from: string;
  to: string;
  reason: string;
  /** The item's charter, locked by the caller. */
  charter: { id: string; status: string; jobReference: number };
  /** The update that writes the new status (and whatever the item records beside it). */
  writeStatus: SQL;
  /** Data the calling service passes to the hooks; never from a request body. */
  hookData?: Record<string, unknown>;
  /** What the charter's timeline says, so its Timeline tab shows what happened to its items. */
  charterNote: string;
  /** More placeholders for the e-mails (a share purchase's passengers, seats, sector). */
  values?: Record<string, string>;
  /** The change events the item's screens listen for. */
  publish: (tx: Tx) => Promise<void>;
}

/**
 * Writes a checked item transition: status, hooks, a timeline entry on the item and one on its
 * charter, the e-mails, then the change events. Everything runs in the caller's transaction, so the
 * change and its notifications commit (or roll back) together; hooks run after the status is
 * written, as they may read it, and before the timeline, which a throwing hook must not leave behind.
 */
export async function writeItemTransition(tx: Tx, t: ItemTransition): Promise<TransitionResult> {
  await tx.execute(t.writeStatus);
  await runTransitionHooks(tx, {
    actor: t.actor,
    entity: t.entity,
    id: t.id,
    jobReference: t.charter.jobReference,
    from: t.from,
    to: t.to,
    actionName: t.actionName,
    reason: t.reason,
    data: { ...t.hookData, charterRequestId: t.charter.id },
  });
  const entry = { actionName: t.actionName, actor: t.actor };
  await addTimelineItem(tx, { ...entry, entityType: t.entity, entityId: t.id, oldStatus: t.from, newStatus: t.to, reason: t.reason });
  await addTimelineItem(tx, {
    ...entry,
    entityType: 'CharterRequest',
    entityId: t.charter.id,
    oldStatus: t.charter.status,
    newStatus: t.charter.status,
    reason: t.charterNote,
  });
  await queueStateChangeNotifications(tx, {
    entityType: t.entity,
    id: t.id,
    fromState: t.from,
    newState: t.to,
    reason: t.reason,
    actionName: t.actionName,
    values: t.values,
  });
  await t.publish(tx);
  return { id: t.id, jobReference: t.charter.jobReference, oldStatus: t.from, newStatus: t.to, actionName: t.actionName };
}
