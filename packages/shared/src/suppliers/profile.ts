import { z } from '../zod.js';
import { CLIENT_TYPES, COMPLIANCE_TYPES, LIMITS } from '../constants.js';
import { MESSAGES, emailField, freeText, isRealDate, phoneField, requiredText } from '../validation.js';
import { billingDueDateField } from '../clients/client-edit.js';

/** Messages of the supplier calls (supplier-and-admin spec; it gives none for the profile bounds). */
export const SUPPLIER_MESSAGES = {
  supplierRequired: 'Supplier is required',
  updated: 'Supplier updated.',
  minPassengers: 'Minimum passengers must be at least 1',
  maxPassengers: 'Maximum passengers must be at least the minimum',
  unknownCharterType: 'Please choose charter types from the list.',
  unknownState: 'Please choose states from the list.',
  emailListed: 'That e-mail is already listed.',
  emailAdded: 'E-mail added.',
  emailRemoved: 'E-mail removed.',
  emailNotListed: 'That e-mail is not listed.',
  ownOnly: 'You can only manage your own supplier account.',
  confirmedDate: 'Confirmed Date must be a real date',
} as const;

export const SUPPLIER_STATUSES = ['Active', 'Inactive'] as const;
export const SUPPLIER_LIST_FILTERS = ['Active', 'Inactive', 'Invited', 'All'] as const;
export type SupplierListFilter = (typeof SUPPLIER_LIST_FILTERS)[number];

/** A supplier as GET /api/suppliers/get answers it. */
export interface SupplierProfile {
  id: string;
  companyName: string;
  companyAddress: string;
  companyPhone: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  preferred: boolean;
  clientTypes: string[];
  complianceTypes: string[];
  doNotSendBidConfirmation: boolean;
  notifyOfManifestChanges: boolean;
  charterTypes: string[];
  locationFilterEnabled: boolean;
  filterLocation: string[];
  passengerRangeFilterEnabled: boolean;
  minPassengers: number;
  maxPassengers: number;
  aocNumber: string;
  /**
   * The account terms the broker keeps on an operator, as on a client (supplier-and-admin section 3):
   * admins only, left out of the operator's own profile.
   */
  canViewSupplierInfo?: boolean;
  directDebit?: boolean;
  /** The day the operator's account was confirmed, YYYY-MM-DD; null when not set. */
  confirmedDate?: string | null;
  /** Days after the invoice the operator is paid by; null when not set. */
  billingDueDate?: number | null;
}

export interface SupplierListItem {
  id: string;
  companyName: string;
  email: string;
  status: string;
  preferred: boolean;
  documentsAwaitingApproval: number;
  aircraftCount: number;
}

const shortList = (max = 50) => z.array(z.string().trim().min(1).max(100)).max(max).default([]);

/** What a supplier may change on its own profile; the admin-only fields are not part of it (and are dropped). */
const supplierProfileObject = z.object({
  companyName: requiredText('Company Name is required.', 200),
  companyAddress: requiredText('Company Address is required.', 400),
  companyPhone: phoneField(),
  firstName: requiredText(MESSAGES.firstNameRequired, 100),
  lastName: requiredText(MESSAGES.lastNameRequired, 100),
  doNotSendBidConfirmation: z.boolean().default(false),
  notifyOfManifestChanges: z.boolean().default(false),
  charterTypes: shortList(),
  locationFilterEnabled: z.boolean().default(false),
  filterLocation: z.array(z.string().trim().toUpperCase().min(1).max(10)).max(20).default([]),
  passengerRangeFilterEnabled: z.boolean().default(false),
  minPassengers: z.coerce.number().int().min(0).max(LIMITS.passengers).default(0),
  maxPassengers: z.coerce.number().int().min(0).max(LIMITS.passengers).default(0),
  aocNumber: freeText(100).default(''),
});

type RangeFields = { passengerRangeFilterEnabled: boolean; minPassengers: number; maxPassengers: number };
function checkRange(v: RangeFields, ctx: z.RefinementCtx) {
  if (!v.passengerRangeFilterEnabled) return;
  if (v.minPassengers < 1) ctx.addIssue({ code: 'custom', path: ['minPassengers'], message: SUPPLIER_MESSAGES.minPassengers });
  if (v.maxPassengers < v.minPassengers)
    ctx.addIssue({ code: 'custom', path: ['maxPassengers'], message: SUPPLIER_MESSAGES.maxPassengers });
}

export const supplierProfileSchema = supplierProfileObject.superRefine(checkRange);

/** The admin's update: the supplier's fields plus preferred, client types, compliances and status. */
export const adminSupplierProfileSchema = supplierProfileObject
  .extend({
    id: z.uuid({ error: SUPPLIER_MESSAGES.supplierRequired }),
    preferred: z.boolean().default(false),
    clientTypes: z.array(z.enum(CLIENT_TYPES)).max(3).default(['Generic']),
    complianceTypes: z.array(z.enum(COMPLIANCE_TYPES)).max(4).default([]),
    status: z.enum(SUPPLIER_STATUSES).default('Active'),
    canViewSupplierInfo: z.boolean().default(false),
    directDebit: z.boolean().default(false),
    // A calendar day (YYYY-MM-DD, as the date pickers send it), or blank / null for none.
    confirmedDate: z
      .union([z.literal('').transform(() => null), z.string().refine(isRealDate, { error: SUPPLIER_MESSAGES.confirmedDate })], {
        error: SUPPLIER_MESSAGES.confirmedDate,
      })
      .nullable()
      .default(null),
    billingDueDate: billingDueDateField,
  })
  .superRefine(checkRange);

export type SupplierProfileInput = z.infer<typeof supplierProfileSchema>;
export type AdminSupplierProfileInput = z.infer<typeof adminSupplierProfileSchema>;

/** POST /api/suppliers/setSupplierStatus (admin): activate or deactivate a supplier, optionally saying why. */
export const setSupplierStatusSchema = z.object({
  id: z.uuid({ error: SUPPLIER_MESSAGES.supplierRequired }),
  status: z.enum(SUPPLIER_STATUSES, { error: 'Status must be Active or Inactive' }),
  reason: freeText(500).optional(),
});
export type SetSupplierStatusInput = z.infer<typeof setSupplierStatusSchema>;

export const secondaryEmailSchema = z.object({
  supplierId: z.uuid({ error: SUPPLIER_MESSAGES.supplierRequired }),
  email: emailField(),
});
export type SecondaryEmailInput = z.infer<typeof secondaryEmailSchema>;

export const AVAILABILITY_STATUSES = ['Available', 'Unavailable'] as const;
export const charterAvailabilitySchema = z.object({
  charterRequestId: z.uuid({ error: 'Charter request is required' }),
  status: z.enum(AVAILABILITY_STATUSES, { error: 'Status must be Available or Unavailable' }),
});
export type CharterAvailabilityInput = z.infer<typeof charterAvailabilitySchema>;
