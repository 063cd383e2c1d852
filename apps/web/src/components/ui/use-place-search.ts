import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { LOOKUP_CACHE_MS, TABLE_SEARCH_DEBOUNCE_MS } from '@charter/shared';
import { placesKey, searchPlaces } from '../../lib/places';

export const MIN_PLACE_CHARS = 2;

/** Type-ahead over airports and towns: asks after 200 ms of quiet and from two characters on. */
export function usePlaceSearch(text: string, active: boolean) {
  const [debounced] = useDebouncedValue(text.trim(), TABLE_SEARCH_DEBOUNCE_MS);
  const enabled = active && debounced.length >= MIN_PLACE_CHARS;
  const query = useQuery({
    queryKey: placesKey(debounced),
    queryFn: () => searchPlaces(debounced),
    enabled,
    staleTime: LOOKUP_CACHE_MS,
    placeholderData: keepPreviousData,
  });
  return { ...query, enabled, settled: debounced === text.trim() };
}
