import type { UseQueryResult } from '@tanstack/react-query';
import type { SettingItem } from '../api/charter-form-api';

/** Select props for a settings list while it loads, fails or is ready. */
export function lookupState(query: UseQueryResult<SettingItem[]>, placeholder: string) {
  if (query.isPending) return { placeholder: 'Loading…', disabled: true };
  if (query.isError) return { placeholder: 'Could not load the list', disabled: true };
  return { placeholder, disabled: false };
}
