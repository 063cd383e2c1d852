import { sql, type SQL } from 'drizzle-orm';

/**
 * The client's "Notes for Supplier" for charter `cr` (core section 3: clients and departments have
 * them, and the name promises they reach operators): the department's notes when the charter
 * belongs to a department or its staff and the department wrote some, else the client's. Only the
 * notes leave this expression, never who wrote them, so operators can read them without learning
 * who the client is. The charter detail (charter-read.repository.ts) and the operators' e-mails
 * (workflow/notifications.ts) both read it here.
 */
export const notesForSupplierOf: SQL = sql`(select coalesce(nullif(btrim(nd.notes_for_supplier), ''), nc.notes_for_supplier, '')
  from clients nc left join client_departments nd on nd.id = cr.client_department_id where nc.id = cr.client_id)`;
