import { MESSAGES } from '../messages.js';
import { isValidEmail } from '../email.js';

/**
 * The login form's one rule (core section 5), without zod: the web's /login checks with this
 * directly so its first load needs no validator (ADR 0022); loginFormSchema and
 * loginRequestSchema apply the same function, so the form and POST /auth/login say the same words.
 */
export function loginProblem(v: { userName: string; password: string }): string | null {
  const userName = v.userName.trim();
  if (!userName || !v.password) return MESSAGES.loginRequired;
  if (!isValidEmail(userName)) return MESSAGES.loginEmailInvalid;
  return null;
}
