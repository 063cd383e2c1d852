import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { locationStates, settings, suppliers, type DbOrTx } from '@charter/db';
import type { SupplierListFilter } from '@charter/shared';

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierChanges = Partial<typeof suppliers.$inferInsert>;

export async function findSupplier(db: DbOrTx, id: string, lock = false): Promise<SupplierRow | undefined> {
  const query = db.select().from(suppliers).where(eq(suppliers.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateSupplier(db: DbOrTx, id: string, changes: SupplierChanges): Promise<SupplierRow | undefined> {
  const [row] = await db
    .update(suppliers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(suppliers.id, id))
    .returning();
  return row;
}

/** The admin's supplier list with what needs attention: documents waiting for approval, aircraft in service. */
export async function listSuppliers(db: DbOrTx, status: SupplierListFilter) {
  const r = await db.execute<{
    id: string;
    companyName: string;
    email: string;
    status: string;
    preferred: boolean;
    documentsAwaitingApproval: number;
    aircraftCount: number;
  }>(sql`
    select s.id, s.company_name as "companyName", s.email, s.status, s.preferred,
      (select count(*)::int from supplier_documents d where d.supplier_id = s.id and d.active and not d.approved) as "documentsAwaitingApproval",
      (select count(*)::int from aircraft a where a.supplier_id = s.id and a.status = 'Active') as "aircraftCount"
    from suppliers s
    where ${status === 'All' ? sql`true` : sql`s.status = ${status}`}
    order by lower(s.company_name), s.id`);
  return r.rows;
}

export function activeSupplierOptions(db: DbOrTx) {
  return db
    .select({ id: suppliers.id, companyName: suppliers.companyName })
    .from(suppliers)
    .where(eq(suppliers.status, 'Active'))
    .orderBy(asc(sql`lower(${suppliers.companyName})`));
}

/** Values of the named settings lists (charter sub types, document categories). */
export async function settingValues(db: DbOrTx, names: string[]): Promise<string[]> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(inArray(settings.name, names)))
    .orderBy(asc(settings.sortOrder));
  return rows.map((r) => r.value);
}

export async function stateCodes(db: DbOrTx): Promise<string[]> {
  return (await db.select({ code: locationStates.code }).from(locationStates)).map((r) => r.code);
}
