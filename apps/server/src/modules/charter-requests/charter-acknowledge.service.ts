import { sql } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { actorCan, type Actor } from '../../access/actor.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { publishChange } from '../../realtime/publish.js';
import { ONLY_CONFIRMED_CHECKED } from './charter-types.js';
import { lockVisibleCharter } from './charter-write.repository.js';

/** POST /api/admin/updateAcknowledged/{id}: an admin marks a confirmed charter as checked. */
export async function acknowledgeCharter(db: Db, actor: Actor, id: string): Promise<void> {
  if (!actorCan(actor, 'acknowledgeCharters')) throw forbidden();
  await db.transaction(async (tx) => {
    const item = await lockVisibleCharter(tx, id, actor);
    if (!item) throw notFound();
    if (item.status !== 'Confirmed') throw badRequest([ONLY_CONFIRMED_CHECKED]);
    await tx.execute(sql`update charter_requests set admin_acknowledged = true, updated_at = now() where id = ${id}`);
    await publishChange(tx, 'CharterRequest', [id]);
  });
}
