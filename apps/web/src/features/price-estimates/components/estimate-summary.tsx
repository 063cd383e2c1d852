import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { PriceEstimate } from '@charter/shared';
import { estimateMoney, rangeText } from '../model/estimate-text';

/**
 * An estimate with what it rests on: the range (10th to 90th percentile of similar awards, or the
 * category formula's), the median, and the basis in words (ADR 0044).
 */
export function EstimateSummary({ estimate, title = 'Estimated price' }: { estimate: PriceEstimate; title?: string }) {
  const learned = estimate.basis !== 'formula';
  return (
    <Card withBorder padding="sm" component="section" aria-label={title}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{title}</Text>
          <Badge variant="light" color={learned ? 'teal' : 'gray'}>
            {learned ? 'From awarded charters' : 'Formula only'}
          </Badge>
        </Group>
        <Text fz="lg" fw={800} c="navy.9">
          {rangeText(estimate)}
          <Text span fz="sm" fw={500} c="dimmed">
            {' '}
            · median {estimateMoney(estimate.median)} AUD with margin
          </Text>
        </Text>
        <Text fz="sm" c="dimmed">
          Based on the {estimate.text}.
        </Text>
      </Stack>
    </Card>
  );
}
