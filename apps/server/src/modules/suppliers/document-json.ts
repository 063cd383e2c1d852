import {
  DOCUMENT_MESSAGES,
  approveDocumentSchema,
  type ApproveDocumentInput,
  type SessionUser,
  type SupplierDocumentDto,
} from '@charter/shared';
import { decodeBase64File, decodeEncodedBody } from '../../lib/encoded-data.js';
import { badRequest } from '../../lib/http-errors.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import type { DocumentsService } from './documents.service.js';
import { cleanFileName, type MultipartUpload } from './uploads.js';

/** A document update as JSON: the upload it stands for, and the approval an admin asked for with it. */
export interface DocumentJson {
  upload: MultipartUpload;
  /** An admin's approved: true (with the expiry it needs, and an insurance's cover), applied with the update; false: cancel it. */
  approval: { approve: true; input: ApproveDocumentInput } | { approve: false } | null;
}

/**
 * updateDocument/{supplierId} as the spec sends it (supplier-and-admin section 7: "body: document
 * with file, fileName, approved, approvedBy, expiredAt"), plain or as base64 `encodedData`: the file
 * is base64 (a data: URL is fine) and its type is read from its bytes as an upload's is, whatever
 * contentType says. `approved` is the admin's to set (approvedBy is always who did it); an operator's
 * approved: true is refused, its approved: false is what a new file does anyway.
 */
export function documentFromJson(user: SessionUser, body: unknown): DocumentJson {
  const doc = decodeEncodedBody(body);
  const fields: Record<string, unknown> = {};
  const documentId = doc.documentId ?? doc.id;
  if (documentId !== undefined) fields.documentId = documentId;
  for (const key of ['fileCategory', 'expiredAt', 'liabilityCover', 'aircraftIds'] as const)
    if (doc[key] !== undefined && doc[key] !== null) fields[key] = doc[key];
  const data = decodeBase64File(doc.file, 'file');
  if (doc.fileName !== undefined && typeof doc.fileName !== 'string') {
    throw badRequest([DOCUMENT_MESSAGES.fileNameRequired], { fileName: [DOCUMENT_MESSAGES.fileNameRequired] });
  }
  const upload: MultipartUpload = {
    fields,
    file: data ? { data, fileName: cleanFileName(doc.fileName as string | undefined), contentType: '' } : null,
  };
  if (doc.approved !== undefined && typeof doc.approved !== 'boolean') {
    throw badRequest(['Approved must be true or false.'], { approved: ['Approved must be true or false.'] });
  }
  if (doc.approved === undefined || (doc.approved === false && user.role !== 'Admin')) return { upload, approval: null };
  if (user.role !== 'Admin') throw badRequest([DOCUMENT_MESSAGES.adminApproves], { approved: [DOCUMENT_MESSAGES.adminApproves] });
  if (!doc.approved) return { upload, approval: { approve: false } };
  // Checked before anything is saved, so a missing expiry changes nothing.
  const input = parseOr400(approveDocumentSchema, {
    id: documentId,
    expiredAt: doc.expiredAt,
    liabilityCover: doc.liabilityCover ?? undefined,
    aircraftIds: doc.aircraftIds ?? undefined,
  });
  return { upload, approval: { approve: true, input } };
}

/**
 * The JSON document update as one use case: the update (a new file resets approval) with the
 * approval an admin asked for with it in the same transaction, or its cancelling after; the
 * messages say what was done.
 */
export async function updateDocumentFromJson(
  service: DocumentsService,
  user: SessionUser,
  supplierId: string,
  body: unknown,
): Promise<{ document: SupplierDocumentDto; messages: string[] }> {
  const { upload, approval } = documentFromJson(user, body);
  let document = await service.update(user, supplierId, upload, approval?.approve ? approval.input : undefined);
  const messages: string[] = [DOCUMENT_MESSAGES.updated];
  if (approval?.approve) {
    messages.push(DOCUMENT_MESSAGES.approved);
  } else if (approval && document.approved) {
    document = await service.cancelApproval(user, document.id);
    messages.push(DOCUMENT_MESSAGES.approvalCancelled);
  }
  return { document, messages };
}
