import {
  ADMIN_TOOLS_MESSAGES as M,
  CONFIRM_EMAIL_CHANGE_PAGE,
  EMAIL_CHANGE_HOURS,
  ONBOARDING_MESSAGES,
  PRODUCT_NAME,
  type AccountRole,
  type EmailChangeLookup,
  countOf,
} from '@charter/shared';
import type { Db, Tx } from '@charter/db';
import type { Config } from '../../config.js';
import { sqlState } from '../../lib/database-errors.js';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { enqueueEmail, type MessageLogInfo } from '../../mail/outbox.js';
import { findLink, issueLink, linkError, linkProblem, spendLink } from '../../onboarding/account-links.js';
import { issuePasswordReset } from '../../onboarding/password-reset-link.js';
import { publishChange } from '../../realtime/publish.js';
import * as repo from './sign-ins.repository.js';

export interface ToolActor {
  userId: string;
  role: string;
}

/** The message log owners of a sign-in's e-mails. */
function logOwners(s: repo.SignIn, name: string): MessageLogInfo {
  return {
    name,
    userId: s.userId,
    clientId: s.clientId,
    clientDepartmentId: s.clientDepartmentId,
    clientStaffId: s.clientStaffId,
    supplierId: s.supplierId,
    entityType: s.role,
    entityId: s.partyId,
    targetAudience: s.role,
  };
}

/**
 * Reset password and change e-mail (supplier-and-admin sections 2 and 7): an admin's for anyone's
 * sign-in, and a signed-in user's own e-mail change from /me. An e-mail change waits for the link
 * sent to the new address (ADR 0011: an EmailChange link); nothing changes until it is opened.
 */
