import { z } from '../zod.js';
import { ACCOUNT_ROLES } from '../roles.js';
import { CLIENT_EDIT_MESSAGES, updateClientSchema, updateDepartmentSchema, updateStaffSchema } from '../clients/client-edit.js';
import { supplierAccountSchema } from '../schemas/account.js';
import { emailField, freeText } from '../validation.js';

/**
 * Creating a party and inviting the person behind it in one step (supplier-and-admin section 2,
 * "Invitations"; core section 6: admins add clients, departments, staff and operators; a client
 * adds its own departments and staff). Each form is the party's edit form plus the e-mail the
 * invitation goes to (core section 5: e-mail is editable only on an invite), without status: a new
 * party is Invited until the invitation is accepted (supplier-and-admin section 4).
 */
export const PARTY_CREATE_MESSAGES = {
  clientInvited: 'Client created and invitation sent.',
  departmentInvited: 'Department created and invitation sent.',
  staffInvited: 'Staff member created and invitation sent.',
  supplierInvited: 'Operator created and invitation sent.',
  invitationResent: 'Invitation re-sent: the earlier link no longer works.',
  invitationCancelled: 'Invitation cancelled: the link no longer works and the account cannot sign in.',
  notInvited: 'This account is not waiting on an invitation.',
} as const;

const email = { email: emailField() };

export const newClientSchema = updateClientSchema.omit({ id: true, status: true }).extend(email);

export const newDepartmentSchema = updateDepartmentSchema
  .omit({ id: true, status: true })
  .extend({ clientId: z.uuid({ error: CLIENT_EDIT_MESSAGES.clientRequired }), ...email });

/** The client above the staff member is the department's. */
export const newStaffSchema = updateStaffSchema
  .omit({ id: true, status: true })
  .extend({ departmentId: z.uuid({ error: CLIENT_EDIT_MESSAGES.departmentRequired }), ...email });

export const newSupplierSchema = supplierAccountSchema.extend({ aocNumber: freeText(100).default(''), ...email });

export type NewClientInput = z.infer<typeof newClientSchema>;
export type NewDepartmentInput = z.infer<typeof newDepartmentSchema>;
export type NewStaffInput = z.infer<typeof newStaffSchema>;
export type NewSupplierInput = z.infer<typeof newSupplierSchema>;

/** POST /api/admin/resendInvitation and cancelInvitation: the party, by its kind and id. */
export const invitationTargetSchema = z.object({
  role: z.enum(ACCOUNT_ROLES, { error: 'Please choose the kind of account.' }),
  id: z.uuid({ error: 'The account is required' }),
});
export type InvitationTarget = z.infer<typeof invitationTargetSchema>;

/** What the create calls answer: the new party's id and where the invitation went. */
export interface PartyInvited {
  id: string;
  email: string;
}
