import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@charter/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime, formatDeparture } from '../../../lib/format-date';
import type { Bid } from '../api/bids-api';
import { rankLine, supplierLabel } from '../model/amount';
import { ComplianceBadge } from './compliance-badge';
import { FeasibilityChips } from './feasibility-chips';

interface BidCardProps {
  bid: Bid;
  /** Admins see the operator's price next to the price with margin. */
  showOperatorPrice: boolean;
  actions?: ReactNode;
  component?: 'li' | 'div';
  /** The operator's line when the page links it (its file, its documents); the name alone otherwise. */
  operator?: ReactNode;
  /** The bid a deep link ({charter}/{bidId}) points at. */
  highlighted?: boolean;
  /** Under the price: how it compares (the page composes it, e.g. against the estimate from awarded charters). */
  priceNote?: ReactNode;
}

function TagList({ label, items }: { label: string; items: string[] }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {items.length === 0 ? (
        <Text fz="sm">–</Text>
      ) : (
        items.map((i) => (
          <Badge key={i} variant="light" color="gray" radius="sm" tt="none">
            {i}
          </Badge>
        ))
      )}
    </Group>
  );
}

/** One bid: rank and amount, operator, aircraft per sector, in/exclusions and when it was placed. */
export function BidCard({ bid, showOperatorPrice, actions, component = 'div', operator, highlighted = false, priceNote }: BidCardProps) {
  return (
    <Card
      component={component}
      padding="md"
      withBorder
      aria-label={`Bid ${rankLine(bid)}`}
      aria-current={highlighted ? 'true' : undefined}
      style={highlighted ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Text fw={800} fz="lg" c="navy.9">
              {rankLine(bid)}
            </Text>
            {priceNote}
            {operator ?? <Text fz="sm">{supplierLabel(bid)}</Text>}
            {showOperatorPrice && bid.price !== null ? (
              <Text fz="xs" c="dimmed">
                Operator price {formatMoney(bid.currency, bid.price)}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={4} align="flex-end">
            <StatusBadge status={bid.status} />
            <Text fz="xs" c="dimmed">
              Bid {formatDateTime(bid.timeOfBid)}
            </Text>
            {bid.compliance ? <ComplianceBadge compliance={bid.compliance} /> : null}
          </Stack>
        </Group>
        {bid.feasibility && bid.feasibility.sectors.length > 0 ? <FeasibilityChips sectors={bid.feasibility.sectors} /> : null}
        <Table.ScrollContainer minWidth={520}>
          <Table fz="sm" verticalSpacing={4} aria-label="Sectors of the bid">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Departs</Table.Th>
                <Table.Th>Flight time</Table.Th>
                <Table.Th>Pax limit</Table.Th>
                <Table.Th>Payload</Table.Th>
                <Table.Th>Aircraft</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...bid.routes]
                .sort((a, b) => a.order - b.order)
                .map((r, i) => (
                  <Table.Tr key={r.routeId}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDeparture(r.departTime, r.departTimeZone)}</Table.Td>
                    <Table.Td>{r.flightTime}</Table.Td>
                    <Table.Td>{r.passengerLimit}</Table.Td>
                    <Table.Td>{r.payload} kg</Table.Td>
                    <Table.Td>
                      {r.aircraft.map((a) => `${a.licenseNumber} (${a.type})`).join(', ') || '–'}
                      {r.techStop ? ' · tech stop' : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <TagList label="Inclusions" items={bid.inclusions} />
        <TagList label="Exclusions" items={bid.exclusions} />
        {bid.notes ? (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {bid.notes}
          </Text>
        ) : null}
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Stack>
    </Card>
  );
}
