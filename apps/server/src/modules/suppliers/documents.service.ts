import type { Db } from '@charter/db';
import {
  AOC_KIND,
  DOCUMENT_CATEGORIES_LIST,
  LIABILITY_COVER_KIND,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  addDocumentFieldsSchema,
  approveDocumentSchema,
  type ApproveDocumentInput,
  updateDocumentFieldsSchema,
  type SessionUser,
  type SupplierDocumentDto,
  expiryInstantOf,
  formatCalendarDate,
  isUuid,
} from '@charter/shared';
import type { Tx } from '@charter/db';
import { actorFrom } from '../../access/actor.js';
import { recheckOperatorCharters } from '../../domain/compliance/charter-compliance.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { parseOr400 as parse } from '../../lib/zod-errors.js';
import { publishChange } from '../../realtime/publish.js';
import * as repo from './documents.repository.js';
import { settingValues } from './profile.repository.js';
import { actingSupplierId, assertOwnsRecord, requireAdmin } from './supplier-access.js';
import { recordSupplierEvent } from './supplier-timeline.js';
import { sniffContentType, type MultipartUpload, type UploadedFile } from './uploads.js';

const DOCUMENT_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

const fail = (field: string, message: string) => badRequest([message], { [field]: [message] });

/** A file that may be stored: present, named, within the cap and a PDF, JPEG or PNG by its bytes. */
function checkedFile(file: UploadedFile | null) {
  if (!file || file.data.length === 0) throw fail('file', DOCUMENT_MESSAGES.fileRequired);
  if (!file.fileName) throw fail('fileName', DOCUMENT_MESSAGES.fileNameRequired);
  if (file.data.length > DOCUMENT_MAX_BYTES) throw fail('file', DOCUMENT_MESSAGES.tooLarge);
  const contentType = sniffContentType(file.data);
  if (!contentType || !DOCUMENT_TYPES.has(contentType)) throw fail('file', DOCUMENT_MESSAGES.fileType);
  return { fileName: file.fileName, contentType, data: file.data };
}

/**
 * Supplier documents: suppliers upload and replace their own; admins approve (with an expiry
 * date) and cancel approval. A new file, or a supplier's new expiry date, needs approving again.
 */
export class DocumentsService {
  constructor(private readonly db: Db) {}

  async list(user: SessionUser, supplierId: string): Promise<SupplierDocumentDto[]> {
    return repo.listDocuments(this.db, await actingSupplierId(this.db, user, supplierId));
  }

  unchecked(user: SessionUser) {
    requireAdmin(user);
    return repo.uncheckedDocuments(this.db);
  }

  async file(user: SessionUser, id: string) {
    if (!isUuid(id)) throw notFound();
    const found = await repo.documentBytes(this.db, id);
    assertOwnsRecord(user, found?.supplierId);
    return found!;
  }

  private async checkCategory(category: string) {
    const known = await settingValues(this.db, [DOCUMENT_CATEGORIES_LIST]);
    if (!known.includes(category)) throw fail('fileCategory', DOCUMENT_MESSAGES.unknownCategory);
  }

  async add(user: SessionUser, upload: MultipartUpload): Promise<SupplierDocumentDto> {
    const fields = parse(
      addDocumentFieldsSchema,
      user.role === 'Supplier' ? { supplierId: user.supplierId, ...upload.fields } : upload.fields,
    );
    const supplierId = await actingSupplierId(this.db, user, fields.supplierId);
    await this.checkCategory(fields.fileCategory);
    const file = checkedFile(upload.file);
    // An expiry date set by an admin at upload is still not an approval.
    return this.db.transaction(async (tx) => {
      const id = await repo.insertDocument(tx, {
        supplierId,
        fileCategory: fields.fileCategory,
        expiredAt: fields.expiredAt ? expiryInstantOf(fields.expiredAt) : null,
        liabilityCover: fields.liabilityCover ?? null,
        ...file,
      });
      await listAircraft(tx, supplierId, id, fields.fileCategory, fields.aircraftIds);
      await publishChange(tx, 'SupplierDocument', [id]);
      await recordSupplierEvent(tx, user, supplierId, {
        actionName: 'Document Uploaded',
        reason: describe(fields.fileCategory, file.fileName),
      });
      return (await repo.findDocument(tx, id))!;
    });
  }

