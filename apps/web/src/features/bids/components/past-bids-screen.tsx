import { Anchor, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatJobReference, formatListTotal } from '@charter/shared';
import { LoadingRows, LoadMore } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDeparture } from '../../../lib/format-date';
import { useLiveUpdates } from '../../../lib/realtime/use-live-updates';
import { useSignedInUser } from '../../../lib/session/session-context';
import { useIsMobile } from '../../../lib/use-is-mobile';
import type { PastBid } from '../api/bids-api';
import { usePastBids, useSupplierOptions } from '../hooks/use-bids';
import { rankLine } from '../model/amount';
import { MarketView } from './market-view';

interface PastBidsScreenProps {
  /** Where a charter's detail opens, e.g. /charterRequests/Me/Live/{id}. */
  charterHref: (charterId: string) => string;
}

function Cards({ bids, charterHref }: { bids: PastBid[]; charterHref: PastBidsScreenProps['charterHref'] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="My Past Bids">
      {bids.map((b) => (
        <Card key={b.id} component="li" padding="md">
          <Stack gap={4}>
            <Group justify="space-between">
              <Anchor component={Link} to={charterHref(b.charter.id)} fw={700}>
                {formatJobReference(b.charter.jobReference)}
              </Anchor>
              <StatusBadge status={b.status} />
            </Group>
            <Text fz="sm">
              {b.charter.from} → {b.charter.to} · {formatDeparture(b.charter.departTime, b.charter.departTimeZone)}
            </Text>
            <Text fz="sm" fw={600}>
              {rankLine(b)}
            </Text>
            <Button
              component={Link}
              to={`/bids/${b.id}`}
              variant="light"
              size="xs"
              aria-label={`View bid on ${formatJobReference(b.charter.jobReference)}`}
            >
              View bid
            </Button>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function BidsTable({ bids, charterHref }: { bids: PastBid[]; charterHref: PastBidsScreenProps['charterHref'] }) {
  return (
    <Card padding={0}>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover aria-label="My Past Bids" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Job</Table.Th>
              <Table.Th>Route</Table.Th>
              <Table.Th>Departs</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Bid status</Table.Th>
              <Table.Th>Charter status</Table.Th>
              <Table.Th>Bid</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bids.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>
                  <Anchor component={Link} to={charterHref(b.charter.id)} fw={600}>
                    {formatJobReference(b.charter.jobReference)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {b.charter.from} → {b.charter.to}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDeparture(b.charter.departTime, b.charter.departTimeZone)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{rankLine(b)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={b.status} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={b.charter.status} />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/bids/${b.id}`} aria-label={`View bid on ${formatJobReference(b.charter.jobReference)}`}>
                    View
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/**
 * My Past Bids (/bids): an operator's own bids, newest first, a page at a time with Load more, as
 * the charter lists page; an admin picks the operator.
 */
export function PastBidsScreen({ charterHref }: PastBidsScreenProps) {
  useLiveUpdates();
  const session = useSignedInUser();
  const isMobile = useIsMobile();
  const isAdmin = session.role === 'Admin';
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const suppliers = useSupplierOptions(isAdmin);
  const waiting = isAdmin && !supplierId;
  const query = usePastBids(isAdmin ? supplierId : null, !waiting);
  const bids = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const first = query.data?.pages[0];

  let body;
  if (waiting) body = <Text c="dimmed">Choose an operator to see its bids.</Text>;
  else if (query.isPending) body = <LoadingRows label="Loading bids" rows={2} />;
  else if (query.isError && !query.data) body = <LoadError title="Error Loading" query={query} />;
  else if (bids.length === 0) body = <Text c="dimmed">No bids yet</Text>;
  else
    body = (
      <Stack gap="sm">
        {first ? (
          <Text fz="sm" c="dimmed" aria-live="polite">
            {`Showing ${bids.length.toLocaleString('en-AU')} of ${formatListTotal(first)}`}
          </Text>
        ) : null}
        {isMobile ? <Cards bids={bids} charterHref={charterHref} /> : <BidsTable bids={bids} charterHref={charterHref} />}
        {/* A read that failed once rows are shown: they stay, with the reason and Retry below them. */}
        {query.isFetchNextPageError ? (
          <LoadError
            error={query.error}
            onRetry={() => void query.fetchNextPage()}
            retrying={query.isFetchingNextPage}
            loadingLabel="Loading bids"
          />
        ) : query.isError ? (
          <LoadError query={query} loadingLabel="Loading bids" />
        ) : null}
        {query.isError ? null : <LoadMore query={query} />}
      </Stack>
    );

  return (
    <Stack gap="md">
      {isAdmin ? (
        <Select
          label="Supplier"
          searchable
          maw={360}
          placeholder={suppliers.isPending ? 'Loading...' : 'Choose the operator'}
          data={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.companyName }))}
          value={supplierId}
          onChange={setSupplierId}
          error={suppliers.isError ? 'Error Loading' : undefined}
        />
      ) : null}
      <MarketView supplierId={isAdmin ? supplierId : null} enabled={!waiting} />
      {body}
    </Stack>
  );
}
