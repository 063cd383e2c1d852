import { Text } from '@mantine/core';
import { payloadRemaining, payloadRemainingTone } from '@charter/shared';

/** A sector's payload remaining (its payload less the manifest's weight): green above 0, red otherwise. */
export function PayloadRemaining({ payload, totalWeight }: { payload: number; totalWeight: number }) {
  const remaining = payloadRemaining(payload, totalWeight);
  const tone = payloadRemainingTone(remaining);
  return (
    <Text span fz="sm" fw={600} c={tone === 'green' ? 'green.8' : 'red.7'} data-tone={tone}>
      Payload remaining: {remaining.toLocaleString('en-AU')} kg
    </Text>
  );
}