  /**
   * Replaces a document's file or changes its details; an admin's approval sent with it (the JSON
   * form of the call) is applied in the same transaction, so a refused approval saves nothing.
   */
  async update(
    user: SessionUser,
    supplierIdParam: string,
    upload: MultipartUpload,
    approval?: ApproveDocumentInput,
  ): Promise<SupplierDocumentDto> {
    if (approval) requireAdmin(user);
    const supplierId = await actingSupplierId(this.db, user, supplierIdParam);
    const fields = parse(updateDocumentFieldsSchema, upload.fields);
    if (fields.fileCategory) await this.checkCategory(fields.fileCategory);
    const file = upload.file ? checkedFile(upload.file) : undefined;
    return this.db.transaction(async (tx) => {
      const doc = await repo.findDocument(tx, fields.documentId, true);
      if (!doc || doc.supplierId !== supplierId) throw notFound();
      const changes: repo.DocumentChanges = {};
      if (fields.fileCategory) changes.fileCategory = fields.fileCategory;
      const expiredAt = fields.expiredAt ? expiryInstantOf(fields.expiredAt) : null;
      if (fields.expiredAt !== undefined) changes.expiredAt = expiredAt;
      if (file) changes.file = file;
      if (fields.liabilityCover !== undefined) changes.liabilityCover = fields.liabilityCover;
      const expiryChanged = fields.expiredAt !== undefined && !sameInstant(expiredAt, doc.expiredAt);
      const coverChanged = fields.liabilityCover !== undefined && fields.liabilityCover !== doc.liabilityCover;
      // What an admin vouched for (the file, its expiry, its cover) changed: it needs approving again.
      const resetsApproval = !!file || ((expiryChanged || coverChanged) && user.role !== 'Admin');
      if (resetsApproval) {
        Object.assign(changes, { approved: false, approvedBy: null });
      }
      await repo.updateDocument(tx, doc.id, changes);
      if (file) await repo.untickDocumentAircraft(tx, doc.id);
      await listAircraft(tx, supplierId, doc.id, fields.fileCategory ?? doc.fileCategory, fields.aircraftIds);
      await publishChange(tx, 'SupplierDocument', [doc.id]);
      const saved = (await repo.findDocument(tx, doc.id))!;
      const notes = [describe(saved.fileCategory, saved.fileName)];
      if (expiryChanged) notes.push(saved.expiredAt ? `expiry date ${formatCalendarDate(saved.expiryDate)}` : 'expiry date removed');
      if (resetsApproval && doc.approved) notes.push('approval reset: needs approving again');
      await recordSupplierEvent(tx, user, supplierId, {
        actionName: file ? 'Document Replaced' : 'Document Updated',
        reason: notes.join('; '),
      });
      if (approval) return approveIn(tx, user, { ...approval, id: doc.id });
      await recheckOperatorCharters(tx, supplierId, actorFrom(user));
      return saved;
    });
  }

  /**
   * Approves a document with its expiry; an insurance also with its liability cover, an Air
   * Operator Certificate with the aircraft on it ticked (those named, else those the operator listed).
   */
  async approve(user: SessionUser, body: unknown): Promise<SupplierDocumentDto> {
    requireAdmin(user);
    const input = parse(approveDocumentSchema, body);
    return this.db.transaction((tx) => approveIn(tx, user, input));
  }

  /**
   * The expiry date came with the approval (approving asks for it), so cancelling withdraws it too:
   * nobody is shown an expiry that no admin now vouches for, and approving again asks afresh.
   */
  async cancelApproval(user: SessionUser, id: string): Promise<SupplierDocumentDto> {
    requireAdmin(user);
    return this.setApproval(user, id, { approved: false, approvedBy: null, expiredAt: null });
  }

