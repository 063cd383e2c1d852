import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@charter/db';
import {
  INVITATION_DAYS,
  INVITATION_PAGES,
  ONBOARDING_MESSAGES,
  PRODUCT_NAME,
  ROLE_TITLES,
  type AccountRole,
  type LinkLookup,
  countOf,
} from '@charter/shared';
import { partyTable, partyUserColumn } from '../access/party-tables.js';
import { hashPassword } from '../auth/passwords.js';
import { HttpError, notFound } from '../lib/http-errors.js';
import { addTimelineItem } from '../lib/timeline.js';
import { enqueueEmail } from '../mail/outbox.js';
import { findLink, issueLink, linkError, linkProblem, spendLink } from './account-links.js';
import { escapeHtml } from '../lib/html.js';

/** How each role's party names its organisation in an invitation ("for Acme (Operations)"). */
const ORGANISATION: Record<AccountRole, SQL> = {
  Admin: sql`coalesce(nullif(p.company_name, ''), 'the admin team')`,
  CharterAdmin: sql`coalesce(nullif(p.company_name, ''), 'the charter admin team')`,
  Client: sql`p.company_name`,
  ClientDepartment: sql`p.department_name || ' (' || (select c.company_name from clients c where c.id = p.client_master_id) || ')'`,
  ClientStaff: sql`(select d.department_name || ' (' || c.company_name || ')' from client_departments d
      join clients c on c.id = d.client_master_id where d.id = p.client_department_id)`,
  Supplier: sql`p.company_name`,
};

interface PartyFacts {
  email: string;
  firstName: string;
  lastName: string;
  organisation: string;
  status: string;
  clientId: string | null;
  departmentId: string | null;
}

/** The party's e-mail, names, organisation, status and the client and department above it. */
async function partyFacts(tx: Tx | Db, role: AccountRole, partyId: string): Promise<PartyFacts | undefined> {
  const above =
    role === 'Client'
      ? sql`p.id as "clientId", null::uuid as "departmentId"`
      : role === 'ClientDepartment'
        ? sql`p.client_master_id as "clientId", p.id as "departmentId"`
        : role === 'ClientStaff'
          ? sql`p.client_master_id as "clientId", p.client_department_id as "departmentId"`
          : sql`null::uuid as "clientId", null::uuid as "departmentId"`;
  const r = await tx.execute<PartyFacts & Record<string, unknown>>(sql`
    select p.email, p.first_name as "firstName", p.last_name as "lastName", ${ORGANISATION[role]} as organisation, p.status, ${above}
    from ${partyTable(role)} p where p.id = ${partyId}`);
  return r.rows[0];
}

export interface Inviter {
  userId: string | null;
  role: string;
  /** Shown in the e-mail: "Ada Admin has invited you ..." */
  name: string;
}

export interface InviteResult {
  userId: string;
  linkId: string;
  email: string;
}

/**
 * Invites the person behind a party (ADR 0011), in the caller's transaction so the party, its
 * sign-in and the e-mail commit together: the first time it creates the sign-in (status Invited,
 * no password, which reserves the e-mail address); again (re-send) it replaces the link. The e-mail
 * goes through the outbox and the message log; the party's timeline records it.
 */
