import '@mantine/dates/styles.css';
import { Button, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { LIMITS, RETURN_TYPES, RETURN_TYPE_LABELS, type ReturnType, type TripType } from '@charter/shared';
import { PlacePicker } from '../../../components/ui/place-picker';
import { parseStrictDate } from '../../../lib/date-input';
import { usePriceOptions } from '../hooks/use-price-options';
import type { WizardForm } from '../model/wizard-form';

interface Props {
  form: WizardForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<WizardForm>) => void;
  onNext: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Step 1: One Way or Return (and when a return flies back), the places, day, passengers and aircraft. */
export function FlightDetailsStep({ form, errors, onChange, onNext }: Props) {
  const options = usePriceOptions();
  const categories = (options.data?.aircraftCategories ?? []).map((c) => ({
    value: c.category,
    label: `${c.category} (${c.minPassenger}–${c.maxPassenger} passengers)`,
  }));
  const loadError = options.isError ? 'Aircraft could not be loaded. Close and try again.' : undefined;
  return (
    <Stack gap="md" mt="md">
      <Tabs value={form.tripType} onChange={(v) => v && onChange({ tripType: v as TripType })} variant="pills" radius="xl">
        <Tabs.List>
          <Tabs.Tab value="OneWay" fw={600}>
            One Way
          </Tabs.Tab>
          <Tabs.Tab value="Return" fw={600}>
            Return
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {form.tripType === 'Return' ? (
        <Radio.Group
          label="Flying back"
          required
          value={form.returnType ?? ''}
          onChange={(v) => onChange({ returnType: v as ReturnType })}
          error={errors.returnType}
        >
          <Group gap="lg" mt={6}>
            {RETURN_TYPES.map((t) => (
              <Radio key={t} value={t} label={RETURN_TYPE_LABELS[t]} />
            ))}
          </Group>
        </Radio.Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <PlacePicker label="From" required value={form.from} onChange={(from) => onChange({ from })} error={errors.from} />
        <PlacePicker label="To" required value={form.to} onChange={(to) => onChange({ to })} error={errors.to} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateInput
          label="Date"
          placeholder="dd/mm/yyyy"
          valueFormat="DD/MM/YYYY"
          dateParser={parseStrictDate}
          minDate={today()}
          value={form.departDate || null}
          onChange={(v) => onChange({ departDate: v ?? '' })}
          error={errors.departDate}
          popoverProps={{ withinPortal: true }}
          clearable
        />
        <NumberInput
          label="Passengers"
          min={1}
          max={LIMITS.passengers}
          allowDecimal={false}
          allowNegative={false}
          value={form.passengers}
          onChange={(passengers) => onChange({ passengers })}
          error={errors.passengers}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Preferred Aircraft"
          required
          placeholder={options.isPending ? 'Loading…' : 'Choose a category'}
          data={categories}
          value={form.preferredAircraft || null}
          onChange={(v) => onChange({ preferredAircraft: v ?? '' })}
          error={errors.preferredAircraft ?? loadError}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Charter Type"
          placeholder="Any"
          data={options.data?.charterTypes ?? []}
          value={form.charterType || null}
          onChange={(v) => onChange({ charterType: v ?? '' })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={onNext}>Next</Button>
      </Group>
    </Stack>
  );
}
