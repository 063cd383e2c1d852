import { CHARTER_LISTS, charterTabsFor, type CharterList, type CharterTab, type Role } from '@charter/shared';
import type { PartyScope } from './list-params';

/** The server list a role and {list} read: GET /api/charterRequest/{scope}/{tab}. */
export type ListScope = 'admin/all' | 'supplierByStatus' | 'all/self' | 'all/client' | 'all/department' | 'all/staff';

/**
 * Admins and charter admins read every charter; suppliers the ones open to them; client-type roles
 * their own ("Me") or, with the All switch, everything below them. Staff have nothing below them.
 */
export function listScope(role: Role, list: CharterList, party?: PartyScope): ListScope {
  // A client's department or staff Charters tab (/manageDepartments, /manageStaff): the server's
  // department and staff lists check the party is the caller's own. Admins narrow admin/all.
  if (party && (role === 'Client' || role === 'ClientDepartment')) {
    if (party.clientStaffId) return 'all/staff';
    if (party.clientDepartmentId && role === 'Client') return 'all/department';
  }
  switch (role) {
    case 'Admin':
    case 'CharterAdmin':
      return 'admin/all';
    case 'Supplier':
      return 'supplierByStatus';
    case 'Client':
      return list === 'Me' ? 'all/self' : 'all/client';
    case 'ClientDepartment':
      return list === 'Me' ? 'all/self' : 'all/department';
    default:
      return 'all/self';
  }
}

/** The {list} segment as the app spells it, or null when it is not one. */
export function normaliseList(raw: string | undefined): CharterList | null {
  if (!raw) return null;
  return CHARTER_LISTS.find((l) => l.toLowerCase() === raw.toLowerCase()) ?? null;
}

/** The {activeKey} segment as the app spells it, if the role has that tab. */
export function normaliseTab(role: Role, raw: string | undefined): CharterTab | null {
  if (!raw) return null;
  return charterTabsFor(role).find((t) => t.toLowerCase() === raw.toLowerCase()) ?? null;
}

/** What the All / Me switch shows as selected: everything but "Me" reads the wider scope. */
export function switchValue(list: CharterList): 'All' | 'Me' {
  return list === 'Me' ? 'Me' : 'All';
}
