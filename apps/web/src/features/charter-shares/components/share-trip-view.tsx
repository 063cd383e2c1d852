import { useState } from 'react';
import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatJobReference, formatMoney, type SectorShareDto } from '@charter/shared';
import { EmptyCard } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { MessageCard } from '../../../components/ui/message-card';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ApiError } from '../../../lib/api/api-error';
import { formatDeparture } from '../../../lib/format-date';
import { useLiveUpdates } from '../../../lib/realtime/use-live-updates';
import { fetchCharterShares, sharesKey } from '../api/charter-shares-api';
import { BuySeatsDialog } from './buy-seats-dialog';
import { PurchaseList } from './purchase-list';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

function SectorTrip({
  sector,
  jobLabel,
  onBuy,
  highlight,
}: {
  sector: SectorShareDto;
  jobLabel: string;
  onBuy: () => void;
  highlight?: string | null;
}) {
  const s = sector.share;
  return (
    <Card padding="lg" component="section" aria-label={`Sector ${sector.order + 1}: ${sector.from} → ${sector.to}`}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg">
            {sector.from} → {sector.to}
          </Title>
          {s ? <StatusBadge status={sector.sellable ? 'Live' : s.status} /> : null}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="Job Ref">{jobLabel}</Fact>
          <Fact label="Depart Time">{formatDeparture(sector.departTime, sector.departTimeZone)}</Fact>
          <Fact label="Seats left">{s ? s.seatsAvailable : 0}</Fact>
          <Fact label="Cost per seat">{s && s.costPerSeat !== null ? formatMoney(s.currency, s.costPerSeat) : '—'}</Fact>
        </SimpleGrid>
        {sector.canBuy ? (
          <Group>
            <Button onClick={onBuy}>Buy Seats</Button>
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            {s && s.seatsAvailable === 0 ? 'No seats are left on this sector.' : 'Seats on this sector are not for sale at the moment.'}
          </Text>
        )}
        <Stack gap={6}>
          <Text fw={600} fz="sm">
            Your seats
          </Text>
          {sector.purchases.length === 0 ? (
            <EmptyCard>You have not bought seats on this sector.</EmptyCard>
          ) : (
            <PurchaseList purchases={sector.purchases} jobLabel={jobLabel} highlight={highlight} />
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * A shared charter as a buyer sees it (the page the share lists open): per shared sector the trip
 * (job reference, from, to, the local departure time, seats left, the seat price in AUD), Buy Seats,
 * and the buyer's own seats with their status and Cancel. Admins and the owner see the same page
 * with every purchase.
 */
export function ShareTripView({
  charterId,
  backHref,
  purchaseId,
  onBought,
}: {
  charterId: string;
  backHref: string;
  /** A purchase opened by its own address ({charter}/{purchaseId}): framed in its list. */
  purchaseId?: string | null;
  onBought?: (ids: string[]) => void;
}) {
  useLiveUpdates();
  const query = useQuery({ queryKey: sharesKey(charterId), queryFn: () => fetchCharterShares(charterId) });
  const [buying, setBuying] = useState<SectorShareDto | null>(null);
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <MessageCard title="Sorry, this item is not available" action={{ label: 'Back to the list', to: backHref }} tone="warning">
        It may have been removed, or it is not shared with you.
      </MessageCard>
    );
  }
  if (query.isError && !query.data) return <LoadError title="Error" query={query} />;
  if (!query.data) {
    return (
      <Stack gap="md" role="status" aria-label="Loading the shared charter">
        <Skeleton h={160} radius="lg" />
      </Stack>
    );
  }
  const data = query.data;
  const jobLabel = formatJobReference(data.jobReference);
  return (
    <Stack gap="lg">
      {data.sectors.length === 0 ? <EmptyCard>No Shares in this category</EmptyCard> : null}
      {data.sectors.map((s) => (
        <SectorTrip key={s.routeId} sector={s} jobLabel={jobLabel} onBuy={() => setBuying(s)} highlight={purchaseId} />
      ))}
      <Anchor component={Link} to={backHref} fz="sm">
        ← Back to the list
      </Anchor>
      {buying ? (
        <BuySeatsDialog
          sector={buying}
          jobLabel={jobLabel}
          onClose={() => setBuying(null)}
          onBought={(ids) => {
            setBuying(null);
            onBought?.(ids);
          }}
        />
      ) : null}
    </Stack>
  );
}
