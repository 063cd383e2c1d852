import type { Db } from '@charter/db';
import { type OperatorDocumentDto, type OperatorFileDto, type SupplierDocumentDto, isUuid } from '@charter/shared';
import type { Actor } from '../../access/actor.js';
import { seesOperator, viewerOf, type Viewer } from '../../access/viewer.js';
import { notFound } from '../../lib/http-errors.js';
import { documentBytes, findDocument, listDocuments } from './documents.repository.js';
import { findSupplier } from './profile.repository.js';
import { splitList } from './supplier-access.js';
import { bidAircraft, bidAircraftImage, hasVisibleBid } from './operator-file.repository.js';

/**
 * Whether the viewer may open a document's file: the platform's staff and the operator itself
 * every one; the client side (with canViewSupplierInfo) only approved ones, since an unapproved
 * upload has not been checked by anyone yet.
 */
export function opensDocument(v: Viewer, doc: Pick<SupplierDocumentDto, 'approved'>): boolean {
  return v.kind !== 'client' || doc.approved;
}

const staff = (v: Viewer) => v.kind === 'admin' || v.kind === 'charterAdmin';

/**
 * The operator's file read from a charter it bid on (supplier-and-admin section 2, "Supplier from
 * a charter"): only for a viewer who may know the operator (seesOperator: admins, charter admins,
 * the operator itself, the client side with canViewSupplierInfo) and only through a bid of that
 * operator the viewer can see on that charter. Anything else is 404, as the bids hide the
 * operator: a client cannot browse operators by id.
 */
export class OperatorFileService {
  constructor(private readonly db: Db) {}

  private async reach(actor: Actor, charterId: string, supplierId: string): Promise<Viewer> {
    if (!isUuid(charterId) || !isUuid(supplierId)) throw notFound();
    const viewer = await viewerOf(this.db, actor);
    if (!seesOperator(viewer, supplierId)) throw notFound();
    if (!(await hasVisibleBid(this.db, actor, charterId, supplierId))) throw notFound();
    return viewer;
  }

  async file(actor: Actor, charterId: string, supplierId: string): Promise<OperatorFileDto> {
    const viewer = await this.reach(actor, charterId, supplierId);
    const row = await findSupplier(this.db, supplierId);
    if (!row) throw notFound();
    return {
      id: row.id,
      companyName: row.companyName,
      companyAddress: row.companyAddress,
      companyPhone: row.companyPhone,
      contactName: [row.firstName, row.lastName].filter(Boolean).join(' '),
      email: row.email,
      aocNumber: row.aocNumber,
      complianceTypes: splitList(row.complianceTypes),
      status: staff(viewer) ? row.status : null,
      preferred: staff(viewer) ? row.preferred : null,
      aircraft: await bidAircraft(this.db, actor, charterId, supplierId),
    };
  }

  async documents(actor: Actor, charterId: string, supplierId: string): Promise<OperatorDocumentDto[]> {
    const viewer = await this.reach(actor, charterId, supplierId);
    const docs = await listDocuments(this.db, supplierId);
    return docs.map(({ supplierId: _owner, expiredAt: _instant, ...doc }) => ({ ...doc, canOpen: opensDocument(viewer, doc) }));
  }

  async document(actor: Actor, charterId: string, supplierId: string, documentId: string) {
    const viewer = await this.reach(actor, charterId, supplierId);
    if (!isUuid(documentId)) throw notFound();
    const doc = await findDocument(this.db, documentId);
    if (!doc || doc.supplierId !== supplierId || !opensDocument(viewer, doc)) throw notFound();
    const found = await documentBytes(this.db, documentId);
    if (!found) throw notFound();
    return found;
  }

  async image(actor: Actor, charterId: string, supplierId: string, imageId: string) {
    await this.reach(actor, charterId, supplierId);
    if (!isUuid(imageId)) throw notFound();
    const found = await bidAircraftImage(this.db, actor, charterId, supplierId, imageId);
    if (!found) throw notFound();
    return found;
  }
}
