import { Card, Stack, Text, Title } from '@mantine/core';
import { SecondaryEmailsPanel } from './secondary-emails-dialog';

/**
 * /me for an operator: the further addresses that get a copy of every e-mail sent to it (bids,
 * awards, new charters), which it keeps itself (supplier-and-admin section 1).
 */
export function SecondaryEmailsCard({ supplierId }: { supplierId: string }) {
  return (
    <Card padding="lg" component="section" aria-labelledby="secondary-emails-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="secondary-emails-title">
          Secondary E-mails
        </Title>
        <Text size="sm" c="dimmed">
          These addresses get a copy of every e-mail the marketplace sends you.
        </Text>
        <SecondaryEmailsPanel supplierId={supplierId} />
      </Stack>
    </Card>
  );
}
