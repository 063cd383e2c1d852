import { useQuery } from '@tanstack/react-query';
import { clientOptionsQuery, settingsQuery, statesQuery, type SettingsSource } from '../api/charter-form-api';

export function useSettingsList(source: SettingsSource) {
  return useQuery(settingsQuery(source));
}

export function useLocationStates() {
  return useQuery(statesQuery());
}

/** Only admins choose the client; nobody else asks for the list. */
export function useClientOptions(enabled: boolean) {
  return useQuery({ ...clientOptionsQuery(), enabled });
}
