import { Text } from '@mantine/core';
import type { PriceEstimate } from '@charter/shared';
import { bidAgainstEstimate } from '../model/estimate-text';

/** "12% below the median" beside a bid's price with margin: green below, orange above. */
export function AgainstMedian({ price, estimate }: { price: number | null; estimate: PriceEstimate | null | undefined }) {
  const against = bidAgainstEstimate(price, estimate);
  if (!against) return null;
  const color = against.percent < 0 ? 'teal.8' : against.percent > 0 ? 'orange.8' : 'dimmed';
  return (
    <Text fz="xs" fw={600} c={color}>
      {against.text} of similar awarded charters
    </Text>
  );
}
