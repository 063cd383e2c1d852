import { Card, Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../../lib/format-date';

export interface TimelineListItem {
  /** When it happened (ISO). */
  timeStamp: string;
  title: string;
  /** "Live → Confirmed"; null to leave the line out. */
  transition: string | null;
  /** A reason or details; null to leave the line out. */
  detail: string | null;
  /** "by an admin", after the time; null when nobody is named. */
  by: string | null;
}

/** What happened to an item, one entry a line, in the order given (the charter and party Timeline tabs). */
export function TimelineList({ label, items }: { label: string; items: readonly TimelineListItem[] }) {
  return (
    <Card withBorder padding="lg">
      <Timeline active={items.length - 1} bulletSize={18} lineWidth={2} aria-label={label}>
        {items.map((item, i) => (
          <Timeline.Item
            key={`${item.timeStamp}-${i}`}
            title={
              <Text fw={600} fz="sm">
                {item.title}
              </Text>
            }
          >
            {item.transition ? <Text fz="sm">{item.transition}</Text> : null}
            {item.detail ? (
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.detail}
              </Text>
            ) : null}
            <Text fz="xs" c="dimmed" mt={2}>
              {formatDateTime(item.timeStamp)}
              {item.by ? ` · ${item.by}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
