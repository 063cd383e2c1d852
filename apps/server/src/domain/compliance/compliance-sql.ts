import { sql, type SQL } from 'drizzle-orm';
import { AOC_KIND, REQUIRED_DOCUMENTS_LIST, type ComplianceFacts } from '@charter/shared';

/**
 * An operator's compliance facts as one JSON expression (ComplianceFacts): for each required
 * document category (the RequiredDocuments settings list, in its order) whether a file is on
 * record, whether one is approved, the latest expiry and cover of the approved ones; and the
 * aircraft ticked on an approved Air Operator Certificate. The rule that judges them for a flight is
 * the shared complianceProblems, so the bid, the award, the daily check and the badges read the same
 * facts the same way. A handful of index reads per operator (supplier_documents_supplier_idx): cheap
 * enough for the bid's own facts statement (docs/bid-path.md section 4).
 */
export function complianceFactsJson(supplierId: SQL): SQL {
  return sql`json_build_object(
    'documents', (select coalesce(json_agg(json_build_object('category', rd.value, 'kind', rd.reference_id,
        'uploaded', f.uploaded, 'approved', f.approved, 'expiresAt', f.expires_at, 'liabilityCover', f.cover)
        order by rd.sort_order, rd.value), '[]'::json)
      from settings rd
      cross join lateral (
        select count(*) > 0 as uploaded, count(*) filter (where d.approved) > 0 as approved,
          case when bool_or(d.approved and d.expired_at is null) then null
            else to_char(max(d.expired_at) filter (where d.approved) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end as expires_at,
          (array_agg(d.liability_cover::float8 order by d.expired_at desc nulls first) filter (where d.approved))[1] as cover
        from supplier_documents d
        where d.supplier_id = ${supplierId} and d.active and d.file_category = rd.value) f
      where rd.name = ${REQUIRED_DOCUMENTS_LIST}),
    'approvedAircraft', (select coalesce(json_agg(distinct da.aircraft_id), '[]'::json)
      from supplier_documents d
      join supplier_document_aircraft da on da.document_id = d.id and da.approved
      where d.supplier_id = ${supplierId} and d.active and d.approved
        and d.file_category in (select value from settings where name = ${REQUIRED_DOCUMENTS_LIST} and reference_id = ${AOC_KIND})))`;
}

/** The JSON read back: numbers and lists as the shared rule expects them. */
export function complianceFactsOf(json: unknown): ComplianceFacts {
  const raw = (json ?? {}) as Partial<ComplianceFacts>;
  return {
    documents: (raw.documents ?? []).map((d) => ({ ...d, liabilityCover: d.liabilityCover == null ? null : Number(d.liabilityCover) })),
    approvedAircraft: raw.approvedAircraft ?? [],
  };
}
