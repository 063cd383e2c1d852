import { sql } from 'drizzle-orm';
import { bidFeasibility, type BidFeasibilityDto } from '@charter/shared';
import type { DbOrTx } from '@charter/db';
import { bidFeasibilityFactsJson, feasibilityFactsOf } from './feasibility-sql.js';

/**
 * Whether a bid's aircraft can fly each of its sectors as the charter now asks (the shared
 * bidFeasibility, ADR 0047): Accept and the re-check after a manifest change ask it; undefined: no
 * such bid.
 */
export async function bidFeasibilityCheck(db: DbOrTx, bidId: string): Promise<BidFeasibilityDto | undefined> {
  const r = await db.execute<{ facts: unknown }>(
    sql`select ${bidFeasibilityFactsJson(sql`b.id`)} as facts from bids b where b.id = ${bidId}`,
  );
  const row = r.rows[0];
  if (!row) return undefined;
  const facts = feasibilityFactsOf(row.facts);
  return bidFeasibility(facts.sectors, facts.offers);
}
