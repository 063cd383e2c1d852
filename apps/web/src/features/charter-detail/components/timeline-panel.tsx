import type { TimelineItemDto } from '@charter/shared';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { statusLabel } from '../../../components/ui/status-badge';
import { TimelineList, type TimelineListItem } from '../../../components/ui/timeline-list';
import { useTimeline } from '../hooks/use-charter';

const ROLE_NAMES: Record<string, string> = {
  Admin: 'an admin',
  CharterAdmin: 'a charter admin',
  Client: 'the client',
  ClientDepartment: 'the department',
  ClientStaff: 'the client staff member',
  Supplier: 'the operator',
  System: 'the system',
};

/** A status change as the charter's Timeline tab reads it: the move always shown, a reason only when given. */
function entry(item: TimelineItemDto): TimelineListItem {
  return {
    timeStamp: item.timeStamp,
    title: item.actionName || statusLabel(item.newStatus),
    transition: item.oldStatus ? `${statusLabel(item.oldStatus)} → ${statusLabel(item.newStatus)}` : statusLabel(item.newStatus),
    detail: item.reason && item.reason !== 'No Reason' ? `Reason: ${item.reason}` : null,
    by: item.role ? `by ${ROLE_NAMES[item.role] ?? item.role}` : null,
  };
}

/** The Timeline tab: every status change, oldest first, with who made it and why. */
export function TimelinePanel({ id }: { id: string }) {
  const query = useTimeline(id, true);
  if (query.isPending) return <LoadingRows label="Loading timeline" rows={2} height={48} />;
  if (query.isError) return <LoadError title="Error Loading Status" query={query} />;
  if (query.data.length === 0) return <EmptyCard>No status changes yet</EmptyCard>;
  return <TimelineList label="Status history" items={query.data.map(entry)} />;
}
