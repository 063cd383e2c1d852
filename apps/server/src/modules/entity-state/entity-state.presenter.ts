import {
  BID_STATUSES,
  CHARTER_STATUSES,
  ENTITY_TYPES,
  type AllowedActionDto,
  type DataEntryFilter,
  type DataType,
  type EntityStatesDto,
  type EntityStatusDto,
  type StateChangeEventDto,
} from '@charter/shared';
import type { ActionRow, EventRow, StateRow } from './entity-state.repository.js';

export function presentAction(a: ActionRow): AllowedActionDto {
  return {
    id: a.id,
    entityType: a.entityType,
    entityState: a.entityState,
    allowedRole: a.allowedRole,
    actionName: a.actionName,
    allowedStatus: a.allowedStatus === 'Inactive' ? 'Inactive' : 'Active',
    condition: a.condition,
    actionType: a.actionType === 'Route' ? 'Route' : 'State',
    dataEntry: {
      dataTypeRequired: (a.dataTypeRequired as DataType | null) ?? null,
      dataEntryFilter: a.dataEntryFilter as DataEntryFilter,
      dataSource: a.dataSource,
    },
    appRoute: a.appRoute,
    nextState: a.nextState,
    actionDescription: a.actionDescription,
    sortOrder: a.sortOrder,
  };
}

export function presentStatus(s: StateRow): EntityStatusDto {
  return {
    entityType: s.entityType,
    status: s.status,
    description: s.description,
    canEdit: {
      Admin: s.canEditAdmin,
      CharterAdmin: s.canEditCharterAdmin,
      Client: s.canEditClient,
      ClientDepartment: s.canEditClientDepartment,
      ClientStaff: s.canEditClientStaff,
      Supplier: s.canEditSupplier,
    },
    visibleToSuppliers: s.visibleToSuppliers,
  };
}

export function presentEvent(e: EventRow): StateChangeEventDto {
  return {
    id: e.id,
    entityType: e.entityType,
    fromState: e.fromState,
    newState: e.newState,
    name: e.name,
    notificationType: e.notificationType as StateChangeEventDto['notificationType'],
    serverHandler: e.serverHandler,
    subject: e.subject,
    message: e.message,
    emailTemplate: e.emailTemplate,
    headerTitle: e.headerTitle,
    targetAudience: e.targetAudience as StateChangeEventDto['targetAudience'],
  };
}

// States have no order column; show them in lifecycle order (unknown ones after, by name).
const LIFECYCLE: Record<string, readonly string[]> = {
  CharterRequest: CHARTER_STATUSES,
  Bid: BID_STATUSES,
  Share: ['Pending', 'Live', 'Closed'],
};

function lifecycleRank(entityType: string, status: string): number {
  const i = LIFECYCLE[entityType]?.indexOf(status) ?? -1;
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
}

/** GET getAllEntities: the known entities first (CharterRequest, Bid, Share), each with its states. */
export function presentEntities(rows: StateRow[]): EntityStatesDto[] {
  const types = [...new Set([...ENTITY_TYPES, ...rows.map((r) => r.entityType)])];
  return types.map((entityType) => ({
    entityType,
    states: rows
      .filter((r) => r.entityType === entityType)
      .sort((a, b) => lifecycleRank(entityType, a.status) - lifecycleRank(entityType, b.status) || a.status.localeCompare(b.status))
      .map((r) => ({ status: r.status, description: r.description })),
  }));
}
