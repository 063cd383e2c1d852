import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import { REQUIRED_DOCUMENTS_LIST, type SupplierDocumentDto } from '@charter/shared';
import { documentStatusSql } from '../../jobs/document-status.js';
import { isoText } from '../../lib/sql-text.js';

/** Document records without their bytes. */
const COLUMNS = sql`d.id, d.supplier_id as "supplierId", d.file_category as "fileCategory", d.file_name as "fileName",
  d.content_type as "contentType", d.size, d.status, d.approved, d.approved_by as "approvedBy",
  ${isoText(sql`d.last_checked`)} as "lastChecked", ${isoText(sql`d.expired_at`)} as "expiredAt",
  to_char(d.expired_at at time zone 'Australia/Brisbane', 'YYYY-MM-DD') as "expiryDate", ${isoText(sql`d.created_at`)} as "createdAt",
  d.liability_cover::float8 as "liabilityCover",
  (select coalesce(rd.reference_id, '') from settings rd where rd.name = ${REQUIRED_DOCUMENTS_LIST} and rd.value = d.file_category
    order by rd.sort_order limit 1) as "requiredKind",
  (select coalesce(json_agg(json_build_object('id', a.id, 'licenseNumber', a.license_number, 'approved', da.approved)
      order by lower(a.license_number), a.id), '[]'::json)
    from supplier_document_aircraft da join aircraft a on a.id = da.aircraft_id where da.document_id = d.id) as aircraft`;

export async function listDocuments(db: DbOrTx, supplierId: string): Promise<SupplierDocumentDto[]> {
  const r = await db.execute<SupplierDocumentDto & Record<string, unknown>>(sql`
    select ${COLUMNS} from supplier_documents d
    where d.supplier_id = ${supplierId} and d.active order by d.file_category, d.created_at desc, d.id`);
  return r.rows;
}

/** Documents waiting for an admin's approval, oldest first, with the supplier's name. */
export async function uncheckedDocuments(db: DbOrTx) {
  const r = await db.execute<SupplierDocumentDto & { companyName: string } & Record<string, unknown>>(sql`
    select ${COLUMNS}, s.company_name as "companyName" from supplier_documents d join suppliers s on s.id = d.supplier_id
    where d.active and not d.approved order by d.created_at, d.id limit 500`);
  return r.rows;
}

export async function findDocument(db: DbOrTx, id: string, lock = false): Promise<SupplierDocumentDto | undefined> {
  const r = await db.execute<SupplierDocumentDto & Record<string, unknown>>(sql`
    select ${COLUMNS} from supplier_documents d where d.id = ${id} and d.active ${lock ? sql`for update` : sql``}`);
  return r.rows[0];
}

export async function documentBytes(db: DbOrTx, id: string) {
  const r = await db.execute<{ data: Buffer; fileName: string; contentType: string; supplierId: string }>(sql`
    select data, file_name as "fileName", content_type as "contentType", supplier_id as "supplierId"
    from supplier_documents where id = ${id} and active`);
  return r.rows[0];
}

export async function insertDocument(
  db: DbOrTx,
  v: {
    supplierId: string;
    fileCategory: string;
    fileName: string;
    contentType: string;
    data: Buffer;
    expiredAt: string | null;
    liabilityCover: number | null;
  },
): Promise<string> {
  const r = await db.execute<{ id: string }>(sql`
    insert into supplier_documents as d (supplier_id, file_category, file_name, content_type, size, data, expired_at, liability_cover)
    values (${v.supplierId}, ${v.fileCategory}, ${v.fileName}, ${v.contentType}, ${v.data.length}, ${v.data}, ${v.expiredAt}::timestamptz,
      ${v.liabilityCover})
    returning d.id`);
  const id = r.rows[0]!.id;
  await refreshStatus(db, id);
  return id;
}

