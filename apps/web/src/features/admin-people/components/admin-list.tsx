import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router';
import { PARTY_STATUS_FILTERS, TABLE_SEARCH_DEBOUNCE_MS, type AdminListItem } from '@charter/shared';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { StatusSearchBar } from '../../../components/ui/status-search-bar';
import { useIsMobile } from '../../../lib/use-is-mobile';
import type { AdminKind, PartyStatusFilter } from '../api/admin-people-api';
import { useAdminList } from '../hooks/use-admins';

const NOUN: Record<AdminKind, string> = { Admin: 'admins', CharterAdmin: 'charter admins' };

const statusBadge = (s: string) => (
  <Badge variant="light" color={s === 'Active' ? 'teal' : s === 'Invited' ? 'sky' : 'gray'} radius="sm">
    {s}
  </Badge>
);

const flags = (r: AdminListItem) => {
  const on = [r.managesWorkflow ? 'Workflow' : null, r.managesMessages ? 'Messaging' : null].filter(Boolean);
  return on.length ? (
    <Group gap={4}>
      {on.map((f) => (
        <Badge key={f} variant="outline" radius="sm" size="sm">
          {f}
        </Badge>
      ))}
    </Group>
  ) : (
    <Text size="sm" c="dimmed">
      None
    </Text>
  );
};

interface Column {
  label: string;
  cell: (row: AdminListItem, link: (text: string) => ReactNode) => ReactNode;
}

/** Admins or charter admins by status, searchable; a table, or cards at 768 px and narrower. */
export function AdminList({ kind, hrefOf }: { kind: AdminKind; hrefOf: (row: AdminListItem) => string }) {
  const [status, setStatus] = useState<PartyStatusFilter>('Active');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, TABLE_SEARCH_DEBOUNCE_MS);
  const isMobile = useIsMobile();
  const list = useAdminList(kind, { status, search: debounced });
  const rows = list.data?.items ?? [];
  const columns: Column[] = [
    { label: 'Name', cell: (r, link) => link(`${r.firstName} ${r.lastName}`.trim()) },
    { label: 'Email', cell: (r) => r.email },
    { label: 'Company', cell: (r) => r.companyName || '—' },
    ...(kind === 'Admin' ? [{ label: 'Manages', cell: flags }] : []),
    { label: 'Status', cell: (r) => statusBadge(r.status) },
  ];
  const linkTo = (row: AdminListItem) => (text: string) => (
    <Anchor component={Link} to={hrefOf(row)} fw={600}>
      {text}
    </Anchor>
  );

  return (
    <Stack gap="md">
      <StatusSearchBar
        statusLabel={`${NOUN[kind]} status`}
        statuses={PARTY_STATUS_FILTERS}
        status={status}
        onStatusChange={setStatus}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search name, e-mail or company"
      />
      {list.isPending ? <LoadingRows label={`Loading ${NOUN[kind]}`} rows={4} /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && rows.length === 0 ? (
        <EmptyCard>{debounced.trim() ? 'No records found' : `No ${NOUN[kind]} available`}</EmptyCard>
      ) : null}
      {rows.length > 0 && isMobile ? (
        <Stack gap="sm" role="list" aria-label={NOUN[kind]}>
          {rows.map((row) => (
            <Card key={row.id} withBorder padding="md" role="listitem">
              {columns.map((c, i) =>
                i === 0 ? (
                  <div key={c.label}>{c.cell(row, linkTo(row))}</div>
                ) : (
                  <Group key={c.label} gap="xs" wrap="nowrap">
                    <Text size="xs" c="dimmed" w={80}>
                      {c.label}
                    </Text>
                    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                      {c.cell(row, linkTo(row))}
                    </Text>
                  </Group>
                ),
              )}
            </Card>
          ))}
        </Stack>
      ) : null}
      {rows.length > 0 && !isMobile ? (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={NOUN[kind]}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.label}>{c.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    {columns.map((c) => (
                      <Table.Td key={c.label}>{c.cell(row, linkTo(row))}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
      {list.data && list.data.total > rows.length ? (
        <Text size="sm" c="dimmed" role="status">
          Showing {rows.length} of {list.data.total} {NOUN[kind]}; search to narrow the list.
        </Text>
      ) : null}
    </Stack>
  );
}
