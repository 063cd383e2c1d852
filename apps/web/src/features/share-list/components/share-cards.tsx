import type { ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatJobReference, formatMoney, type ShareListItem } from '@charter/shared';
import { formatDeparture } from '../../../lib/format-date';
import { seatsText, ShareStatus } from './share-columns';

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

/**
 * The simplified share list of narrow screens (supplier-and-admin section 2): From, To, Depart
 * Time, Status, Job Ref (JB...), Cost with a dollar sign, and a View button.
 */
export function ShareCards({ items, hrefOf }: { items: ShareListItem[]; hrefOf: (item: ShareListItem) => string }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Charter shares">
      {items.map((item) => {
        const ref = formatJobReference(item.jobReference);
        return (
          <Card key={item.id} component="li" padding="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Field label="Job Ref">{ref}</Field>
                <Field label="Status">
                  <ShareStatus item={item} />
                </Field>
              </Group>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
                <Field label="From">{item.from}</Field>
                <Field label="To">{item.to}</Field>
                <Field label="Depart Time">{formatDeparture(item.departTime, item.departTimeZone)}</Field>
                <Field label="Cost">{formatMoney(item.currency, item.costPerSeat)}</Field>
                <Field label="Seats">{seatsText(item)}</Field>
              </SimpleGrid>
              <Button component={Link} to={hrefOf(item)} variant="light" fullWidth aria-label={`View ${ref}`}>
                View
              </Button>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
