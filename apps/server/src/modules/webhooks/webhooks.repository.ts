import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import type { AccountRole, WebhookDeliveryDto, WebhookEndpointDto } from '@charter/shared';
import { WEBHOOK_CHANNEL } from '../../domain/webhooks/queue-webhook.js';
import { isoText } from '../../lib/sql-text.js';

const endpointColumns = sql`e.id, e.name, e.url, e.events, ${isoText(sql`e.created_at`)} as "createdAt",
  ${isoText(sql`e.paused_at`)} as "pausedAt", e.paused_reason as "pausedReason",
  (select count(*)::int from webhook_deliveries d where d.endpoint_id = e.id and d.status in ('Pending', 'Retrying')) as pending`;

/** A person's endpoints, newest first. */
export async function endpointsOfUser(db: DbOrTx, userId: string): Promise<WebhookEndpointDto[]> {
  const r = await db.execute<WebhookEndpointDto & Record<string, unknown>>(sql`
    select ${endpointColumns} from webhook_endpoints e where e.user_id = ${userId} order by e.created_at desc`);
  return r.rows;
}

/** Every endpoint, with whose it is (for admins). */
export async function allEndpoints(db: DbOrTx): Promise<WebhookEndpointDto[]> {
  const r = await db.execute<WebhookEndpointDto & { email: string; role: AccountRole } & Record<string, unknown>>(sql`
    select ${endpointColumns}, u.email, u.role from webhook_endpoints e join users u on u.id = e.user_id
    order by u.email, e.created_at desc`);
  return r.rows.map(({ email, role, ...endpoint }) => ({ ...endpoint, owner: { email, role } }));
}

/** One endpoint, if `ownerId` owns it (null: anyone's, for admins). */
export async function findEndpoint(db: DbOrTx, id: string, ownerId: string | null): Promise<WebhookEndpointDto | undefined> {
  const r = await db.execute<WebhookEndpointDto & Record<string, unknown>>(sql`
    select ${endpointColumns} from webhook_endpoints e where e.id = ${id} ${ownerId ? sql`and e.user_id = ${ownerId}` : sql``}`);
  return r.rows[0];
}

export async function countEndpoints(db: DbOrTx, userId: string): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from webhook_endpoints where user_id = ${userId}`);
  return r.rows[0]!.n;
}

const textArray = (items: string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

export async function insertEndpoint(
  db: DbOrTx,
  e: { userId: string; name: string; url: string; events: string[]; secret: string },
): Promise<string> {
  const r = await db.execute<{ id: string }>(sql`
    insert into webhook_endpoints (user_id, name, url, events, secret)
    values (${e.userId}, ${e.name}, ${e.url}, ${textArray(e.events)}, ${e.secret}) returning id`);
  return r.rows[0]!.id;
}

/** Changes what is given; `paused` true pauses with `pausedReason`, false resumes (and wakes its deliveries). */
export async function updateEndpoint(
  db: DbOrTx,
  id: string,
  ownerId: string | null,
  c: { name?: string; url?: string; events?: string[]; paused?: boolean; pausedReason?: string; secret?: string },
): Promise<boolean> {
  const r = await db.execute(sql`
    update webhook_endpoints set
      name = coalesce(${c.name ?? null}, name),
      url = coalesce(${c.url ?? null}, url),
      events = ${c.events ? textArray(c.events) : sql`events`},
      secret = coalesce(${c.secret ?? null}, secret),
      paused_at = case when ${c.paused ?? null}::boolean is null then paused_at
        when ${c.paused ?? null}::boolean then coalesce(paused_at, now()) else null end,
      paused_reason = case when ${c.paused ?? null}::boolean is null then paused_reason
        when ${c.paused ?? null}::boolean then ${c.pausedReason ?? null} else null end,
      updated_at = now()
    where id = ${id} ${ownerId ? sql`and user_id = ${ownerId}` : sql``}`);
  if (c.paused === false) {
    // Resumed: what waited is tried now, and a delivery given up gets a new 48 hours.
    await db.execute(sql`
      update webhook_deliveries set next_attempt_at = now()
      where endpoint_id = ${id} and status in ('Pending', 'Retrying')`);
  }
  return (r.rowCount ?? 0) > 0;
}

export async function deleteEndpoint(db: DbOrTx, id: string, ownerId: string | null): Promise<boolean> {
  const r = await db.execute(sql`
    delete from webhook_endpoints where id = ${id} ${ownerId ? sql`and user_id = ${ownerId}` : sql``}`);
  return (r.rowCount ?? 0) > 0;
}

/** The latest deliveries of an endpoint, newest first, each with its kept attempts (newest first). */
export async function deliveriesOf(db: DbOrTx, endpointId: string, limit: number): Promise<WebhookDeliveryDto[]> {
  const r = await db.execute<WebhookDeliveryDto & Record<string, unknown>>(sql`
    select d.id, d.event_id as "eventId", d.event_type as type, ${isoText(sql`d.created_at`)} as "createdAt", d.status,
      d.attempts, d.last_status_code as "lastResponseCode", d.last_error as "lastError",
      ${isoText(sql`d.last_attempt_at`)} as "lastAttemptAt",
      case when d.status in ('Pending', 'Retrying') then ${isoText(sql`d.next_attempt_at`)} end as "nextAttemptAt",
      coalesce((select json_agg(json_build_object('at', ${isoText(sql`a.attempted_at`)}, 'responseCode', a.status_code,
          'error', a.error, 'durationMs', a.duration_ms) order by a.seq desc)
        from webhook_delivery_attempts a where a.delivery_seq = d.seq), '[]'::json) as history
    from webhook_deliveries d where d.endpoint_id = ${endpointId}
    order by d.seq desc limit ${limit}`);
  return r.rows;
}

/**
 * "Send again": a new attempt of the same event, now, with a new 48 hours to succeed. Answers
 * false when the endpoint has no such delivery.
 */
export async function sendAgain(db: DbOrTx, endpointId: string, deliveryId: string): Promise<boolean> {
  const r = await db.execute(sql`
    update webhook_deliveries set status = case when attempts = 0 then 'Pending' else 'Retrying' end,
      next_attempt_at = now(), first_attempt_at = null, delivered_at = null
    where id = ${deliveryId} and endpoint_id = ${endpointId}`);
  if ((r.rowCount ?? 0) > 0) await db.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  return (r.rowCount ?? 0) > 0;
}
