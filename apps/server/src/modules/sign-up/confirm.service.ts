import { SIGN_UP_MESSAGES, type AccountRole, type LinkLookup, type SignUpKind } from '@charter/shared';
import type { Db, Tx } from '@charter/db';
import { hashPassword } from '../../auth/passwords.js';
import { findLink, linkError, linkProblem, spendLink } from '../../onboarding/account-links.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { operatorAwaitingEmail } from './sign-up-emails.js';
import * as repo from './sign-up.repository.js';

/** The sign-ins each confirmation page serves: an operator's page never confirms a client's link. */
const ROLES_OF: Record<SignUpKind, readonly string[]> = { Supplier: ['Supplier'], Client: ['Client', 'ClientStaff'] };

/**
 * E-mail confirmation is the account setup (ADR 0012): the page looks its link up, then the person
 * chooses a password; spending the link, setting the password, activating the sign-in, the
 * timeline item and (for an operator) the admins' e-mail commit together.
 */
export class ConfirmSignUpService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: () => string,
  ) {}

  async lookup(kind: SignUpKind, id: string): Promise<LinkLookup> {
    const link = await findLink(this.db, id, 'SignUp');
    const problem = linkProblem(link);
    if (problem) throw linkError(problem);
    const user = await repo.signIn(this.db, link!.userId);
    if (!user || !ROLES_OF[kind].includes(user.role)) throw linkError('missing');
    const party = await repo.partyOf(this.db, user);
    if (!party) throw linkError('missing');
    return {
      id: link!.id,
      email: user.email,
      firstName: party.firstName,
      lastName: party.lastName,
      organisation: party.organisation,
      role: user.role as AccountRole,
      // The driver may hand the timestamp back as text.
      expiresAt: new Date(link!.expiresAt).toISOString(),
    };
  }

  async confirm(kind: SignUpKind, id: string, token: string, password: string): Promise<{ email: string; messages: string[] }> {
    const hash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const link = await spendLink(tx, id, token, 'SignUp');
      const user = await repo.lockSignIn(tx, link.userId);
      // A link of the other kind's page, or a sign-in no longer waiting: nothing to confirm here.
      if (!user || !ROLES_OF[kind].includes(user.role) || user.status !== 'Unconfirmed') throw linkError('missing');
      const before = (await repo.partyOf(tx, user))!;
      await repo.activateSignIn(tx, user.id, hash);
      if (user.role === 'Client' || user.role === 'ClientStaff') await repo.confirmParty(tx, user.role, before.id);
      const after = (await repo.partyOf(tx, user))!;
      await addTimelineItem(tx, {
        entityType: user.role,
        entityId: before.id,
        oldStatus: before.status,
        newStatus: after.status,
        actionName: 'E-mail Confirmed',
        reason: `${user.email} confirmed the address and chose a password`,
        actor: { userId: user.id, role: user.role },
      });
      if (user.role === 'Supplier') {
        await this.tellAdmins(tx, before);
        return { email: user.email, messages: [SIGN_UP_MESSAGES.awaitingApproval] };
      }
      return { email: user.email, messages: ['Your e-mail address is confirmed.'] };
    });
  }

  /** Every Active admin hears of an operator waiting for approval, with a link to it. */
  private async tellAdmins(tx: Tx, supplier: repo.PartyRow) {
    const aoc = await repo.supplierAoc(tx, supplier.id);
    const url = `${this.publicUrl()}/manageSuppliers/${supplier.id}/Detail`;
    for (const admin of await repo.activeAdminEmails(tx)) {
      await enqueueEmail(tx, {
        message: operatorAwaitingEmail(admin.email, supplier.organisation, aoc, url),
        log: {
          name: 'Operator Awaiting Approval',
          userId: admin.userId,
          supplierId: supplier.id,
          entityType: 'Supplier',
          entityId: supplier.id,
          newState: supplier.status,
          targetAudience: 'Admin',
        },
      });
    }
  }
}
