import {
  MANIFEST_CLOSED_STATUSES,
  freeSeats,
  sectorLoad,
  type CharterSharesDto,
  type SectorShareDto,
  type ShareDto,
  type SharePurchaseDto,
  type ShareViewer,
} from '@charter/shared';
import { reachesEveryCharter, type Actor } from '../../access/actor.js';
import { isBuyerRole } from '../../access/share-scope.js';
import type { SectorRow } from '../../domain/shares/sector-shares.js';
import { loadFactsOf } from '../../domain/charters/sector-load-sql.js';
import { purchaseSideAllows } from '../../domain/shares/purchase-rules.js';
import type { ActionRow, PurchaseRow, ShareCharter } from './charter-shares.repository.js';

/**
 * What leaves the server about shares (design house rule 8, ADR 0016): the owner side and admins
 * see every purchase with its passenger and buyer; a buyer its own purchases; the operator flying
 * the charter the passengers as its manifest shows them (names and weights), no contact details,
 * buyers or seat prices.
 */

export function viewerKind(actor: Actor, charter: ShareCharter): ShareViewer {
  if (reachesEveryCharter(actor)) return 'admin';
  if (actor.role === 'Supplier') return 'operator';
  if (charter.owner) return 'owner';
  return isBuyerRole(actor) ? 'buyer' : 'viewer';
}

/** Seats can be bought now: the charter booked, the sector ahead, the share on and open, seats left. */
export function isSellable(charterStatus: string, s: SectorRow): boolean {
  return charterStatus === 'Confirmed' && !s.departed && !!s.enabled && s.shareStatus === 'Pending' && (s.seatsAvailable ?? 0) > 0;
}

function presentShare(charterId: string, s: SectorRow, viewer: ShareViewer): ShareDto | null {
  if (!s.shareId) return null;
  return {
    id: s.shareId,
    charterRequestId: charterId,
    routeId: s.routeId,
    enabled: !!s.enabled,
    seatsAvailable: s.seatsAvailable ?? 0,
    totalWeightAvailable: s.totalWeightAvailable ?? 0,
    costPerSeat: viewer === 'operator' ? null : s.costPerSeat,
    currency: s.currency ?? 'AUD',
    purchasedSeats: s.purchasedSeats ?? 0,
    purchasedWeight: s.purchasedWeight ?? 0,
    status: s.shareStatus ?? 'Pending',
    departTime: s.departTime,
  };
}

export function presentPurchase(p: PurchaseRow, viewer: ShareViewer, actor: Actor, owner: boolean, actions: ActionRow[]): SharePurchaseDto {
  const operator = viewer === 'operator';
  return {
    id: p.id,
    shareId: p.shareId,
    charterRequestId: p.charterRequestId,
    routeId: p.routeId,
    status: p.status,
    passengerName: p.passengerName,
    contactNumber: operator ? null : p.contactNumber,
    emailAddress: operator ? null : p.emailAddress,
    passengerWeight: p.passengerWeight,
    freightWeight: p.freightWeight,
    cargoWeight: p.cargoWeight,
    costPerSeat: operator ? null : p.costPerSeat,
    currency: p.currency,
    buyerName: viewer === 'admin' || viewer === 'owner' ? p.buyerName : null,
    mine: p.mine,
    createdAt: p.createdAt,
    actions: actions
      .filter((a) => a.entityState === p.status && purchaseSideAllows(actor.role, a.nextState, { owner, buyer: p.mine }))
      .map((a) => ({ actionName: a.actionName, nextState: a.nextState })),
  };
}

/** Which purchases a viewer gets: all of them, or a buyer only its own. */
export const purchasesFor = (viewer: ShareViewer, rows: PurchaseRow[]) =>
  viewer === 'buyer' || viewer === 'viewer' ? rows.filter((p) => p.mine) : rows;

export function presentSector(
  charter: ShareCharter,
  s: SectorRow,
  actor: Actor,
  purchases: PurchaseRow[],
  actions: { purchase: ActionRow[]; share: ActionRow[] },
): SectorShareDto {
  const viewer = viewerKind(actor, charter);
  const offers = (viewer === 'owner' || viewer === 'admin') && !actor.system && actor.role !== 'CharterAdmin';
  const sellable = isSellable(charter.status, s);
  const share = presentShare(charter.id, s, viewer);
  const seesCapacity = viewer === 'owner' || viewer === 'admin';
  // The same figures as the charter's manifest shows (sectorLoad): the owner's side and admins only.
  const load = seesCapacity ? sectorLoad(loadFactsOf(s)) : null;
  return {
    routeId: s.routeId,
    order: s.order,
    from: s.from,
    to: s.to,
    departTime: s.departTime,
    departTimeZone: s.departTimeZone,
    freeSeats: seesCapacity ? freeSeats(s) : null,
    freePayload: load ? load.free : null,
    load,
    capacity: seesCapacity
      ? {
          paxLimit: s.paxLimit,
          manifestCount: s.manifestCount,
          requestedPayload: s.requestedPayload,
          aircraftPayload: s.aircraftPayload,
          listWeight: s.listWeight,
        }
      : null,
    manifestCount: seesCapacity ? s.manifestCount : null,
    share,
    canEdit: offers && !MANIFEST_CLOSED_STATUSES.includes(charter.status) && !s.departed && (!share || share.status === 'Pending'),
    canBuy: viewer === 'buyer' && sellable,
    sellable,
    purchases: purchasesFor(
      viewer,
      purchases.filter((p) => p.routeId === s.routeId),
    ).map((p) => presentPurchase(p, viewer, actor, charter.owner, actions.purchase)),
    actions:
      share && charter.owner
        ? actions.share.filter((a) => a.entityState === share.status).map((a) => ({ actionName: a.actionName, nextState: a.nextState }))
        : [],
  };
}

export function presentCharterShares(
  charter: ShareCharter,
  sectors: SectorRow[],
  actor: Actor,
  purchases: PurchaseRow[],
  actions: { purchase: ActionRow[]; share: ActionRow[] },
): CharterSharesDto {
  const viewer = viewerKind(actor, charter);
  const shown =
    viewer === 'buyer' || viewer === 'viewer'
      ? sectors.filter((s) => s.enabled || purchases.some((p) => p.routeId === s.routeId && p.mine))
      : viewer === 'operator'
        ? sectors.filter((s) => s.shareId)
        : sectors;
  return {
    charterRequestId: charter.id,
    jobReference: charter.jobReference,
    status: charter.status,
    shared: charter.shared,
    manifestLocked: charter.manifestLocked,
    viewer,
    sectors: shown.map((s) => presentSector(charter, s, actor, purchases, actions)),
  };
}
