import { getJson } from '../../../lib/api/http';

export interface PublicSettings {
  supportPhone: string;
  privacyPolicyUrl: string;
}

export const publicSettingsKey = ['publicSettings'] as const;

export function fetchPublicSettings(): Promise<PublicSettings> {
  return getJson<PublicSettings>('/api/accounts/publicSettings');
}
