import { z } from '../zod.js';
import { ACCOUNT_ROLES } from '../roles.js';
import { cleanFreeText, emailField, requiredText } from '../validation.js';

/**
 * The admin tools of supplier-and-admin section 2 ("reset password, change email, move client to
 * department, move department to staff, move staff to supplier, bulk e-mail to suppliers") and the
 * e-mail change every signed-in user makes from /me. Messages the screens and the server share.
 */
export const ADMIN_TOOLS_MESSAGES = {
  resetSent: 'A password reset link has been e-mailed.',
  noSignIn: 'This party has no sign-in yet: invite them instead.',
  signInInactive: 'This sign-in is Inactive: make it Active before sending it e-mails.',
  emailChangeSent: 'We have sent a link to the new address. The e-mail address changes when the link in that e-mail is opened.',
  emailTaken: 'Another account already uses this e-mail address.',
  emailSame: 'This is already the e-mail address of the account.',
  emailChanged: (email: string) => `Your e-mail address is now ${email}. Use it to log in.`,
  moveSelf: 'A party cannot be moved into itself.',
  moveAlreadyThere: 'It is already there: choose another target.',
  targetNotActive: 'The target must be Active (not Inactive or Invited).',
  movedInvited: 'This party has not accepted its invitation yet: its sign-in cannot change role. Move it once it is Active.',
  sessionsEnded: 'Their sign-ins were ended, so they sign in again and see their new place.',
  sendEmailsNone: 'Choose at least one operator.',
  sendEmailsTooMany: 'Choose at most 500 operators at a time.',
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message is required.',
} as const;

export const SEND_EMAILS_MAX_OPERATORS = 500;
export const SEND_EMAILS_SUBJECT_MAX = 200;
export const SEND_EMAILS_MESSAGE_MAX = 10_000;

const id = z.uuid();

/** Whose sign-in an admin tool acts on: a party of any account role, by its own id. */
export const partySignInSchema = z.object({ role: z.enum(ACCOUNT_ROLES), id });
export type PartySignIn = z.infer<typeof partySignInSchema>;

/** Change email (section 5): "newEmail must be a valid e-mail" (core's wording of the message). */
export const changeEmailSchema = z.object({ newEmail: emailField().pipe(z.string().max(320)) });
export type ChangeEmail = z.infer<typeof changeEmailSchema>;
export const adminChangeEmailSchema = partySignInSchema.extend(changeEmailSchema.shape);
export type AdminChangeEmail = z.infer<typeof adminChangeEmailSchema>;

/** POST confirmEmailChange: the link's id and token. */
export const confirmEmailChangeSchema = z.object({ id, token: z.string().min(1).max(200) });

/** What the confirm page learns before confirming. */
export interface EmailChangeLookup {
  id: string;
  newEmail: string;
  expiresAt: string;
}

export const changeMasterDepartmentSchema = z.object({ staffId: id, departmentId: id });
export const changeMasterClientSchema = z.object({ departmentId: id, clientId: id });
export const moveClientToDepartmentSchema = z.object({ clientId: id, targetClientId: id });
export const moveDepartmentToStaffSchema = z.object({ departmentId: id, targetDepartmentId: id });
export const moveStaffToSupplierSchema = z.object({
  staffId: id,
  /** The operator's company; the person's name when left blank. */
  companyName: z.string().max(200).transform(cleanFreeText).optional(),
  aocNumber: z.string().trim().max(50).transform(cleanFreeText).optional(),
});
export type MoveStaffToSupplier = z.infer<typeof moveStaffToSupplierSchema>;

/** What a move answers: what moved, and whose sign-ins were ended. */
export interface MoveResult {
  /** The party the moved one is now (a new department, staff member or operator; else itself). */
  partyType: 'Client' | 'ClientDepartment' | 'ClientStaff' | 'Supplier';
  partyId: string;
  charters: number;
  departments: number;
  staff: number;
  /** Sign-ins whose sessions were ended. */
  users: number;
}

/**
 * A message's body keeps its paragraphs (an e-mail needs them) but each line is cleaned as core
 * section 5 cleans free text; more than two blank lines in a row become two.
 */
export function cleanMessageText(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map(cleanFreeText)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** POST sendEmails (section 7: supplierIds, subject, message). */
export const sendEmailsSchema = z.object({
  supplierIds: z
    .array(id)
    .min(1, { message: ADMIN_TOOLS_MESSAGES.sendEmailsNone })
    .max(SEND_EMAILS_MAX_OPERATORS, { message: ADMIN_TOOLS_MESSAGES.sendEmailsTooMany }),
  subject: requiredText(ADMIN_TOOLS_MESSAGES.subjectRequired, SEND_EMAILS_SUBJECT_MAX),
  message: z
    .string({ error: ADMIN_TOOLS_MESSAGES.messageRequired })
    .max(SEND_EMAILS_MESSAGE_MAX)
    .transform(cleanMessageText)
    .refine((v) => v.length > 0, { message: ADMIN_TOOLS_MESSAGES.messageRequired }),
});
export type SendEmails = z.infer<typeof sendEmailsSchema>;

export interface SendEmailsResult {
  /** Operators at least one message was queued for. */
  operators: number;
  /** Messages queued (one per address: the operator's sign-ins and its secondary addresses). */
  messages: number;
  /** Chosen operators nothing went to (not Active, or no address). */
  skipped: { id: string; companyName: string }[];
}
