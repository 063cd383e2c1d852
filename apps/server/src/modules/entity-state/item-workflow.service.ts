import {
  ENTITY_TYPES,
  WORKFLOW_MESSAGES,
  dataEntryApplies,
  formatJobReference,
  type AllowedActionDto,
  type ItemActionDto,
  type ItemActionsDto,
  type SetItemStatus,
  type TimelineItemDto,
} from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { transition } from '../../workflow/engine.js';
import * as repo from './entity-state.repository.js';
import { presentAction } from './entity-state.presenter.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NOT_AVAILABLE_YET = 'Not available yet';

/**
 * Of actions sharing a name and next state (Open Bidding has one row for QGov requests and one
 * for the others), the item gets the one whose data-entry filter applies to it, so a user sees
 * one button per action. An action whose filter does not apply and has no sibling stays, asking
 * for no extra data.
 */
export function pickForItem(actions: AllowedActionDto[], qGov: boolean): AllowedActionDto[] {
  const applies = (a: AllowedActionDto) => !a.dataEntry.dataTypeRequired || dataEntryApplies(a.dataEntry.dataEntryFilter, qGov);
  const keyOf = (a: AllowedActionDto) => `${a.actionName}\u0000${a.nextState}`;
  const chosen = new Map<string, AllowedActionDto>();
  for (const a of actions) {
    const key = keyOf(a);
    const current = chosen.get(key);
    if (!current || (!applies(current) && applies(a))) chosen.set(key, a);
  }
  const keep = new Set(chosen.values());
  return actions.filter((a) => keep.has(a)).map((a) => (applies(a) ? a : { ...a, dataEntry: { ...a.dataEntry, dataTypeRequired: null } }));
}

/** What the workflow offers on one item, its timeline, and the status change itself. */
export class ItemWorkflowService {
  constructor(private readonly db: Db) {}

  /** Only charter requests have items with actions so far; bids and shares come with their modules. */
  private checkEntity(entity: string): void {
    if (!(ENTITY_TYPES as readonly string[]).includes(entity)) throw badRequest([WORKFLOW_MESSAGES.unknownEntityType]);
    if (entity !== 'CharterRequest') throw badRequest([NOT_AVAILABLE_YET]);
  }

  private async visibleItem(actor: Actor, entity: string, id: string) {
    this.checkEntity(entity);
    const item = UUID.test(id) ? await repo.visibleCharter(this.db, actor, id) : undefined;
    if (!item) throw notFound();
    return item;
  }

  async actionsForItem(actor: Actor, entity: string, id: string): Promise<ItemActionsDto> {
    const item = await this.visibleItem(actor, entity, id);
    const rows = await repo.actionsOf(this.db, entity, { role: actor.role, state: item.status, activeOnly: true });
    const picked = pickForItem(rows.map(presentAction), item.qGov);
    const actions: ItemActionDto[] = [];
    for (const a of picked) {
      const entry: ItemActionDto['dataEntry'] = { ...a.dataEntry };
      switch (entry.dataTypeRequired) {
        case 'Reason':
          entry.options = entry.dataSource ? await repo.settingsValues(this.db, entry.dataSource) : [];
          break;
        case 'CharterStateSelect':
          entry.options = await repo.locationStateCodes(this.db);
          entry.preselected = await repo.charterRouteStates(this.db, item.id);
          break;
        case 'BiddingEndDate':
          entry.min = item.now;
          entry.max = item.firstDepart;
          break;
      }
      actions.push({ ...a, dataEntry: entry });
    }
    return { status: item.status, actions };
  }

  /** The active actions of the caller's role, per state: lists show what can be done per status. */
  async listActions(actor: Actor, entity: string): Promise<Record<string, AllowedActionDto[]>> {
    if (!(ENTITY_TYPES as readonly string[]).includes(entity)) throw badRequest([WORKFLOW_MESSAGES.unknownEntityType]);
    const grouped: Record<string, AllowedActionDto[]> = {};
    for (const row of await repo.actionsOf(this.db, entity, { role: actor.role, activeOnly: true })) {
      (grouped[row.entityState] ??= []).push(presentAction(row));
    }
    return grouped;
  }

  async timeline(actor: Actor, entity: string, id: string): Promise<TimelineItemDto[]> {
    const item = await this.visibleItem(actor, entity, id);
    return repo.timelineOf(this.db, entity, item.id);
  }

  /**
   * One transaction: the engine locks the row, re-checks the state and writes the status, the
   * timeline, the outbox e-mails and the change event, which all commit or none do.
   */
  async setItemStatus(actor: Actor, body: SetItemStatus): Promise<{ message: string; result: { id: string; status: string } }> {
    const done = await this.db.transaction((tx) => transition(tx, actor, body));
    return {
      message: `${formatJobReference(done.jobReference)} is now ${done.newStatus}.`,
      result: { id: done.id, status: done.newStatus },
    };
  }
}
