import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A state of an entity (CharterRequest, Bid, Share) and which roles may edit the item in it. */
export const entityStates = pgTable(
  'entity_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityType: text('entity_type').notNull(),
    status: text('status').notNull(),
    description: text('description').notNull().default(''),
    canEditAdmin: boolean('can_edit_admin').notNull().default(false),
    canEditCharterAdmin: boolean('can_edit_charter_admin').notNull().default(false),
    canEditClient: boolean('can_edit_client').notNull().default(false),
    canEditClientDepartment: boolean('can_edit_client_department').notNull().default(false),
    canEditClientStaff: boolean('can_edit_client_staff').notNull().default(false),
    canEditSupplier: boolean('can_edit_supplier').notNull().default(false),
    /** Suppliers may see items of this entity in this state (charters: Live and later). */
    visibleToSuppliers: boolean('visible_to_suppliers').notNull().default(false),
  },
  (t) => [uniqueIndex('entity_states_unique').on(t.entityType, t.status)],
);

/** What a role may do with an item in a state (core section 4). */
export const allowedActions = pgTable(
  'allowed_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityType: text('entity_type').notNull(),
    entityState: text('entity_state').notNull(),
    allowedRole: text('allowed_role').notNull(),
    actionName: text('action_name').notNull(),
    allowedStatus: text('allowed_status').notNull().default('Active'),
    condition: text('condition'),
    actionType: text('action_type').notNull().default('State'),
    dataTypeRequired: text('data_type_required'),
    dataEntryFilter: text('data_entry_filter').notNull().default('All'),
    dataSource: text('data_source'),
    appRoute: text('app_route'),
    nextState: text('next_state').notNull(),
    actionDescription: text('action_description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('allowed_actions_lookup_idx').on(t.entityType, t.entityState, t.allowedRole)],
);

/** Notifications a transition triggers (Email, SMS, System, Notification). */
export const stateChangeEvents = pgTable(
  'state_change_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityType: text('entity_type').notNull(),
    fromState: text('from_state').notNull(),
    newState: text('new_state').notNull(),
    name: text('name').notNull(),
    notificationType: text('notification_type').notNull().default('Email'),
    serverHandler: text('server_handler'),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    emailTemplate: text('email_template'),
    headerTitle: text('header_title').notNull().default(''),
    targetAudience: text('target_audience').notNull(),
    /**
     * The action the event follows, when two actions make the same change (an operator declining an
     * award and the broker voiding it both leave a charter Approved); null for any action.
     */
    actionName: text('action_name'),
  },
  (t) => [index('state_change_events_lookup_idx').on(t.entityType, t.fromState, t.newState)],
);

/** Every status change of every item, for the Timeline tab. */
export const timelineItems = pgTable(
  'timeline_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    timeStamp: timestamp('time_stamp', { withTimezone: true }).notNull().defaultNow(),
    oldStatus: text('old_status'),
    newStatus: text('new_status').notNull(),
    actionName: text('action_name').notNull(),
    reason: text('reason').notNull().default('No Reason'),
    userId: uuid('user_id'),
    role: text('role').notNull(),
  },
  (t) => [index('timeline_items_entity_idx').on(t.entityType, t.entityId, t.timeStamp)],
);
