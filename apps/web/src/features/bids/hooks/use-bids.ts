import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LOOKUP_CACHE_MS } from '@charter/shared';
import {
  activeAircraftKey,
  availabilityKey,
  bidActionsKey,
  bidHistoryKey,
  bidEligibilityKey,
  bidKey,
  bidsOfCharterKey,
  fetchActiveAircraft,
  fetchAvailability,
  fetchBid,
  fetchBidEligibility,
  fetchBidActions,
  fetchBidHistory,
  fetchBids,
  fetchPastBidsPage,
  currenciesKey,
  fetchCurrencies,
  fetchInExclusions,
  fetchSupplierOptions,
  inExclusionsKey,
  pastBidsKey,
  supplierOptionsKey,
} from '../api/bids-api';

export function useCharterBids(charterId: string) {
  return useQuery({ queryKey: bidsOfCharterKey(charterId), queryFn: () => fetchBids(charterId) });
}

/** The workflow actions this user has on one bid (none for client roles: they accept on the card). */
export function useBidActions(charterId: string, bidId: string) {
  return useQuery({ queryKey: bidActionsKey(charterId, bidId), queryFn: () => fetchBidActions(bidId) });
}

export function useBidHistory(charterId: string) {
  return useQuery({ queryKey: bidHistoryKey(charterId), queryFn: () => fetchBidHistory(charterId) });
}

export function useBid(bidId: string, enabled = true) {
  return useQuery({ queryKey: bidKey(bidId), queryFn: () => fetchBid(bidId), retry: false, enabled });
}

/**
 * My Past Bids in keyset pages, newest first; a bid event invalidates the key and every loaded page
 * reads again. `enabled`: an admin reads nothing until it has picked the operator.
 */
export function usePastBids(supplierId: string | null, enabled = true) {
  return useInfiniteQuery({
    queryKey: pastBidsKey(supplierId),
    queryFn: ({ pageParam }) => fetchPastBidsPage(supplierId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useActiveAircraft(supplierId: string | null) {
  return useQuery({
    queryKey: activeAircraftKey(supplierId ?? ''),
    queryFn: () => fetchActiveAircraft(supplierId ?? ''),
    enabled: !!supplierId,
  });
}

export function useSupplierOptions(enabled: boolean) {
  return useQuery({ queryKey: supplierOptionsKey, queryFn: fetchSupplierOptions, enabled });
}

/** Inclusions and Exclusions lists (one call), cached like the spec's other lookups. */
export function useInExclusions() {
  return useQuery({ queryKey: inExclusionsKey, queryFn: fetchInExclusions, staleTime: LOOKUP_CACHE_MS, gcTime: LOOKUP_CACHE_MS });
}

/** The bid form's currency list, cached like the spec's other lookups. */
export function useCurrencies() {
  return useQuery({ queryKey: currenciesKey, queryFn: fetchCurrencies, staleTime: LOOKUP_CACHE_MS, gcTime: LOOKUP_CACHE_MS });
}

export function useAvailability(charterId: string, enabled: boolean) {
  return useQuery({ queryKey: availabilityKey(charterId), queryFn: () => fetchAvailability(charterId), enabled });
}

/** An operator's standing to bid (Active, with an approved and current document); not asked for admins. */
export function useBidEligibility(supplierId: string | null) {
  return useQuery({
    queryKey: bidEligibilityKey(supplierId ?? ''),
    queryFn: () => fetchBidEligibility(supplierId ?? ''),
    enabled: !!supplierId,
  });
}
