import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { biddingEnd, countdown, formatJobReference, countOf } from '@charter/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime, formatDeparture } from '../../../lib/format-date';
import { useClock } from '../../../lib/clock';
import type { CharterDetail } from '../api/charter-detail-api';

interface CharterSummaryProps {
  charter: CharterDetail;
  isAdmin: boolean;
  /** Where another charter of the same list opens (superseded and previous versions). */
  hrefOf: (id: string) => string;
  /** Buttons: the workflow actions, clone, mark as checked. */
  actions: ReactNode;
}

/** Version banners (core section 4): a change pending, a newer version, an older one. */
function VersionBanners({ charter, hrefOf }: Pick<CharterSummaryProps, 'charter' | 'hrefOf'>) {
  return (
    <>
      {charter.changePending ? (
        <Alert color="orange" variant="light" role="status">
          There is a change pending for this charter request.
        </Alert>
      ) : null}
      {charter.status === 'Superceded' && charter.changeCharterRequestId ? (
        <Alert color="gray" variant="light">
          This charter request was replaced by a changed version.{' '}
          <Anchor component={Link} to={hrefOf(charter.changeCharterRequestId)}>
            View the changed version
          </Anchor>
        </Alert>
      ) : null}
      {charter.lastVersion ? (
        <Alert color="gray" variant="light">
          This is a changed version of an earlier charter request.{' '}
          <Anchor component={Link} to={hrefOf(charter.lastVersion)}>
            View the previous version
          </Anchor>
        </Alert>
      ) : null}
    </>
  );
}

/** The bidding countdown: the only part of the summary that changes every second. */
function Countdown({ end }: { end: Date }) {
  const left = useClock((now) => countdown(end, now));
  return (
    <Text ff="monospace" fz="xl" fw={700} c="navy.8" aria-label={`${left} (days:hours:minutes:seconds)`}>
      {left}
    </Text>
  );
}

/** The top of a charter: status, tags, the bidding countdown while Live, and what the user can do. */
export function CharterSummary({ charter, isAdmin, hrefOf, actions }: CharterSummaryProps) {
  const live = charter.status === 'Live';
  const end = biddingEnd(charter);
  return (
    <Stack gap="sm">
      <VersionBanners charter={charter} hrefOf={hrefOf} />
      <Card padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={6}>
              <Group gap="xs">
                <Text fw={800} fz="xl" c="navy.9">
                  {formatJobReference(charter.jobReference)}
                </Text>
                <StatusBadge status={charter.status} size="lg" />
                {charter.urgent ? (
                  <Badge color="red" variant="filled" radius="sm">
                    Urgent
                  </Badge>
                ) : null}
                {charter.supplierUnavailable ? (
                  <Badge color="gray" variant="filled" radius="sm">
                    Aircraft unavailable
                  </Badge>
                ) : null}
                {isAdmin && charter.adminAcknowledged ? (
                  <Badge color="teal" variant="outline" radius="sm">
                    Checked
                  </Badge>
                ) : null}
              </Group>
              <Text c="dimmed" fz="sm">
                {charter.from} → {charter.to} · departs {formatDeparture(charter.departTime, charter.departTimeZone)} ·{' '}
                {countOf(charter.routeCount, 'sector')} · {countOf(charter.bidCount, 'bid')}
              </Text>
            </Stack>
            {live ? (
              <Stack gap={0} align="flex-end">
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  Bidding closes in
                </Text>
                <Countdown end={end} />
                <Text fz="xs" c="dimmed">
                  {formatDateTime(end)}
                </Text>
              </Stack>
            ) : null}
          </Group>
          {actions}
        </Stack>
      </Card>
    </Stack>
  );
}
