import { useQuery } from '@tanstack/react-query';
import { APP_VERSION } from '@charter/shared';
import { apiVersionKey, fetchServerVersion } from '../api/app-version-api';

const CHECK_EVERY_MS = 5 * 60 * 1000;

/** True when the server runs a different version than this bundle (checked on start, every 5 minutes and on focus). */
export function useNewVersionAvailable(): { newVersion: string | null } {
  const { data } = useQuery({
    queryKey: apiVersionKey,
    queryFn: fetchServerVersion,
    refetchInterval: CHECK_EVERY_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    retry: false,
  });
  return { newVersion: data && data !== APP_VERSION ? data : null };
}
