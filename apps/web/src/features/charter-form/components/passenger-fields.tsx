import { Group, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { SectorForm } from '../model/form-types';
import { currentRows } from '../model/manifest';

interface PassengerFieldsProps {
  sector: SectorForm;
  onChange: (patch: Partial<SectorForm>) => void;
  error: (field: string) => string | undefined;
}

/** Passengers (or a range of them) and the payload needed beyond them (ADR 0039). */
export function PassengerFields({ sector, onChange, error }: PassengerFieldsProps) {
  const listed = currentRows(sector).length;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label="Passengers"
          min={0}
          max={999}
          allowDecimal={false}
          allowNegative={false}
          value={listed > 0 ? listed : sector.passengerNumber}
          disabled={listed > 0}
          description={listed > 0 ? 'From the passenger list' : 'Flying on this sector'}
          onChange={(v) => onChange({ passengerNumber: v })}
          error={error('passengerNumber')}
        />
        <NumberInput
          label="Payload (kg)"
          description="Needed beyond the passenger list"
          required
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          value={sector.payload}
          onChange={(v) => onChange({ payload: v })}
          error={error('payload')}
        />
      </SimpleGrid>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Switch
          label="Passenger range"
          checked={sector.passengerRange}
          onChange={(e) => onChange({ passengerRange: e.currentTarget.checked })}
          mb={sector.passengerRange ? 8 : 0}
        />
        {sector.passengerRange ? (
          <Group gap="sm" wrap="nowrap">
            <NumberInput
              label="Minimum passengers"
              w={180}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={sector.passengerRangeMin}
              onChange={(v) => onChange({ passengerRangeMin: v })}
              error={error('passengerRangeMin')}
            />
            <NumberInput
              label="Maximum passengers"
              w={180}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={sector.passengerRangeMax}
              onChange={(v) => onChange({ passengerRangeMax: v })}
              error={error('passengerRangeMax')}
            />
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
