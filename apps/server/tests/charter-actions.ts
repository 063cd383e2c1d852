import type { TestServer } from './harness.js';

/**
 * Takes a workflow action on a charter as a user does: reads the actions offered to them, picks the
 * one named, and sends it with the charter's current status. A name not offered fails the test with
 * what was offered.
 */
export async function takeCharterAction(
  s: TestServer,
  token: string,
  charterId: string,
  actionName: string,
  extra: Record<string, unknown> = {},
) {
  const offered = await s.call('GET', `/api/entityState/getActionsForEntityItem/CharterRequest/${charterId}`, { token });
  const actions = (offered.body.actions ?? []) as { id: string; actionName: string; nextState: string }[];
  const action = actions.find((a) => a.actionName === actionName);
  if (!action) throw new Error(`"${actionName}" is not offered on ${charterId}: ${actions.map((a) => a.actionName).join(', ')}`);
  return s.call('POST', '/api/entityState/setItemStatus', {
    token,
    body: {
      entity: 'CharterRequest',
      id: charterId,
      allowedActionId: action.id,
      currentStatus: offered.body.status,
      newStatus: action.nextState,
      ...extra,
    },
  });
}
