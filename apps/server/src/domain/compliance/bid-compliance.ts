import { sql } from 'drizzle-orm';
import { complianceProblems, type ComplianceProblem } from '@charter/shared';
import type { DbOrTx } from '@charter/db';
import { complianceFactsJson, complianceFactsOf } from './compliance-sql.js';

export interface BidComplianceCheck {
  bidderId: string;
  companyName: string;
  problems: ComplianceProblem[];
}

/**
 * What keeps a placed bid's operator from flying it now (the shared complianceProblems): its
 * required documents as at its last sector's departure, and the aircraft it offered on its approved
 * AOC. Accept, Confirm and the daily check of booked charters ask it; undefined: no such bid.
 */
export async function bidComplianceCheck(db: DbOrTx, bidId: string): Promise<BidComplianceCheck | undefined> {
  const r = await db.execute<{
    bidderId: string;
    companyName: string;
    compliance: unknown;
    departAt: string | null;
    departZone: string | null;
    aircraft: { id: string; licenseNumber: string }[];
  }>(sql`
    select b.bidder_id as "bidderId", s.company_name as "companyName", ${complianceFactsJson(sql`b.bidder_id`)} as compliance,
      last.depart_time as "departAt", last.zone as "departZone",
      (select coalesce(json_agg(json_build_object('id', a.id, 'licenseNumber', a.license_number) order by a.license_number), '[]'::json)
        from aircraft a where a.id in (select unnest(br.aircraft_ids) from bid_routes br where br.bid_id = b.id)) as aircraft
    from bids b join suppliers s on s.id = b.bidder_id
    left join lateral (
      select br.depart_time, r.depart_time_zone as zone from bid_routes br join charter_routes r on r.id = br.route_id
      where br.bid_id = b.id order by br.depart_time desc limit 1) last on true
    where b.id = ${bidId}`);
  const row = r.rows[0];
  if (!row) return undefined;
  const problems = complianceProblems(complianceFactsOf(row.compliance), {
    departAt: row.departAt ? new Date(row.departAt) : null,
    departZone: row.departZone,
    aircraft: row.aircraft,
  });
  return { bidderId: row.bidderId, companyName: row.companyName, problems };
}
