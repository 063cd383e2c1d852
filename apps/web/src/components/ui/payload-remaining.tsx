import { Text } from '@mantine/core';
import { payloadRemaining, payloadRemainingTone } from '@charter/shared';

/** A sector's payload remaining (its payload less the manifest's weight): green above 0, red otherwise. */
export function PayloadRemaining({ payload, totalWeight }: { payload: number; totalWeight: number }) {
  const remaining = payloadRemaining(payload, totalWeight);
  const tone = payloadRemainingTone(remaining);
  // Darker than Mantine's green.8 and red.7 (3.4:1 and 3.7:1 on white): WCAG AA wants 4.5:1.
  return (
    <Text span fz="sm" fw={600} c={tone === 'green' ? '#237032' : 'red.9'} data-tone={tone}>
      Payload remaining: {remaining.toLocaleString('en-AU')} kg
    </Text>
  );
}
