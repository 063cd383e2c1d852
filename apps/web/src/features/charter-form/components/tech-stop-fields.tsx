import { Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useLocationStates, useSettingsList } from '../hooks/use-lookups';
import { EMPTY_PLACE } from '../model/defaults';
import type { SectorForm } from '../model/form-types';
import { PlacePicker } from '../../../components/ui/place-picker';

interface TechStopFieldsProps {
  sector: SectorForm;
  onChange: (patch: Partial<SectorForm>) => void;
  error: (field: string) => string | undefined;
}

/** An optional stop on the way (fuel, crew, customs): where, which state and why. */
export function TechStopFields({ sector, onChange, error }: TechStopFieldsProps) {
  const reasons = useSettingsList('TechStopReasons');
  const states = useLocationStates();
  const reasonData = (reasons.data ?? []).map((r) => r.value);
  // Keep the default visible even before (or without) the list.
  if (sector.techstopReason && !reasonData.includes(sector.techstopReason)) reasonData.unshift(sector.techstopReason);

  return (
    <Stack gap="xs">
      <Switch label="Tech stop" checked={sector.techStop} onChange={(e) => onChange({ techStop: e.currentTarget.checked })} />
      {sector.techStop ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <PlacePicker
            label="Tech Stop Location"
            value={{ ...EMPTY_PLACE, name: sector.techstopLocation, state: sector.techstopState }}
            onChange={(p) => onChange({ techstopLocation: p.name, ...(p.latitude != null ? { techstopState: p.state } : {}) })}
            error={error('techstopLocation')}
          />
          <Select
            label="Tech Stop State"
            placeholder={states.isPending ? 'Loading…' : 'State'}
            data={(states.data ?? []).map((s) => ({ value: s.code, label: `${s.code} – ${s.name}` }))}
            value={sector.techstopState || null}
            onChange={(v) => onChange({ techstopState: v ?? '' })}
            clearable
            error={error('techstopState')}
          />
          <Select
            label="Tech Stop Reason"
            data={reasonData}
            value={sector.techstopReason || null}
            onChange={(v) => onChange({ techstopReason: v ?? '' })}
            allowDeselect={false}
            error={error('techstopReason')}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
