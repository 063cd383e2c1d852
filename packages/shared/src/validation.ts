import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.js';

/** Validation messages quoted word for word from the spec (core section 5, supplier-and-admin section 5). */
export const MESSAGES = {
  loginRequired: 'Please enter a valid email and password.',
  loginEmailInvalid: 'Please enter a valid email address.',
  loginFailed: 'Incorrect email or password.',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  resetMismatch: 'Both fields must be the same',
  resetTooShort: 'Your password must be at least 6 characters long.',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  emailStrange: 'Email looks a bit strange...',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is not valid',
  indicativeEmailRequired: 'Email is reuquired',
  resetRequestFailed: "Couldn't request a password change. Check your internet connection?",
  resetRequestSent: 'If you have an account registered with the product, we will send you a reset link to the email address provided.',
  resetFailed: 'Failed to reset password',
  acceptTermsFailed: 'Error Accepting Terms',
  forbiddenSave: 'An unexpected error has occurred while saving. Please contact the support team.',
  notAvailable: 'Sorry, this item is not available',
  refreshFailed: 'None of the refresh keys worked.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  updatedAccount: 'Updated your account.',
  originalPasswordWrong: 'Your current password is not correct.',
} as const;

/** Phone: digits, plus, hyphen and space, starting with a digit, plus or hyphen. */
export const PHONE_PATTERN = /^[0-9+-][0-9+\- ]*$/;

// A pragmatic e-mail check shared by client and server (zod's own is stricter than users expect).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Free-text clean-up: line breaks become spaces; anything outside letters, digits, spaces
 * and a small punctuation set is stripped.
 */
export function cleanFreeText(value: string): string {
  return value
    .replace(/\r\n|\r|\n/g, ' ')
    .replace(/[^\p{L}\p{N} .,;:'"!?()&/@#$%+\-_*]/gu, '')
    .trim();
}

export const freeText = (max = 2000) => z.string().max(max).transform(cleanFreeText);

export const emailField = (message: string = MESSAGES.emailStrange) =>
  z
    .string()
    .trim()
    .refine((v) => isValidEmail(v), { message })
    .transform((v) => v.toLowerCase());

/** A missing or non-text value gets the field's required message, not zod's "Invalid input". */
const requiredString = (message: string) => z.string({ error: (issue) => (issue.code === 'invalid_type' ? message : undefined) });

export const phoneField = () =>
  requiredString(MESSAGES.phoneRequired)
    .trim()
    .min(1, { message: MESSAGES.phoneRequired })
    .refine((v) => PHONE_PATTERN.test(v), { message: MESSAGES.phoneInvalid });

export const requiredText = (message: string, max = 200) => requiredString(message).trim().min(1, { message }).max(max);

export const newPasswordField = () =>
  z.string().min(1, { message: MESSAGES.passwordRequired }).min(PASSWORD_MIN_LENGTH, { message: MESSAGES.passwordTooShort }).max(200);
