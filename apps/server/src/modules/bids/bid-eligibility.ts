import { BID_ELIGIBILITY_MESSAGES, type BidEligibilityDto, type BidRefusal, isUuid } from '@charter/shared';
import type { DbOrTx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import * as repo from './bid-write.repository.js';

/**
 * The one rule of who may bid at all (placing a bid checks it too): an Active operator with an
 * approved document that is active and not expired.
 */
export function bidRefusal(facts: { status: string; approvedDocuments: boolean } | undefined): BidRefusal | null {
  if (!facts || facts.status !== 'Active') return 'inactive';
  if (!facts.approvedDocuments) return 'documents';
  return null;
}

/** GET bidEligibility: a supplier asks for itself, an admin for a named operator. */
export async function bidEligibility(db: DbOrTx, actor: Actor, supplierId: string | undefined): Promise<BidEligibilityDto> {
  let bidder: string | null;
  if (actor.role === 'Supplier') bidder = actor.supplierId;
  else if (actor.role === 'Admin') bidder = supplierId && isUuid(supplierId) ? supplierId : null;
  else throw forbidden();
  if (!bidder) throw notFound();
  const facts = await repo.supplierFacts(db, bidder);
  if (!facts) throw notFound();
  const reason = bidRefusal(facts);
  return { mayBid: reason === null, reason, message: reason ? BID_ELIGIBILITY_MESSAGES[reason] : null };
}
