import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AIRPORT_LOOKUP_PAGE_SIZE } from '@charter/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { contentKeys, fetchLocationStates, fetchLookups } from '../api/content-api';
import { pageSummary } from '../model/lookup-form';
import { workflowHref } from '../model/workflow-route';
import { LookupEditor } from './lookup-editor';

/**
 * The airport lookup behind the place type-ahead (about 18,000 airports and towns): searched and
 * read a page at a time; a place is added at /manageWorkflow/lookup/new and edited at /lookup/{id}.
 */
export function AirportLookupTab({ lookupId }: { lookupId: string | null }) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const states = useQuery({ queryKey: contentKeys.locationStates, queryFn: fetchLocationStates, staleTime: Infinity });
  const list = useQuery({
    queryKey: contentKeys.lookups(debounced, state, page),
    queryFn: () => fetchLookups(debounced, state, page, AIRPORT_LOOKUP_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / AIRPORT_LOOKUP_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name or IATA code"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Select
          label="State"
          placeholder="All states"
          data={(states.data ?? []).map((s) => ({ value: s.code, label: `${s.code} – ${s.name}` }))}
          value={state || null}
          onChange={(v) => {
            setState(v ?? '');
            setPage(1);
          }}
          clearable
          w={{ base: '100%', xs: 240 }}
          error={states.isError ? 'Error loading states' : undefined}
        />
        <Button component={Link} to={workflowHref.newLookup()}>
          Add Place
        </Button>
      </Group>
      {list.isPending ? <LoadingRows label="Loading places" rows={5} /> : null}
      {list.isError ? <LoadError query={list} /> : null}
      {list.data && list.data.total === 0 ? (
        <EmptyCard>{debounced || state ? 'No places match your search.' : 'The lookup is empty.'}</EmptyCard>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {pageSummary(list.data.page, list.data.pageSize, list.data.total)}
          </Text>
          {isMobile ? (
            <Stack gap="xs" role="list" aria-label="Places" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {list.data.items.map((p) => (
                <Card key={p.id} withBorder padding="sm" role="listitem">
                  <Group justify="space-between" wrap="nowrap">
                    <Anchor component={Link} to={workflowHref.lookup(p.id)} fw={600}>
                      {p.site}
                    </Anchor>
                    <Badge variant="light" radius="sm" color={p.kind === 'airport' ? 'navy' : 'gray'}>
                      {p.kind}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {p.state}
                    {p.altState ? ` · ${p.altState}` : ''}
                    {p.iataCode ? ` · ${p.iataCode}` : ''} · {p.latitude.toFixed(4)}, {p.longitude.toFixed(4)}
                  </Text>
                </Card>
              ))}
            </Stack>
          ) : (
            <Card withBorder padding={0} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="xs" striped highlightOnHover aria-label="Places">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Site</Table.Th>
                      <Table.Th>State</Table.Th>
                      <Table.Th>Alt State</Table.Th>
                      <Table.Th>IATA</Table.Th>
                      <Table.Th>Kind</Table.Th>
                      <Table.Th>Latitude</Table.Th>
                      <Table.Th>Longitude</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.items.map((p) => (
                      <Table.Tr key={p.id}>
                        <Table.Td>
                          <Anchor component={Link} to={workflowHref.lookup(p.id)} fw={600}>
                            {p.site}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{p.state}</Table.Td>
                        <Table.Td>{p.altState ?? ''}</Table.Td>
                        <Table.Td>{p.iataCode ?? ''}</Table.Td>
                        <Table.Td>{p.kind}</Table.Td>
                        <Table.Td>{p.latitude.toFixed(4)}</Table.Td>
                        <Table.Td>{p.longitude.toFixed(4)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          )}
          {pages > 1 ? (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} siblings={isMobile ? 0 : 1} aria-label="Pages" />
            </Group>
          ) : null}
        </>
      ) : null}
      <LookupEditor lookupId={lookupId} states={states.data} onClose={() => void navigate(workflowHref.choice('lookup'))} />
    </Stack>
  );
}
