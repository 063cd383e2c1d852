import { BID_ELIGIBILITY_MESSAGES, type BidEligibilityDto, type BidRefusal, complianceProblems, isUuid } from '@charter/shared';
import type { DbOrTx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import * as repo from './bid-write.repository.js';

/**
 * The one rule of who may bid at all (placing a bid checks it too, and then also for the bid's
 * flight and aircraft): an Active operator whose required documents are all approved and not
 * expired today. Answers the refusal and what is wrong.
 */
export function bidRefusal(facts: repo.SupplierFacts | undefined): { reason: BidRefusal; problems: string[] } | null {
  if (!facts || facts.status !== 'Active') return { reason: 'inactive', problems: [] };
  const problems = complianceProblems(facts.compliance, { departAt: null });
  if (problems.length) return { reason: 'documents', problems: problems.map((p) => p.message) };
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
  const refused = bidRefusal(facts);
  return {
    mayBid: refused === null,
    reason: refused?.reason ?? null,
    message: refused ? BID_ELIGIBILITY_MESSAGES[refused.reason] : null,
    problems: refused?.problems ?? [],
  };
}
