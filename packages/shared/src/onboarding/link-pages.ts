import type { AccountRole } from '../roles.js';

// No zod here: the web's route table needs these on every first paint (ADR 0022).

/**
 * Who can be invited, and the signed-out page each invitation opens (supplier-and-admin section 2,
 * "Invitations"). An Admin's invitation opens /clientAdminInvitation: the spec's six pages pair
 * with its six accept calls (Admin, Client, ClientDepartment, ClientStaff, CharterAdmin, Supplier).
 */
export const INVITATION_PAGES: Record<AccountRole, string> = {
  Client: '/clientInvitation',
  Admin: '/clientAdminInvitation',
  CharterAdmin: '/charterAdminInvitation',
  ClientDepartment: '/clientDepartmentInvitation',
  ClientStaff: '/clientStaffInvitation',
  Supplier: '/supplierInvitation',
};

/** The e-mail confirmation pages of a public sign-up, by the kind of account signed up. */
export const CONFIRM_EMAIL_PAGES = {
  Client: '/confirmEmailClient',
  Supplier: '/confirmEmailSupplier',
} as const;

/** Where the link that confirms a change of e-mail address leads (signed in or out). */
export const CONFIRM_EMAIL_CHANGE_PAGE = '/confirmEmailChange';
