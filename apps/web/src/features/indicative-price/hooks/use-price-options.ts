import { useQuery } from '@tanstack/react-query';
import { LOOKUP_CACHE_MS } from '@charter/shared';
import { fetchPriceOptions, priceKeys } from '../api/indicative-price-api';

/** The charter types and aircraft categories the wizard offers. */
export function usePriceOptions() {
  return useQuery({ queryKey: priceKeys.options, queryFn: fetchPriceOptions, staleTime: LOOKUP_CACHE_MS });
}
