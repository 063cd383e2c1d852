import {
  CONFIRM_EMAIL_PAGES,
  ONBOARDING_MESSAGES,
  SIGN_UP_CONFIRM_HOURS,
  SIGN_UP_MESSAGES,
  type EnrolClientStaff,
  type EnrolSupplier,
  type SignUpKind,
} from '@charter/shared';
import type { Db, Tx } from '@charter/db';
import { issueLink } from '../../onboarding/account-links.js';
import { HttpError } from '../../lib/http-errors.js';
import { sqlState } from '../../lib/database-errors.js';
import { enforce } from '../../lib/rate-limit.js';
import { addTimelineItem } from '../../lib/timeline.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { confirmSignUpEmail } from './sign-up-emails.js';
import * as repo from './sign-up.repository.js';

// Confirmation e-mails one address receives per hour, whoever asks: a re-sent confirmation is
// welcome, a flood from many networks is not.
const EMAILS_PER_ADDRESS_PER_HOUR = 3;

export const accountExists = () =>
  new HttpError(409, [ONBOARDING_MESSAGES.accountExists, ONBOARDING_MESSAGES.accountExistsDetail], {
    email: [ONBOARDING_MESSAGES.accountExists],
  });

/** Which sign-ins a kind of sign-up makes (and may re-send the confirmation of). */
const ROLES_OF: Record<SignUpKind, readonly string[]> = { Supplier: ['Supplier'], Client: ['Client', 'ClientStaff'] };

interface Enrolled {
  userId: string;
  role: 'Supplier' | 'Client' | 'ClientStaff';
  party: repo.PartyRow;
  resent: boolean;
  messages: string[];
}

/**
 * Public sign-up (ADR 0012). A new address gets its party and an Unconfirmed sign-in without a
 * password, and a confirmation link by e-mail, all in one transaction. An address that signed up
 * but never confirmed gets a new link instead (the old one stops working), so a lost e-mail is
 * recoverable; any other registered address answers 409 "Account Already Exists!" (checkEmailExists
 * already tells whether an address is registered, so the answer reveals nothing new).
 */
export class SignUpService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: () => string,
  ) {}

  enrolSupplier(input: EnrolSupplier) {
    return this.enrol('Supplier', input.email, async (tx) => {
      const supplierId = await repo.insertSupplier(tx, input);
      const userId = await repo.insertSignIn(tx, { email: input.email, role: 'Supplier', supplierId });
      return { userId, role: 'Supplier' as const, messages: [`${input.companyName} is registered as an operator.`] };
    });
  }

  enrolClientStaff(input: EnrolClientStaff) {
    return this.enrol('Client', input.email, async (tx) => {
      const domain = input.email.slice(input.email.lastIndexOf('@') + 1);
      const client = await repo.clientOfDomain(tx, domain);
      if (client) {
        // The address is on a client's domain: the person joins that client's staff. Confirming the
        // address proves they read mail there, and no sign-in works before that.
        const department = await repo.joiningDepartment(tx, client.id);
        const staffId = await repo.insertStaff(tx, client.id, department.id, input);
        const userId = await repo.insertSignIn(tx, {
          email: input.email,
          role: 'ClientStaff',
          clientId: client.id,
          departmentId: department.id,
          staffId,
        });
        return { userId, role: 'ClientStaff' as const, messages: [`You are registered as staff of ${client.companyName}.`] };
      }
      const clientId = await repo.insertClient(tx, input);
      const userId = await repo.insertSignIn(tx, { email: input.email, role: 'Client', clientId });
      return { userId, role: 'Client' as const, messages: [`${input.companyName} is registered as a client.`] };
    });
  }

  private async enrol(
    kind: SignUpKind,
    email: string,
    create: (tx: Tx) => Promise<{ userId: string; role: Enrolled['role']; messages: string[] }>,
  ): Promise<Enrolled> {
    await enforce(
      this.db,
      [{ key: `enrol-email:${email.toLowerCase()}`, max: EMAILS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 }],
      SIGN_UP_MESSAGES.tooManyToEmail,
    );
    try {
      return await this.db.transaction(async (tx) => {
        const existing = await repo.lockSignInByEmail(tx, email);
        let made: { userId: string; role: Enrolled['role']; messages: string[] };
        if (existing) {
          if (existing.status !== 'Unconfirmed' || !ROLES_OF[kind].includes(existing.role)) throw accountExists();
          made = { userId: existing.id, role: existing.role as Enrolled['role'], messages: [SIGN_UP_MESSAGES.resent] };
        } else {
          made = await create(tx);
        }
        const user = (await repo.signIn(tx, made.userId))!;
        const party = (await repo.partyOf(tx, user))!;
        await this.sendConfirmation(tx, made.role, made.userId, party, !!existing);
        return { ...made, party, resent: !!existing };
      });
    } catch (err) {
      // Two sign-ups with one address at once: the loser meets the unique index.
      if (sqlState(err) === '23505') throw accountExists();
      throw err;
    }
  }

  private async sendConfirmation(tx: Tx, role: Enrolled['role'], userId: string, party: repo.PartyRow, resent: boolean) {
    const link = await issueLink(tx, { purpose: 'SignUp', userId, ttlMs: SIGN_UP_CONFIRM_HOURS * 3_600_000 });
    const page = role === 'Supplier' ? CONFIRM_EMAIL_PAGES.Supplier : CONFIRM_EMAIL_PAGES.Client;
    const url = `${this.publicUrl()}${page}/${link.id}/${link.token}`;
    await enqueueEmail(tx, {
      message: confirmSignUpEmail(party, party.organisation, url),
      log: {
        name: 'Sign Up Confirmation',
        userId,
        clientId: party.clientId,
        clientDepartmentId: party.departmentId,
        clientStaffId: role === 'ClientStaff' ? party.id : null,
        supplierId: role === 'Supplier' ? party.id : null,
        entityType: role,
        entityId: party.id,
        newState: party.status,
        targetAudience: role,
      },
    });
    await addTimelineItem(tx, {
      entityType: role,
      entityId: party.id,
      oldStatus: resent ? party.status : null,
      newStatus: party.status,
      actionName: resent ? 'Confirmation Re-sent' : 'Signed Up',
      reason: resent
        ? `A new confirmation link was e-mailed to ${party.email}`
        : `Signed up online; confirmation e-mailed to ${party.email}`,
      actor: { userId: null, role: 'Public' },
    });
  }
}
