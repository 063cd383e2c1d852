import { z } from '../zod.js';
import { MESSAGES, freeText, phoneField, requiredText } from '../validation.js';

/**
 * The /me editors, one per role (core section 2, "Account page /me"). E-mail is read-only there
 * (core section 5), so none of these carries it; it is shown from the loaded record.
 */
const names = {
  firstName: requiredText(MESSAGES.firstNameRequired, 100),
  lastName: requiredText(MESSAGES.lastNameRequired, 100),
};

const itinerarySettings = {
  itineraryShowPrice: z.boolean().default(false),
  itineraryShowSupplier: z.boolean().default(false),
  itineraryHidePhone: z.boolean().default(false),
  itineraryMinutesOffset: z.coerce.number().int().min(-1440).max(1440).default(0),
};

export const clientAccountSchema = z.object({
  ...names,
  companyName: requiredText('Company Name is required.', 200),
  companyAddress: requiredText('Company Address is required.', 400),
  companyPhone: phoneField(),
  notesForSupplier: freeText(2000).default(''),
  ...itinerarySettings,
});

export const departmentAccountSchema = z.object({
  ...names,
  departmentName: requiredText('Department Name is required.', 200),
  departmentDescription: freeText(2000).default(''),
  departmentPhone: phoneField(),
  notesForSupplier: freeText(2000).default(''),
  ...itinerarySettings,
});

export const staffAccountSchema = z.object({
  ...names,
  phoneNumber: phoneField(),
});

export const supplierAccountSchema = z.object({
  ...names,
  companyName: requiredText('Company Name is required.', 200),
  companyAddress: requiredText('Company Address is required.', 400),
  companyPhone: phoneField(),
  doNotSendBidConfirmation: z.boolean().default(false),
  notifyOfManifestChanges: z.boolean().default(false),
});

export const adminAccountSchema = z.object({
  ...names,
  phoneNumber: z.union([z.literal(''), phoneField()]).default(''),
});

export const ACCOUNT_SCHEMAS = {
  Admin: adminAccountSchema,
  CharterAdmin: adminAccountSchema,
  Client: clientAccountSchema,
  ClientDepartment: departmentAccountSchema,
  ClientStaff: staffAccountSchema,
  Supplier: supplierAccountSchema,
} as const;

export type ClientAccount = z.infer<typeof clientAccountSchema>;
export type DepartmentAccount = z.infer<typeof departmentAccountSchema>;
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export type SupplierAccount = z.infer<typeof supplierAccountSchema>;
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** GET api/accounts/me answers the editable fields plus these read-only ones. */
export interface AccountRecord {
  role: keyof typeof ACCOUNT_SCHEMAS;
  email: string;
  status: string;
  fields: Record<string, string | number | boolean | null>;
}
