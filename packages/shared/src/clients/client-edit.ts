import { z } from '../zod.js';
import { CLIENT_TYPES } from '../constants.js';
import { clientAccountSchema, departmentAccountSchema, staffAccountSchema } from '../schemas/account.js';

/**
 * The admin's edits of clients, departments and staff (supplier-and-admin sections 2 and 7, core
 * sections 5 and 6). Each extends the party's own /me schema with what only an admin sets; e-mail
 * stays out of all of them (core section 5: read-only unless it is an invite), and so do the
 * parent links, which the move tools change.
 */
export const CLIENT_EDIT_MESSAGES = {
  clientRequired: 'Client is required',
  departmentRequired: 'Department is required',
  staffRequired: 'Staff member is required',
  // Core section 5: "clientType, clientTypes and charterTypes required ("... is required.")".
  clientTypeRequired: 'Client Type is required.',
  clientTypesRequired: 'Client Types is required.',
  charterTypesRequired: 'Charter Types is required.',
  unknownClientType: 'Please choose client types from the list.',
  unknownCharterType: 'Please choose charter types from the list.',
  emailDomain: 'Email Domain is not valid',
  billingDueDate: 'Billing Due Date must be a whole number of days from 0 to 365',
  minutesOffset: 'Itinerary time offset must be whole minutes from -1440 to 1440',
  status: 'Status must be Active or Inactive',
  // A client managing its departments and staff (core section 6: admins set these flags).
  adminOnly: 'Only an administrator can change this.',
  invitedStatus: 'This account is still invited: it becomes Active when the invitation is accepted.',
  clientUpdated: 'Client updated.',
  departmentUpdated: 'Department updated.',
  staffUpdated: 'Staff member updated.',
} as const;

/** The statuses an admin sets; Invited is the invitation's own and changes when it is accepted. */
export const PARTY_EDIT_STATUSES = ['Active', 'Inactive'] as const;

/** The charter types a client may be limited to (core section 9: Passenger, Freight, Aerial). */
export const CLIENT_CHARTER_TYPES = ['Passenger', 'Freight', 'Aerial'] as const;

const M = CLIENT_EDIT_MESSAGES;

// Left out, the status stays as it is (an invited party's form has no status choice).
const status = z.enum(PARTY_EDIT_STATUSES, { error: M.status }).optional();

const adminFlags = {
  canViewSupplierInfo: z.boolean().default(false),
  hidePrice: z.boolean().default(false),
};

const minutesOffset = z.coerce
  .number({ error: M.minutesOffset })
  .int({ error: M.minutesOffset })
  .min(-1440, { error: M.minutesOffset })
  .max(1440, { error: M.minutesOffset })
  .default(0);

/** A bare domain such as "example.com.au" (a leading @ is forgiven); blank for none. */
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;
const emailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(200, { error: M.emailDomain })
  .transform((v) => v.replace(/^@/, ''))
  .refine((v) => v === '' || DOMAIN.test(v), { error: M.emailDomain })
  .default('');

/** Days after the invoice a party pays by, or null for none (clients and operators alike). */
export const billingDueDateField = z
  .number({ error: M.billingDueDate })
  .int({ error: M.billingDueDate })
  .min(0, { error: M.billingDueDate })
  .max(365, { error: M.billingDueDate })
  .nullable()
  .default(null);

export const updateClientSchema = clientAccountSchema.extend({
  id: z.uuid({ error: M.clientRequired }),
  itineraryMinutesOffset: minutesOffset,
  emailDomain,
  clientType: z.enum(CLIENT_TYPES, { error: M.clientTypeRequired }),
  clientTypes: z
    .array(z.enum(CLIENT_TYPES, { error: M.unknownClientType }), { error: M.clientTypesRequired })
    .min(1, { error: M.clientTypesRequired })
    .max(CLIENT_TYPES.length),
  charterTypes: z
    .array(z.enum(CLIENT_CHARTER_TYPES, { error: M.unknownCharterType }), { error: M.charterTypesRequired })
    .min(1, { error: M.charterTypesRequired })
    .max(CLIENT_CHARTER_TYPES.length),
  ...adminFlags,
  directDebit: z.boolean().default(false),
  billingDueDate: billingDueDateField,
  preferred: z.boolean().default(false),
  status,
});

export const updateDepartmentSchema = departmentAccountSchema.extend({
  id: z.uuid({ error: M.departmentRequired }),
  itineraryMinutesOffset: minutesOffset,
  ...adminFlags,
  status,
});

export const updateStaffSchema = staffAccountSchema.extend({
  id: z.uuid({ error: M.staffRequired }),
  canViewSupplierInfo: z.boolean().default(false),
  // Core section 3 gives staff the admin's flags too; only an admin sets them (a client cannot grant them).
  managesWorkflow: z.boolean().default(false),
  managesMessages: z.boolean().default(false),
  status,
});

export type UpdateClientInput = z.infer<typeof updateClientSchema>;
export type UpdateDepartmentInput = z.infer<typeof updateDepartmentSchema>;
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;
