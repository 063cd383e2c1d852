import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CHARTER_TYPES, biddingEnd, countdown, formatJobReference, isUrgent } from '@charter/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useClock } from '../../../lib/clock';
import { formatDate, formatDateTime, formatTime } from '../../../lib/format-date';
import type { CharterListItem } from '../api/charter-list-api';
import type { FilterParam } from '../model/list-params';
import { rowHighlight } from '../model/row-highlight';

export interface CellContext {
  isAdmin: boolean;
  /** Where a row's detail page is. */
  hrefOf: (item: CharterListItem) => string;
}

export interface CharterColumn {
  key: string;
  label: string;
  /** The server's sort key (LIST_SORTS of the list call); columns without one are not sortable. */
  sortKey?: string;
  filter?: FilterParam;
  /** Narrow numeric columns start narrower than COLUMN_WIDTH.default so the table fits a laptop screen. */
  defaultWidth?: number;
  align?: 'left' | 'right' | 'center';
  render: (item: CharterListItem, ctx: CellContext) => ReactNode;
}

const typeLabel = (value: string) => CHARTER_TYPES.find((t) => t.value === value)?.label ?? value;

/**
 * Tags next to the job reference: urgent (departing within 24 h), the row highlights in words (so
 * they do not rest on colour alone) and, for admins, checked.
 */
export function RowTags({ item, ctx }: { item: CharterListItem; ctx: CellContext }) {
  const urgent = useClock((now) => item.urgent || isUrgent(item.departTime, now));
  const highlight = useClock((now) => rowHighlight(item, ctx.isAdmin, now));
  const checked = ctx.isAdmin && item.adminAcknowledged;
  if (!urgent && !highlight && !checked && !item.changePending && !item.supplierUnavailable) return null;
  return (
    <Group gap={4} wrap="wrap">
      {urgent ? (
        <Badge size="xs" color="red" variant="filled" radius="sm">
          Urgent
        </Badge>
      ) : null}
      {highlight === 'needsBids' ? (
        <Badge size="xs" color="orange" variant="light" radius="sm">
          Needs bids
        </Badge>
      ) : null}
      {highlight === 'finished' ? (
        <Badge size="xs" color="green" variant="light" radius="sm">
          Flown
        </Badge>
      ) : null}
      {checked ? (
        <Badge size="xs" color="teal" variant="outline" radius="sm">
          Checked
        </Badge>
      ) : null}
      {item.supplierUnavailable ? (
        <Badge size="xs" color="gray" variant="filled" radius="sm">
          Unavailable
        </Badge>
      ) : null}
      {item.changePending ? (
        <Badge size="xs" color="orange" variant="outline" radius="sm">
          Change pending
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * DD-MMM-YYYY over HH:mm and the zone's abbreviation, so a date fits a narrow column without being
 * cut: a departure in its airport's zone, other instants in Brisbane time (the helper's default).
 */
export function DateTimeCell({ value, zone }: { value: string | Date | null; zone?: string }) {
  if (!value) return null;
  return (
    <Stack gap={0} role="group" aria-label={formatDateTime(value, zone)}>
      <Text fz="sm" aria-hidden>
        {formatDate(value, zone)}
      </Text>
      <Text fz="xs" c="dimmed" aria-hidden>
        {formatTime(value, zone)}
      </Text>
    </Stack>
  );
}

/** A Live charter's countdown, the only part of its row that changes every second. */
function LiveCountdown({ end }: { end: Date }) {
  const left = useClock((now) => countdown(end, now));
  return (
    <Text span ff="monospace" fz="sm" role="timer" aria-label={`Bidding closes in ${left} (days:hours:minutes:seconds)`}>
      {left}
    </Text>
  );
}

/** The bidding deadline: a live countdown while bidding runs, the date otherwise. */
export function BiddingCloses({ item }: { item: CharterListItem }) {
  const end = biddingEnd(item);
  return item.status === 'Live' ? <LiveCountdown end={end} /> : <DateTimeCell value={end} />;
}

export function charterColumns(showClient: boolean): CharterColumn[] {
  const columns: CharterColumn[] = [
    {
      key: 'jobReference',
      label: 'Job Ref',
      sortKey: 'jobReference',
      filter: 'jobReference',
      defaultWidth: 120,
      render: (item, ctx) => (
        <Stack gap={2}>
          <Text component={Link} to={ctx.hrefOf(item)} fw={600} c="navy.8" fz="sm" onClick={(e) => e.stopPropagation()}>
            {formatJobReference(item.jobReference)}
          </Text>
          <RowTags item={item} ctx={ctx} />
        </Stack>
      ),
    },
    {
      key: 'status',
      label: 'Status',
      sortKey: 'status',
      filter: 'status',
      defaultWidth: 130,
      render: (item) => <StatusBadge status={item.status} maw="100%" />,
    },
    {
      key: 'departTime',
      label: 'Departs',
      sortKey: 'departTime',
      defaultWidth: 120,
      render: (item) => <DateTimeCell value={item.departTime} zone={item.departTimeZone} />,
    },
    { key: 'from', label: 'From', sortKey: 'from', filter: 'from', defaultWidth: 135, render: (item) => item.from },
    { key: 'to', label: 'To', sortKey: 'to', filter: 'to', defaultWidth: 135, render: (item) => item.to },
    { key: 'routeCount', label: 'Sectors', defaultWidth: 80, align: 'right', render: (item) => item.routeCount },
    { key: 'passengerCount', label: 'Pax', defaultWidth: 55, align: 'right', render: (item) => item.passengerCount },
    { key: 'bidCount', label: 'Bids', defaultWidth: 55, align: 'right', render: (item) => item.bidCount },
    {
      key: 'biddingEndsAt',
      label: 'Bidding closes',
      sortKey: 'biddingEndsAt',
      defaultWidth: 150,
      render: (item) => <BiddingCloses item={item} />,
    },
  ];
  if (showClient) {
    columns.push({
      key: 'clientName',
      label: 'Client',
      sortKey: 'client',
      filter: 'client',
      defaultWidth: 140,
      render: (item) => (
        <Stack gap={0}>
          <Text fz="sm" lineClamp={1}>
            {item.clientName ?? ''}
          </Text>
          {item.departmentName || item.staffName ? (
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {[item.departmentName, item.staffName].filter(Boolean).join(' · ')}
            </Text>
          ) : null}
        </Stack>
      ),
    });
  }
  columns.push({
    key: 'charterType',
    label: 'Type',
    defaultWidth: 125,
    filter: 'charterType',
    render: (item) => (
      <Stack gap={0}>
        <Text fz="sm" lineClamp={1}>
          {typeLabel(item.charterType)}
        </Text>
        {item.charterSubType ? (
          <Text fz="xs" c="dimmed" lineClamp={1}>
            {item.charterSubType}
          </Text>
        ) : null}
      </Stack>
    ),
  });
  return columns;
}
