import type { ApiResult } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';

/** A settings list (GET getSettingsNames). */
export interface SettingsName {
  name: string;
  count: number;
}

/** One value of a list (GET getSettings/{name}). */
export interface SettingValue {
  id: string;
  name: string;
  value: string;
  referenceId: string | null;
  sortOrder: number;
}

const ROOT = 'workflow-admin';
export const settingsKeys = {
  names: [ROOT, 'settings-names'] as const,
  values: (name: string) => [ROOT, 'settings', name] as const,
};

export const fetchSettingsNames = () => getJson<SettingsName[]>('/api/admin/getSettingsNames');
export const fetchSettings = (name: string) => getJson<SettingValue[]>(`/api/admin/getSettings/${encodeURIComponent(name)}`);
export const addSetting = (body: { name: string; value: string; referenceId: string | null }): Promise<ApiResult<SettingValue>> =>
  postSave('/api/admin/addSetting', body);
export const updateSetting = (body: { id: string; value: string; referenceId: string | null }): Promise<ApiResult<SettingValue>> =>
  postSave('/api/admin/updateSetting', body);
export const deleteSetting = (id: string): Promise<ApiResult> => postSave('/api/admin/deleteSetting', { id });
