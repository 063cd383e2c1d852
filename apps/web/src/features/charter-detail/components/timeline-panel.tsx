import { Card, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { statusLabel } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format-date';
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

/** The Timeline tab: every status change, oldest first, with who made it and why. */
export function TimelinePanel({ id }: { id: string }) {
  const query = useTimeline(id, true);
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading timeline">
        <Skeleton h={48} />
        <Skeleton h={48} />
      </Stack>
    );
  }
  if (query.isError) return <LoadError title="Error Loading Status" error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data;
  if (items.length === 0) {
    return (
      <Card padding="xl">
        <Text c="dimmed" ta="center">
          No status changes yet
        </Text>
      </Card>
    );
  }
  return (
    <Card padding="lg">
      <Timeline active={items.length - 1} bulletSize={18} lineWidth={2} aria-label="Status history">
        {items.map((item, i) => (
          <Timeline.Item
            key={`${item.timeStamp}-${i}`}
            title={
              <Text fw={600} fz="sm">
                {item.actionName || statusLabel(item.newStatus)}
              </Text>
            }
          >
            <Text fz="sm">
              {item.oldStatus ? `${statusLabel(item.oldStatus)} → ${statusLabel(item.newStatus)}` : statusLabel(item.newStatus)}
            </Text>
            {item.reason && item.reason !== 'No Reason' ? (
              <Text fz="sm" c="dimmed">
                Reason: {item.reason}
              </Text>
            ) : null}
            <Text fz="xs" c="dimmed" mt={2}>
              {formatDateTime(item.timeStamp)}
              {item.role ? ` · by ${ROLE_NAMES[item.role] ?? item.role}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
