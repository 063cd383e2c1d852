import type { QueryClient } from '@tanstack/react-query';
import { bidHistoryKey, bidsOfCharterKey, fetchBidHistory, fetchBids } from './api/bids-api';

/**
 * A charter opened on its Bids tab: its bids and their history are asked for as the app starts,
 * beside the charter itself, under the keys the tab reads (hooks/use-bids.ts), instead of once the
 * charter has come and the tab has rendered (ADR 0053).
 */
export function prefetchCharterBids(queryClient: QueryClient, charterId: string): void {
  void queryClient.prefetchQuery({ queryKey: bidsOfCharterKey(charterId), queryFn: () => fetchBids(charterId) });
  void queryClient.prefetchQuery({ queryKey: bidHistoryKey(charterId), queryFn: () => fetchBidHistory(charterId) });
}
