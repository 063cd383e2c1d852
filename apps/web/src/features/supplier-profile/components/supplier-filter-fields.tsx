import { Group, MultiSelect, NumberInput, Stack, Switch, Text } from '@mantine/core';
import type { ProfileFormValues } from '../model/profile-form';
import { useCharterTypeGroups, useStates } from '../hooks/use-supplier-profile';

type FilterValues = Pick<
  ProfileFormValues,
  'charterTypes' | 'locationFilterEnabled' | 'filterLocation' | 'passengerRangeFilterEnabled' | 'minPassengers' | 'maxPassengers'
>;

interface SupplierFilterFieldsProps {
  values: FilterValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<FilterValues>) => void;
}

/** Which live charters reach the supplier: charter types, states and passenger range. */
export function SupplierFilterFields({ values, errors, onChange }: SupplierFilterFieldsProps) {
  const types = useCharterTypeGroups();
  const states = useStates();
  return (
    <Stack gap="md">
      <MultiSelect
        label="Charter Types"
        description="Leave empty to see every charter type."
        placeholder={types.isPending ? 'Loading…' : values.charterTypes.length ? undefined : 'All charter types'}
        data={(types.data ?? []).map((g) => ({ group: g.group, items: g.items }))}
        value={values.charterTypes}
        onChange={(v) => onChange({ charterTypes: v })}
        error={types.isError ? 'Error Loading Charter Types' : errors.charterTypes}
        searchable
        clearable
      />
      <Switch
        label="Filter by location"
        description="Only charters with a sector from or to the chosen states."
        checked={values.locationFilterEnabled}
        onChange={(e) => onChange({ locationFilterEnabled: e.currentTarget.checked })}
      />
      {values.locationFilterEnabled ? (
        <MultiSelect
          label="States"
          data={(states.data ?? []).map((s) => ({ value: s.code, label: `${s.code} – ${s.name}` }))}
          value={values.filterLocation}
          onChange={(v) => onChange({ filterLocation: v })}
          error={states.isError ? 'Error loading states' : errors.filterLocation}
          placeholder={states.isPending ? 'Loading…' : 'Choose states'}
          clearable
        />
      ) : null}
      <Switch
        label="Filter by passenger numbers"
        description="Only charters whose passenger count is within the range."
        checked={values.passengerRangeFilterEnabled}
        onChange={(e) => onChange({ passengerRangeFilterEnabled: e.currentTarget.checked })}
      />
      {values.passengerRangeFilterEnabled ? (
        <Group grow align="flex-start">
          <NumberInput
            label="Min Passengers"
            min={1}
            allowDecimal={false}
            value={values.minPassengers}
            onChange={(v) => onChange({ minPassengers: String(v) })}
            error={errors.minPassengers}
          />
          <NumberInput
            label="Max Passengers"
            min={1}
            allowDecimal={false}
            value={values.maxPassengers}
            onChange={(v) => onChange({ maxPassengers: String(v) })}
            error={errors.maxPassengers}
          />
        </Group>
      ) : null}
      {values.charterTypes.length === 0 && !values.locationFilterEnabled && !values.passengerRangeFilterEnabled ? (
        <Text size="xs" c="dimmed">
          No filters set: every live charter for your client types is shown.
        </Text>
      ) : null}
    </Stack>
  );
}
