import { and, asc, eq, sql } from 'drizzle-orm';
import { allowedActions, entityStates, settings, stateChangeEvents, type DbOrTx } from '@charter/db';
import type { AllowedActionInput, StateChangeEventInput } from '@charter/shared';
import type { Actor } from '../../access/actor.js';
import { bidVisibility } from '../../access/bid-scope.js';
import { charterVisibility } from '../../access/charter-scope.js';
import { ACCEPTABLE_BID_STATUSES } from '../../domain/bids/bid-change-rules.js';
import { isoText as iso } from '../../lib/sql-text.js';

export type StateRow = typeof entityStates.$inferSelect;
export type ActionRow = typeof allowedActions.$inferSelect;
export type EventRow = typeof stateChangeEvents.$inferSelect;

// ---- States

export function allStates(db: DbOrTx): Promise<StateRow[]> {
  return db.select().from(entityStates);
}

export function statesOf(db: DbOrTx, entityType: string): Promise<StateRow[]> {
  return db.select().from(entityStates).where(eq(entityStates.entityType, entityType));
}

export async function stateOf(db: DbOrTx, entityType: string, status: string): Promise<StateRow | undefined> {
  const [row] = await db
    .select()
    .from(entityStates)
    .where(and(eq(entityStates.entityType, entityType), eq(entityStates.status, status)));
  return row;
}

export async function updateState(
  db: DbOrTx,
  id: string,
  patch: Partial<Omit<StateRow, 'id' | 'entityType' | 'status'>>,
): Promise<StateRow | undefined> {
  if (Object.keys(patch).length === 0) return (await db.select().from(entityStates).where(eq(entityStates.id, id)))[0];
  const [row] = await db.update(entityStates).set(patch).where(eq(entityStates.id, id)).returning();
  return row;
}

// ---- Allowed actions

export function actionsOf(db: DbOrTx, entityType: string, filter: { role?: string; state?: string; activeOnly?: boolean } = {}) {
  return db
    .select()
    .from(allowedActions)
    .where(
      and(
        eq(allowedActions.entityType, entityType),
        filter.role ? eq(allowedActions.allowedRole, filter.role) : undefined,
        filter.state ? eq(allowedActions.entityState, filter.state) : undefined,
        filter.activeOnly ? eq(allowedActions.allowedStatus, 'Active') : undefined,
      ),
    )
    .orderBy(asc(allowedActions.sortOrder), asc(allowedActions.actionName));
}

export async function actionById(db: DbOrTx, id: string): Promise<ActionRow | undefined> {
  const [row] = await db.select().from(allowedActions).where(eq(allowedActions.id, id));
  return row;
}

function actionValues(input: AllowedActionInput) {
  return {
    entityType: input.entityType,
    entityState: input.entityState,
    allowedRole: input.allowedRole,
    actionName: input.actionName,
    allowedStatus: input.allowedStatus,
    condition: input.condition,
    actionType: input.actionType,
    dataTypeRequired: input.dataEntry.dataTypeRequired ?? null,
    dataEntryFilter: input.dataEntry.dataEntryFilter,
    dataSource: input.dataEntry.dataSource,
    appRoute: input.appRoute,
    nextState: input.nextState,
    actionDescription: input.actionDescription,
  };
}

export async function insertAction(db: DbOrTx, input: AllowedActionInput): Promise<ActionRow> {
  const [row] = await db
    .insert(allowedActions)
    .values({
      ...actionValues(input),
      // A new action goes after every other one unless an order is given.
      sortOrder: input.sortOrder ?? sql`(select coalesce(max(sort_order), -1) + 1 from allowed_actions)`,
    })
    .returning();
  return row!;
}

export async function updateAction(db: DbOrTx, id: string, input: AllowedActionInput): Promise<ActionRow | undefined> {
  const [row] = await db
    .update(allowedActions)
    .set({ ...actionValues(input), ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}) })
    .where(eq(allowedActions.id, id))
    .returning();
  return row;
}

/** Actions are never deleted: the timeline and old answers still name them. */
export async function deactivateAction(db: DbOrTx, id: string): Promise<ActionRow | undefined> {
  const [row] = await db.update(allowedActions).set({ allowedStatus: 'Inactive' }).where(eq(allowedActions.id, id)).returning();
  return row;
}

/** The transitions the active actions make possible (what a state-change event can hang on). */
export function statusChangeOptions(db: DbOrTx, entityType: string) {
  return db
    .selectDistinct({ fromState: allowedActions.entityState, newState: allowedActions.nextState })
    .from(allowedActions)
    .where(and(eq(allowedActions.entityType, entityType), eq(allowedActions.allowedStatus, 'Active')))
    .orderBy(asc(allowedActions.entityState), asc(allowedActions.nextState));
}

