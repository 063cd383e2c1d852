import { Card, Stack, Text, Title } from '@mantine/core';
import { countOf } from '@charter/shared';

/** The Bids tab. Bidding itself comes with a later release; until then it says honestly what there is. */
export function BidsPanel({ bidCount }: { bidCount: number }) {
  return (
    <Card padding="xl">
      <Stack gap="xs" align="center" ta="center" py="md">
        <Title order={2} fz="lg">
          {bidCount === 0 ? 'No bids yet' : `${countOf(bidCount, 'bid')} received`}
        </Title>
        <Text c="dimmed" fz="sm" maw={480}>
          {bidCount === 0
            ? 'Operators bid while the charter is Live. Bids will be listed here.'
            : 'The bids on this charter will be listed here once bid details are available in this version.'}
        </Text>
      </Stack>
    </Card>
  );
}
