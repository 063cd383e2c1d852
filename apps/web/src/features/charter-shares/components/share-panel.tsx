import { lazy, Suspense, useState } from 'react';
import { Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatJobReference, formatMoney, type SectorShareDto, countOf } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { ApiError } from '../../../lib/api/api-error';
import { formatDeparture } from '../../../lib/format-date';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { decideShare, fetchCharterShares, sharesKey } from '../api/charter-shares-api';
import { PurchaseList } from './purchase-list';

// The editor's inputs and the share schema load with the owner's editor, not with every detail.
const SectorShareEditor = lazy(() => import('./sector-share-editor').then((m) => ({ default: m.SectorShareEditor })));

const seats = (n: number) => countOf(n, 'seat');

/** What is offered on a sector, for who may not change it (or once its sales are closed). */
function ShareSummary({ sector }: { sector: SectorShareDto }) {
  const s = sector.share;
  if (!s || !s.enabled)
    return (
      <Text fz="sm" c="dimmed">
        Seats on this sector are not shared.
      </Text>
    );
  return (
    <Group gap="md" wrap="wrap">
      <Text fz="sm">
        {seats(s.seatsAvailable)} and {s.totalWeightAvailable.toLocaleString('en-AU')} kg left, {seats(s.purchasedSeats)} bought
        {s.costPerSeat !== null ? `, ${formatMoney(s.currency, s.costPerSeat)} a seat` : ''}
      </Text>
      <StatusBadge status={s.status} />
    </Group>
  );
}

/** An admin's share actions (Confirm Share closes its sales). */
function ShareActions({ sector, jobLabel }: { sector: SectorShareDto; jobLabel: string }) {
  const queryClient = useQueryClient();
  const feedback = useSaveFeedback();
  const [busy, setBusy] = useState(false);
  const share = sector.share;
  if (!share || sector.actions.length === 0) return null;
  return (
    <Group gap="xs">
      {sector.actions.map((a) => (
        <Button
          key={a.actionName}
          size="xs"
          variant="light"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              const done = await decideShare({ id: share.id, action: a.actionName, currentStatus: share.status });
              if (!done.success) feedback.failed(`${a.actionName} - ${jobLabel}`, done);
              await queryClient.invalidateQueries({ queryKey: entityKeys.all('CharterShare') });
            } catch (err) {
              feedback.unexpected(`${a.actionName} - ${jobLabel}`, err);
            } finally {
              setBusy(false);
            }
          }}
        >
          {a.actionName}
        </Button>
      ))}
    </Group>
  );
}

/**
 * "Charter shares" on a charter's detail (ADR 0016): per sector, its owner or an admin switches
 * sharing and sets seats, payload and seat price; below, the seats bought with the actions the
 * viewer may take (Accept, Decline, Confirm). Operators and charter admins read it. Nothing shows
 * to who may not see a charter's shares, nor while nothing is shared and the viewer cannot share.
 */
export function SharePanel({ charterId }: { charterId: string }) {
  const query = useQuery({ queryKey: sharesKey(charterId), queryFn: () => fetchCharterShares(charterId) });
  if (query.isError && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) return null;
  if (query.isError && !query.data) return <LoadError title="Error Loading" query={query} />;
  if (!query.data) return <Skeleton h={120} radius="lg" aria-label="Loading charter shares" />;
  const data = query.data;
  const sectors = data.sectors.filter((s) => s.canEdit || s.share || s.purchases.length > 0);
  if (sectors.length === 0) return null;
  const jobLabel = formatJobReference(data.jobReference);
  return (
    <Card padding="lg" component="section" aria-label="Charter shares">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            Charter shares
          </Title>
          <Text fz="sm" c="dimmed">
            Spare seats offered to government travellers. Seats can be bought while the charter is confirmed and the sector has not
            departed.
          </Text>
        </Stack>
        {sectors.map((s, i) => (
          <Stack key={s.routeId} gap="sm" role="group" aria-label={`Shares, sector ${s.order + 1}`}>
            {i > 0 ? <Divider /> : null}
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} fz="sm">
                Sector {s.order + 1}: {s.from} → {s.to}, departs {formatDeparture(s.departTime, s.departTimeZone)}
              </Text>
              <ShareActions sector={s} jobLabel={jobLabel} />
            </Group>
            {s.canEdit ? (
              <Suspense fallback={<Skeleton h={150} radius="md" role="status" aria-label="Loading share editor" />}>
                <SectorShareEditor key={JSON.stringify(s.share)} sector={s} jobLabel={jobLabel} />
              </Suspense>
            ) : (
              <ShareSummary sector={s} />
            )}
            {s.canEdit && s.share ? <ShareSummary sector={s} /> : null}
            {s.purchases.length > 0 ? (
              <Stack gap={6}>
                <Text fz="sm" fw={600}>
                  Seats bought
                </Text>
                <PurchaseList purchases={s.purchases} jobLabel={jobLabel} />
              </Stack>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
