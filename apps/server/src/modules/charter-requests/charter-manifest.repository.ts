import { sql } from 'drizzle-orm';
import type { Tx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { charterVisibility } from '../../access/charter-scope.js';

export interface ManifestCharter {
  id: string;
  jobReference: number;
  status: string;
  bidderId: string | null;
  departTime: Date;
  departTimeZone: string;
  /** By the database clock, the one all instances share. */
  now: Date;
}

/** The charter (if the actor may see it) with its first departure, locked for the rest of the transaction. */
export async function lockManifestCharter(tx: Tx, id: string, actor: Actor): Promise<ManifestCharter | undefined> {
  const r = await tx.execute<Record<string, unknown>>(sql`
    select cr.id, cr.job_reference as "jobReference", cr.status, cr.bidder_id as "bidderId",
      cr.depart_time as "departTime", cr.depart_time_zone as "departTimeZone", now() as now
    from charter_requests cr
    where cr.id = ${id} and ${charterVisibility(actor)}
    for update of cr`);
  const row = r.rows[0];
  if (!row) return undefined;
  return {
    ...(row as unknown as ManifestCharter),
    jobReference: Number(row.jobReference),
    departTime: new Date(row.departTime as string),
    now: new Date(row.now as string),
  };
}
