import { asc, eq, sql } from 'drizzle-orm';
import { settings, type Db } from '@charter/db';

// Internal markers (System.*) are not admin data.
const visible = sql`${settings.name} not like 'System.%'`;

/**
 * The settings lists and their sizes; `reasonsOnly`: just the lists a workflow action takes its
 * Reason choices from (core section 4, "Reason: a choice from a settings list").
 */
export function names(db: Db, reasonsOnly = false) {
  const reasons = sql`${settings.name} in (select a.data_source from allowed_actions a where a.data_type_required = 'Reason')`;
  return db
    .select({ name: settings.name, count: sql<number>`count(*)::int` })
    .from(settings)
    .where(reasonsOnly ? sql`${visible} and ${reasons}` : visible)
    .groupBy(settings.name)
    .orderBy(asc(settings.name));
}

export function valuesOf(db: Db, name: string) {
  return db
    .select({
      id: settings.id,
      name: settings.name,
      value: settings.value,
      referenceId: settings.referenceId,
      sortOrder: settings.sortOrder,
    })
    .from(settings)
    .where(sql`${settings.name} = ${name} and ${visible}`)
    .orderBy(asc(settings.sortOrder), asc(settings.value));
}

export async function add(db: Db, name: string, value: string, referenceId: string | null) {
  const [row] = await db
    .insert(settings)
    .values({
      name,
      value,
      referenceId,
      sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from settings where name = ${name})`,
    })
    .returning();
  return row!;
}

export async function update(db: Db, id: string, value: string, referenceId: string | null) {
  const [row] = await db
    .update(settings)
    .set({ value, referenceId })
    .where(sql`${settings.id} = ${id} and ${visible}`)
    .returning();
  return row;
}

export async function remove(db: Db, id: string) {
  const rows = await db
    .delete(settings)
    .where(sql`${eq(settings.id, id)} and ${visible}`)
    .returning({ id: settings.id });
  return rows.length > 0;
}