// ---- Settings lists

export async function settingsListExists(db: DbOrTx, name: string): Promise<boolean> {
  const rows = await db.select({ id: settings.id }).from(settings).where(eq(settings.name, name)).limit(1);
  return rows.length > 0;
}

export async function settingsValues(db: DbOrTx, name: string): Promise<string[]> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, name))
    .orderBy(asc(settings.sortOrder), asc(settings.value));
  return rows.map((r) => r.value);
}

// ---- State-change events

/** Events of one entity type, of one audience (without the System ones no person reads), or one by id. */
export type EventFilter = { entityType: string } | { audience: string } | { id: string };

export function eventsOf(db: DbOrTx, filter: EventFilter): Promise<EventRow[]> {
  const where =
    'entityType' in filter
      ? eq(stateChangeEvents.entityType, filter.entityType)
      : 'audience' in filter
        ? and(eq(stateChangeEvents.targetAudience, filter.audience), sql`${stateChangeEvents.notificationType} <> 'System'`)
        : eq(stateChangeEvents.id, filter.id);
  return db
    .select()
    .from(stateChangeEvents)
    .where(where)
    .orderBy(
      asc(stateChangeEvents.entityType),
      asc(stateChangeEvents.fromState),
      asc(stateChangeEvents.newState),
      asc(stateChangeEvents.name),
      asc(stateChangeEvents.id),
    );
}

export async function insertEvent(db: DbOrTx, input: StateChangeEventInput): Promise<EventRow> {
  const [row] = await db.insert(stateChangeEvents).values(input).returning();
  return row!;
}

export async function updateEvent(db: DbOrTx, id: string, input: StateChangeEventInput): Promise<EventRow | undefined> {
  const [row] = await db.update(stateChangeEvents).set(input).where(eq(stateChangeEvents.id, id)).returning();
  return row;
}

export async function deleteEvent(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(stateChangeEvents).where(eq(stateChangeEvents.id, id)).returning({ id: stateChangeEvents.id });
  return rows.length > 0;
}

// ---- Items

export interface CharterFacts {
  id: string;
  status: string;
  qGov: boolean;
  firstDepart: string;
  /** The database clock, which every server instance shares. */
  now: string;
  /** Bids a client could accept now (status New); only read for a charter. */
  acceptableBids?: number;
}

/** The charter if the actor may see it (core section 6). */
export async function visibleCharter(db: DbOrTx, actor: Actor, id: string): Promise<CharterFacts | undefined> {
  const r = await db.execute<CharterFacts & Record<string, unknown>>(sql`
    select cr.id, cr.status, cr.q_gov as "qGov", ${iso(sql`cr.depart_time`)} as "firstDepart", ${iso(sql`now()`)} as "now",
      (select count(*)::int from bids b where b.charter_request_id = cr.id and b.status in ${ACCEPTABLE_BID_STATUSES}) as "acceptableBids"
    from charter_requests cr
    where cr.id = ${id} and ${charterVisibility(actor)}`);
  return r.rows[0];
}

export interface BidFacts extends CharterFacts {
  charterId: string;
  charterStatus: string;
}

/** The bid if the actor may see it (access/bid-scope.ts), with the charter facts its actions depend on. */
export async function visibleBid(db: DbOrTx, actor: Actor, id: string): Promise<BidFacts | undefined> {
  const r = await db.execute<BidFacts & Record<string, unknown>>(sql`
    select b.id, b.status, cr.q_gov as "qGov", ${iso(sql`cr.depart_time`)} as "firstDepart", ${iso(sql`now()`)} as "now",
      cr.id as "charterId", cr.status as "charterStatus"
    from bids b join charter_requests cr on cr.id = b.charter_request_id
    where b.id = ${id} and ${bidVisibility(actor)}`);
  return r.rows[0];
}

/** The states a charter's sectors fly from and to. */
export async function charterRouteStates(db: DbOrTx, id: string): Promise<string[]> {
  const r = await db.execute<{ code: string }>(sql`
    select distinct code from (
      select from_state as code from charter_routes where charter_request_id = ${id}
      union select to_state from charter_routes where charter_request_id = ${id}) s
    where code <> '' order by code`);
  return r.rows.map((x) => x.code);
}

export async function locationStateCodes(db: DbOrTx): Promise<string[]> {
  const r = await db.execute<{ code: string }>(sql`select code from location_states order by code`);
  return r.rows.map((x) => x.code);
}
