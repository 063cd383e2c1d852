-- A charter's version, as a bid reads it without the lock (bid_facts) and again under it (bid_place),
-- is now the row versions PostgreSQL keeps (xmin: the transaction that wrote the row) of the charter
-- and of each of its sectors, instead of an md5 of the whole row and its sectors as JSON (issue 14,
-- ADR 0028). Any write to the charter or a sector still changes it; a lock taken by bids (FOR SHARE)
-- does not. The JSON and md5 cost ~0.17 ms per call, twice per bid; this costs ~0.04 ms.
-- A composite argument carries no system columns, so the row is read again by id, in the caller's
-- snapshot (a STABLE function), which is the one the caller read `cr` in. PL/pgSQL keeps the plan
-- of its statement for the session; a SQL function with subqueries is planned on every call.
CREATE OR REPLACE FUNCTION "bid_charter_version"("cr" "charter_requests") RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT c."xmin"::text FROM "charter_requests" c WHERE c."id" = cr."id") || ':' || coalesce((
    SELECT string_agg(r."id"::text || '@' || r."xmin"::text, ',' ORDER BY r."id") FROM "charter_routes" r
    WHERE r."charter_request_id" = cr."id"), '');
END $$;
