import {
  WORKFLOW_MESSAGES,
  allowedActionInputSchema,
  type AllowedActionDto,
  type AllowedActionInput,
  type DataEntryFilter,
  type DataType,
} from '@charter/shared';

/** The action editor's fields, as strings the inputs hold. */
export interface ActionFormValues {
  entityType: string;
  entityState: string;
  allowedRole: string;
  actionName: string;
  nextState: string;
  allowedStatus: 'Active' | 'Inactive';
  actionType: 'State' | 'Route';
  appRoute: string;
  dataTypeRequired: '' | DataType;
  dataEntryFilter: DataEntryFilter;
  dataSource: string;
  condition: string;
  actionDescription: string;
  /** Empty: a new action goes last. */
  sortOrder: string;
}

export function newActionValues(entityType: string, role: string, state: string): ActionFormValues {
  return {
    entityType,
    entityState: state,
    allowedRole: role,
    actionName: '',
    nextState: '',
    allowedStatus: 'Active',
    actionType: 'State',
    appRoute: '',
    dataTypeRequired: '',
    dataEntryFilter: 'All',
    dataSource: '',
    condition: '',
    actionDescription: '',
    sortOrder: '',
  };
}

export function actionValues(a: AllowedActionDto): ActionFormValues {
  return {
    entityType: a.entityType,
    entityState: a.entityState,
    allowedRole: a.allowedRole,
    actionName: a.actionName,
    nextState: a.nextState,
    allowedStatus: a.allowedStatus,
    actionType: a.actionType,
    appRoute: a.appRoute ?? '',
    dataTypeRequired: a.dataEntry.dataTypeRequired ?? '',
    dataEntryFilter: a.dataEntry.dataEntryFilter,
    dataSource: a.dataEntry.dataSource ?? '',
    condition: a.condition ?? '',
    actionDescription: a.actionDescription,
    sortOrder: a.sortOrder === undefined ? '' : String(a.sortOrder),
  };
}

/** The body of addAllowedAction / updateAllowedAction, before the shared schema checks it. */
export function actionBody(v: ActionFormValues): Record<string, unknown> {
  const order = v.sortOrder.trim();
  return {
    entityType: v.entityType,
    entityState: v.entityState,
    allowedRole: v.allowedRole,
    actionName: v.actionName,
    nextState: v.nextState,
    allowedStatus: v.allowedStatus,
    actionType: v.actionType,
    appRoute: v.actionType === 'Route' ? v.appRoute : null,
    dataEntry: {
      dataTypeRequired: v.dataTypeRequired || null,
      dataEntryFilter: v.dataEntryFilter,
      dataSource: v.dataSource || null,
    },
    condition: v.condition,
    actionDescription: v.actionDescription,
    ...(order && /^\d+$/.test(order) ? { sortOrder: Number(order) } : {}),
  };
}

/** Field messages keyed like the form's fields (the server's dataEntry.dataSource becomes dataSource). */
export type ActionErrors = Partial<Record<keyof ActionFormValues, string>>;

export function actionErrorField(path: string): keyof ActionFormValues | null {
  const last = path.split('.').pop() ?? path;
  const fields: (keyof ActionFormValues)[] = [
    'entityType',
    'entityState',
    'allowedRole',
    'actionName',
    'nextState',
    'allowedStatus',
    'actionType',
    'appRoute',
    'dataTypeRequired',
    'dataEntryFilter',
    'dataSource',
    'condition',
    'actionDescription',
    'sortOrder',
  ];
  return fields.find((f) => f === last) ?? null;
}

/**
 * Checks the form with the handler's own schema (spec: entity type, role, state, next state and
 * name required, word for word), plus what the server checks against the table: a Reason needs its
 * list and a Route its app route. Returns the valid body, or the first message per field.
 */
export function validateAction(v: ActionFormValues): { ok: true; body: AllowedActionInput } | { ok: false; errors: ActionErrors } {
  const parsed = allowedActionInputSchema.safeParse(actionBody(v));
  const errors: ActionErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = actionErrorField(issue.path.map(String).join('.'));
      if (field) errors[field] ??= issue.message;
    }
  }
  if (v.dataTypeRequired === 'Reason' && !v.dataSource.trim()) errors.dataSource ??= WORKFLOW_MESSAGES.reasonNeedsList;
  if (v.actionType === 'Route' && !v.appRoute.trim()) errors.appRoute ??= WORKFLOW_MESSAGES.routeNeedsAppRoute;
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/** Server per-field errors ({"dataEntry.dataSource": [...]}) on the form's fields. */
export function actionServerErrors(errors: Record<string, string[]> | undefined): ActionErrors {
  const out: ActionErrors = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const field = actionErrorField(path);
    if (field && messages[0]) out[field] ??= messages[0];
  }
  return out;
}
