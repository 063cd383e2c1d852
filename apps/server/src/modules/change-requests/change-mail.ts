import { sql } from 'drizzle-orm';
import { formatJobReference } from '@charter/shared';
import type { Tx } from '@charter/db';
import { queueOperatorEmail } from '../../mail/operator-mail.js';
import { enqueueEmail } from '../../mail/outbox.js';
import type { LockedCharter } from './change-charter.repository.js';

/** One step of a change, as both parties read it (no client names, no amounts: each sees money on the change's screen). */
export interface ChangeStep {
  /** The log name and what happened, e.g. "Change requested". */
  name: string;
  subject: string;
  text: string;
  fromState: string;
  newState: string;
}

/**
 * E-mails a step of a change to both parties, in the caller's transaction: the charter's owner
 * at its own level (staff, else department, else the client), as the state-change e-mails' Client
 * audience, and every address of the awarded operator (mail/operator-mail.ts).
 */
export async function mailBothParties(tx: Tx, c: LockedCharter, step: ChangeStep): Promise<void> {
  const owners = await tx.execute<{ email: string; userId: string }>(sql`
    select u.email, u.id as "userId" from users u where u.status = 'Active' and (
      (${c.clientStaffId}::uuid is not null and u.client_staff_id = ${c.clientStaffId} and u.role = 'ClientStaff') or
      (${c.clientStaffId}::uuid is null and ${c.clientDepartmentId}::uuid is not null and u.client_department_id = ${c.clientDepartmentId} and u.role = 'ClientDepartment') or
      (${c.clientStaffId}::uuid is null and ${c.clientDepartmentId}::uuid is null and u.client_id = ${c.clientId} and u.role = 'Client'))`);
  const log = { name: step.name, entityType: 'CharterRequest', entityId: c.id, fromState: step.fromState, newState: step.newState };
  for (const o of owners.rows) {
    await enqueueEmail(tx, {
      message: { to: o.email, subject: step.subject, text: step.text },
      log: {
        ...log,
        userId: o.userId,
        clientId: c.clientId,
        clientDepartmentId: c.clientDepartmentId,
        clientStaffId: c.clientStaffId,
        targetAudience: 'Client',
      },
    });
  }
  if (c.bidderId) await queueOperatorEmail(tx, sql`s.id = ${c.bidderId}`, { subject: step.subject, text: step.text }, log);
}

export const who = (initiatedBy: string) =>
  initiatedBy === 'Client' ? 'The client' : initiatedBy === 'Supplier' ? 'The operator' : 'An administrator';

export const job = (c: { jobReference: number }) => formatJobReference(c.jobReference);
