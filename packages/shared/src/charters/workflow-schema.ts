import { z } from '../zod.js';
import { dateTimeField, freeText, ownWords } from '../validation.js';
import {
  ACTION_TYPES,
  DATA_ENTRY_FILTERS,
  DATA_TYPES,
  NOTIFICATION_TYPES,
  TARGET_AUDIENCES,
  WORKFLOW_MESSAGES,
  WORKFLOW_ROLES,
} from './workflow.js';

// The workflow calls' bodies, apart from the workflow's words and states (workflow.ts): the
// charter's screens show actions without building the admin screens' schemas.

/** POST setItemStatus (core section 4), plus the extra data the action asked for. */
export const setItemStatusSchema = z.object({
  id: z.uuid(),
  allowedActionId: z.uuid(),
  entity: z.string().min(1).max(40),
  currentStatus: z.string().min(1).max(40),
  newStatus: z.string().min(1).max(40),
  reason: freeText(500).default('No Reason'),
  biddingEndDate: dateTimeField().optional(),
  states: z.array(z.string().max(10)).max(8).optional(),
  termsAccepted: z.boolean().optional(),
});
export type SetItemStatus = z.infer<typeof setItemStatusSchema>;

const required = (message: string, max = 100) => z.string({ error: message }).trim().min(1, { message }).max(max, ownWords);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST addAllowedAction / updateAllowedAction (with id). Known entities, roles and states are checked on the server. */
export const allowedActionInputSchema = z.object({
  entityType: required(WORKFLOW_MESSAGES.entityTypeRequired, 40),
  entityState: required(WORKFLOW_MESSAGES.stateRequired, 40),
  allowedRole: required(WORKFLOW_MESSAGES.roleRequired, 40).pipe(z.enum(WORKFLOW_ROLES, { error: WORKFLOW_MESSAGES.unknownRole })),
  actionName: required(WORKFLOW_MESSAGES.nameRequired, 60),
  nextState: required(WORKFLOW_MESSAGES.nextStateRequired, 40),
  allowedStatus: z.enum(['Active', 'Inactive']).default('Active'),
  condition: optionalText(200),
  actionType: z.enum(ACTION_TYPES, { error: WORKFLOW_MESSAGES.unknownActionType }).default('State'),
  dataEntry: z
    .object({
      dataTypeRequired: z.enum(DATA_TYPES, { error: WORKFLOW_MESSAGES.unknownDataType }).nullish().default(null),
      dataEntryFilter: z.enum(DATA_ENTRY_FILTERS, { error: WORKFLOW_MESSAGES.unknownFilter }).default('All'),
      dataSource: optionalText(60),
    })
    .default({ dataTypeRequired: null, dataEntryFilter: 'All', dataSource: null }),
  appRoute: optionalText(200),
  actionDescription: freeText(300).default(''),
  /** Buttons are shown in this order; a new action goes last when omitted. */
  sortOrder: z.number().int().min(0).max(100000).optional(),
});
export type AllowedActionInput = z.infer<typeof allowedActionInputSchema>;
export const updateAllowedActionSchema = allowedActionInputSchema.extend({ id: z.uuid() });
export const idBodySchema = z.object({ id: z.uuid() });

/** POST updateStatus: the per-role edit flags and supplier visibility of a state. */
export const updateStatusSchema = z.object({
  entityType: required(WORKFLOW_MESSAGES.entityTypeRequired, 40),
  status: required(WORKFLOW_MESSAGES.stateRequired, 40),
  description: freeText(300).optional(),
  canEdit: z
    .object({
      Admin: z.boolean(),
      CharterAdmin: z.boolean(),
      Client: z.boolean(),
      ClientDepartment: z.boolean(),
      ClientStaff: z.boolean(),
      Supplier: z.boolean(),
    })
    .partial()
    .default({}),
  visibleToSuppliers: z.boolean().optional(),
});
export type UpdateStatus = z.infer<typeof updateStatusSchema>;

/** POST addStateChangeEvent / updateStateChangeEvent (with id). */
export const stateChangeEventInputSchema = z.object({
  entityType: required(WORKFLOW_MESSAGES.entityTypeRequired, 40),
  fromState: required(WORKFLOW_MESSAGES.fromStateRequired, 40),
  newState: required(WORKFLOW_MESSAGES.newStateRequired, 40),
  name: required(WORKFLOW_MESSAGES.nameRequired, 100),
  notificationType: z.enum(NOTIFICATION_TYPES, { error: WORKFLOW_MESSAGES.unknownNotificationType }).default('Email'),
  serverHandler: optionalText(100),
  subject: z.string().trim().max(200).default(''),
  message: z.string().max(5000).default(''),
  emailTemplate: optionalText(100),
  headerTitle: z.string().trim().max(200).default(''),
  targetAudience: required(WORKFLOW_MESSAGES.targetAudienceRequired, 40).pipe(
    z.enum(TARGET_AUDIENCES, { error: WORKFLOW_MESSAGES.unknownAudience }),
  ),
});
export type StateChangeEventInput = z.infer<typeof stateChangeEventInputSchema>;
export const updateStateChangeEventSchema = stateChangeEventInputSchema.extend({ id: z.uuid() });
