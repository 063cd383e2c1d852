import { sql, type SQL } from 'drizzle-orm';
import { admins, charterAdmins, clientDepartments, clientStaff, clients, suppliers } from '@charter/db';
import type { AccountRole } from '@charter/shared';

/**
 * Each account role's own table (the party a sign-in belongs to), the users column that points at
 * its row and that column's key in the session claims. One map, so a query written per role (an
 * invitation, an admin's change of e-mail, the /me editor) cannot disagree with another on where a
 * role's party lives.
 */
export const PARTY_TABLES = {
  Admin: { name: 'admins', userColumn: 'admin_id', claimKey: 'adminId', table: admins },
  CharterAdmin: { name: 'charter_admins', userColumn: 'charter_admin_id', claimKey: 'charterAdminId', table: charterAdmins },
  Client: { name: 'clients', userColumn: 'client_id', claimKey: 'clientId', table: clients },
  ClientDepartment: {
    name: 'client_departments',
    userColumn: 'client_department_id',
    claimKey: 'clientDepartmentId',
    table: clientDepartments,
  },
  ClientStaff: { name: 'client_staff', userColumn: 'client_staff_id', claimKey: 'clientStaffId', table: clientStaff },
  Supplier: { name: 'suppliers', userColumn: 'supplier_id', claimKey: 'supplierId', table: suppliers },
} as const satisfies Record<AccountRole, { name: string; userColumn: string; claimKey: string; table: unknown }>;

/**
 * NOTIFY channel on which the database announces every update or delete of a party table's row,
 * as "<table name>:<id>" (triggers of migration 0016), for the caches of party records.
 */
export const PARTY_CHANNEL = 'party_changed';

/** The key a party's record is announced under on PARTY_CHANNEL. */
export const partyKey = (role: AccountRole, id: string) => `${PARTY_TABLES[role].name}:${id}`;

/** The role's party table, for raw SQL: `from ${partyTable(role)} p`. */
export function partyTable(role: AccountRole): SQL {
  return sql`${sql.identifier(PARTY_TABLES[role].name)}`;
}

/** The users column pointing at the role's party, for raw SQL: `u.${partyUserColumn(role)} = p.id`. */
export function partyUserColumn(role: AccountRole): SQL {
  return sql`${sql.identifier(PARTY_TABLES[role].userColumn)}`;
}
