import type { Db } from '@charter/db';
import { Batches } from '../../lib/batches.js';
import * as repo from './bid-write.repository.js';

/**
 * Bids on one charter read their facts and go to bid_place_batch together (ADR 0036), at most this
 * many at a time: enough for every bid of 50 operators bidding at once, few enough that the
 * charter's lock is not held long. If a batch fails (one bid's row refused by a constraint, say),
 * each bid is tried again alone, so each gets its own answer or error rather than another's.
 */
const BIDS_PER_BATCH = 64;

export interface BidBatches {
  facts: Batches<string, repo.BidAsked, repo.BidFacts>;
  place: Batches<string, repo.BidToPlace, repo.Placed>;
}

const batchesByDb = new WeakMap<Db, BidBatches>();

/** The one set of batches of a database handle, so every bid on a charter in this process goes into them. */
export function bidBatches(db: Db): BidBatches {
  let batches = batchesByDb.get(db);
  if (!batches) {
    const options = { max: BIDS_PER_BATCH, aloneAfterFailure: true };
    batches = {
      facts: new Batches((charterId, asked) => repo.bidFactsOf(db, charterId, asked), options),
      place: new Batches((charterId, bids) => repo.placeBids(db, charterId, bids), options),
    };
    batchesByDb.set(db, batches);
  }
  return batches;
}
