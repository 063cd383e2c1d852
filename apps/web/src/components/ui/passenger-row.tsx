import { CloseButton, Group, NumberInput, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { freeTextHintWhenNeeded } from './free-text-hint';

/** The typed values of one manifest entry (number inputs may hold '' while being edited). */
export interface PassengerValues {
  passengerName: string;
  contactNumber: string;
  emailAddress: string;
  passengerWeight: number | string;
  freightWeight: number | string;
  cargoWeight: number | string;
}

export type PassengerField = keyof PassengerValues;

interface PassengerRowProps {
  row: PassengerValues;
  number: number;
  onChange: (field: PassengerField, value: string | number) => void;
  onRemove: () => void;
  error: (field: PassengerField) => string | undefined;
}

const weight = { min: 0, allowDecimal: false, allowNegative: false, hideControls: true } as const;

/**
 * One passenger (or item of cargo) of a sector's manifest, in the new-request form and in the
 * passenger editor of a saved charter; a named group so its fields are found by number.
 */
export function PassengerRowEditor({ row, number, onChange, onRemove, error }: PassengerRowProps) {
  const label = `Passenger ${number}`;
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <CloseButton size="sm" aria-label={`Remove passenger ${number}`} onClick={onRemove} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
        <TextInput
          label="Passenger Name"
          required
          value={row.passengerName}
          onChange={(e) => onChange('passengerName', e.currentTarget.value)}
          error={error('passengerName')}
          {...freeTextHintWhenNeeded(row.passengerName)}
        />
        <TextInput
          label="Contact Number"
          type="tel"
          value={row.contactNumber}
          onChange={(e) => onChange('contactNumber', e.currentTarget.value)}
          error={error('contactNumber')}
        />
        <TextInput
          label="Email"
          type="email"
          value={row.emailAddress}
          onChange={(e) => onChange('emailAddress', e.currentTarget.value)}
          error={error('emailAddress')}
        />
        <NumberInput
          label="Passenger Weight (kg)"
          {...weight}
          value={row.passengerWeight}
          onChange={(v) => onChange('passengerWeight', v)}
          error={error('passengerWeight')}
        />
        <NumberInput
          label="Bag Weight (kg)"
          {...weight}
          value={row.freightWeight}
          onChange={(v) => onChange('freightWeight', v)}
          error={error('freightWeight')}
        />
        <NumberInput
          label="Cargo Weight (kg)"
          {...weight}
          value={row.cargoWeight}
          onChange={(v) => onChange('cargoWeight', v)}
          error={error('cargoWeight')}
        />
      </SimpleGrid>
    </Paper>
  );
}
