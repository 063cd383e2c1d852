import { Button, Group, NumberInput, Tabs } from '@mantine/core';
import { LIMITS } from '@charter/shared';
import { TRIP_TABS } from '../model/labels';

interface Props {
  hours: number | string;
  hoursError?: string;
  onHours: (value: number | string) => void;
  /** Without it there is no Indicative Price button. */
  onPrice?: () => void;
}

/** The trip tabs with the bidding time and the Indicative Price button beside them. */
export function TripHeader({ hours, hoursError, onHours, onPrice }: Props) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Tabs.List>
        {TRIP_TABS.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} fw={600}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="Hours until bidding closes"
          w={230}
          min={1}
          max={LIMITS.biddingHours}
          // What is typed reaches the shared schema as typed: 0, -3 or 1.5 get its message rather
          // than being rewritten on blur (0 used to become a 1-hour window).
          clampBehavior="none"
          value={hours}
          onChange={onHours}
          error={hoursError}
        />
        {onPrice ? (
          <Button variant="light" color="sky" onClick={onPrice}>
            Indicative Price
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
