import type { ApiResult, SupplierListItem } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';

export type SupplierStatusFilter = 'Active' | 'Inactive' | 'All';

export type { SupplierListItem };

/** A bid of GET /api/suppliers/bids (the fields this screen shows). */
export interface SupplierBid {
  id: string;
  charterRequestId: string;
  jobReference: number;
  status: string;
  currency: string;
  price: number | null;
  withMargin: number | null;
  rank: number;
  timeOfBid: string;
  createdAt: string;
  charter: { id: string; jobReference: number; status: string; from: string; to: string; departTime: string; departTimeZone: string };
}

// Other features refresh these lists after a supplier save by this root.
const ROOT = 'supplier-admin';
export const suppliersKey = (status: SupplierStatusFilter) => [ROOT, 'list', status] as const;
export const supplierBidsKey = (supplierId: string) => [ROOT, 'bids', supplierId] as const;

export function fetchSuppliers(status: SupplierStatusFilter): Promise<SupplierListItem[]> {
  return getJson<SupplierListItem[]>(`/api/suppliers/getByStatus/${status}`);
}

export function fetchSupplierBids(supplierId: string): Promise<SupplierBid[]> {
  return getJson<SupplierBid[]>(`/api/suppliers/bids?supplierId=${encodeURIComponent(supplierId)}`);
}

/** POST approveSupplier (admin): an Inactive operator becomes Active; one that signed up online is e-mailed. */
export function approveSupplier(id: string): Promise<ApiResult> {
  return postSave('/api/suppliers/approveSupplier', { id });
}
