-- A bid's rank counts the bids ahead of it in its price band over bids_rank_idx (charter, with_margin,
-- time_of_bid, id, status), bounded by price on both sides (migration 0022, ADR 0029). The planner took
-- this index, (charter, status, with_margin), for that count as often, bounded by the charter alone, and
-- walked every bid of it; everything else it served bids_rank_idx serves as well. One index less to
-- write per bid.
DROP INDEX "bids_charter_idx";