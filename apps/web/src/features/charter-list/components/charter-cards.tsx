import { memo, type ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatJobReference } from '@charter/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useClock } from '../../../lib/clock';
import { formatDeparture } from '../../../lib/format-date';
import type { CharterListItem } from '../api/charter-list-api';
import { rowHighlight } from '../model/row-highlight';
import { BiddingCloses, RowTags, type CellContext } from './charter-columns';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

const BORDER = { needsBids: 'var(--mantine-color-orange-6)', finished: 'var(--mantine-color-green-6)' } as const;

/**
 * One charter as a card, its border following the clock (Needs bids, Flown) without the list
 * rendering again; memoised, so a list rendering for other reasons keeps its cards.
 */
const CharterCard = memo(function CharterCard({ item, ctx }: { item: CharterListItem; ctx: CellContext }) {
  const highlight = useClock((now) => rowHighlight(item, ctx.isAdmin, now));
  const ref = formatJobReference(item.jobReference);
  return (
    <Card
      component="li"
      padding="md"
      data-highlight={highlight ?? undefined}
      style={highlight ? { borderLeft: `4px solid ${BORDER[highlight]}` } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={700} c="navy.9">
              {ref}
            </Text>
            <RowTags item={item} ctx={ctx} />
          </Stack>
          <StatusBadge status={item.status} />
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          <Field label="From">{item.from}</Field>
          <Field label="To">{item.to}</Field>
          <Field label="Depart Time">{formatDeparture(item.departTime, item.departTimeZone)}</Field>
          {item.status === 'Live' ? (
            <Field label="Bidding closes">
              <BiddingCloses item={item} />
            </Field>
          ) : (
            <Field label="Sectors">{item.routeCount}</Field>
          )}
        </SimpleGrid>
        <Button component={Link} to={ctx.hrefOf(item)} variant="light" fullWidth aria-label={`View ${ref}`}>
          View
        </Button>
      </Stack>
    </Card>
  );
});

/** The simplified list of narrow screens (core section 2): From, To, Depart Time, Status, Job Ref and View. */
export function CharterCards({ items, ctx }: { items: CharterListItem[]; ctx: CellContext }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Charter requests">
      {items.map((item) => (
        <CharterCard key={item.id} item={item} ctx={ctx} />
      ))}
    </Stack>
  );
}
