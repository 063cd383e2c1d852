import type { AccountRole } from '@charter/shared';

/** A transaction, or the database itself for single statements. */

/** entity_states has one can_edit_<role> column per account role. */
export const CAN_EDIT_COLUMN: Record<AccountRole, string> = {
  Admin: 'can_edit_admin',
  CharterAdmin: 'can_edit_charter_admin',
  Client: 'can_edit_client',
  ClientDepartment: 'can_edit_client_department',
  ClientStaff: 'can_edit_client_staff',
  Supplier: 'can_edit_supplier',
};

export const isAdminRole = (role: string) => role === 'Admin' || role === 'CharterAdmin';

export const NOT_EDITABLE = 'This charter request cannot be edited in its current status.';
export const MANIFEST_CLOSED = "This charter request's manifest can no longer be changed.";
export const SECTOR_NOT_IN_CHARTER = 'This sector does not belong to the charter request.';
export const ONLY_CONFIRMED_CHECKED = 'Only confirmed charters can be marked as checked.';

// The answers' shapes live in packages/shared so the web client reads the same types.
export type { CharterListItem, CharterPage, ManifestEntryDto, RouteDto } from '@charter/shared';