export async function invite(tx: Tx, role: AccountRole, partyId: string, by: Inviter, publicUrl: string): Promise<InviteResult> {
  const party = await partyFacts(tx, role, partyId);
  if (!party) throw notFound();
  const existing = await tx.execute<{ id: string; status: string; email: string }>(sql`
    select id, status, email from users where role = ${role} and ${partyUserColumn(role)} = ${partyId} limit 1 for update`);
  let user = existing.rows[0];
  if (user && user.status !== 'Invited') throw new HttpError(409, [ONBOARDING_MESSAGES.alreadyAccepted]);
  if (!user) {
    const taken = await tx.execute(sql`select 1 from users where lower(email) = lower(${party.email}) limit 1`);
    if (taken.rows.length) throw new HttpError(409, [ONBOARDING_MESSAGES.emailTaken], { email: [ONBOARDING_MESSAGES.emailTaken] });
    const created = await tx.execute<{ id: string; status: string; email: string }>(sql`
      insert into users (email, role, status, admin_id, charter_admin_id, client_id, client_department_id, client_staff_id, supplier_id)
      values (${party.email}, ${role}, 'Invited',
        ${role === 'Admin' ? partyId : null}, ${role === 'CharterAdmin' ? partyId : null}, ${party.clientId},
        ${party.departmentId}, ${role === 'ClientStaff' ? partyId : null}, ${role === 'Supplier' ? partyId : null})
      returning id, status, email`);
    user = created.rows[0]!;
  } else if (user.email.toLowerCase() !== party.email.toLowerCase()) {
    // The address was corrected before the re-send: the invitation goes to the new one.
    await tx.execute(sql`update users set email = ${party.email} where id = ${user.id}`);
  }
  const link = await issueLink(tx, {
    purpose: 'Invitation',
    userId: user.id,
    ttlMs: INVITATION_DAYS * 86_400_000,
    createdBy: by.userId,
  });
  const url = `${publicUrl}${INVITATION_PAGES[role]}/${link.id}/${link.token}`;
  await enqueueEmail(tx, {
    message: invitationEmail(party, role, by.name, url),
    log: {
      name: 'Invitation',
      userId: user.id,
      clientId: party.clientId,
      clientDepartmentId: party.departmentId,
      clientStaffId: role === 'ClientStaff' ? partyId : null,
      supplierId: role === 'Supplier' ? partyId : null,
      entityType: role,
      entityId: partyId,
      newState: party.status,
      targetAudience: role,
    },
  });
  await addTimelineItem(tx, {
    entityType: role,
    entityId: partyId,
    oldStatus: party.status,
    newStatus: party.status,
    actionName: existing.rows[0] ? 'Invitation Re-sent' : 'Invitation Sent',
    reason: `Invitation e-mailed to ${party.email} by ${by.name}`,
    actor: { userId: by.userId, role: by.role },
  });
  return { userId: user.id, linkId: link.id, email: party.email };
}

function invitationEmail(party: PartyFacts, role: AccountRole, inviter: string, url: string) {
  const subject = `You are invited to ${PRODUCT_NAME}`;
  const lines = [
    `Hello ${party.firstName},`,
    '',
    `${inviter} has invited you to ${PRODUCT_NAME} as ${ROLE_TITLES[role]} for ${party.organisation}.`,
    `Open this link within ${countOf(INVITATION_DAYS, 'day')} to choose your password and sign in (it works once):`,
    '',
    url,
    '',
    'If you were not expecting this invitation, you can ignore this e-mail.',
  ];
  const html = `<p>Hello ${escapeHtml(party.firstName)},</p>
<p>${escapeHtml(inviter)} has invited you to ${PRODUCT_NAME} as ${ROLE_TITLES[role]} for ${escapeHtml(party.organisation)}.</p>
<p>Open this link within ${countOf(INVITATION_DAYS, 'day')} to choose your password and sign in (it works once):</p>
<p><a href="${url}">Complete Sign up</a></p><p>If you were not expecting this invitation, you can ignore this e-mail.</p>`;
  return { to: party.email, subject, text: lines.join('\n'), html };
}

/**
 * The invitation behind a page's id, for its "Welcome!" form; 404 or 410 when it cannot be used.
 * With a token (tryAccept) the token is checked too, without spending the link.
 */
export async function lookupInvitation(db: Db, role: AccountRole, id: string, token?: string): Promise<LinkLookup> {
  const link = await findLink(db, id, 'Invitation');
  const problem = linkProblem(link, token);
  if (problem === 'missing') throw linkError(problem);
  // An invitation opened on another kind's page is not found there, whatever its state.
  const user = await db.execute<{ partyId: string | null }>(sql`
    select ${partyUserColumn(role)} as "partyId" from users where id = ${link!.userId} and role = ${role}`);
  const partyId = user.rows[0]?.partyId;
  if (!partyId) throw linkError('missing');
  if (problem) throw linkError(problem);
  const party = await partyFacts(db, role, partyId);
  if (!party) throw linkError('missing');
  return {
    id: link!.id,
    email: party.email,
    firstName: party.firstName,
    lastName: party.lastName,
    organisation: party.organisation,
    role,
    expiresAt: new Date(link!.expiresAt).toISOString(),
  };
}

/**
 * Accepts an invitation: spends the link, sets the password, makes the sign-in and the party
 * Active and records it on the party's timeline, in one transaction. Answers the e-mail address,
 * with which the page then signs the user in.
 */