export class AccountToolsService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  private publicUrl(): string {
    return this.config.publicUrl ?? '';
  }

  /** The party's sign-in, or a clear answer why there is none to act on. */
  private async usableSignIn(tx: Tx, role: AccountRole, partyId: string): Promise<repo.SignIn> {
    const signIn = await repo.signInOfParty(tx, role, partyId, true);
    if (!signIn) {
      if (!(await repo.partyExists(tx, role, partyId))) throw notFound();
      throw badRequest([M.noSignIn]);
    }
    if (signIn.status === 'Invited') throw badRequest([M.noSignIn]);
    if (signIn.status !== 'Active') throw badRequest([M.signInInactive]);
    return signIn;
  }

  /** POST /api/admin/resetPassword: e-mails the reset link the public form sends (one function issues both). */
  async resetPassword(actor: ToolActor, role: AccountRole, partyId: string): Promise<string> {
    return this.db.transaction(async (tx) => {
      const signIn = await this.usableSignIn(tx, role, partyId);
      await issuePasswordReset(
        tx,
        { userId: signIn.userId },
        { publicUrl: this.publicUrl(), minutes: this.config.resetTokenMinutes, byAdmin: true },
      );
      await addTimelineItem(tx, {
        entityType: role,
        entityId: partyId,
        oldStatus: signIn.partyStatus,
        newStatus: signIn.partyStatus,
        actionName: 'Password Reset Sent',
        reason: `Reset link e-mailed to ${signIn.email}`,
        actor,
      });
      await publishChange(tx, role, [partyId]);
      return signIn.email;
    });
  }

  /** POST /api/admin/changeEmail (any party's sign-in). */
  async adminChangeEmail(actor: ToolActor, role: AccountRole, partyId: string, newEmail: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const signIn = await this.usableSignIn(tx, role, partyId);
      await this.requestChange(tx, actor, signIn, newEmail, true);
    });
  }

  /** POST /api/accounts/changeEmail (the signed-in user's own). */
  async changeOwnEmail(actor: ToolActor, newEmail: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const signIn = await repo.signInById(tx, actor.userId, true);
      if (!signIn) throw notFound();
      await this.requestChange(tx, actor, signIn, newEmail, false);
    });
  }

  private async requestChange(tx: Tx, actor: ToolActor, signIn: repo.SignIn, newEmail: string, byAdmin: boolean): Promise<void> {
    if (signIn.email.toLowerCase() === newEmail.toLowerCase()) throw badRequest([M.emailSame], { newEmail: [M.emailSame] });
    if (await repo.emailUsedByOther(tx, newEmail, signIn.userId)) throw new HttpError(409, [M.emailTaken], { newEmail: [M.emailTaken] });
    const link = await issueLink(tx, {
      purpose: 'EmailChange',
      userId: signIn.userId,
      newEmail,
      ttlMs: EMAIL_CHANGE_HOURS * 3_600_000,
      createdBy: actor.userId,
    });
    const url = `${this.publicUrl()}${CONFIRM_EMAIL_CHANGE_PAGE}/${link.id}/${link.token}`;
    const who = byAdmin ? 'An administrator asked' : 'You asked';
    await enqueueEmail(tx, {
      message: {
        to: newEmail,
        subject: `Confirm your new ${PRODUCT_NAME} e-mail address`,
        text: [
          `Hello ${signIn.firstName},`,
          '',
          `${who} to change the e-mail address of your ${PRODUCT_NAME} account from ${signIn.email} to this address.`,
          `Open this link within ${countOf(EMAIL_CHANGE_HOURS, 'hour')} to confirm it (it works once):`,
          '',
          url,
          '',
          'Until you do, you keep logging in with your old address. If you did not expect this, ignore this e-mail.',
        ].join('\n'),
      },
      log: logOwners(signIn, 'E-mail Change'),
    });
    await enqueueEmail(tx, {
      message: {
        to: signIn.email,
        subject: `Your ${PRODUCT_NAME} e-mail address is about to change`,
        text: [
          `Hello ${signIn.firstName},`,
          '',
          `${who} to change the e-mail address of your ${PRODUCT_NAME} account to ${newEmail}.`,
          'It changes only when the link sent to that address is opened. If this was not you or your administrator, contact support.',
        ].join('\n'),
      },
      log: logOwners(signIn, 'E-mail Change Notice'),
    });
    await addTimelineItem(tx, {
      entityType: signIn.role,
      entityId: signIn.partyId,
      oldStatus: signIn.partyStatus,
      newStatus: signIn.partyStatus,
      actionName: 'E-mail Change Requested',
      reason: `Confirmation link e-mailed to ${newEmail}`,
      actor,
    });
  }

  /** GET confirmEmailChange/{id}: what the page shows before confirming (the reason when the link cannot be used). */
  async lookupEmailChange(id: string): Promise<EmailChangeLookup> {
    const link = await findLink(this.db, id, 'EmailChange');
    const problem = linkProblem(link);
    if (problem) throw linkError(problem);
    return { id: link!.id, newEmail: link!.newEmail ?? '', expiresAt: new Date(link!.expiresAt).toISOString() };
  }

  /**
   * POST confirmEmailChange: spends the link and changes the sign-in's and the party's address
   * together, checking again that no other sign-in took the address meanwhile. Sessions stay: the
   * next token renewal carries the new address (ADR 0013).
   */
  async confirmEmailChange(id: string, token: string): Promise<string> {
    return this.db.transaction(async (tx) => {
      const link = await spendLink(tx, id, token, 'EmailChange');
      const signIn = await repo.signInById(tx, link.userId, true);
      if (!signIn || !link.newEmail) throw notFound(ONBOARDING_MESSAGES.notFound);
      if (await repo.emailUsedByOther(tx, link.newEmail, signIn.userId)) {
        throw new HttpError(409, [M.emailTaken], { newEmail: [M.emailTaken] });
      }
      try {
        await repo.setEmail(tx, signIn, link.newEmail);
      } catch (err) {
        // Another sign-in took the address between the check and the update (the unique index says so).
        if (sqlState(err) === '23505') throw new HttpError(409, [M.emailTaken], { newEmail: [M.emailTaken] });
        throw err;
      }
      await addTimelineItem(tx, {
        entityType: signIn.role,
        entityId: signIn.partyId,
        oldStatus: signIn.partyStatus,
        newStatus: signIn.partyStatus,
        actionName: 'E-mail Changed',
        reason: `From ${signIn.email} to ${link.newEmail}`,
        actor: { userId: signIn.userId, role: signIn.role },
      });
      await publishChange(tx, signIn.role, [signIn.partyId]);
      return link.newEmail;
    });
  }
}
