import { formatJobReference, updateSharePurchaseSchema } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { notFound } from '../../lib/http-errors.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { transition } from '../../workflow/engine.js';
import * as repo from './charter-shares.repository.js';

/**
 * POST updateSharePurchase {id, action}: Accept, Confirm, Decline or Cancel a purchase by the
 * action's name, run by the workflow engine like every status change (the table says which role
 * may, share-transition.ts which side). The same runs through /api/entityState/setItemStatus.
 */
export async function decidePurchase(db: Db, actor: Actor, body: unknown) {
  const input = parseOr400(updateSharePurchaseSchema, body);
  const ref = await repo.purchaseRef(db, input.id);
  if (!ref) throw notFound();
  const done = await db.transaction((tx) =>
    transition(tx, actor, {
      entity: 'SharePurchase',
      id: input.id,
      actionName: input.action,
      currentStatus: input.currentStatus ?? ref.status,
      reason: input.reason,
    }),
  );
  return { done, message: `Seat on ${formatJobReference(done.jobReference)} is now ${done.newStatus}.` };
}

/** POST updateShareStatus {id, action}: a share's workflow action (an admin's Confirm Share closes its sales). */
export async function decideShare(db: Db, actor: Actor, body: unknown) {
  const input = parseOr400(updateSharePurchaseSchema, body);
  const ref = await repo.shareStatus(db, input.id);
  if (!ref) throw notFound();
  const done = await db.transaction((tx) =>
    transition(tx, actor, { entity: 'Share', id: input.id, actionName: input.action, currentStatus: input.currentStatus ?? ref.status }),
  );
  return { done, message: `Share on ${formatJobReference(done.jobReference)} is now ${done.newStatus}.` };
}
