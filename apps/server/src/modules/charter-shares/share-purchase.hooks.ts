import { sql } from 'drizzle-orm';
import { RELEASED_PURCHASE_STATUSES } from '@charter/shared';
import { refreshSectorTotals } from '../../domain/shares/sector-shares.js';
import { registerTransitionHook, type TransitionHook } from '../../workflow/hooks.js';

/**
 * A purchase Declined or Cancelled gives its seat and weight back to the share (under the share's
 * lock, which the transition holds) and its passenger leaves the sector's manifest, in the
 * transition's transaction. From a released state nothing is given back twice.
 */
const release: TransitionHook = {
  entity: 'SharePurchase',
  to: RELEASED_PURCHASE_STATUSES,
  async run(tx, ctx) {
    if (RELEASED_PURCHASE_STATUSES.includes(ctx.from)) return;
    const r = await tx.execute<{ shareId: string; routeId: string; charterId: string; entryId: string | null; weight: number }>(sql`
      select share_id as "shareId", route_id as "routeId", charter_request_id as "charterId", manifest_entry_id as "entryId",
        passenger_weight + freight_weight + cargo_weight as weight
      from share_purchases where id = ${ctx.id}`);
    const p = r.rows[0];
    if (!p) return;
    await tx.execute(sql`
      update charter_shares set seats_available = seats_available + 1, purchased_seats = purchased_seats - 1,
        total_weight_available = total_weight_available + ${p.weight}, purchased_weight = purchased_weight - ${p.weight}, updated_at = now()
      where id = ${p.shareId}`);
    if (p.entryId) await tx.execute(sql`delete from manifest_entries where id = ${p.entryId}`);
    await tx.execute(sql`update share_purchases set manifest_entry_id = null where id = ${ctx.id}`);
    await refreshSectorTotals(tx, p.routeId, p.charterId);
  },
};

export function registerSharePurchaseHooks(): void {
  registerTransitionHook(release);
}
