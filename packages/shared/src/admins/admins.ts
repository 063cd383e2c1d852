import { z } from '../zod.js';
import { PARTY_STATUS_FILTERS, type PartyStatusFilter } from '../clients/client-admin.js';
import { PARTY_EDIT_STATUSES } from '../clients/client-edit.js';
import { MESSAGES, emailField, phoneField, requiredText } from '../validation.js';

/**
 * Admins and charter admins as the admin screens manage them (supplier-and-admin sections 2, 3, 6
 * and 7): names, e-mail, phone, company, status (Invited until the invitation is accepted, then
 * Active or Inactive) and, for admins, the managesWorkflow and managesMessages flags. Charter
 * admins have no flags: Manage Workflows and Manage Messaging are admin screens (core section 2).
 */
export const ADMIN_KINDS = ['Admin', 'CharterAdmin'] as const;
export type AdminKind = (typeof ADMIN_KINDS)[number];

export const ADMIN_MESSAGES = {
  adminRequired: 'Admin is required',
  charterAdminRequired: 'Charter admin is required',
  status: 'Status must be Active or Inactive',
  // Nobody locks themselves out: another admin must do it.
  selfDeactivate: 'You cannot deactivate your own account. Ask another administrator to do it.',
  selfWorkflow: 'You cannot remove Manages Workflow from your own account. Ask another administrator to do it.',
  emailReadOnly: 'The e-mail address can only be changed while the invitation has not been accepted.',
  invitedStatus: 'This account is still invited: it becomes Active when the invitation is accepted.',
  emailTaken: 'An account with this e-mail address already exists.',
  adminInvited: 'Invitation sent.',
  adminUpdated: 'Admin updated.',
  charterAdminUpdated: 'Charter admin updated.',
  invitationResent: 'Invitation re-sent.',
  notInvited: 'This invitation has already been accepted.',
} as const;

const M = ADMIN_MESSAGES;

const names = {
  firstName: requiredText(MESSAGES.firstNameRequired, 100),
  lastName: requiredText(MESSAGES.lastNameRequired, 100),
};

const companyName = z.string().trim().max(200).default('');

/** A new admin or charter admin: who to invite (core section 5: phone required and well formed). */
export const addAdminSchema = z.object({
  ...names,
  email: emailField().pipe(z.string().max(254, { message: MESSAGES.emailStrange })),
  phoneNumber: phoneField(),
  companyName,
  managesWorkflow: z.boolean().default(false),
  managesMessages: z.boolean().default(false),
});

export const addCharterAdminSchema = addAdminSchema.omit({ managesWorkflow: true, managesMessages: true });

/**
 * An edit. The e-mail may be sent only while the person is Invited (core section 5: read-only
 * unless it is an invite); the status only once they are Active or Inactive. The phone may stay
 * blank for people who had none before (their /me form allows it), but a phone given must be one.
 */
export const updateAdminSchema = z.object({
  id: z.uuid({ error: M.adminRequired }),
  ...names,
  email: emailField()
    .pipe(z.string().max(254, { message: MESSAGES.emailStrange }))
    .optional(),
  phoneNumber: z.union([z.literal(''), phoneField()]).default(''),
  companyName,
  managesWorkflow: z.boolean().default(false),
  managesMessages: z.boolean().default(false),
  status: z.enum(PARTY_EDIT_STATUSES, { error: M.status }).optional(),
});

export const updateCharterAdminSchema = updateAdminSchema
  .omit({ managesWorkflow: true, managesMessages: true })
  .extend({ id: z.uuid({ error: M.charterAdminRequired }) });

export const resendAdminInvitationSchema = z.object({ id: z.uuid({ error: M.adminRequired }) });

export const adminListQuerySchema = z.object({
  status: z.enum(PARTY_STATUS_FILTERS).default('Active'),
  search: z.string().trim().max(100).default(''),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;
export type { PartyStatusFilter };

export type AddAdminInput = z.input<typeof addAdminSchema>;
export type UpdateAdminInput = z.input<typeof updateAdminSchema>;

export interface AdminListItem {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  status: string;
  /** Admins only; charter admins answer false. */
  managesWorkflow: boolean;
  managesMessages: boolean;
}

export interface AdminDetail extends AdminListItem {
  kind: AdminKind;
  phoneNumber: string;
  createdAt: string;
  /** Last sign-in, null if never. */
  lastLoginAt: string | null;
}
