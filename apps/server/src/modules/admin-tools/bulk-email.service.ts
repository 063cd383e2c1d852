import { sql } from 'drizzle-orm';
import type { Db } from '@charter/db';
import type { SendEmails, SendEmailsResult } from '@charter/shared';
import { queueOperatorEmail } from '../../mail/operator-mail.js';
import { notFound } from '../../lib/http-errors.js';

/**
 * sendEmails (supplier-and-admin section 7: supplierIds, subject, message): the admin's e-mail to
 * chosen operators. Every operator e-mail goes through mail/operator-mail, so this one too reaches
 * each operator's Active sign-ins and a copy at each secondary address, one outbox message (and
 * message log row, owned by the operator) per address, all queued in one transaction.
 */
export class BulkEmailService {
  constructor(private readonly db: Db) {}

  async send(input: SendEmails): Promise<SendEmailsResult> {
    const chosen = [...new Set(input.supplierIds)];
    const list = sql.join(
      chosen.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    return this.db.transaction(async (tx) => {
      const found = await tx.execute<{ id: string; companyName: string }>(
        sql`select id, company_name as "companyName" from suppliers where id in (${list}) order by company_name`,
      );
      if (found.rows.length < chosen.length) throw notFound('Some of the chosen operators do not exist.');
      const text = `${input.message}\n\n--\nSent to you as an operator of the charter marketplace.`;
      let messages = 0;
      const reached: string[] = [];
      const skipped: SendEmailsResult['skipped'] = [];
      // Per operator, so the answer can say which ones nothing reached.
      for (const s of found.rows) {
        const n = await queueOperatorEmail(
          tx,
          sql`s.id = ${s.id}`,
          { subject: input.subject, text },
          {
            name: 'Admin E-mail',
            entityType: 'Supplier',
            entityId: s.id,
          },
        );
        messages += n;
        if (n > 0) reached.push(s.id);
        else skipped.push(s);
      }
      return { operators: reached.length, messages, skipped };
    });
  }
}
