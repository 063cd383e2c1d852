import type { OperatorDocumentDto, OperatorFileDto } from '@charter/shared';
import { getJson } from '../../../lib/api/http';
import { downloadFile, fetchBlob } from '../../../lib/api/upload';

export type OperatorFile = OperatorFileDto;
export type OperatorDocument = OperatorDocumentDto;

const enc = encodeURIComponent;
const ROOT = 'operator-file';

/** The file is read through the charter the operator bid on. */
const base = (charterId: string, supplierId: string) => `/api/charterRequest/${enc(charterId)}/supplier/${enc(supplierId)}`;

export const operatorFileKey = (charterId: string, supplierId: string) => [ROOT, 'file', charterId, supplierId] as const;
export const operatorDocumentsKey = (charterId: string, supplierId: string) => [ROOT, 'documents', charterId, supplierId] as const;
export const operatorImageKey = (charterId: string, supplierId: string, imageId: string) =>
  [ROOT, 'image', charterId, supplierId, imageId] as const;

export function fetchOperatorFile(charterId: string, supplierId: string): Promise<OperatorFile> {
  return getJson<OperatorFile>(base(charterId, supplierId));
}

export function fetchOperatorDocuments(charterId: string, supplierId: string): Promise<OperatorDocument[]> {
  return getJson<OperatorDocument[]>(`${base(charterId, supplierId)}/documents`);
}

export function downloadOperatorDocument(charterId: string, supplierId: string, doc: OperatorDocument): Promise<void> {
  return downloadFile(`${base(charterId, supplierId)}/document/${enc(doc.id)}`, doc.fileName);
}

export function fetchOperatorImage(charterId: string, supplierId: string, imageId: string): Promise<Blob> {
  return fetchBlob(`${base(charterId, supplierId)}/aircraftImage/${enc(imageId)}`);
}
