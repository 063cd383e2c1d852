import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatJobReference, type ChangeListItem } from '@charter/shared';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime, formatDeparture } from '../../../lib/format-date';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { changeListKey, fetchChangeList } from '../api/change-requests-api';

interface ChangeListProps {
  list: 'All' | 'Me';
  /** LiveChange (Pending Changes) or AllChanges (Completed Changes). */
  tab: string;
  /** Where a change opens: {charter}/changeCharter/{changeId}. */
  changeHref: (item: ChangeListItem) => string;
}

const ASKED_BY = { Client: 'Client', Supplier: 'Operator', Admin: 'Admin' } as const;

function Cards({ items, changeHref }: { items: ChangeListItem[]; changeHref: ChangeListProps['changeHref'] }) {
  return (
    <Stack gap="sm">
      {items.map((i) => (
        <Card key={i.id} withBorder padding="sm">
          <Group justify="space-between">
            <Anchor component={Link} to={changeHref(i)} fw={700}>
              {formatJobReference(i.jobReference)}
            </Anchor>
            <StatusBadge status={i.status} />
          </Group>
          <Text fz="sm">
            {i.from} → {i.to}, departs {formatDeparture(i.departTime, i.departTimeZone)}
          </Text>
          <Text fz="sm" c="dimmed">
            Asked by {ASKED_BY[i.initiatedBy]} on {formatDateTime(i.createdAt)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/** The Pending Changes / Completed Changes tabs of the charter lists. */
export function ChangeList({ list, tab, changeHref }: ChangeListProps) {
  const isMobile = useIsMobile();
  const q = useQuery({ queryKey: changeListKey(list, tab), queryFn: () => fetchChangeList(list, tab) });
  if (q.isPending) return <LoadingRows label="Loading changes" />;
  if (q.isError) return <LoadError title="Error Loading" query={q} />;
  if (q.data.length === 0) return <EmptyCard>{tab === 'LiveChange' ? 'No pending changes' : 'No completed changes'}</EmptyCard>;
  if (isMobile) return <Cards items={q.data} changeHref={changeHref} />;
  return (
    <Table striped highlightOnHover withTableBorder aria-label={tab === 'LiveChange' ? 'Pending Changes' : 'Completed Changes'}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Job</Table.Th>
          <Table.Th>From</Table.Th>
          <Table.Th>To</Table.Th>
          <Table.Th>Departs</Table.Th>
          <Table.Th>Asked by</Table.Th>
          <Table.Th>Asked</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>New version</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {q.data.map((i) => (
          <Table.Tr key={i.id}>
            <Table.Td>
              <Anchor component={Link} to={changeHref(i)} fw={600}>
                {formatJobReference(i.jobReference)}
              </Anchor>
            </Table.Td>
            <Table.Td>{i.from}</Table.Td>
            <Table.Td>{i.to}</Table.Td>
            <Table.Td>{formatDeparture(i.departTime, i.departTimeZone)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color="gray">
                {ASKED_BY[i.initiatedBy]}
              </Badge>
            </Table.Td>
            <Table.Td>{formatDateTime(i.createdAt)}</Table.Td>
            <Table.Td>
              <StatusBadge status={i.status} />
            </Table.Td>
            <Table.Td>{i.changedJobReference ? formatJobReference(i.changedJobReference) : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
