import { type CharterSharesDto, type ShareDetailDto, type SharePurchaseDetailDto, isUuid } from '@charter/shared';
import type { DbOrTx } from '@charter/db';
import type { Actor } from '../../access/actor.js';
import { notFound } from '../../lib/http-errors.js';
import { sectorRows } from '../../domain/shares/sector-shares.js';
import * as repo from './charter-shares.repository.js';
import { presentCharterShares, presentPurchase, purchasesFor, viewerKind } from './share.presenter.js';

async function actionsFor(db: DbOrTx, actor: Actor) {
  return { purchase: await repo.actionsOf(db, actor, 'SharePurchase'), share: await repo.actionsOf(db, actor, 'Share') };
}

/** GET shares/{charterRequestId}: the charter's sectors with their shares, purchases and what the viewer may do. */
export async function sharesOfCharter(db: DbOrTx, actor: Actor, charterId: string): Promise<CharterSharesDto> {
  if (!isUuid(charterId)) throw notFound();
  const charter = await repo.readableCharter(db, actor, charterId);
  if (!charter) throw notFound();
  const [sectors, purchases, actions] = await Promise.all([
    sectorRows(db, charterId),
    repo.purchasesOf(db, actor, { charterId }),
    actionsFor(db, actor),
  ]);
  return presentCharterShares(charter, sectors, actor, purchases, actions);
}

/** GET share/{id}: one share with its sector, as the viewer may see it. */
export async function shareById(db: DbOrTx, actor: Actor, id: string): Promise<ShareDetailDto> {
  if (!isUuid(id)) throw notFound();
  const ref = await repo.shareRef(db, id);
  if (!ref) throw notFound();
  const all = await sharesOfCharter(db, actor, ref.charterId);
  const sector = all.sectors.find((s) => s.share?.id === id);
  if (!sector) throw notFound();
  return { jobReference: all.jobReference, charterStatus: all.status, sector };
}

/** GET sharePurchase/{id}: one purchase with its trip, for its buyer, the charter's owner side, admins and the operator. */
export async function purchaseById(db: DbOrTx, actor: Actor, id: string): Promise<SharePurchaseDetailDto> {
  if (!isUuid(id)) throw notFound();
  const ref = await repo.purchaseRef(db, id);
  if (!ref) throw notFound();
  const charter = await repo.readableCharter(db, actor, ref.charterId);
  if (!charter) throw notFound();
  const viewer = viewerKind(actor, charter);
  const [row] = purchasesFor(viewer, await repo.purchasesOf(db, actor, { purchaseId: id }));
  const trip = await repo.purchaseTrip(db, id);
  if (!row || !trip) throw notFound();
  return { ...trip, purchase: presentPurchase(row, viewer, actor, charter.owner, (await actionsFor(db, actor)).purchase) };
}
