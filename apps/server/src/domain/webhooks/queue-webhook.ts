import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import type { WebhookEventType } from '@charter/shared';
import { supplierCharterVisibility } from '../../access/charter-scope.js';

export const WEBHOOK_CHANNEL = 'webhooks_ready';

/** Whose endpoints hear of an event about a charter (`cr`), as a condition on their owner `u`. */
export type WebhookAudience =
  /** Every operator that may see the charter now: the rule of its Live list and of the "new charter" e-mail. */
  | { kind: 'operatorsWhoSee' }
  /** The operator flying the charter (its awarded bidder). */
  | { kind: 'charterOperator' }
  /** One operator (a bid's bidder). */
  | { kind: 'operator'; supplierId: string }
  /** The charter's client-side people who see it: its client, its department, its staff member. */
  | { kind: 'charterClient' };

function audienceSql(a: WebhookAudience): SQL {
  switch (a.kind) {
    case 'operatorsWhoSee':
      return sql`u.role = 'Supplier' and ${supplierCharterVisibility(sql`u.supplier_id`)}`;
    case 'charterOperator':
      return sql`u.role = 'Supplier' and u.supplier_id = cr.bidder_id`;
    case 'operator':
      return sql`u.role = 'Supplier' and u.supplier_id = ${a.supplierId}`;
    case 'charterClient':
      // As access/charter-scope.ts's charterVisibility for the client roles.
      return sql`((u.role = 'Client' and u.client_id = cr.client_id)
        or (u.role = 'ClientDepartment' and u.client_department_id = cr.client_department_id)
        or (u.role = 'ClientStaff' and u.client_staff_id = cr.client_staff_id))`;
  }
}

/**
 * Queues one event about a charter for every endpoint subscribed to it whose owner is in the
 * audience, in the caller's transaction: delivered only if the change commits, and not lost once
 * it has. A paused endpoint's deliveries wait for it to be resumed. The body is made at the first
 * attempt, from what the owner's own API answer then carries (jobs/webhook-worker.ts).
 */
export async function queueWebhook(
  tx: DbOrTx,
  e: {
    type: WebhookEventType;
    charterId: string;
    /** The bid or change the event is about, when not the charter itself: an id, or an expression on `cr`. */
    subject?: string | SQL | null;
    audience: WebhookAudience;
  },
): Promise<number> {
  const r = await tx.execute(sql`
    insert into webhook_deliveries (event_id, endpoint_id, event_type, charter_id, subject_id)
    select ${randomUUID()}, we.id, ${e.type}, cr.id, ${typeof e.subject === 'string' || !e.subject ? sql`${e.subject ?? null}::uuid` : e.subject}
    from charter_requests cr
    join users u on u.status = 'Active' and ${audienceSql(e.audience)}
    join webhook_endpoints we on we.user_id = u.id and ${e.type} = any(we.events)
    where cr.id = ${e.charterId}`);
  const queued = r.rowCount ?? 0;
  if (queued > 0) await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  return queued;
}
