import { useQueries } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { settingsQuery, type SettingsSource } from '../api/charter-form-api';
import { FORM_SETTINGS } from '../model/labels';

interface Props {
  /** The sub-type list of the chosen charter type. */
  subTypeSource: SettingsSource;
}

/** One "Error Loading" with Retry when the settings lists the form chooses from cannot be read. */
export function LookupErrors({ subTypeSource }: Props) {
  const results = useQueries({
    queries: [...FORM_SETTINGS, subTypeSource].map(settingsQuery),
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
