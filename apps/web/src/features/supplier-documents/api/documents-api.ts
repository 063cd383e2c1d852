import {
  DOCUMENT_CATEGORIES_LIST,
  type ApiResult,
  type ComplianceStandingDto,
  type DocumentStatus,
  type SupplierDocumentDto,
} from '@charter/shared';
import type { QueryClient } from '@tanstack/react-query';
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
export const complianceKey = (supplierId: string) => [ROOT, 'compliance', supplierId] as const;

/** After a change to a document: its list and the operator's standing read again. */
export async function invalidateDocuments(queryClient: QueryClient, supplierId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: documentsKey(supplierId) }),
    queryClient.invalidateQueries({ queryKey: complianceKey(supplierId) }),
  ]);
}

/** What a document carries besides its file: the aircraft on an AOC, an insurance's cover. */
export interface DocumentExtras {
  aircraftIds?: string[];
  liabilityCover?: number | null;
}

function appendExtras(form: FormData, extras: DocumentExtras) {
  if (extras.aircraftIds) form.append('aircraftIds', extras.aircraftIds.join(','));
  if (extras.liabilityCover != null) form.append('liabilityCover', String(extras.liabilityCover));
}

const enc = encodeURIComponent;

export function fetchDocuments(supplierId: string): Promise<SupplierDocument[]> {
  return getJson<SupplierDocument[]>(`/api/suppliers/documents/${enc(supplierId)}`);
}

/** The operator's standing: each required document and each aircraft on its AOC. */
export function fetchCompliance(supplierId: string): Promise<ComplianceStandingDto> {
  return getJson<ComplianceStandingDto>(`/api/suppliers/compliance/${enc(supplierId)}`);
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
  extras: DocumentExtras = {},
): Promise<ApiResult<SupplierDocument>> {
  const form = new FormData();
  form.append('supplierId', supplierId);
  form.append('fileCategory', fileCategory);
  appendExtras(form, extras);
  form.append('file', file, file.name);
  return postMultipart<SupplierDocument>('/api/suppliers/addDocument', form, onProgress);
}

/** A new file (and/or category) for an existing document; a new file resets its approval on the server. */
export function replaceDocument(
  doc: SupplierDocument,
  change: { fileCategory?: string; file?: File } & DocumentExtras,
  onProgress: (f: number) => void,
): Promise<ApiResult<SupplierDocument>> {
  const form = new FormData();
  form.append('documentId', doc.id);
  if (change.fileCategory) form.append('fileCategory', change.fileCategory);
  appendExtras(form, change);
  if (change.file) form.append('file', change.file, change.file.name);
  return postMultipart<SupplierDocument>(`/api/suppliers/updateDocument/${enc(doc.supplierId)}`, form, onProgress);
}

export function downloadDocument(doc: SupplierDocument): Promise<void> {
  return downloadFile(`/api/suppliers/document/${enc(doc.id)}`, doc.fileName);
}

export function approveDocument(id: string, expiredAt: string, extras: DocumentExtras = {}): Promise<ApiResult<SupplierDocument>> {
  return postSave<SupplierDocument>('/api/suppliers/approveDocument', {
    id,
    expiredAt,
    ...(extras.aircraftIds ? { aircraftIds: extras.aircraftIds } : {}),
    ...(extras.liabilityCover != null ? { liabilityCover: extras.liabilityCover } : {}),
  });
}

export function cancelApproval(id: string): Promise<ApiResult<SupplierDocument>> {
  return postSave<SupplierDocument>('/api/suppliers/cancelApproval', { id });
}
