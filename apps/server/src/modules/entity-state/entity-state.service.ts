import {
  WORKFLOW_MESSAGES as M,
  audienceOfTab,
  isUuid,
  workflowPaths,
  workflowTargets,
  type AllowedActionDto,
  type AllowedActionInput,
  type EntityStatesDto,
  type EntityStatusDto,
  type MessagingType,
  type StateChangeEventDto,
  type StateChangeEventInput,
  type UpdateStatus,
} from '@charter/shared';
import type { Db } from '@charter/db';
import { badRequest, notFound } from '../../lib/http-errors.js';
import * as repo from './entity-state.repository.js';
import { presentAction, presentEntities, presentEvent, presentStatus } from './entity-state.presenter.js';

type Errors = Record<string, string[]>;
const add = (errors: Errors, field: string, message: string) => (errors[field] ??= []).push(message);

function throwIfAny(errors: Errors): void {
  const messages = [...new Set(Object.values(errors).flat())];
  if (messages.length) throw badRequest(messages, errors);
}

/**
 * Workflow administration: the states of each entity with their edit flags, the allowed actions
 * (the transition table) and the state-change events. The table is data; the engine reads it.
 */
export class EntityStateService {
  constructor(private readonly db: Db) {}

  async entities(): Promise<EntityStatesDto[]> {
    return presentEntities(await repo.allStates(this.db));
  }

  /** The states of an entity; an unknown entity has none. */
  private async stateNames(entityType: string): Promise<Set<string>> {
    return new Set((await repo.statesOf(this.db, entityType)).map((s) => s.status));
  }

  private async knownEntity(entityType: string): Promise<boolean> {
    return (await this.stateNames(entityType)).size > 0;
  }

  async status(entityType: string, status: string): Promise<EntityStatusDto> {
    const row = await repo.stateOf(this.db, entityType, status);
    if (!row) throw notFound();
    return presentStatus(row);
  }

  async updateStatus(input: UpdateStatus): Promise<EntityStatusDto> {
    const row = await repo.stateOf(this.db, input.entityType, input.status);
    if (!row) throw notFound();
    const e = input.canEdit;
    const updated = await repo.updateState(this.db, row.id, {
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(e.Admin !== undefined ? { canEditAdmin: e.Admin } : {}),
      ...(e.CharterAdmin !== undefined ? { canEditCharterAdmin: e.CharterAdmin } : {}),
      ...(e.Client !== undefined ? { canEditClient: e.Client } : {}),
      ...(e.ClientDepartment !== undefined ? { canEditClientDepartment: e.ClientDepartment } : {}),
      ...(e.ClientStaff !== undefined ? { canEditClientStaff: e.ClientStaff } : {}),
      ...(e.Supplier !== undefined ? { canEditSupplier: e.Supplier } : {}),
      ...(input.visibleToSuppliers !== undefined ? { visibleToSuppliers: input.visibleToSuppliers } : {}),
    });
    return presentStatus(updated!);
  }

  // ---- Allowed actions

  async actions(entityType: string): Promise<AllowedActionDto[]> {
    return (await repo.actionsOf(this.db, entityType)).map(presentAction);
  }

  /** Values the schema cannot check alone: the entity, its states and the reason list must exist. */
  private async checkAction(input: AllowedActionInput): Promise<void> {
    const errors: Errors = {};
    const states = await this.stateNames(input.entityType);
    if (states.size === 0) add(errors, 'entityType', M.unknownEntityType);
    else {
      if (!states.has(input.entityState)) add(errors, 'entityState', M.unknownState);
      if (!states.has(input.nextState)) add(errors, 'nextState', M.unknownNextState);
    }
    const { dataTypeRequired, dataSource } = input.dataEntry;
    if (dataTypeRequired === 'Reason' && !dataSource) add(errors, 'dataEntry.dataSource', M.reasonNeedsList);
    else if (dataSource && !(await repo.settingsListExists(this.db, dataSource))) add(errors, 'dataEntry.dataSource', M.unknownList);
    if (input.actionType === 'Route' && !input.appRoute) add(errors, 'appRoute', M.routeNeedsAppRoute);
    else if (input.actionType === 'Route' && !workflowPaths(input.entityType).includes(input.appRoute!))
      add(errors, 'appRoute', M.unknownPath);
    throwIfAny(errors);
  }

  async addAction(input: AllowedActionInput): Promise<AllowedActionDto> {
    await this.checkAction(input);
    return presentAction(await repo.insertAction(this.db, input));
  }

  async updateAction(id: string, input: AllowedActionInput): Promise<AllowedActionDto> {
    if (!(await repo.actionById(this.db, id))) throw notFound();
    await this.checkAction(input);
    return presentAction((await repo.updateAction(this.db, id, input))!);
  }

  async deleteAction(id: string): Promise<AllowedActionDto> {
    const row = await repo.deactivateAction(this.db, id);
    if (!row) throw notFound();
    return presentAction(row);
  }

  async statusChangeOptions(entityType: string): Promise<{ fromState: string; newState: string }[]> {
    return repo.statusChangeOptions(this.db, entityType);
  }

  // ---- State-change events

  async events(entityType: string): Promise<StateChangeEventDto[]> {
    return (await repo.eventsOf(this.db, { entityType })).map(presentEvent);
  }

  /** Admin getAllMessages/{type}: the messages one /manageMessaging tab lists (its audience, no System ones). */
  async messages(type: MessagingType): Promise<StateChangeEventDto[]> {
    return (await repo.eventsOf(this.db, { audience: audienceOfTab(type) })).map(presentEvent);
  }

  /** Admin getMessage/{id}: one state-change event. */
  async message(id: string): Promise<StateChangeEventDto> {
    const [row] = isUuid(id) ? await repo.eventsOf(this.db, { id }) : [];
    if (!row) throw notFound();
    return presentEvent(row);
  }

  private async checkEvent(input: StateChangeEventInput): Promise<void> {
    const errors: Errors = {};
    const states = await this.stateNames(input.entityType);
    if (states.size === 0) add(errors, 'entityType', M.unknownEntityType);
    else {
      if (!states.has(input.fromState)) add(errors, 'fromState', M.unknownState);
      if (!states.has(input.newState)) add(errors, 'newState', M.unknownState);
      if (!workflowTargets(input.entityType).includes(input.targetAudience)) add(errors, 'targetAudience', M.audienceNotForEntity);
    }
    throwIfAny(errors);
  }

  async addEvent(input: StateChangeEventInput): Promise<StateChangeEventDto> {
    await this.checkEvent(input);
    return presentEvent(await repo.insertEvent(this.db, input));
  }

  async updateEvent(id: string, input: StateChangeEventInput): Promise<StateChangeEventDto> {
    await this.checkEvent(input);
    const row = await repo.updateEvent(this.db, id, input);
    if (!row) throw notFound();
    return presentEvent(row);
  }

  /** Events carry no history of their own (the message log keeps what was sent), so they go. */
  async deleteEvent(id: string): Promise<void> {
    if (!(await repo.deleteEvent(this.db, id))) throw notFound();
  }

  /** For list calls: is this an entity the workflow knows? */
  async assertEntity(entityType: string): Promise<void> {
    if (!(await this.knownEntity(entityType))) throw badRequest([M.unknownEntityType], { entity: [M.unknownEntityType] });
  }
}
