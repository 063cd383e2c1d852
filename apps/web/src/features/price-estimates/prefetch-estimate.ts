import type { QueryClient } from '@tanstack/react-query';
import { CHARTER_ESTIMATE_STALE_MS, estimateKeys, fetchCharterEstimate } from './api/price-estimates-api';

/** A saved charter's estimate asked for as the app starts, under the key its Bids tab reads (hooks/use-price-estimate.ts). */
export function prefetchCharterEstimate(queryClient: QueryClient, charterId: string): void {
  void queryClient.prefetchQuery({
    queryKey: estimateKeys.charter(charterId),
    queryFn: () => fetchCharterEstimate(charterId),
    staleTime: CHARTER_ESTIMATE_STALE_MS,
  });
}
