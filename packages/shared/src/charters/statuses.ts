import type { Role } from '../roles.js';

/** Charter statuses (core section 4). "New" is the unsaved form; a saved request starts Pending. */
export const CHARTER_STATUSES = [
  'New',
  'Pending',
  'Pending Supplier',
  'Approved',
  'Live',
  'PendingConfirmation',
  'Confirmed',
  'Finished',
  'Closed',
  'Superceded',
] as const;
export type CharterStatus = (typeof CHARTER_STATUSES)[number];

export const ENTITY_TYPES = ['CharterRequest', 'Bid', 'Share', 'SharePurchase'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** List tabs (the activeKey of /charterRequests/{list}/{activeKey}) and the statuses each shows. */
export const CHARTER_TABS = {
  Live: { label: 'Live', statuses: ['Live', 'Approved'] },
  New: { label: 'New', statuses: ['Pending', 'Pending Supplier'] },
  PendingConfirmation: { label: 'Pending Confirmation', statuses: ['PendingConfirmation'] },
  Upcoming: { label: 'Confirmed Charters', statuses: ['Confirmed'] },
  Completed: { label: 'Completed Charters', statuses: ['Finished'] },
  Closed: { label: 'Closed', statuses: ['Closed', 'Superceded'] },
  LiveChange: { label: 'Pending Changes', statuses: [] },
  AllChanges: { label: 'Completed Changes', statuses: [] },
} as const satisfies Record<string, { label: string; statuses: readonly CharterStatus[] }>;
export type CharterTab = keyof typeof CHARTER_TABS;

/**
 * Which tabs each role sees, in order (core section 2, "Charter lists"). Every role that creates
 * requests (Admin, CharterAdmin and the three client roles) gets New: a saved request starts
 * Pending, and the form sends its maker to /charterRequests/Me/New, where it must be listed; charter
 * admins also open bidding on what waits there. Suppliers never see Pending requests.
 */
export function charterTabsFor(role: Role): CharterTab[] {
  switch (role) {
    case 'Supplier':
      // The operator decides the client's changes and asks its own (ADR 0015): it has the change tabs too.
      return ['Live', 'PendingConfirmation', 'Upcoming', 'Completed', 'LiveChange', 'AllChanges'];
    default:
      return ['Live', 'New', 'PendingConfirmation', 'Upcoming', 'Completed', 'Closed', 'LiveChange', 'AllChanges'];
  }
}

/**
 * The tab of this role's lists that holds a charter in this status (Live for Approved, Confirmed
 * Charters for Confirmed...), or null when none does: where a charter found by job number opens,
 * so Back leads to a list that has it.
 */
export function tabListing(role: Role, status: string): CharterTab | null {
  return charterTabsFor(role).find((t) => (CHARTER_TABS[t].statuses as readonly string[]).includes(status)) ?? null;
}

/** The {list} part: whose charters. Me = the user's own; Department/Client = the whole scope below. */
export const CHARTER_LISTS = ['Me', 'Staff', 'Department', 'Client', 'All'] as const;
export type CharterList = (typeof CHARTER_LISTS)[number];

/** Roles that get the All / Me switch (they have descendants). */
export function hasAllMeSwitch(role: Role): boolean {
  return role === 'Client' || role === 'ClientDepartment';
}
