import { WORKFLOW_ROLES, type AllowedActionDto } from '@charter/shared';

export interface RoleActions {
  role: string;
  actions: AllowedActionDto[];
}

const byOrder = (a: AllowedActionDto, b: AllowedActionDto) =>
  (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.actionName.localeCompare(b.actionName) || a.id.localeCompare(b.id);

/**
 * The actions of one state, per role in button order: every workflow role (so each can get an
 * action added), then any other role the table names.
 */
export function actionsByRole(actions: readonly AllowedActionDto[], state: string): RoleActions[] {
  const ofState = actions.filter((a) => a.entityState === state);
  const roles = [
    ...WORKFLOW_ROLES,
    ...new Set(ofState.map((a) => a.allowedRole).filter((r) => !(WORKFLOW_ROLES as readonly string[]).includes(r))),
  ];
  return roles.map((role) => ({ role, actions: ofState.filter((a) => a.allowedRole === role).sort(byOrder) }));
}

/** How many Active actions leave a state, for its heading. */
export const activeCount = (actions: readonly AllowedActionDto[], state: string) =>
  actions.filter((a) => a.entityState === state && a.allowedStatus === 'Active').length;
