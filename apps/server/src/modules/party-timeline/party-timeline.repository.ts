import { and, asc, eq, sql } from 'drizzle-orm';
import { timelineItems, type Db } from '@charter/db';
import type { TimelineItemDto } from '@charter/shared';

/** A party's timeline, oldest first (the shape of the charter Timeline tab). */
export function partyTimeline(db: Db, entityType: string, entityId: string): Promise<TimelineItemDto[]> {
  return db
    .select({
      timeStamp: sql<string>`to_char(${timelineItems.timeStamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      entity: timelineItems.entityType,
      entityId: sql<string>`${timelineItems.entityId}::text`,
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
