import type { ApiResult, PartyInvited, SupplierListFilter, SupplierListItem } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';

export type SupplierStatusFilter = SupplierListFilter;

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
export const allSuppliersKey = () => [ROOT, 'list'] as const;
export const suppliersKey = (status: SupplierStatusFilter) => [ROOT, 'list', status] as const;
export const supplierBidsKey = (supplierId: string) => [ROOT, 'bids', supplierId] as const;

export function fetchSuppliers(status: SupplierStatusFilter): Promise<SupplierListItem[]> {
  return getJson<SupplierListItem[]>(`/api/suppliers/getByStatus/${status}`);
}

export function fetchSupplierBids(supplierId: string): Promise<SupplierBid[]> {
  return getJson<SupplierBid[]>(`/api/suppliers/bids?supplierId=${encodeURIComponent(supplierId)}`);
}

/** POST /api/suppliers/addSupplier (admin): the operator, Invited, and its invitation e-mail. */
export function addSupplier(body: unknown): Promise<ApiResult<PartyInvited>> {
  return postSave<PartyInvited>('/api/suppliers/addSupplier', body);
}

export function resendSupplierInvitation(id: string): Promise<ApiResult<PartyInvited>> {
  return postSave<PartyInvited>('/api/admin/resendInvitation', { role: 'Supplier', id });
}

export function cancelSupplierInvitation(id: string): Promise<ApiResult<{ id: string }>> {
  return postSave<{ id: string }>('/api/admin/cancelInvitation', { role: 'Supplier', id });
}

/** POST approveSupplier (admin): an Inactive operator becomes Active; one that signed up online is e-mailed. */
export function approveSupplier(id: string): Promise<ApiResult> {
  return postSave('/api/suppliers/approveSupplier', { id });
}
