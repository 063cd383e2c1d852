import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PriceEstimateInput } from '@charter/shared';
import { CHARTER_ESTIMATE_STALE_MS, estimateKeys, fetchCharterEstimate, fetchTripEstimate } from '../api/price-estimates-api';

/** The value once it has stayed the same for `ms` (typing in the form does not ask on every key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // The key stands for the value: a new object with the same content is the same trip.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

/** The estimate of a trip being requested; not asked while the trip is incomplete (null). */
export function useTripEstimate(input: PriceEstimateInput | null) {
  const settled = useSettled(input, 600);
  return useQuery({
    queryKey: estimateKeys.trip(settled ?? { sectors: [] }),
    queryFn: () => fetchTripEstimate(settled!),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** The estimate of a saved charter (its bids are compared with it). */
export function useCharterEstimate(charterId: string, enabled: boolean) {
  return useQuery({
    queryKey: estimateKeys.charter(charterId),
    queryFn: () => fetchCharterEstimate(charterId),
    enabled,
    staleTime: CHARTER_ESTIMATE_STALE_MS,
  });
}
