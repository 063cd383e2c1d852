import { z } from '../zod.js';
import { MESSAGES, newPasswordField } from '../validation.js';
import { loginProblem } from './login-check.js';
import { PASSWORD_MIN_LENGTH } from '../constants.js';

export { loginProblem } from './login-check.js';

/** The login form and POST /auth/login share this schema. */
export const loginFormSchema = z
  .object({
    userName: z.string().trim().max(320),
    password: z.string().max(200),
  })
  .superRefine((v, ctx) => {
    const problem = loginProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['userName'] });
  });

export const loginRequestSchema = z
  .object({
    userName: z.string().trim().max(320),
    password: z.string().max(200),
    remoteIpAddress: z.string().max(64).optional().nullable(),
    oldRefreshTokens: z.array(z.string().max(200)).max(20).optional().nullable(),
    /** From the unlock link e-mailed to an account's owner while its sign-in is paused (ADR 0038). */
    unlockToken: z.string().max(200).optional().nullable(),
  })
  .superRefine((v, ctx) => {
    const problem = loginProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['userName'] });
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const accessTokenSchema = z.object({ token: z.string(), expiry: z.string() });
export const refreshTokenSchema = z.object({ token: z.string(), expiry: z.string() });
export type AccessToken = z.infer<typeof accessTokenSchema>;
export type RefreshToken = z.infer<typeof refreshTokenSchema>;

export const tokenAnswerSchema = z.object({
  accessToken: accessTokenSchema,
  refreshTokens: z.array(refreshTokenSchema),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

export const refreshRequestSchema = z.object({
  accessToken: z.string().max(4000),
  refreshToken: z.string().min(1).max(200),
});

export const replenishRequestSchema = z.object({
  accessToken: z.string().max(4000).optional(),
  refreshTokens: z.array(z.string().max(200)).max(20),
});

// The sizes bound what one report stores (a NUL anywhere is refused before this, lib/input-guard.ts).
export const logErrorSchema = z.object({
  code: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(100)),
  description: z.string().max(8000),
});

export const emailOnlySchema = z.object({ email: z.string().trim().max(320) });

/** A new password typed twice: the reset, invitation and account setup pages ask it the same way. */
export const choosePasswordFields = {
  password: z.string().min(PASSWORD_MIN_LENGTH, { message: MESSAGES.resetTooShort }).max(200),
  checkPassword: z.string().max(200),
};

/** The confirmation must repeat the password; the message stands under the confirmation. */
export const passwordsMatch: [(v: { password: string; checkPassword: string }) => boolean, { message: string; path: string[] }] = [
  (v) => v.password === v.checkPassword,
  { message: MESSAGES.resetMismatch, path: ['checkPassword'] },
];

/** The password pair of the invitation, account setup and reset pages (supplier-and-admin section 5). */
export const choosePasswordSchema = z.object(choosePasswordFields).refine(...passwordsMatch);
export type ChoosePassword = z.infer<typeof choosePasswordSchema>;

/** /resetPassword/{id}/{item}: the reset page's form (the same pair). */
export const resetPasswordFormSchema = choosePasswordSchema;

/** A reset link's two parts (/resetPassword/{id}/{item}): checked on load by POST checkPasswordReset. */
export const resetLinkSchema = z.object({
  id: z.uuid(),
  token: z.string().min(1).max(200),
});

export const resetMyPasswordSchema = resetLinkSchema.extend({
  password: z.string().min(PASSWORD_MIN_LENGTH, { message: MESSAGES.resetTooShort }).max(200),
});

/** Set Password on /me: password form of core section 3. */
export const setPasswordSchema = z
  .object({
    originalPassword: z.string().min(1, { message: MESSAGES.passwordRequired }).max(200),
    password: newPasswordField(),
    checkPassword: z.string().max(200),
  })
  .refine(...passwordsMatch);
