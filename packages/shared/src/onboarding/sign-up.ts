import { z } from '../zod.js';
import { MESSAGES, cleanFreeText, emailField, phoneField, requiredText } from '../validation.js';
import { ONBOARDING_MESSAGES } from './onboarding.js';

/**
 * The public sign-up (supplier-and-admin sections 2 and 5, ADR 0012): the two kinds of account a
 * visitor can open from the login landing, and what each kind means to a visitor.
 */
export const SIGN_UP_KINDS = {
  Client: { label: 'Client', description: 'A charter customer: post charter requests and compare bids.' },
  Supplier: { label: 'Operator', description: 'An aircraft operator: bid on charter requests once we have approved you.' },
} as const;
export type SignUpKind = keyof typeof SIGN_UP_KINDS;

/** Messages of the sign-up wizard and the calls behind it. */
export const SIGN_UP_MESSAGES = {
  companyNameRequired: 'Company Name is required.',
  companyAddressRequired: 'Company Address is required.',
  resent: 'We have sent you a new confirmation e-mail; the link in any earlier one no longer works.',
  tooManyFromAddress: 'Too many sign-up attempts from your network. Please wait 15 minutes and try again.',
  tooManyToEmail: 'We have already sent several confirmation e-mails to this address. Please wait an hour and try again.',
  awaitingApproval:
    'Your operator account is awaiting approval. You can complete your profile, aircraft and documents now; once our team has approved it (we will e-mail you), you will see live charters and can bid on them.',
  inactive: 'Your operator account is inactive, so you cannot see or bid on open charters. Please contact us to reactivate it.',
  approved: 'The operator is approved and has been e-mailed.',
  alreadyActive: 'This operator is already Active.',
  onlyInactive: 'Only an Inactive operator can be approved.',
} as const;

/** What both kinds of sign-up ask for (no password: it is chosen on the confirmation page). */
const enrolFields = {
  email: emailField(),
  companyName: requiredText(SIGN_UP_MESSAGES.companyNameRequired, 200),
  companyAddress: requiredText(SIGN_UP_MESSAGES.companyAddressRequired, 400),
  companyPhone: phoneField(),
  firstName: requiredText(MESSAGES.firstNameRequired, 100),
  lastName: requiredText(MESSAGES.lastNameRequired, 100),
};

/** POST /api/accounts/enrolClientStaff: a charter customer (a new client, or staff of the client owning the e-mail's domain). */
export const enrolClientStaffSchema = z.object(enrolFields);
export type EnrolClientStaff = z.infer<typeof enrolClientStaffSchema>;

/** The AOC number an operator must give before Next (supplier-and-admin section 5). */
export const aocNumberField = () =>
  z
    .string({ error: ONBOARDING_MESSAGES.aocRequired })
    .max(100)
    .transform(cleanFreeText)
    .refine((v) => v.length > 0, { message: ONBOARDING_MESSAGES.aocRequired });

/** POST /api/accounts/enrolSupplier: an aircraft operator, with its AOC number. */
export const enrolSupplierSchema = z.object({ ...enrolFields, aocNumber: aocNumberField() });
export type EnrolSupplier = z.infer<typeof enrolSupplierSchema>;
