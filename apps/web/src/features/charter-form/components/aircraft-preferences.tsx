import { MultiSelect, Pill, Text } from '@mantine/core';
import { useSettingsList } from '../hooks/use-lookups';
import { isTwinEngineOnly } from '../model/labels';
import { lookupState } from './lookup-select';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** Aircraft types the client prefers; operators see them on the request. */
export function AircraftPreferences({ value, onChange, error }: Props) {
  const types = useSettingsList('AircraftTypes');
  return (
    <MultiSelect
      label="Preferred Aircraft"
      data={(types.data ?? []).map((t) => t.value)}
      value={value}
      onChange={onChange}
      error={error}
      clearable
      searchable
      {...lookupState(types, value.length ? '' : 'Any suitable aircraft')}
      renderOption={({ option }) => (
        <Text size="sm" c={isTwinEngineOnly(option.value) ? 'red.9' : undefined} fw={isTwinEngineOnly(option.value) ? 700 : undefined}>
          {option.label}
        </Text>
      )}
      renderPill={({ option, onRemove }) => (
        <Pill
          withRemoveButton
          onRemove={onRemove}
          c={isTwinEngineOnly(option.value) ? 'red.8' : undefined}
          bg={isTwinEngineOnly(option.value) ? 'red.0' : undefined}
          fw={isTwinEngineOnly(option.value) ? 700 : undefined}
        >
          {option.label}
        </Pill>
      )}
    />
  );
}
