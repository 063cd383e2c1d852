import { useQuery } from '@tanstack/react-query';
import { fetchPublicSettings, publicSettingsKey } from '../api/public-settings-api';

/** Support phone and privacy-policy address; admins rarely change them, so an hour's cache is plenty. */
export function usePublicSettings() {
  return useQuery({ queryKey: publicSettingsKey, queryFn: fetchPublicSettings, staleTime: 60 * 60 * 1000 });
}
