import type { AccountRole } from './roles.js';

/** The user session carried by the access token (core section 3). */
export interface SessionUser {
  userId: string;
  /** The sign-in name (the e-mail address). */
  username: string;
  /** First and last name of the person, for the account menu. */
  displayName: string;
  email: string;
  role: AccountRole;
  adminId: string | null;
  charterAdminId: string | null;
  clientId: string | null;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
  supplierId: string | null;
  qGov: boolean;
  status: string;
  termsAccepted: boolean;
  serverVersion: string;
  managesMessages: boolean;
  managesWorkflow: boolean;
  canViewSupplierInfo: boolean;
}
