// No zod here: the session code on every first paint needs these words (ADR 0022).

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
