import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, formatJobReference, formatLocal } from '@charter/shared';
import type { Tx } from '@charter/db';
import { bidCountOf } from '../access/bid-scope.js';
import { supplierCharterVisibility } from '../access/charter-scope.js';
import { notesForSupplierOf } from '../domain/charters/notes-for-supplier.js';
import { operatorRecipients } from '../mail/operator-mail.js';
import { enqueueEmail } from '../mail/outbox.js';

interface EventRow {
  name: string;
  subject: string;
  message: string;
  targetAudience: string;
  notificationType: string;
  headerTitle: string;
  /** The named e-mail template's text, when the event names one that exists. */
  template: string | null;
}

interface Recipient {
  email: string;
  userId: string | null;
  clientId: string | null;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
  supplierId: string | null;
}

interface CharterFacts {
  charterId: string;
  jobReference: number;
  fromSite: string;
  toSite: string;
  departTime: string;
  /** The first sector's departure airport zone: {depart} is its local time. */
  departTimeZone: string;
  biddingEndsAt: string | null;
  bidCount: number;
  clientId: string;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
  bidderId: string | null;
  /** The client's notes for operators (domain/charters/notes-for-supplier.ts). */
  notesForSupplier: string;
  /** A share purchase's buyer (the Buyer audience); null for other entities. */
  buyerUserId: string | null;
}

// The shared helper's text ("03-Dec-2026 09:30 AWST"): a departure in its airport's zone, other
// instants in Brisbane time, as every screen shows them (house rule 9).
const fmt = (iso: string | Date | null, zone: string = DEFAULT_TIME_ZONE) => formatLocal(iso, zone);

function render(template: string, facts: CharterFacts, reason: string, extra: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    ...extra,
    job: formatJobReference(facts.jobReference),
    from: facts.fromSite,
    to: facts.toSite,
    depart: fmt(facts.departTime, facts.departTimeZone),
    biddingEnd: fmt(facts.biddingEndsAt),
    bids: String(facts.bidCount),
    reason,
    notesForSupplier: facts.notesForSupplier,
  };
  return template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
}

const NOTES_PLACEHOLDER = /\{notesForSupplier\}/;

/**
 * An event's e-mail body: its message, set in its e-mail template when it names one. A template
 * places the message at {message} and the event's header title at {headerTitle} and may use the
 * same placeholders as messages; a template without {message} gets the message after it.
 * Operators' e-mails about a charter carry the client's notes for suppliers after the message,
 * unless the event places them itself with {notesForSupplier}.
 */
function emailBody(
  e: Pick<EventRow, 'message' | 'headerTitle' | 'template'>,
  facts: CharterFacts,
  reason: string,
  withNotes: boolean,
  values: Record<string, string> = {},
): string {
  const notes = facts.notesForSupplier.trim();
  const placed = NOTES_PLACEHOLDER.test(e.message) || NOTES_PLACEHOLDER.test(e.template ?? '');
  const message = render(e.message, facts, reason, values) + (withNotes && notes && !placed ? `\n\nNotes for Supplier: ${notes}` : '');
  if (!e.template?.trim()) return message;
  const headerTitle = render(e.headerTitle, facts, reason, values);
  const wrapped = render(e.template, facts, reason, { ...values, message, headerTitle });
  return /\{message\}/.test(e.template) ? wrapped : `${wrapped.trimEnd()}\n\n${message}`;
}

/**
 * The operator holding the charter (for a bid's event, the bidder); before there is one, every
 * operator that may see the charter now: the visibility rule of the operators' lists
 * (access/charter-scope.ts), so "New charter" reaches exactly the operators whose Live list shows
 * it. The addresses (active users, secondary copies) come from mail/operator-mail.ts.
 */
async function supplierRecipients(tx: Tx, c: CharterFacts): Promise<Recipient[]> {
  const operators = c.bidderId
    ? sql`s.id = ${c.bidderId}`
    : sql`exists (select 1 from charter_requests cr where cr.id = ${c.charterId} and ${supplierCharterVisibility(sql`s.id`)})`;
  return (await operatorRecipients(tx, operators)).map((r) => ({
    ...r,
    clientId: null,
    clientDepartmentId: null,
    clientStaffId: null,
  }));
}

/** The people an event's target audience means for this charter. */
async function recipients(tx: Tx, audience: string, c: CharterFacts): Promise<Recipient[]> {
  if (audience === 'Supplier') return supplierRecipients(tx, c);
  const r = await (() => {
    switch (audience) {
      case 'Client':
        // The charter's owner at its own level: staff, else department, else the client.
        return tx.execute<Recipient & Record<string, unknown>>(sql`
          select u.email, u.id as "userId", u.client_id as "clientId", u.client_department_id as "clientDepartmentId",
            u.client_staff_id as "clientStaffId", null as "supplierId"
          from users u where u.status = 'Active' and (
            (${c.clientStaffId}::uuid is not null and u.client_staff_id = ${c.clientStaffId} and u.role = 'ClientStaff') or
            (${c.clientStaffId}::uuid is null and ${c.clientDepartmentId}::uuid is not null and u.client_department_id = ${c.clientDepartmentId} and u.role = 'ClientDepartment') or
            (${c.clientStaffId}::uuid is null and ${c.clientDepartmentId}::uuid is null and u.client_id = ${c.clientId} and u.role = 'Client'))`);
      case 'Admin':
        return tx.execute<Recipient & Record<string, unknown>>(sql`
          select u.email, u.id as "userId", null as "clientId", null as "clientDepartmentId", null as "clientStaffId", null as "supplierId"
          from users u where u.role = 'Admin' and u.status = 'Active'`);
      case 'Buyer':
        // The user who bought the seats (share purchases only).
        return tx.execute<Recipient & Record<string, unknown>>(sql`
          select u.email, u.id as "userId", u.client_id as "clientId", u.client_department_id as "clientDepartmentId",
            u.client_staff_id as "clientStaffId", null as "supplierId"
          from users u where u.id = ${c.buyerUserId} and u.status = 'Active'`);
      default:
        return Promise.resolve({ rows: [] as Recipient[] });
    }
  })();
  return r.rows;
}

