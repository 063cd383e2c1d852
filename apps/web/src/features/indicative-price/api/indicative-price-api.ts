import type { ApiResult, IndicativeFlightOptions, IndicativePriceInput, IndicativePriceResult, PriceLeadDto } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';

export interface PriceLeadsPage {
  items: PriceLeadDto[];
  total: number;
  page: number;
  pageSize: number;
}

const ROOT = 'indicative-price';
export const priceKeys = {
  options: [ROOT, 'options'] as const,
  leads: (search: string, page: number) => [ROOT, 'leads', search, page] as const,
};

/** GET getIndicitaveFlight: charter types and aircraft categories (public). */
export function fetchPriceOptions(): Promise<IndicativeFlightOptions> {
  return getJson<IndicativeFlightOptions>('/api/accounts/getIndicitaveFlight');
}

/** POST indicativePrice: the estimate per category; the server keeps the e-mail as a lead. */
export function requestEstimate(body: IndicativePriceInput): Promise<ApiResult<IndicativePriceResult>> {
  return postSave<IndicativePriceResult>('/api/accounts/indicativePrice', body);
}

export function fetchPriceLeads(search: string, page: number, pageSize: number): Promise<PriceLeadsPage> {
  const q = new URLSearchParams({ search, page: String(page), pageSize: String(pageSize) });
  return getJson<PriceLeadsPage>(`/api/admin/indicativeLeads?${q.toString()}`);
}
