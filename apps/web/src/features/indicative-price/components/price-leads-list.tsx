import { useState } from 'react';
import { Anchor, Card, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PRICE_LEADS_PAGE_SIZE, TABLE_SEARCH_DEBOUNCE_MS, type PriceLeadDto, countOf } from '@charter/shared';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { fetchPriceLeads, priceKeys } from '../api/indicative-price-api';
import { tripLabel } from '../model/wizard-form';

const route = (l: PriceLeadDto) => `${l.from} (${l.fromState}) → ${l.to} (${l.toState})`;
const details = (l: PriceLeadDto) =>
  [
    tripLabel(l.tripType, l.returnType),
    l.departDate ? formatDay(l.departDate) : 'no date',
    `${l.passengers} pax`,
    `${l.distanceKm.toLocaleString('en-AU')} km`,
  ].join(' · ');

/** The price tool's leads for admins: newest first, a page at a time, searched by e-mail. */
export function PriceLeadsList() {
  const isMobile = useIsMobile();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), TABLE_SEARCH_DEBOUNCE_MS);
  const list = useQuery({
    queryKey: priceKeys.leads(debounced, page),
    queryFn: () => fetchPriceLeads(debounced, page, PRICE_LEADS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PRICE_LEADS_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <TextInput
        label="Search"
        placeholder="E-mail address"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {list.isPending ? <LoadingRows label="Loading leads" rows={5} /> : null}
      {list.isError ? <LoadError title="Error Loading Leads" query={list} /> : null}
      {list.data && list.data.total === 0 ? (
        <EmptyCard>{debounced ? 'No leads match your search.' : 'Nobody has asked for an indicative price yet.'}</EmptyCard>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {countOf(list.data.total, 'lead')}
          </Text>
          {isMobile ? (
            <Stack gap="xs" role="list" aria-label="Leads" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {list.data.items.map((l) => (
                <Card key={l.id} withBorder padding="sm" role="listitem">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Anchor href={`mailto:${l.email}`} fw={600} truncate>
                      {l.email}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {formatDateTime(l.createdAt)}
                    </Text>
                  </Group>
                  <Text size="sm">{route(l)}</Text>
                  <Text size="xs" c="dimmed">
                    {details(l)} · {l.preferredAircraft}
                    {l.charterType ? ` · ${l.charterType}` : ''}
                  </Text>
                </Card>
              ))}
            </Stack>
          ) : (
            <Card withBorder padding={0} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              <Table.ScrollContainer minWidth={900}>
                <Table verticalSpacing="xs" striped highlightOnHover aria-label="Leads">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Asked</Table.Th>
                      <Table.Th>E-mail</Table.Th>
                      <Table.Th>Route</Table.Th>
                      <Table.Th>Trip</Table.Th>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Passengers</Table.Th>
                      <Table.Th>Aircraft</Table.Th>
                      <Table.Th>Distance</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.items.map((l) => (
                      <Table.Tr key={l.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.createdAt)}</Table.Td>
                        <Table.Td>
                          <Anchor href={`mailto:${l.email}`} fw={600}>
                            {l.email}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{route(l)}</Table.Td>
                        <Table.Td>{tripLabel(l.tripType, l.returnType)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{l.departDate ? formatDay(l.departDate) : ''}</Table.Td>
                        <Table.Td>{l.passengers}</Table.Td>
                        <Table.Td>
                          {l.preferredAircraft}
                          {l.charterType ? (
                            <Text size="xs" c="dimmed">
                              {l.charterType}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{l.distanceKm.toLocaleString('en-AU')} km</Table.Td>
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
    </Stack>
  );
}
