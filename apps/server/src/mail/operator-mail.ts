import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import { enqueueEmail, type EmailOutboxPayload, type MessageLogInfo } from './outbox.js';

/** One address an operator's e-mail goes to. */
export interface OperatorRecipient {
  email: string;
  /** The operator's user behind the address; null for a secondary address. */
  userId: string | null;
  supplierId: string;
}

/**
 * Every address an e-mail to the operators chosen by `operators` goes to: each active user of
 * each chosen operator whose account is Active, and a copy to each of the operator's secondary
 * addresses (supplier_secondary_emails) not already one of those users. `operators` is a SQL
 * condition on alias `s` (a `suppliers` row), e.g. `s.id = ${bidderId}`.
 *
 * Every e-mail addressed to an operator is resolved here, so no operator e-mail can skip the
 * Active check or the secondary addresses. Rows: email, "userId", "supplierId", copy (1 for a
 * secondary address), unordered.
 */
function recipientRows(operators: SQL): SQL {
  return sql`
    with chosen as (select s.id from suppliers s where s.status = 'Active' and (${operators})),
    members as (
      select u.email, u.id as "userId", u.supplier_id as "supplierId" from users u join chosen on chosen.id = u.supplier_id
      where u.role = 'Supplier' and u.status = 'Active')
    select email, "userId", "supplierId", 0 as copy from members
    union all
    select e.email, null, e.supplier_id, 1 from supplier_secondary_emails e join chosen on chosen.id = e.supplier_id
    where not exists (select 1 from members m where m."supplierId" = e.supplier_id and lower(m.email) = lower(e.email))`;
}

/** The addresses of an e-mail to the operators chosen by `operators` (recipientRows), by operator, its users first. */
export async function operatorRecipients(tx: DbOrTx, operators: SQL): Promise<OperatorRecipient[]> {
  const r = await tx.execute<OperatorRecipient & Record<string, unknown>>(sql`${recipientRows(operators)}
    order by "supplierId", copy, email`);
  return r.rows.map(({ email, userId, supplierId }) => ({ email, userId, supplierId }));
}

/**
 * The same addresses in the same order as one JSON array (OperatorRecipient[]), for a statement
 * that reads them with other facts (placing a bid reads everything it needs in one statement).
 */
export function operatorRecipientsJson(operators: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('email', x.email, 'userId', x."userId", 'supplierId', x."supplierId")
    order by x."supplierId", x.copy, x.email), '[]') from (${recipientRows(operators)}) x)`;
}

/**
 * Queues one e-mail to the operators chosen by `operators` (see operatorRecipients), in the
 * caller's transaction: one outbox row, and so one message log row, per address. A secondary
 * address's row carries the operator (supplierId) and no user, so the operator's message log lists
 * each copy with the address it went to. Answers the number of messages queued.
 */
export async function queueOperatorEmail(
  tx: DbOrTx,
  operators: SQL,
  message: { subject: string; text: string },
  log: Omit<MessageLogInfo, 'userId' | 'supplierId' | 'targetAudience'>,
): Promise<number> {
  const payloads = operatorPayloads(await operatorRecipients(tx, operators), message, log);
  for (const p of payloads) await enqueueEmail(tx, p);
  return payloads.length;
}

/** One outbox payload per recipient (of operatorRecipients or operatorRecipientsJson), addressed and logged. */
export function operatorPayloads(
  recipients: OperatorRecipient[],
  message: { subject: string; text: string },
  log: Omit<MessageLogInfo, 'userId' | 'supplierId' | 'targetAudience'>,
): EmailOutboxPayload[] {
  return recipients.map((r) => ({
    message: { to: r.email, ...message },
    log: { ...log, userId: r.userId, supplierId: r.supplierId, targetAudience: 'Supplier' },
  }));
}
