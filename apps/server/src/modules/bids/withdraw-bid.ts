import { BID_MESSAGES, isUuid } from '@charter/shared';
import type { Db } from '@charter/db';
import { actorCan, type Actor } from '../../access/actor.js';
import { bidOutOfReach } from '../../access/bid-scope.js';
import { HttpError, forbidden, notFound } from '../../lib/http-errors.js';
import { transition } from '../../workflow/engine.js';
import { bidStatus } from './bid-write.repository.js';

/**
 * The operator takes its bid back (the web's Withdraw button): the workflow's 'Withdraw Bid' on
 * the bid, so the action table decides who may and to which state it goes (docs/workflow.md).
 */
export async function withdrawBid(db: Db, actor: Actor, bidId: string): Promise<void> {
  if (!actorCan(actor, 'withdrawBids')) throw forbidden();
  if (!isUuid(bidId)) throw notFound();
  await db.transaction(async (tx) => {
    const bid = await bidStatus(tx, bidId);
    // Another operator's bid is not there for this one, whatever its state (the engine checks again under lock).
    if (!bid) throw notFound();
    if (actor.role === 'Supplier' && bid.bidderId !== actor.supplierId) throw await bidOutOfReach(tx, actor, bidId);
    try {
      await transition(tx, actor, { entity: 'Bid', id: bidId, actionName: 'Withdraw Bid', currentStatus: bid.status });
    } catch (err) {
      // No Withdraw Bid for this bid's state (already withdrawn, accepted, ...): this call's old answer.
      if (err instanceof HttpError && err.statusCode === 403) throw new HttpError(409, [BID_MESSAGES.notBiddable]);
      throw err;
    }
  });
}