/** The item an event speaks of, joined to its charter as `cr`: a bid, a share, a share purchase or the charter itself. */
function itemSource(entityType: string, id: string) {
  switch (entityType) {
    case 'Bid':
      return sql`bids b join charter_requests cr on cr.id = b.charter_request_id where b.id = ${id}`;
    case 'Share':
      return sql`charter_shares sh join charter_requests cr on cr.id = sh.charter_request_id where sh.id = ${id}`;
    case 'SharePurchase':
      return sql`share_purchases sp join charter_requests cr on cr.id = sp.charter_request_id where sp.id = ${id}`;
    default:
      return sql`charter_requests cr where cr.id = ${id}`;
  }
}

/** What an event's texts and audiences need to know of the item's charter. */
async function charterFactsOf(tx: Tx, entityType: string, id: string): Promise<CharterFacts | undefined> {
  return (
    await tx.execute<CharterFacts & Record<string, unknown>>(sql`
      select cr.id as "charterId", cr.job_reference as "jobReference", cr.from_site as "fromSite", cr.to_site as "toSite", cr.depart_time as "departTime",
        cr.depart_time_zone as "departTimeZone", cr.bidding_ends_at as "biddingEndsAt", ${bidCountOf(sql`cr.id`)} as "bidCount", cr.client_id as "clientId",
        cr.client_department_id as "clientDepartmentId", cr.client_staff_id as "clientStaffId",
        ${notesForSupplierOf} as "notesForSupplier",
        ${entityType === 'Bid' ? sql`b.bidder_id` : sql`cr.bidder_id`} as "bidderId",
        ${entityType === 'SharePurchase' ? sql`sp.buyer_user_id` : sql`null::uuid`} as "buyerUserId"
      from ${itemSource(entityType, id)}`)
  ).rows[0];
}

/**
 * Queues the e-mails of the state-change events of this transition, in the caller's transaction.
 * A bid's events speak of its charter; their Supplier audience is the bidder's users.
 */
export async function queueStateChangeNotifications(
  tx: Tx,
  t: {
    entityType: string;
    id: string;
    fromState: string;
    newState: string;
    reason: string;
    /** The workflow action that made the change: events naming another action are not sent. */
    actionName?: string;
    /** More placeholders the event's texts may use (a share purchase's {passengers}, {seats}, {sector}). */
    values?: Record<string, string>;
  },
): Promise<number> {
  const events = await tx.execute<EventRow & Record<string, unknown>>(sql`
    select e.name, e.subject, e.message, e.target_audience as "targetAudience", e.notification_type as "notificationType",
      e.header_title as "headerTitle", tpl.value as template
    from state_change_events e
    left join email_templates tpl on lower(tpl.name) = lower(e.email_template)
    where e.entity_type = ${t.entityType} and e.from_state = ${t.fromState} and e.new_state = ${t.newState} and e.notification_type = 'Email'
      and (e.action_name is null or e.action_name = ${t.actionName ?? null})`);
  if (events.rows.length === 0) return 0;
  const facts = await charterFactsOf(tx, t.entityType, t.id);
  if (!facts) return 0;
  let queued = 0;
  for (const e of events.rows) {
    for (const r of await recipients(tx, e.targetAudience, facts)) {
      const body = emailBody(e, facts, t.reason, e.targetAudience === 'Supplier' && t.entityType === 'CharterRequest', t.values);
      await enqueueEmail(tx, {
        message: { to: r.email, subject: render(e.subject, facts, t.reason, t.values), text: body },
        log: {
          name: e.name,
          userId: r.userId,
          clientId: r.clientId ?? (e.targetAudience === 'Client' ? facts.clientId : null),
          clientDepartmentId: r.clientDepartmentId,
          clientStaffId: r.clientStaffId,
          supplierId: r.supplierId,
          entityType: t.entityType,
          entityId: t.id,
          fromState: t.fromState,
          newState: t.newState,
          targetAudience: e.targetAudience,
        },
      });
      queued++;
    }
  }
  return queued;
}

/**
 * An e-mail about a charter that is not a state change (its operator's compliance lapsed, say) to
 * the audiences named, through the outbox in the caller's transaction: the same recipients and
 * placeholders ({job}, {from}, {to}, {depart}, {reason}) as the workflow's events.
 */
export async function queueCharterMessage(
  tx: Tx,
  m: { charterId: string; audiences: string[]; name: string; subject: string; message: string; reason: string; status: string },
): Promise<number> {
  const facts = await charterFactsOf(tx, 'CharterRequest', m.charterId);
  if (!facts) return 0;
  let queued = 0;
  for (const audience of m.audiences) {
    for (const r of await recipients(tx, audience, facts)) {
      await enqueueEmail(tx, {
        message: { to: r.email, subject: render(m.subject, facts, m.reason), text: render(m.message, facts, m.reason) },
        log: {
          name: m.name,
          userId: r.userId,
          clientId: r.clientId ?? (audience === 'Client' ? facts.clientId : null),
          clientDepartmentId: r.clientDepartmentId,
          clientStaffId: r.clientStaffId,
          supplierId: r.supplierId,
          entityType: 'CharterRequest',
          entityId: m.charterId,
          fromState: m.status,
          newState: m.status,
          targetAudience: audience,
        },
      });
      queued++;
    }
  }
  return queued;
}
