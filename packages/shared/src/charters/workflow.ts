import type { StateChangeEventInput } from './workflow-schema.js';

/** Extra data an action asks for (core section 4). */
export const DATA_TYPES = ['Reason', 'TermsAndConditions', 'CharterStateSelect', 'BiddingEndDate'] as const;
export type DataType = (typeof DATA_TYPES)[number];
export const DATA_ENTRY_FILTERS = ['All', 'QGov', 'NotQGov'] as const;
export type DataEntryFilter = (typeof DATA_ENTRY_FILTERS)[number];

export interface AllowedActionDto {
  id: string;
  entityType: string;
  entityState: string;
  allowedRole: string;
  actionName: string;
  allowedStatus: 'Active' | 'Inactive';
  condition: string | null;
  actionType: 'State' | 'Route';
  dataEntry: { dataTypeRequired: DataType | null; dataEntryFilter: DataEntryFilter; dataSource: string | null };
  appRoute: string | null;
  nextState: string;
  actionDescription: string;
  /** Buttons are shown in this order. */
  sortOrder?: number;
}

/** Does an action's extra data apply to this item? */
export function dataEntryApplies(filter: DataEntryFilter, qGov: boolean): boolean {
  return filter === 'All' || (filter === 'QGov' ? qGov : !qGov);
}

export const BIDDING_END_MESSAGE = 'Bidding end date must be between now and the first departure';
export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms and conditions';

// ---- Workflow administration (/api/entityState/): one schema for the admin screen and the handler.

/** Roles an action can be given to: every account role, and the system (jobs). */
export const WORKFLOW_ROLES = ['Admin', 'CharterAdmin', 'Client', 'ClientDepartment', 'ClientStaff', 'Supplier', 'System'] as const;
export const ACTION_TYPES = ['State', 'Route'] as const;
export const NOTIFICATION_TYPES = ['Email', 'SMS', 'System', 'Notification'] as const;
/** Who a state-change event may be sent to (workflow/notifications.ts resolves each). */
export const TARGET_AUDIENCES = ['Client', 'Supplier', 'Admin', 'Buyer'] as const;
export type TargetAudience = (typeof TARGET_AUDIENCES)[number];

/**
 * The paths a Route action of an entity may open (core section 4: "Route opens another editor"):
 * the tabs of the charter page, which is where a charter's and a bid's actions are shown.
 */
const WORKFLOW_PATHS: Record<string, readonly string[]> = {
  CharterRequest: ['Detail', 'Bids', 'Timeline'],
  Bid: ['Bids'],
};
export function workflowPaths(entityType: string): readonly string[] {
  return WORKFLOW_PATHS[entityType] ?? [];
}

/** Who a state-change event of an entity may go to: the buyer only of a share purchase (ADR 0016). */
export function workflowTargets(entityType: string): readonly TargetAudience[] {
  return entityType === 'SharePurchase' ? TARGET_AUDIENCES : TARGET_AUDIENCES.filter((a) => a !== 'Buyer');
}

/**
 * The {type} of /manageMessaging/{type} and of admin getAllMessages/{type} (supplier-and-admin
 * sections 2 and 7), in tab order. The User tab holds the events sent to the user a share purchase
 * is about, its buyer (audience Buyer, ADR 0016).
 */
export const MESSAGING_TYPES = ['Admin', 'Supplier', 'Client', 'User'] as const;
export type MessagingType = (typeof MESSAGING_TYPES)[number];

/** The audience a messaging tab lists (and a new event on it gets). */
export function audienceOfTab(type: MessagingType): TargetAudience {
  return type === 'User' ? 'Buyer' : type;
}

/** The tab an event's audience is listed on. */
export function tabOfAudience(audience: string): MessagingType | null {
  if (audience === 'Buyer') return 'User';
  return audience === 'Admin' || audience === 'Supplier' || audience === 'Client' ? audience : null;
}

export const WORKFLOW_MESSAGES = {
  entityTypeRequired: 'Entity type is required',
  roleRequired: 'Role is required',
  stateRequired: 'State is required',
  nextStateRequired: 'Next state is required',
  nameRequired: 'Name is required',
  fromStateRequired: 'From state is required',
  newStateRequired: 'New state is required',
  targetAudienceRequired: 'Target audience is required',
  unknownEntityType: 'Unknown entity type',
  unknownRole: 'Unknown role',
  unknownState: 'Unknown state',
  unknownNextState: 'Unknown next state',
  unknownDataType: 'Extra data must be Reason, TermsAndConditions, CharterStateSelect or BiddingEndDate',
  unknownFilter: 'Data entry filter must be All, QGov or NotQGov',
  reasonNeedsList: 'A Reason needs the settings list its choices come from',
  unknownList: 'Unknown settings list',
  routeNeedsAppRoute: 'A Route action needs an app route',
  unknownActionType: 'Action type must be State or Route',
  unknownNotificationType: 'Notification type must be Email, SMS, System or Notification',
  unknownAudience: 'Target audience must be Client, Supplier, Admin or Buyer',
  audienceNotForEntity: "This target audience is not one of this entity's: choose one from the list.",
  unknownPath: 'Please choose an app route from the list.',
  // The extra data an action asks for (docs/workflow.md, "Extra data").
  reasonRequired: 'Please choose a reason',
  reasonNotListed: 'Please choose a reason from the list',
  statesRequired: 'Please choose at least one state',
} as const;

export interface StateChangeEventDto extends StateChangeEventInput {
  id: string;
}

export type EditRoleFlags = Record<'Admin' | 'CharterAdmin' | 'Client' | 'ClientDepartment' | 'ClientStaff' | 'Supplier', boolean>;

/** GET getStatusForEntityAndStatus/{entity}/{status}. */
export interface EntityStatusDto {
  entityType: string;
  status: string;
  description: string;
  canEdit: EditRoleFlags;
  visibleToSuppliers: boolean;
}

/** GET getAllEntities. */
export interface EntityStatesDto {
  entityType: string;
  states: { status: string; description: string }[];
}

/** An action offered on one item, with what its extra data needs (GET getActionsForEntityItem). */
export interface ItemActionDto extends Omit<AllowedActionDto, 'dataEntry'> {
  dataEntry: AllowedActionDto['dataEntry'] & {
    /** Reason: the choices (the settings list named by dataSource); CharterStateSelect: the state codes. */
    options?: string[];
    /** CharterStateSelect: the states of the charter's routes. */
    preselected?: string[];
    /** BiddingEndDate: the window, ISO (now by the database clock, first departure). */
    min?: string;
    max?: string;
  };
}
export interface ItemActionsDto {
  status: string;
  actions: ItemActionDto[];
}

/** GET getTimeline/{entity}/{id}: oldest first. */
export interface TimelineItemDto {
  timeStamp: string;
  entity: string;
  entityId: string;
  oldStatus: string | null;
  newStatus: string;
  actionName: string;
  reason: string;
  role: string;
}
