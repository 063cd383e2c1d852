export const ROLES = ['Public', 'Admin', 'Client', 'ClientStaff', 'ClientDepartment', 'Supplier', 'System', 'CharterAdmin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person can sign in as (Public and System are not accounts). */
export const ACCOUNT_ROLES = ['Admin', 'CharterAdmin', 'Client', 'ClientDepartment', 'ClientStaff', 'Supplier'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const CLIENT_ROLES: readonly Role[] = ['Client', 'ClientDepartment', 'ClientStaff'];

/** Shown as "{role title} Detail" on /me. */
export const ROLE_TITLES: Record<AccountRole, string> = {
  Admin: 'Admin',
  CharterAdmin: 'Charter Admin',
  Client: 'Client',
  ClientDepartment: 'Department',
  ClientStaff: 'User',
  Supplier: 'Supplier',
};

export function isClientRole(role: Role): boolean {
  return CLIENT_ROLES.includes(role);
}
