import { useQueries } from '@tanstack/react-query';
import { LOOKUP_CACHE_MS } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { fetchSettings, settingsKey, type SettingsSource } from '../api/charter-form-api';

const SOURCES: SettingsSource[] = ['Catering', 'DangerousGoods', 'AircraftTypes', 'TechStopReasons'];

interface Props {
  /** The sub-type list of the chosen charter type. */
  subTypeSource: SettingsSource;
}

/** One "Error Loading" with Retry when the settings lists the form chooses from cannot be read. */
export function LookupErrors({ subTypeSource }: Props) {
  const results = useQueries({
    queries: [...SOURCES, subTypeSource].map((source) => ({
      queryKey: settingsKey(source),
      queryFn: () => fetchSettings(source),
      staleTime: LOOKUP_CACHE_MS,
      gcTime: LOOKUP_CACHE_MS,
    })),
  });
  const failed = results.filter((r) => r.isError);
  if (failed.length === 0) return null;
  return (
    <LoadError
      error={failed[0]!.error}
      retrying={failed.some((r) => r.isFetching)}
      onRetry={() => failed.forEach((r) => void r.refetch())}
    />
  );
}
