import { Card, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import type { PartyEntityType } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime } from '../../../lib/format-date';
import { useLiveUpdates } from '../../../lib/realtime/use-live-updates';
import { usePartyTimeline } from '../hooks/use-party-timeline';
import { newestFirst, timelineEntry } from '../model/timeline-entry';

/** The Timeline tab of a supplier, client, department or staff member: what happened, newest first. */
export function PartyTimeline({ entityType, entityId }: { entityType: PartyEntityType; entityId: string }) {
  useLiveUpdates();
  const query = usePartyTimeline(entityType, entityId);
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading timeline">
        <Skeleton h={48} />
        <Skeleton h={48} />
      </Stack>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const items = newestFirst(query.data);
  if (items.length === 0) {
    return (
      <Card withBorder padding="xl">
        <Text c="dimmed" ta="center">
          Nothing has happened yet
        </Text>
      </Card>
    );
  }
  return (
    <Card withBorder padding="lg">
      <Timeline active={items.length - 1} bulletSize={18} lineWidth={2} aria-label="Timeline">
        {items.map((item, i) => {
          const entry = timelineEntry(item);
          return (
            <Timeline.Item
              key={`${item.timeStamp}-${i}`}
              title={
                <Text fw={600} fz="sm">
                  {entry.title}
                </Text>
              }
            >
              {entry.transition ? <Text fz="sm">{entry.transition}</Text> : null}
              {entry.detail ? (
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {entry.detail}
                </Text>
              ) : null}
              <Text fz="xs" c="dimmed" mt={2}>
                {formatDateTime(item.timeStamp)}
                {entry.by ? ` · ${entry.by}` : ''}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}
