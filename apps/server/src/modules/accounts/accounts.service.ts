import { ACCOUNT_SCHEMAS, LINK_PROBLEM_MESSAGES, MESSAGES, isValidEmail, type AccountRecord, type LinkProblem } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Config } from '../../config.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { sha256, type AccessClaims } from '../../auth/tokens.js';
import { linkError } from '../../onboarding/account-links.js';
import { issuePasswordReset } from '../../onboarding/password-reset-link.js';
import { take } from '../../lib/rate-limit.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { PARTY_TABLES, partyKey } from '../../access/party-tables.js';
import type { NotifiedCache } from '../../realtime/notified-cache.js';
import * as repo from './accounts.repository.js';

/** What /me reads of each role's record: its form's fields, the e-mail and the status. */
const ME_COLUMNS = Object.fromEntries(
  Object.entries(ACCOUNT_SCHEMAS).map(([role, schema]) => [role, [...Object.keys(schema.shape), 'email', 'status']]),
) as Record<keyof typeof ACCOUNT_SCHEMAS, string[]>;

const INVALID_RESET = 'This reset link is not valid or has expired. Please ask for a new one.';
/** What is wrong with a reset link (null when it may be used); a wrong token is no such link. */
function resetLinkProblem(reset: repo.PasswordResetRow | undefined, token: string): LinkProblem | null {
  if (!reset || reset.tokenHash !== sha256(token)) return 'missing';
  if (reset.used) return 'used';
  if (reset.expired) return 'expired';
  return null;
}

// Reset e-mails one account receives per hour.
const RESETS_PER_ACCOUNT = 3;

export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly publicUrl: () => string,
    /** Records as read, dropped when their row changes (PARTY_CHANNEL); every screen calls /me. */
    private readonly records: NotifiedCache<Record<string, unknown>>,
  ) {}

  /**
   * Always answers the same way, whether or not the address has an account, so the form cannot be
   * used to find out who is registered: not by the answer, and not by its time. Both paths do the
   * same work: the token, the link and the e-mail are always made, and one statement always runs
   * that writes the reset row and queues the e-mail only when an active account matches (no early
   * return for a missing account). One account gets at most RESETS_PER_ACCOUNT e-mails an hour;
   * past that the answer stays the same and nothing is sent, so a flood neither fills the inbox nor
   * keeps cancelling the link the owner is about to use.
   */
  async requestPasswordReset(email: string): Promise<void> {
    if (!isValidEmail(email)) throw badRequest([MESSAGES.emailStrange], { email: [MESSAGES.emailStrange] });
    const address = email.trim().toLowerCase();
    const send = await take(this.db, [{ key: `reset-email:${address}`, max: RESETS_PER_ACCOUNT, windowSeconds: 3600 }]);
    // The admin's Reset password tool issues its links through the same function (onboarding/password-reset-link).
    await issuePasswordReset(this.db, { email: address }, { publicUrl: this.publicUrl(), minutes: this.config.resetTokenMinutes, send });
  }

  /**
   * The reset page checks its link on load, so a used or expired link says so before a password
   * is typed: 404 for no such link (or a wrong token), 410 with the reason otherwise. Nothing is spent.
   */
  async checkResetLink(id: string, token: string): Promise<void> {
    const problem = resetLinkProblem(await repo.findPasswordReset(this.db, id), token);
    if (problem) throw linkError(problem);
  }

  /** Single use: the reset row is locked, checked and spent in one transaction. */
  async resetPassword(id: string, token: string, password: string): Promise<void> {
    const hash = await hashPassword(password);
    const problem = await this.db.transaction(async (tx) => {
      const reset = await repo.findPasswordReset(tx, id, { lock: true });
      const found = resetLinkProblem(reset, token);
      if (found || !reset) return found ?? 'missing';
      await repo.markResetUsed(tx, reset.id);
      await repo.setPasswordHash(tx, reset.userId, hash);
      // Whoever knew the old password is signed out everywhere.
      await repo.revokeAllSessions(tx, reset.userId, 'Password reset');
      return null;
    });
    if (problem) throw badRequest([MESSAGES.resetFailed, problem === 'missing' ? INVALID_RESET : LINK_PROBLEM_MESSAGES[problem]]);
  }

  async setPassword(user: AccessClaims, originalPassword: string, password: string): Promise<void> {
    const row = await repo.userById(this.db, user.userId);
    if (!row || !(await verifyPassword(row.passwordHash, originalPassword))) {
      throw badRequest([MESSAGES.originalPasswordWrong], { originalPassword: [MESSAGES.originalPasswordWrong] });
    }
    const hash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await repo.setPasswordHash(tx, user.userId, hash);
      await repo.revokeAllSessions(tx, user.userId, 'Password changed', user.sid);
    });
  }

  emailExists(email: string): Promise<boolean> {
    return isValidEmail(email) ? repo.emailExists(this.db, email) : Promise.resolve(false);
  }

  locationStates() {
    return repo.locationStateList(this.db);
  }

  places(text: string) {
    return text.trim().length < 2 ? Promise.resolve([]) : repo.searchPlaces(this.db, text, 20);
  }

  async publicSettings() {
    const values = await repo.settingValues(this.db, ['SupportPhone', 'PrivacyPolicyUrl']);
    return { supportPhone: values.SupportPhone ?? '', privacyPolicyUrl: values.PrivacyPolicyUrl ?? '' };
  }

  async terms() {
    const terms = await repo.currentTerms(this.db);
    if (!terms) throw notFound();
    return terms;
  }

  async acceptTerms(user: AccessClaims, termsId: string, ip: string): Promise<void> {
    const terms = await repo.currentTerms(this.db);
    if (!terms || terms.id !== termsId)
      throw badRequest([MESSAGES.acceptTermsFailed, 'These terms are no longer current; please read the new ones.']);
    await repo.acceptTerms(this.db, user.userId, termsId, ip);
  }

  private roleId(user: AccessClaims): string {
    const key = PARTY_TABLES[user.role].claimKey;
    const id = user[key];
    if (!id) throw notFound();
    return id;
  }

  /** The caller's own record: the fields of its role's form, its e-mail and status. */
  async me(user: AccessClaims): Promise<AccountRecord> {
    const shape = ACCOUNT_SCHEMAS[user.role].shape as Record<string, unknown>;
    const id = this.roleId(user);
    const record = await this.records.get(partyKey(user.role, id), () =>
      repo.roleRecordPrepared(this.db, user.role, id, ME_COLUMNS[user.role]),
    );
    if (!record) throw notFound();
    const fields = Object.fromEntries(Object.keys(shape).map((k) => [k, (record[k] ?? null) as string | number | boolean | null]));
    return { role: user.role, email: String(record.email ?? user.email), status: String(record.status ?? ''), fields };
  }

  async updateMe(user: AccessClaims, body: unknown): Promise<AccountRecord> {
    await repo.updateRoleRecord(this.db, user.role, this.roleId(user), parseOr400(ACCOUNT_SCHEMAS[user.role], body));
    return this.me(user);
  }
}
