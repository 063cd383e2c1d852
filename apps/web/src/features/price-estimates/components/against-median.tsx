import { Text, darken, useMantineTheme } from '@mantine/core';
import type { PriceEstimate } from '@charter/shared';
import { bidAgainstEstimate } from '../model/estimate-text';

/** "12% below the median" beside a bid's price with margin: green below, orange above. */
export function AgainstMedian({ price, estimate }: { price: number | null; estimate: PriceEstimate | null | undefined }) {
  const theme = useMantineTheme();
  const against = bidAgainstEstimate(price, estimate);
  if (!against) return null;
  // Small text needs 4.5:1 on white: teal.9 has it (5.0), orange only darkened (orange.8 is 3.6, orange.9 4.2).
  const color = against.percent < 0 ? 'teal.9' : against.percent > 0 ? darken(theme.colors.orange[9], 0.15) : 'dimmed';
  return (
    <Text fz="xs" fw={600} c={color}>
      {against.text} of similar awarded charters
    </Text>
  );
}
