import {
  ENTITY_TYPES,
  MARGIN_UPDATE_ACTION,
  WORKFLOW_MESSAGES,
  dataEntryApplies,
  formatJobReference,
  type AllowedActionDto,
  type ItemActionDto,
  type ItemActionsDto,
  type SetItemStatus,
  type TimelineItemDto,
  isUuid,
} from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { bidOutOfReach } from '../../access/bid-scope.js';
import { seesOperator, viewerOf } from '../../access/viewer.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { readTimeline } from '../../lib/timeline.js';
import { BID_WITHDRAWN_ANONYMOUS, BID_WITHDRAWN_BY, bidActionOffered, charterActionOffered } from '../../domain/bids/bid-change-rules.js';
import { transition } from '../../workflow/engine.js';
import * as repo from './entity-state.repository.js';
import { presentAction } from './entity-state.presenter.js';

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

  /** Charter requests and bids have items with actions so far; shares come with their module. */
  private checkEntity(entity: string): void {
    if (!(ENTITY_TYPES as readonly string[]).includes(entity)) throw badRequest([WORKFLOW_MESSAGES.unknownEntityType]);
    if (entity !== 'CharterRequest' && entity !== 'Bid') throw badRequest([NOT_AVAILABLE_YET]);
  }

  /** The item if the actor may see it (404 otherwise); a bid comes with its charter's facts. */
  private async visibleItem(actor: Actor, entity: string, id: string): Promise<repo.CharterFacts & Partial<repo.BidFacts>> {
    this.checkEntity(entity);
    if (!isUuid(id)) throw notFound();
    const item = entity === 'Bid' ? await repo.visibleBid(this.db, actor, id) : await repo.visibleCharter(this.db, actor, id);
    if (!item) throw entity === 'Bid' ? await bidOutOfReach(this.db, actor, id) : notFound();
    return item;
  }

  async actionsForItem(actor: Actor, entity: string, id: string): Promise<ItemActionsDto> {
    const item = await this.visibleItem(actor, entity, id);
    let rows = await repo.actionsOf(this.db, entity, { role: actor.role, state: item.status, activeOnly: true });
    // A bid's actions also depend on its charter's state: what the engine would refuse is not offered.
    if (item.charterStatus !== undefined) rows = rows.filter((a) => bidActionOffered(a, actor.role, item.charterStatus!));
    else rows = rows.filter((a) => charterActionOffered(a, item.acceptableBids ?? 0));
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
          entry.preselected = await repo.charterRouteStates(this.db, item.charterId ?? item.id);
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
    const items = await readTimeline(this.db, entity, item.id);
    if (entity !== 'CharterRequest') return items;
    const viewer = await viewerOf(this.db, actor);
    const namesOperators = seesOperator(viewer, null);
    return (
      items
        // A margin change says the margin and the price with it: admins' business only.
        .filter((t) => viewer.kind === 'admin' || t.actionName !== MARGIN_UPDATE_ACTION)
        // A charter's note on a withdrawn bid names the operator: not to who may not see operators' names.
        .map((t) => (!namesOperators && t.reason.startsWith(BID_WITHDRAWN_BY) ? { ...t, reason: BID_WITHDRAWN_ANONYMOUS } : t))
    );
  }

  /**
   * One transaction: the engine locks the row, re-checks the state and writes the status, the
   * timeline, the outbox e-mails and the change event, which all commit or none do.
   */
  async setItemStatus(actor: Actor, body: SetItemStatus): Promise<{ message: string; result: { id: string; status: string } }> {
    const done = await this.db.transaction((tx) => transition(tx, actor, body));
    const job = formatJobReference(done.jobReference);
    return {
      message: body.entity === 'Bid' ? `Bid for ${job} is now ${done.newStatus}.` : `${job} is now ${done.newStatus}.`,
      result: { id: done.id, status: done.newStatus },
    };
  }
}
