import type { SupplierListItem } from '../api/supplier-admin-api';

/** Case-insensitive match on company name or e-mail; suppliers with documents to check come first. */
export function filterSuppliers(items: readonly SupplierListItem[], search: string): SupplierListItem[] {
  const q = search.trim().toLowerCase();
  const hits = q ? items.filter((s) => s.companyName.toLowerCase().includes(q) || s.email.toLowerCase().includes(q)) : [...items];
  return hits.sort(
    (a, b) =>
      Number(b.documentsAwaitingApproval > 0) - Number(a.documentsAwaitingApproval > 0) ||
      a.companyName.localeCompare(b.companyName, undefined, { sensitivity: 'base' }),
  );
}
