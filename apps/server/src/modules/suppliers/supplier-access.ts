import type { Db } from '@charter/db';
import { SUPPLIER_MESSAGES, type SessionUser, isUuid } from '@charter/shared';
import { sql } from 'drizzle-orm';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';

/**
 * The supplier a call acts on: a supplier user always its own (naming another is refused), an
 * admin the one it names (which must exist); every other role is refused.
 */
export async function actingSupplierId(db: Db, user: SessionUser, requested?: string | null): Promise<string> {
  if (user.role === 'Supplier') {
    if (!user.supplierId) throw forbidden();
    if (requested && requested !== user.supplierId) throw forbidden(SUPPLIER_MESSAGES.ownOnly);
    return user.supplierId;
  }
  if (user.role !== 'Admin') throw forbidden();
  if (!requested) throw badRequest([SUPPLIER_MESSAGES.supplierRequired], { supplierId: [SUPPLIER_MESSAGES.supplierRequired] });
  if (!isUuid(requested)) throw notFound();
  const r = await db.execute(sql`select 1 from suppliers where id = ${requested}`);
  if (r.rows.length === 0) throw notFound();
  return requested;
}

/**
 * Whether the user may act on a record that belongs to `ownerSupplierId` (an aircraft, image or
 * document found by its own id). Someone else's record answers 404, as if it did not exist.
 */
export function assertOwnsRecord(user: SessionUser, ownerSupplierId: string | undefined | null): asserts ownerSupplierId is string {
  if (user.role !== 'Admin' && user.role !== 'Supplier') throw forbidden();
  if (!ownerSupplierId) throw notFound();
  if (user.role === 'Supplier' && user.supplierId !== ownerSupplierId) throw notFound();
}

export function requireAdmin(user: SessionUser): void {
  if (user.role !== 'Admin') throw forbidden();
}

/** Comma-separated column values to a list, and back (values never contain commas). */
export const splitList = (v: string | null | undefined): string[] =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
export const joinList = (values: readonly string[]): string => [...new Set(values.map((v) => v.trim()).filter(Boolean))].join(',');
