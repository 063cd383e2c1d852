import { useQuery } from '@tanstack/react-query';
import { fetchMarketView, marketViewKey } from '../api/bids-api';

/** The operator's view of the market: its own (an admin's for the operator chosen); not read before one is chosen. */
export function useMarketView(supplierId: string | null, enabled: boolean) {
  return useQuery({ queryKey: marketViewKey(supplierId), queryFn: () => fetchMarketView(supplierId), enabled, staleTime: 60_000 });
}
