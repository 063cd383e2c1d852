import { Select, SimpleGrid } from '@mantine/core';
import { CHARTER_TYPES } from '@charter/shared';
import { useSettingsList } from '../hooks/use-lookups';
import type { CharterForm, CharterType, FormErrors } from '../model/form-types';
import { SUB_TYPE_SOURCE } from '../model/labels';
import { lookupState } from './lookup-select';

interface Props {
  form: CharterForm;
  errors: FormErrors;
  set: (changes: Partial<CharterForm>) => void;
}

/** Charter type, its sub type (the list depends on the type) and catering. */
export function CharterTypeFields({ form, errors, set }: Props) {
  const subTypes = useSettingsList(SUB_TYPE_SOURCE[form.charterType]);
  const catering = useSettingsList('Catering');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select
        label="Charter Type"
        required
        data={CHARTER_TYPES.map((t) => ({ value: t.value, label: t.label }))}
        value={form.charterType}
        allowDeselect={false}
        // Sub types belong to one charter type.
        onChange={(v) => v && v !== form.charterType && set({ charterType: v as CharterType, charterSubType: '' })}
        error={errors.charterType}
      />
      <Select
        label="Charter Sub Type"
        required
        searchable
        data={(subTypes.data ?? []).map((s) => s.value)}
        value={form.charterSubType || null}
        onChange={(v) => set({ charterSubType: v ?? '' })}
        error={errors.charterSubType}
        nothingFoundMessage="No sub type matches"
        {...lookupState(subTypes, 'Choose a sub type')}
      />
      <Select
        label="Catering"
        required
        data={(catering.data ?? []).map((s) => s.value)}
        value={form.catering || null}
        onChange={(v) => set({ catering: v ?? '' })}
        error={errors.catering}
        {...lookupState(catering, 'Choose catering')}
      />
    </SimpleGrid>
  );
}
