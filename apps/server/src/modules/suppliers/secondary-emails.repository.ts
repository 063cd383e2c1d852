import { and, asc, eq, sql } from 'drizzle-orm';
import { supplierSecondaryEmails, type Db } from '@charter/db';

export function listEmails(db: Db, supplierId: string) {
  return db
    .select({ email: supplierSecondaryEmails.email })
    .from(supplierSecondaryEmails)
    .where(eq(supplierSecondaryEmails.supplierId, supplierId))
    .orderBy(asc(supplierSecondaryEmails.createdAt), asc(supplierSecondaryEmails.email));
}

/** False when the address is already listed (the unique index is on lower(email)). */
export async function addEmail(db: Db, supplierId: string, email: string): Promise<boolean> {
  const r = await db.execute(sql`
    insert into supplier_secondary_emails (supplier_id, email) values (${supplierId}, ${email})
    on conflict do nothing returning id`);
  return r.rows.length > 0;
}

export async function removeEmail(db: Db, supplierId: string, email: string): Promise<boolean> {
  const r = await db
    .delete(supplierSecondaryEmails)
    .where(and(eq(supplierSecondaryEmails.supplierId, supplierId), sql`lower(${supplierSecondaryEmails.email}) = lower(${email})`))
    .returning({ id: supplierSecondaryEmails.id });
  return r.length > 0;
}
