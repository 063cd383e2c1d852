import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@charter/db';
import { HOME_ROUTE, PRODUCT_NAME } from '@charter/shared';
import { addTimelineItem } from '../lib/timeline.js';
import { enqueueEmail } from '../mail/outbox.js';
import type { MailMessage } from '../mail/mailer.js';
import { escapeHtml } from '../lib/html.js';

export interface Approver {
  userId: string | null;
  role: string;
}

/**
 * An operator signed up online (its timeline says so) and has never been made Active. While it is
 * also Inactive it awaits approval; an operator an admin switched off later is inactive, not waiting.
 */
export async function signedUpNeverApproved(db: Db | Tx, supplierId: string): Promise<boolean> {
  const r = await db.execute<{ waiting: boolean }>(sql`
    select exists (select 1 from timeline_items t where t.entity_type = 'Supplier' and t.entity_id = ${supplierId} and t.action_name = 'Signed Up')
      and not exists (select 1 from timeline_items t where t.entity_type = 'Supplier' and t.entity_id = ${supplierId} and t.new_status = 'Active')
      as waiting`);
  return r.rows[0]?.waiting ?? false;
}

function approvedEmail(to: string, company: string, url: string): MailMessage {
  const line = `Good news: ${company} is now an approved operator on ${PRODUCT_NAME}. You can bid on live charters once you have an approved document and an active aircraft.`;
  return {
    to,
    subject: 'Your operator account is approved',
    text: ['Your operator account is approved', '', line, '', `Live charters: ${url}`].join('\n'),
    html: `<p>${escapeHtml(line)}</p><p><a href="${url}">See live charters</a></p>`,
  };
}

/**
 * Called in the transaction that makes an operator Active, before the status change is put on its
 * timeline (ADR 0012): an operator that signed up online and was never Active is thereby approved,
 * so its sign-ins hear so by e-mail and its timeline says "Operator Approved". Whichever control
 * the admin used (the Approve button, the profile's status, setSupplierStatus), it is told once.
 * Answers whether it was such an approval.
 */
export async function announceApproval(tx: Tx, supplierId: string, by: Approver, publicUrl: string): Promise<boolean> {
  if (!(await signedUpNeverApproved(tx, supplierId))) return false;
  const company = (await tx.execute<{ name: string }>(sql`select company_name as name from suppliers where id = ${supplierId}`)).rows[0]
    ?.name;
  await addTimelineItem(tx, {
    entityType: 'Supplier',
    entityId: supplierId,
    oldStatus: 'Inactive',
    newStatus: 'Active',
    actionName: 'Operator Approved',
    reason: 'Approved after signing up online; the operator was e-mailed',
    actor: by,
  });
  const signIns = await tx.execute<{ email: string; userId: string }>(sql`
    select email, id as "userId" from users where role = 'Supplier' and supplier_id = ${supplierId} and status = 'Active' order by email`);
  for (const signIn of signIns.rows) {
    await enqueueEmail(tx, {
      message: approvedEmail(signIn.email, company ?? '', `${publicUrl}${HOME_ROUTE}`),
      log: {
        name: 'Operator Approved',
        userId: signIn.userId,
        supplierId,
        entityType: 'Supplier',
        entityId: supplierId,
        fromState: 'Inactive',
        newState: 'Active',
        targetAudience: 'Supplier',
      },
    });
  }
  return true;
}
