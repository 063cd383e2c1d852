import { DOCUMENT_CATEGORIES_LIST, type ApiResult, type DocumentStatus, type SupplierDocumentDto } from '@charter/shared';
import { getJson, postSave } from '../../../lib/api/http';
import { downloadFile, postMultipart } from '../../../lib/api/upload';

export type SupplierDocument = SupplierDocumentDto;
export type { DocumentStatus };

interface SettingItem {
  id: string;
  value: string;
}

const ROOT = 'supplier-documents';
export const documentsKey = (supplierId: string) => [ROOT, 'list', supplierId] as const;
export const documentCategoriesKey = [ROOT, 'categories'] as const;

const enc = encodeURIComponent;

export function fetchDocuments(supplierId: string): Promise<SupplierDocument[]> {
  return getJson<SupplierDocument[]>(`/api/suppliers/documents/${enc(supplierId)}`);
}

export async function fetchDocumentCategories(): Promise<string[]> {
  const items = await getJson<SettingItem[]>(`/api/charterRequest/settings/${DOCUMENT_CATEGORIES_LIST}`);
  return items.map((i) => i.value);
}

export function addDocument(
  supplierId: string,
  fileCategory: string,
  file: File,
  onProgress: (f: number) => void,
): Promise<ApiResult<SupplierDocument>> {
  const form = new FormData();
  form.append('supplierId', supplierId);
  form.append('fileCategory', fileCategory);
  form.append('file', file, file.name);
  return postMultipart<SupplierDocument>('/api/suppliers/addDocument', form, onProgress);
}

/** A new file (and/or category) for an existing document; a new file resets its approval on the server. */
export function replaceDocument(
  doc: SupplierDocument,
  change: { fileCategory?: string; file?: File },
  onProgress: (f: number) => void,
): Promise<ApiResult<SupplierDocument>> {
  const form = new FormData();
  form.append('documentId', doc.id);
  if (change.fileCategory) form.append('fileCategory', change.fileCategory);
  if (change.file) form.append('file', change.file, change.file.name);
  return postMultipart<SupplierDocument>(`/api/suppliers/updateDocument/${enc(doc.supplierId)}`, form, onProgress);
}

export function downloadDocument(doc: SupplierDocument): Promise<void> {
  return downloadFile(`/api/suppliers/document/${enc(doc.id)}`, doc.fileName);
}

export function approveDocument(id: string, expiredAt: string): Promise<ApiResult<SupplierDocument>> {
  return postSave<SupplierDocument>('/api/suppliers/approveDocument', { id, expiredAt });
}

export function cancelApproval(id: string): Promise<ApiResult<SupplierDocument>> {
  return postSave<SupplierDocument>('/api/suppliers/cancelApproval', { id });
}
