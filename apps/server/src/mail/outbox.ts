import { sql } from 'drizzle-orm';
import { outbox, type DbOrTx } from '@charter/db';
import type { MailMessage } from './mailer.js';

/** Who a message concerns, for the message log screens (scoped by owner). */
export interface MessageLogInfo {
  name: string;
  userId?: string | null;
  clientId?: string | null;
  clientDepartmentId?: string | null;
  clientStaffId?: string | null;
  supplierId?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  fromState?: string | null;
  newState?: string | null;
  targetAudience?: string | null;
}

export interface EmailOutboxPayload {
  message: MailMessage;
  log: MessageLogInfo;
}

export const OUTBOX_CHANNEL = 'outbox_ready';

/**
 * Queues an e-mail in the caller's transaction: it is sent only if the change it reports
 * commits, and it is not lost if the process stops before sending.
 */
export async function enqueueEmail(tx: DbOrTx, payload: EmailOutboxPayload): Promise<void> {
  await tx.insert(outbox).values({ kind: 'email', payload });
  // Delivered at commit, so the worker wakes only for committed rows.
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
