import { useState } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PARTY_STATUS_FILTERS, TABLE_SEARCH_DEBOUNCE_MS, type AdminListItem } from '@charter/shared';
import { ColumnRows, type RowColumn } from '../../../components/ui/column-rows';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { StatusBadge } from '../../../components/ui/status-badge';
import { StatusSearchBar } from '../../../components/ui/status-search-bar';
import type { AdminKind, PartyStatusFilter } from '../api/admin-people-api';
import { useAdminList } from '../hooks/use-admins';

const NOUN: Record<AdminKind, string> = { Admin: 'admins', CharterAdmin: 'charter admins' };

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

/** Admins or charter admins by status, searchable; a table, or cards at 768 px and narrower. */
export function AdminList({ kind, hrefOf }: { kind: AdminKind; hrefOf: (row: AdminListItem) => string }) {
  const [status, setStatus] = useState<PartyStatusFilter>('Active');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, TABLE_SEARCH_DEBOUNCE_MS);
  const list = useAdminList(kind, { status, search: debounced });
  const rows = list.data?.items ?? [];
  const columns: RowColumn<AdminListItem>[] = [
    { label: 'Name', cell: (r, link) => link(`${r.firstName} ${r.lastName}`.trim()) },
    { label: 'Email', cell: (r) => r.email },
    { label: 'Company', cell: (r) => r.companyName || '—' },
    ...(kind === 'Admin' ? [{ label: 'Manages', cell: flags }] : []),
    { label: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  ];

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
      {list.isError ? <LoadError query={list} /> : null}
      {list.data && rows.length === 0 ? (
        <EmptyCard>{debounced.trim() ? 'No records found' : `No ${NOUN[kind]} available`}</EmptyCard>
      ) : null}
      <ColumnRows rows={rows} columns={columns} noun={NOUN[kind]} hrefOf={hrefOf} minWidth={640} />
      {list.data && list.data.total > rows.length ? (
        <Text size="sm" c="dimmed" role="status">
          Showing {rows.length} of {list.data.total} {NOUN[kind]}; search to narrow the list.
        </Text>
      ) : null}
    </Stack>
  );
}
