import { useState } from 'react';
import { Badge, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { PARTY_STATUS_FILTERS, TABLE_SEARCH_DEBOUNCE_MS, type ClientList } from '@charter/shared';
import { ColumnRows, type RowColumn } from '../../../components/ui/column-rows';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { StatusBadge } from '../../../components/ui/status-badge';
import { StatusSearchBar } from '../../../components/ui/status-search-bar';
import { fetchParties, partyListKey, type PartyFilter, type PartyItemOf, type PartyStatusFilter } from '../api/client-admin-api';

const name = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();
const status = (s: string) => <StatusBadge status={s} />;
/** A client without its own margin gets the default; departments and staff defer upwards first. */
const margin = (own: boolean, otherwise = 'Inherited') =>
  own ? (
    <Badge variant="light" radius="sm">
      Own margin
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      {otherwise}
    </Text>
  );

const COLUMNS: { [K in ClientList]: RowColumn<PartyItemOf[K]>[] } = {
  Clients: [
    { label: 'Company', cell: (r, link) => link(r.companyName) },
    { label: 'Contact', cell: (r) => name(r) },
    { label: 'Email', cell: (r) => r.email },
    { label: 'Type', cell: (r) => r.clientType },
    { label: 'Departments', cell: (r) => r.departmentCount },
    { label: 'Staff', cell: (r) => r.staffCount },
    { label: 'Margin', cell: (r) => margin(r.hasOwnMargin, 'Default 10%') },
    { label: 'Status', cell: (r) => status(r.status) },
  ],
  Departments: [
    { label: 'Department', cell: (r, link) => link(r.departmentName) },
    { label: 'Client', cell: (r) => r.clientName },
    { label: 'Contact', cell: (r) => name(r) },
    { label: 'Email', cell: (r) => r.email },
    { label: 'Staff', cell: (r) => r.staffCount },
    { label: 'Margin', cell: (r) => margin(r.hasOwnMargin) },
    { label: 'Status', cell: (r) => status(r.status) },
  ],
  Staff: [
    { label: 'Name', cell: (r, link) => link(name(r)) },
    { label: 'Email', cell: (r) => r.email },
    { label: 'Department', cell: (r) => r.departmentName },
    { label: 'Client', cell: (r) => r.clientName },
    { label: 'Margin', cell: (r) => margin(r.hasOwnMargin) },
    { label: 'Status', cell: (r) => status(r.status) },
  ],
};

const NOUN: Record<ClientList, string> = { Clients: 'clients', Departments: 'departments', Staff: 'staff members' };

interface PartyListProps<K extends ClientList> {
  kind: K;
  /** Where a row opens; without it the list is a read-only lookup (a charter admin's). */
  hrefOf?: (row: PartyItemOf[K]) => string;
  /** Only the departments or staff of this client / department (a detail page's tab). */
  clientId?: string;
  departmentId?: string;
  /** Off for a client's own lists: every row is its own client's, and margins are the admin's. */
  adminColumns?: boolean;
  /** The Margin column; with the admin columns unless said otherwise (charter admins see no margins). */
  marginColumn?: boolean;
}

/** Clients, departments or staff by status, searchable, as a table (cards under 768 px). */
export function PartyList<K extends ClientList>({
  kind,
  hrefOf,
  clientId,
  departmentId,
  adminColumns = true,
  marginColumn = adminColumns,
}: PartyListProps<K>) {
  const [statusFilter, setStatusFilter] = useState<PartyStatusFilter>('Active');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, TABLE_SEARCH_DEBOUNCE_MS);
  const filter: PartyFilter = { status: statusFilter, search: debounced, clientId, departmentId };
  const list = useQuery({ queryKey: partyListKey(kind, filter), queryFn: () => fetchParties(kind, filter), placeholderData: (p) => p });
  const rows = (list.data?.items ?? []) as PartyItemOf[K][];
  // A client's own lists leave out the client (always itself) and margins (the admin's).
  const columns = (COLUMNS[kind] as RowColumn<PartyItemOf[K]>[]).filter(
    (c) => (c.label !== 'Client' || adminColumns) && (c.label !== 'Margin' || marginColumn),
  );

  return (
    <Stack gap="md">
      <StatusSearchBar
        statusLabel={`${NOUN[kind]} status`}
        statuses={PARTY_STATUS_FILTERS}
        status={statusFilter}
        onStatusChange={setStatusFilter}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search name or e-mail"
      />
      {list.isPending ? <LoadingRows label={`Loading ${NOUN[kind]}`} rows={5} /> : null}
      {list.isError ? <LoadError query={list} /> : null}
      {list.data && rows.length === 0 ? (
        <EmptyCard>{debounced.trim() ? `No ${NOUN[kind]} match your search.` : `No ${NOUN[kind]}.`}</EmptyCard>
      ) : null}
      <ColumnRows rows={rows} columns={columns} noun={NOUN[kind]} hrefOf={hrefOf} />
      {list.data && list.data.total > rows.length ? (
        <Text size="sm" c="dimmed" role="status">
          Showing {rows.length} of {list.data.total} {NOUN[kind]}; search to narrow the list.
        </Text>
      ) : null}
    </Stack>
  );
}
