import { and, asc, eq, sql } from 'drizzle-orm';
import { timelineItems, type Db, type Tx } from '@charter/db';
import type { TimelineItemDto } from '@charter/shared';
import { isoText } from './sql-text.js';

export interface TimelineEntry {
  /** CharterRequest, Supplier, Client, ClientDepartment, ClientStaff, ... */
  entityType: string;
  entityId: string;
  /** The status before; the same as newStatus for an event that is not a status change. */
  oldStatus: string | null;
  newStatus: string;
  /** What happened, as the Timeline tab titles it ("Document Approved", "Status Change"). */
  actionName: string;
  /** The details a reader needs; blank is stored as the column's "No Reason". */
  reason?: string | null;
  actor: { userId: string | null; role: string; apiKeyName?: string };
}

/**
 * Adds one item to an entity's timeline. It takes a transaction, not the pool, so the item
 * commits with the change it records (house rule: a change and its timeline commit together).
 * clock_timestamp(), not now(): items written in one transaction keep the order they were written
 * in, where now() would give them all the transaction's start time.
 */
export async function addTimelineItem(tx: Tx, e: TimelineEntry): Promise<void> {
  const reason = e.reason?.trim() || 'No Reason';
  // A call made with an API key says so where the timeline names who acted.
  const role = e.actor.apiKeyName ? `${e.actor.role} via API key ${e.actor.apiKeyName}` : e.actor.role;
  await tx.execute(sql`
    insert into timeline_items (entity_type, entity_id, time_stamp, old_status, new_status, action_name, reason, user_id, role)
    values (${e.entityType}, ${e.entityId}, clock_timestamp(), ${e.oldStatus}, ${e.newStatus}, ${e.actionName}, ${reason},
      ${e.actor.userId}, ${role})`);
}

/**
 * An entity's timeline, oldest first, as GET getTimeline answers it (charters, bids and parties alike).
 * Items written in the same instant keep a stable order by id, so a refetch never reshuffles them.
 */
export function readTimeline(db: Db | Tx, entityType: string, entityId: string): Promise<TimelineItemDto[]> {
  return db
    .select({
      timeStamp: isoText(timelineItems.timeStamp),
      entity: timelineItems.entityType,
      entityId: timelineItems.entityId,
      oldStatus: timelineItems.oldStatus,
      newStatus: timelineItems.newStatus,
      actionName: timelineItems.actionName,
      reason: timelineItems.reason,
      role: timelineItems.role,
    })
    .from(timelineItems)
    .where(and(eq(timelineItems.entityType, entityType), eq(timelineItems.entityId, entityId)))
    .orderBy(asc(timelineItems.timeStamp), asc(timelineItems.id));
}
