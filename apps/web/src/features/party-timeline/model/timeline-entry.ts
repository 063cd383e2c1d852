import type { TimelineItemDto } from '@charter/shared';

const BY: Record<string, string> = {
  Admin: 'an admin',
  CharterAdmin: 'a charter admin',
  Client: 'the client',
  ClientDepartment: 'the department',
  ClientStaff: 'the staff member',
  Supplier: 'the operator',
  System: 'the system',
};

export interface TimelineEntry {
  title: string;
  /** "Active → Inactive" when the status changed; null for events that keep it. */
  transition: string | null;
  /** The reason or details, unless there are none. */
  detail: string | null;
  /** "by an admin". */
  by: string | null;
}

/** How one timeline item reads: what happened, any status change, the details and who did it. */
export function timelineEntry(item: TimelineItemDto): TimelineEntry {
  const changed = !!item.oldStatus && item.oldStatus !== item.newStatus;
  const reason = item.reason?.trim();
  return {
    title: item.actionName || item.newStatus,
    transition: changed ? `${item.oldStatus} → ${item.newStatus}` : null,
    detail: reason && reason !== 'No Reason' ? reason : null,
    by: item.role ? `by ${BY[item.role] ?? item.role}` : null,
  };
}

/** Newest first: a party's history only grows, and what happened last matters most. */
export function newestFirst(items: readonly TimelineItemDto[]): TimelineItemDto[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => Date.parse(b.item.timeStamp) - Date.parse(a.item.timeStamp) || b.index - a.index)
    .map((x) => x.item);
}
