import { useQuery } from '@tanstack/react-query';
import { LOOKUP_CACHE_MS } from '@charter/shared';
import {
  complianceKey,
  documentCategoriesKey,
  documentsKey,
  fetchCompliance,
  fetchDocumentCategories,
  fetchDocuments,
} from '../api/documents-api';

export function useDocuments(supplierId: string) {
  return useQuery({ queryKey: documentsKey(supplierId), queryFn: () => fetchDocuments(supplierId), enabled: !!supplierId });
}

export function useDocumentCategories() {
  return useQuery({ queryKey: documentCategoriesKey, queryFn: fetchDocumentCategories, staleTime: LOOKUP_CACHE_MS });
}

/** The operator's standing (required documents, aircraft on its AOC). */
export function useCompliance(supplierId: string) {
  return useQuery({ queryKey: complianceKey(supplierId), queryFn: () => fetchCompliance(supplierId), enabled: !!supplierId });
}
