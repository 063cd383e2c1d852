import { useQuery } from '@tanstack/react-query';
import { fetchSpendReport, spendKey } from '../api/reports-api';
import type { SpendFilter } from '../model/spend-filter';

/** The spend report of a range: a few rows per month, read whole; not read while `enabled` is false. */
export function useSpendReport(filter: SpendFilter, enabled: boolean) {
  return useQuery({ queryKey: spendKey(filter), queryFn: () => fetchSpendReport(filter), enabled, staleTime: 30_000 });
}