  private setApproval(
    user: SessionUser,
    id: string,
    changes: repo.DocumentChanges,
    more?: (tx: Tx, doc: SupplierDocumentDto) => Promise<void>,
  ) {
    return this.db.transaction((tx) => setApprovalIn(tx, user, id, changes, more));
  }
}

/**
 * Approves a document with its expiry; an insurance also with its liability cover, an Air
 * Operator Certificate with the aircraft on it ticked (those named, else those the operator listed).
 */
function approveIn(tx: Tx, user: SessionUser, input: ApproveDocumentInput): Promise<SupplierDocumentDto> {
  return setApprovalIn(
    tx,
    user,
    input.id,
    { approved: true, approvedBy: user.displayName || user.email, expiredAt: expiryInstantOf(input.expiredAt) },
    async (inner, doc) => {
      const kind = await repo.requiredKindOf(inner, doc.fileCategory);
      if (kind === LIABILITY_COVER_KIND) {
        const cover = input.liabilityCover ?? doc.liabilityCover;
        if (!cover) throw fail('liabilityCover', DOCUMENT_MESSAGES.coverRequired);
        await repo.updateDocument(inner, doc.id, { liabilityCover: cover });
      }
      if (kind === AOC_KIND) {
        const ids = input.aircraftIds ?? (await repo.documentAircraftIds(inner, doc.id));
        await repo.setDocumentAircraft(inner, doc.id, await ownOnly(inner, doc.supplierId, ids), true);
      }
    },
  );
}

async function setApprovalIn(
  tx: Tx,
  user: SessionUser,
  id: string,
  changes: repo.DocumentChanges,
  more?: (tx: Tx, doc: SupplierDocumentDto) => Promise<void>,
): Promise<SupplierDocumentDto> {
  const doc = await repo.findDocument(tx, id, true);
  if (!doc) throw notFound();
  await repo.updateDocument(tx, id, { ...changes, checkedBy: user.userId });
  await more?.(tx, doc);
  await publishChange(tx, 'SupplierDocument', [id]);
  const saved = (await repo.findDocument(tx, id))!;
  const what = describe(saved.fileCategory, saved.fileName);
  await recordSupplierEvent(
    tx,
    user,
    saved.supplierId,
    changes.approved
      ? {
          actionName: 'Document Approved',
          reason: `${what}; ${saved.expiredAt ? `expires ${formatCalendarDate(saved.expiryDate)}` : 'no expiry date'}`,
        }
      : { actionName: 'Document Approval Cancelled', reason: `${what}; expiry date removed` },
  );
  await recheckOperatorCharters(tx, saved.supplierId, actorFrom(user));
  return (await repo.findDocument(tx, id))!;
}

/** Of the aircraft named, the operator's own; any other is refused. */
async function ownOnly(tx: Tx, supplierId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const own = await repo.ownAircraftIds(tx, supplierId, unique);
  if (own.length !== unique.length) throw fail('aircraftIds', DOCUMENT_MESSAGES.aircraftNotYours);
  return own;
}

/** The operator's listing of the aircraft on its Air Operator Certificate (only that category lists any). */
async function listAircraft(tx: Tx, supplierId: string, documentId: string, category: string, ids: string[] | undefined) {
  if (ids === undefined || (await repo.requiredKindOf(tx, category)) !== AOC_KIND) return;
  await repo.setDocumentAircraft(tx, documentId, await ownOnly(tx, supplierId, ids), false);
}

/** How the timeline names a document. */
function describe(category: string, fileName: string): string {
  return `${category}: ${fileName}`;
}

function sameInstant(a: string | null, b: string | null): boolean {
  if (!a || !b) return a === b;
  return new Date(a).getTime() === new Date(b).getTime();
}
