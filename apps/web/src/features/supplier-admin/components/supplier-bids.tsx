import { Anchor, Badge, Card, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatJobReference, formatMoney } from '@charter/shared';
import { EmptyCard } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDateTime, formatDeparture } from '../../../lib/format-date';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { fetchSupplierBids, supplierBidsKey, type SupplierBid } from '../api/supplier-admin-api';

function money(bid: SupplierBid, value: number | null): string {
  return value === null ? '—' : formatMoney(bid.currency, value);
}

/** The supplier's bids, newest first (admin Bids tab). */
export function SupplierBids({ supplierId, charterHref }: { supplierId: string; charterHref: (charterId: string) => string }) {
  const bids = useQuery({ queryKey: supplierBidsKey(supplierId), queryFn: () => fetchSupplierBids(supplierId) });
  const isMobile = useIsMobile();
  if (bids.isPending) return <PageLoader label="Loading bids" />;
  if (bids.isError) return <LoadError query={bids} />;
  if (bids.data.length === 0) return <EmptyCard>This supplier has not bid yet.</EmptyCard>;
  if (isMobile) {
    return (
      <Stack gap="sm" role="list" aria-label="Bids">
        {bids.data.map((b) => (
          <Card key={b.id} withBorder padding="md" role="listitem">
            <Anchor component={Link} to={charterHref(b.charter.id)} fw={700}>
              {formatJobReference(b.charter.jobReference)} · {b.charter.from} → {b.charter.to}
            </Anchor>
            <Text size="sm">
              {money(b, b.price)} (with margin {money(b, b.withMargin)}) · rank {b.rank}
            </Text>
            <Text size="sm" c="dimmed">
              {b.status} · {formatDateTime(b.timeOfBid)}
            </Text>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm" aria-label="Bids">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Job</Table.Th>
              <Table.Th>Route</Table.Th>
              <Table.Th>Departs</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>With Margin</Table.Th>
              <Table.Th>Rank</Table.Th>
              <Table.Th>Bid Status</Table.Th>
              <Table.Th>Bid Time</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bids.data.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>
                  <Anchor component={Link} to={charterHref(b.charter.id)}>
                    {formatJobReference(b.charter.jobReference)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {b.charter.from} → {b.charter.to}
                </Table.Td>
                <Table.Td>{formatDeparture(b.charter.departTime, b.charter.departTimeZone)}</Table.Td>
                <Table.Td>{money(b, b.price)}</Table.Td>
                <Table.Td>{money(b, b.withMargin)}</Table.Td>
                <Table.Td>{b.rank}</Table.Td>
                <Table.Td>
                  <Badge variant="light" radius="sm" color="gray">
                    {b.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(b.timeOfBid)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
