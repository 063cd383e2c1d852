import { MultiSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useSettingsList } from '../hooks/use-lookups';
import type { CharterForm, FormErrors } from '../model/form-types';
import { anySectorShared } from '../model/request-body';
import { lookupState } from './lookup-select';

interface Props {
  form: CharterForm;
  errors: FormErrors;
  set: (changes: Partial<CharterForm>) => void;
}

/** Dangerous goods (with their classes) and, once a sector shares seats, whether the manifest is shared too. */
export function CargoAndSharingFields({ form, errors, set }: Props) {
  const classes = useSettingsList('DangerousGoods');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap="xs">
        <Switch
          label="Dangerous goods"
          description="Anything carried that is classed as dangerous goods"
          checked={form.dangerousGoods}
          onChange={(e) => set({ dangerousGoods: e.currentTarget.checked })}
          error={errors.dangerousGoods}
        />
        {form.dangerousGoods ? (
          <MultiSelect
            label="Dangerous Goods Classes"
            data={(classes.data ?? []).map((c) => ({ value: c.referenceId ?? c.value, label: c.value }))}
            value={form.dangerousGoodsIds}
            onChange={(v) => set({ dangerousGoodsIds: v })}
            error={errors.dangerousGoodsIds}
            clearable
            {...lookupState(classes, form.dangerousGoodsIds.length ? '' : 'Choose the classes')}
          />
        ) : null}
      </Stack>
      {/* Seats are shared per sector (its "Share seats" switch); the passenger list along with them. */}
      {form.shared || anySectorShared(form) ? (
        <Stack gap="xs">
          <Switch
            label="Share the passenger manifest"
            description="Include the passenger list when the seats are shared"
            checked={form.shareManifest}
            onChange={(e) => set({ shareManifest: e.currentTarget.checked })}
            error={errors.shareManifest}
          />
        </Stack>
      ) : null}
    </SimpleGrid>
  );
}