export interface DocumentChanges {
  fileCategory?: string;
  expiredAt?: string | null;
  file?: { fileName: string; contentType: string; data: Buffer };
  approved?: boolean;
  approvedBy?: string | null;
  checkedBy?: string | null;
  liabilityCover?: number | null;
}

/** Applies the changes and recomputes the status in the same statement's transaction. */
export async function updateDocument(db: DbOrTx, id: string, c: DocumentChanges): Promise<void> {
  const sets = [sql`updated_at = now()`];
  if (c.fileCategory !== undefined) sets.push(sql`file_category = ${c.fileCategory}`);
  if (c.expiredAt !== undefined) sets.push(sql`expired_at = ${c.expiredAt}::timestamptz`);
  if (c.file) {
    sets.push(sql`file_name = ${c.file.fileName}`, sql`content_type = ${c.file.contentType}`);
    sets.push(sql`size = ${c.file.data.length}`, sql`data = ${c.file.data}`);
  }
  if (c.approved !== undefined) sets.push(sql`approved = ${c.approved}`);
  if (c.approvedBy !== undefined) sets.push(sql`approved_by = ${c.approvedBy}`);
  if (c.checkedBy !== undefined) sets.push(sql`checked_by_user = ${c.checkedBy}`, sql`last_checked = now()`);
  if (c.liabilityCover !== undefined) sets.push(sql`liability_cover = ${c.liabilityCover}`);
  await db.execute(sql`update supplier_documents set ${sql.join(sets, sql`, `)} where id = ${id}`);
  await refreshStatus(db, id);
}

export async function refreshStatus(db: DbOrTx, id: string): Promise<void> {
  await db.execute(sql`update supplier_documents d set status = ${documentStatusSql('d')} where d.id = ${id}`);
}

/** What a category is to the required documents (the RequiredDocuments list's referenceId, '' for none); null: not required. */
export async function requiredKindOf(db: DbOrTx, category: string): Promise<string | null> {
  const r = await db.execute<{ kind: string }>(sql`
    select coalesce(reference_id, '') as kind from settings where name = ${REQUIRED_DOCUMENTS_LIST} and value = ${category}
    order by sort_order limit 1`);
  return r.rows[0]?.kind ?? null;
}

/** Of the ids given, those of the supplier's own aircraft. */
export async function ownAircraftIds(db: DbOrTx, supplierId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const r = await db.execute<{ id: string }>(sql`
    select id from aircraft where supplier_id = ${supplierId} and id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`);
  return r.rows.map((row) => row.id);
}

/**
 * The aircraft on a certificate become exactly `ids`: those no longer listed come off; new ones go
 * on unticked (the operator's listing) or ticked (`approved`: an admin's approval ticks them all).
 */
export async function setDocumentAircraft(db: DbOrTx, documentId: string, ids: string[], approved: boolean): Promise<void> {
  const list = sql`${`{${ids.join(',')}}`}::uuid[]`;
  await db.execute(sql`delete from supplier_document_aircraft where document_id = ${documentId} and aircraft_id <> all(${list})`);
  await db.execute(sql`
    insert into supplier_document_aircraft (document_id, aircraft_id, approved)
    select ${documentId}, x, ${approved} from unnest(${list}) x
    on conflict (document_id, aircraft_id) do update set approved = excluded.approved or supplier_document_aircraft.approved`);
}

/** A new file of the certificate: every aircraft on it needs ticking again. */
export async function untickDocumentAircraft(db: DbOrTx, documentId: string): Promise<void> {
  await db.execute(sql`update supplier_document_aircraft set approved = false where document_id = ${documentId}`);
}

/** The aircraft listed on a certificate now. */
export async function documentAircraftIds(db: DbOrTx, documentId: string): Promise<string[]> {
  const r = await db.execute<{ id: string }>(
    sql`select aircraft_id as id from supplier_document_aircraft where document_id = ${documentId}`,
  );
  return r.rows.map((row) => row.id);
}
