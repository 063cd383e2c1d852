import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { TimelineList } from '../../../components/ui/timeline-list';
import { useLiveUpdates } from '../../../lib/realtime/use-live-updates';
import type { TimelineOwnerType } from '../api/party-timeline-api';
import { usePartyTimeline } from '../hooks/use-party-timeline';
import { newestFirst, timelineEntry } from '../model/timeline-entry';

/** The Timeline tab of a supplier, client, department, staff member, admin or charter admin: what happened, newest first. */
export function PartyTimeline({ entityType, entityId }: { entityType: TimelineOwnerType; entityId: string }) {
  useLiveUpdates();
  const query = usePartyTimeline(entityType, entityId);
  if (query.isPending) return <LoadingRows label="Loading timeline" rows={2} height={48} />;
  if (query.isError) return <LoadError query={query} />;
  const items = newestFirst(query.data);
  if (items.length === 0) return <EmptyCard>Nothing has happened yet</EmptyCard>;
  return <TimelineList label="Timeline" items={items.map((item) => ({ timeStamp: item.timeStamp, ...timelineEntry(item) }))} />;
}
