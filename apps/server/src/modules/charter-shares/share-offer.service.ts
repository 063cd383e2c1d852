import { newShareSchema, updateShareSchema, type ShareFields } from '@charter/shared';
import type { Db } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { offerShare } from '../../domain/shares/sector-shares.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { publishChange, publishShareChange } from '../../realtime/publish.js';
import * as repo from './charter-shares.repository.js';

/**
 * POST newShare and updateShare: the share panel of a saved charter (ADR 0016). Not through
 * updateCharterRequest: a Confirmed charter is never saved over (ADR 0015), and sharing its spare
 * seats changes none of what the operator agreed to fly.
 */
async function offer(db: Db, actor: Actor, charterId: string, routeId: string, fields: ShareFields): Promise<{ id: string | null }> {
  return db.transaction(async (tx) => {
    const charter = await repo.lockCharter(tx, actor, charterId);
    if (!charter) throw notFound();
    if (!charter.owner) throw forbidden('Only the charter’s owner or an admin can share its seats.');
    const id = await offerShare(tx, actor, { charterId, charterStatus: charter.status, routeId, errorPrefix: '' }, fields);
    await publishShareChange(tx, charterId);
    await publishChange(tx, 'CharterRequest', [charterId]);
    return { id };
  });
}

async function charterOfSector(db: Db, routeId: string): Promise<string> {
  const id = await repo.sectorCharter(db, routeId);
  if (!id) throw notFound();
  return id;
}

export async function newShare(db: Db, actor: Actor, body: unknown) {
  const { routeId, ...fields } = parseOr400(newShareSchema, body);
  return offer(db, actor, await charterOfSector(db, routeId), routeId, fields);
}

export async function updateShare(db: Db, actor: Actor, body: unknown) {
  const { shareId, routeId, ...fields } = parseOr400(updateShareSchema, body);
  const ref = shareId ? await repo.shareRef(db, shareId) : { charterId: await charterOfSector(db, routeId!), routeId: routeId! };
  if (!ref) throw notFound();
  return offer(db, actor, ref.charterId, ref.routeId, fields);
}
