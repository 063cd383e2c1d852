import { sql } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { AOC_KIND, requiredDocumentStanding, type ComplianceStandingDto, type SessionUser } from '@charter/shared';
import { complianceFactsJson, complianceFactsOf } from '../../domain/compliance/compliance-sql.js';
import { actingSupplierId } from './supplier-access.js';

/**
 * An operator's standing as it sees it on its profile (an admin on the operator's file): each
 * required document (Missing, Awaiting approval, Expired or Current, with its expiry and cover) and
 * each active aircraft, ticked on the approved AOC or not. The same facts the bids are judged by.
 */
export async function complianceStanding(db: Db, user: SessionUser, supplierId: string): Promise<ComplianceStandingDto> {
  const id = await actingSupplierId(db, user, supplierId);
  const r = await db.execute<{ compliance: unknown; aircraft: { id: string; licenseNumber: string; type: string }[] }>(sql`
    select ${complianceFactsJson(sql`${id}::uuid`)} as compliance,
      (select coalesce(json_agg(json_build_object('id', a.id, 'licenseNumber', a.license_number, 'type', a.type)
          order by lower(a.license_number), a.id), '[]'::json)
        from aircraft a where a.supplier_id = ${id} and a.status = 'Active') as aircraft`);
  const facts = complianceFactsOf(r.rows[0]!.compliance);
  const documents = facts.documents.map((d) => requiredDocumentStanding(d));
  const approved = new Set(facts.approvedAircraft);
  const aocRequired = facts.documents.some((d) => d.kind === AOC_KIND);
  return {
    documents,
    aircraft: aocRequired ? r.rows[0]!.aircraft.map((a) => ({ ...a, approved: approved.has(a.id) })) : [],
    current: documents.every((d) => d.status === 'Current'),
  };
}
