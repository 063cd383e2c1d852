import type { ReactNode } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { formatJobReference, formatMoney, type ShareFilter, type ShareListItem, type ShareSort } from '@charter/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDeparture } from '../../../lib/format-date';

export interface ShareColumn {
  key: string;
  label: string;
  sortKey?: ShareSort;
  filter?: ShareFilter;
  align?: 'left' | 'right';
  /** Short values kept on one line ("3 left, 1 bought", "$AUD 650.00"). */
  nowrap?: boolean;
  render: (item: ShareListItem) => ReactNode;
}

/** "3 left, 1 bought": what is still for sale and what is taken (a purchase row: its one seat). */
export function seatsText(item: ShareListItem): string {
  return `${item.seatsAvailable} left, ${item.purchasedSeats} bought`;
}

/** The status, and a mark on a sector whose sharing was switched off (it shows in All only). */
export function ShareStatus({ item }: { item: ShareListItem }) {
  return (
    <Group gap={6} wrap="nowrap">
      <StatusBadge status={item.status} />
      {item.enabled ? null : (
        <Badge variant="outline" color="gray" radius="sm">
          Sharing off
        </Badge>
      )}
    </Group>
  );
}

/** The share list's columns (supplier-and-admin section 2): job reference, depart time, from, to, seats, cost, status. */
export const SHARE_COLUMNS: ShareColumn[] = [
  {
    key: 'jobReference',
    label: 'Job Ref',
    sortKey: 'jobReference',
    filter: 'jobReference',
    render: (i) => (
      <Text fw={600} fz="sm">
        {formatJobReference(i.jobReference)}
      </Text>
    ),
  },
  { key: 'departTime', label: 'Depart Time', sortKey: 'departTime', render: (i) => formatDeparture(i.departTime, i.departTimeZone) },
  { key: 'from', label: 'From', sortKey: 'from', filter: 'from', render: (i) => i.from },
  { key: 'to', label: 'To', sortKey: 'to', filter: 'to', render: (i) => i.to },
  { key: 'seats', label: 'Seats', sortKey: 'seatsAvailable', nowrap: true, render: seatsText },
  { key: 'cost', label: 'Cost', align: 'right', nowrap: true, render: (i) => formatMoney(i.currency, i.costPerSeat) },
  { key: 'status', label: 'Status', sortKey: 'status', filter: 'status', render: (i) => <ShareStatus item={i} /> },
];