export async function acceptInvitation(db: Db, role: AccountRole, id: string, token: string, password: string): Promise<{ email: string }> {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const link = await spendLink(tx, id, token, 'Invitation');
    const r = await tx.execute<{ id: string; email: string; status: string; partyId: string }>(sql`
      select id, email, status, ${partyUserColumn(role)} as "partyId" from users where id = ${link.userId} and role = ${role} for update`);
    const user = r.rows[0];
    if (!user?.partyId) throw linkError('missing');
    // A cancelled invitation's links were closed with it; this is the belt to those braces.
    if (user.status !== 'Invited') throw linkError('used');
    await tx.execute(sql`update users set password_hash = ${hash}, status = 'Active' where id = ${user.id}`);
    const before = await partyFacts(tx, role, user.partyId);
    if (before?.status === 'Invited') {
      await tx.execute(sql`update ${partyTable(role)} set status = 'Active', updated_at = now() where id = ${user.partyId}`);
    }
    await addTimelineItem(tx, {
      entityType: role,
      entityId: user.partyId,
      oldStatus: before?.status ?? 'Invited',
      newStatus: before?.status === 'Invited' ? 'Active' : (before?.status ?? 'Active'),
      actionName: 'Invitation Accepted',
      reason: `${user.email} completed sign up`,
      actor: { userId: user.id, role },
    });
    return { email: user.email };
  });
}

/** The sign-in behind a party, locked, or undefined when the party was never invited. */
export async function lockPartyUser(
  tx: Tx,
  role: AccountRole,
  partyId: string,
): Promise<{ id: string; status: string; accepted: boolean } | undefined> {
  const r = await tx.execute<{ id: string; status: string; accepted: boolean }>(sql`
    select id, status, password_hash is not null as accepted from users
    where role = ${role} and ${partyUserColumn(role)} = ${partyId} limit 1 for update`);
  return r.rows[0];
}

/** The party's status, its row locked for the change that follows; undefined when there is none. */
export async function lockPartyStatus(tx: Tx, role: AccountRole, partyId: string): Promise<string | undefined> {
  const r = await tx.execute<{ status: string }>(sql`select status from ${partyTable(role)} where id = ${partyId} for update`);
  return r.rows[0]?.status;
}

async function setStatuses(tx: Tx, role: AccountRole, partyId: string, userId: string | undefined, status: string): Promise<void> {
  await tx.execute(sql`update ${partyTable(role)} set status = ${status}, updated_at = now() where id = ${partyId}`);
  if (userId) await tx.execute(sql`update users set status = ${status} where id = ${userId}`);
}

/**
 * Cancels an open invitation: the party and its sign-in become Inactive (so nobody signs in with
 * it) and its open links are closed as expired, all on the party's timeline. The caller has
 * checked who may, and locked the party (lockPartyStatus) and its sign-in (lockPartyUser).
 */
export async function cancelInvitation(tx: Tx, role: AccountRole, partyId: string, userId: string | undefined, by: Inviter): Promise<void> {
  await setStatuses(tx, role, partyId, userId, 'Inactive');
  if (userId) {
    await tx.execute(sql`
      update account_links set expires_at = least(expires_at, now())
      where user_id = ${userId} and purpose = 'Invitation' and used_at is null and replaced_at is null`);
  }
  await addTimelineItem(tx, {
    entityType: role,
    entityId: partyId,
    oldStatus: 'Invited',
    newStatus: 'Inactive',
    actionName: 'Invitation Cancelled',
    reason: `Cancelled by ${by.name}`,
    actor: { userId: by.userId, role: by.role },
  });
}

/**
 * Opens a cancelled invitation again before it is re-sent: the party and its sign-in go back to
 * Invited (recorded on the timeline), so invite() may issue a new link.
 */
export async function reopenInvitation(
  tx: Tx,
  role: AccountRole,
  partyId: string,
  userId: string | undefined,
  from: string,
  by: Inviter,
): Promise<void> {
  await setStatuses(tx, role, partyId, userId, 'Invited');
  await addTimelineItem(tx, {
    entityType: role,
    entityId: partyId,
    oldStatus: from,
    newStatus: 'Invited',
    actionName: 'Status Change',
    reason: `Invitation reopened by ${by.name}`,
    actor: { userId: by.userId, role: by.role },
  });
}
