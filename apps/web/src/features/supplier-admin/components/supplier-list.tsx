import { useState } from 'react';
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SUPPLIER_LIST_FILTERS, countOf } from '@charter/shared';
import { EmptyCard } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { StatusBadge } from '../../../components/ui/status-badge';
import { StatusSearchBar } from '../../../components/ui/status-search-bar';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { fetchSuppliers, suppliersKey, type SupplierListItem, type SupplierStatusFilter } from '../api/supplier-admin-api';
import { filterSuppliers } from '../model/supplier-search';

const STATUSES: readonly SupplierStatusFilter[] = SUPPLIER_LIST_FILTERS;

function Awaiting({ count }: { count: number }) {
  return count > 0 ? (
    <Badge color="orange" variant="filled" radius="sm">
      {count} to approve
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      0
    </Text>
  );
}

/** /manageSuppliers: the suppliers by status, with the documents waiting for approval. */
export function SupplierList({ hrefOf }: { hrefOf: (s: SupplierListItem) => string }) {
  const [status, setStatus] = useState<SupplierStatusFilter>('Active');
  const [search, setSearch] = useState('');
  const isMobile = useIsMobile();
  const list = useQuery({ queryKey: suppliersKey(status), queryFn: () => fetchSuppliers(status) });
  const rows = list.data ? filterSuppliers(list.data, search) : [];

  return (
    <Stack gap="md">
      <StatusSearchBar
        statusLabel="Supplier status"
        statuses={STATUSES}
        status={status}
        onStatusChange={setStatus}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search company or e-mail"
      />
      {list.isPending ? <PageLoader label="Loading suppliers" /> : null}
      {list.isError ? <LoadError query={list} /> : null}
      {list.data && rows.length === 0 ? <EmptyCard>{search ? 'No suppliers match your search.' : 'No suppliers.'}</EmptyCard> : null}
      {rows.length > 0 && isMobile ? (
        <Stack gap="sm" role="list" aria-label="Suppliers">
          {rows.map((s) => (
            <Card key={s.id} withBorder padding="md" role="listitem">
              <Group justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={hrefOf(s)} fw={700}>
                  {s.companyName}
                </Anchor>
                <StatusBadge status={s.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {s.email}
              </Text>
              <Group gap="xs" mt="xs">
                {s.preferred ? <Badge radius="sm">Preferred</Badge> : null}
                <Text size="sm">{countOf(s.aircraftCount, 'aircraft', 'aircraft')}</Text>
                {s.documentsAwaitingApproval > 0 ? <Awaiting count={s.documentsAwaitingApproval} /> : null}
              </Group>
            </Card>
          ))}
        </Stack>
      ) : null}
      {rows.length > 0 && !isMobile ? (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Suppliers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Preferred</Table.Th>
                  <Table.Th>Aircraft</Table.Th>
                  <Table.Th>Documents awaiting approval</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefOf(s)} fw={600}>
                        {s.companyName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{s.email}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={s.status} />
                    </Table.Td>
                    <Table.Td>{s.preferred ? 'Yes' : ''}</Table.Td>
                    <Table.Td>{s.aircraftCount}</Table.Td>
                    <Table.Td>
                      <Awaiting count={s.documentsAwaitingApproval} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
    </Stack>
  );
}
