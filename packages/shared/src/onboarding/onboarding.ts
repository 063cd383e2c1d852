import { z } from '../zod.js';
import type { AccountRole } from '../roles.js';
import { choosePasswordFields, passwordsMatch } from '../schemas/auth.js';

/** The product's name, as account setup ("Welcome To the product") and e-mails show it. */
export const PRODUCT_NAME = 'Charter Marketplace';

export { CONFIRM_EMAIL_CHANGE_PAGE, CONFIRM_EMAIL_PAGES, INVITATION_PAGES } from './link-pages.js';

/** How long the links stay valid. */
export const INVITATION_DAYS = 7;
export const SIGN_UP_CONFIRM_HOURS = 48;
export const EMAIL_CHANGE_HOURS = 24;

/** What a single-use link can be for (account_links.purpose). */
export const ACCOUNT_LINK_PURPOSES = ['Invitation', 'SignUp', 'EmailChange'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/** Messages of the sign-up, invitation, confirmation and account setup screens (section 8, "Registration"). */
export const ONBOARDING_MESSAGES = {
  notFound: 'Could not find anything matching your request.',
  errorRegistering: 'Error Registering',
  registrationSuccessful: 'Registration Successful',
  checkEmail: 'We have sent you an e-mail: open the link in it to confirm your address and finish setting up your account.',
  registerFailed: 'Failed to register!',
  registerNoResponse: 'We couldnt register you.',
  accountExists: 'Account Already Exists!',
  accountExistsDetail: 'This e-mail address is already registered. Log in, or reset your password if you have forgotten it.',
  aocRequired: 'AOC number is required',
  linkUsed: 'This link has already been used. Log in, or ask for a new one.',
  linkExpired: 'This link has expired. Ask for a new one.',
  linkReplaced: 'A newer e-mail was sent for this account: use the link in the latest one.',
  emailTaken: 'An account with this e-mail address already exists.',
  invitationSent: 'Invitation sent.',
  alreadyAccepted: 'This invitation has already been accepted.',
} as const;

/** Why a link does not work, as the server answers it (the same words on every page). */
export type LinkProblem = 'missing' | 'used' | 'expired' | 'replaced';
export const LINK_PROBLEM_MESSAGES: Record<Exclude<LinkProblem, 'missing'>, string> = {
  used: ONBOARDING_MESSAGES.linkUsed,
  expired: ONBOARDING_MESSAGES.linkExpired,
  replaced: ONBOARDING_MESSAGES.linkReplaced,
};

/** POST of an invitation or confirmation page: the link's id and token, and the chosen password. */
export const acceptLinkSchema = z
  .object({ id: z.uuid(), token: z.string().min(1).max(200), ...choosePasswordFields })
  .refine(...passwordsMatch);
export type AcceptLink = z.infer<typeof acceptLinkSchema>;

/** What a signed-out page learns about its link before the form is filled in. */
export interface LinkLookup {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The company, department or operator the account belongs to, for the welcome line. */
  organisation: string;
  role: AccountRole;
  expiresAt: string;
}
