// No zod here: /login checks an address on its first load (ADR 0022).

// A pragmatic e-mail check shared by client and server (zod's own is stricter than users expect).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
