import { sql } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { type CharterAvailabilityInput, type SessionUser, isUuid } from '@charter/shared';
import { actorFrom } from '../../access/actor.js';
import { charterVisibility } from '../../access/charter-scope.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { publishChange } from '../../realtime/publish.js';

/** A supplier's "aircraft unavailable" mark on a charter it can see (supplier-and-admin section 4). */
export class AvailabilityService {
  constructor(private readonly db: Db) {}

  private async visibleSupplier(user: SessionUser, charterRequestId: string): Promise<string> {
    if (user.role !== 'Supplier' || !user.supplierId) throw forbidden();
    if (!isUuid(charterRequestId)) throw notFound();
    const r = await this.db.execute(
      sql`select 1 from charter_requests cr where cr.id = ${charterRequestId} and ${charterVisibility(actorFrom(user))}`,
    );
    if (r.rows.length === 0) throw notFound();
    return user.supplierId;
  }

  async mark(user: SessionUser, input: CharterAvailabilityInput): Promise<void> {
    const supplierId = await this.visibleSupplier(user, input.charterRequestId);
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into supplier_charter_availability (supplier_id, charter_request_id, status)
        values (${supplierId}, ${input.charterRequestId}, ${input.status})
        on conflict (supplier_id, charter_request_id) do update set status = excluded.status, updated_at = now()`);
      // The supplier's open lists show the mark as a tag.
      await publishChange(tx, 'CharterRequest', [input.charterRequestId]);
    });
  }

  async status(user: SessionUser, charterRequestId: string): Promise<{ status: 'Available' | 'Unavailable' }> {
    const supplierId = await this.visibleSupplier(user, charterRequestId);
    const r = await this.db.execute<{ status: string }>(sql`
      select status from supplier_charter_availability where supplier_id = ${supplierId} and charter_request_id = ${charterRequestId}`);
    return { status: r.rows[0]?.status === 'Unavailable' ? 'Unavailable' : 'Available' };
  }
}
