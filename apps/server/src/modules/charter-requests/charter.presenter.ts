import {
  can,
  isUrgent,
  manifestDueAt,
  manifestOpenFor,
  sectorLoad,
  type AwardDto,
  type CharterDetailDto,
  type CharterListItem,
  type SessionUser,
  type SupplierAccess,
} from '@charter/shared';
import { seesClient, seesOperator, visibleMoney, type Viewer } from '../../access/viewer.js';
import type { CharterRow, SectorDetailRow } from './charter-read.repository.js';
import type { ListRow } from './charter-list.repository.js';
import type { ManifestEntryDto, RouteDto } from './charter-types.js';

const commaList = (v: string) => (v ? v.split(',').filter(Boolean) : []);

/**
 * A sector with its manifest (for who may read it) and its payload figures. `seesAward`: whether
 * the viewer may know the awarded bid; an operator that lost the charter gets no figures, since
 * they would be the winner's payload.
 */
export function presentCharterSector(
  { requestedPayload, aircraftPayload, listWeight, boughtWeight, forSaleWeight, ...r }: SectorDetailRow,
  manifest: ManifestEntryDto[] | undefined,
  seesAward: boolean,
): RouteDto {
  const load =
    seesAward || aircraftPayload === null
      ? sectorLoad({ requestedPayload, aircraftPayload, listWeight, boughtWeight, forSaleWeight })
      : null;
  return { ...r, ...(manifest ? { manifest } : {}), load };
}

/**
 * The fields of a charter that say who the client is and what the deal costs, as one viewer may
 * see them (design house rule 8). Lists, the Excel export and the detail all go through here:
 * - the client's identity (ids, names, purchase order) never reaches an operator;
 * - the operator's own price reaches admins and that operator only, the price with margin admins,
 *   charter admins and the client side (nothing with hidePrice), never an operator;
 * - which operator flies it reaches admins, that operator, and clients with canViewSupplierInfo.
 */
function presentParties(row: CharterRow | ListRow, v: Viewer) {
  const client = seesClient(v);
  const operator = seesOperator(v, row.bidderId);
  return {
    clientName: client ? row.clientName : null,
    departmentName: client ? row.departmentName : null,
    staffName: client ? row.staffName : null,
    ...visibleMoney(v, row),
    supplierName: operator ? row.supplierName : null,
  };
}

/** How an operator sees a charter it reached: its own award, open for bids, or one it lost. */
export function supplierAccessOf(row: Pick<CharterRow, 'bidderId'>, v: Viewer, visible: boolean): SupplierAccess {
  if (row.bidderId !== null && row.bidderId === v.supplierId) return 'awarded';
  return visible ? 'bidding' : 'notAwarded';
}

/**
 * A row of a charter list (and of its Excel export), as this viewer may see it. `now`: the moment
 * "urgent" is worked out for (one per page, so a remembered page knows when it turns: ADR 0026).
 */
export function presentListItem(row: ListRow, v: Viewer, now = new Date()): CharterListItem {
  return {
    id: row.id,
    jobReference: row.jobReference,
    status: row.status,
    charterType: row.charterType,
    charterSubType: row.charterSubType,
    from: row.from,
    to: row.to,
    departTime: row.departTime,
    departTimeZone: row.departTimeZone,
    lastDepartTime: row.lastDepartTime,
    routeCount: row.routeCount,
    passengerCount: row.passengerCount,
    bidCount: row.bidCount,
    biddingEndsAt: row.biddingEndsAt,
    biddingTimeSpanHours: row.biddingTimeSpanHours,
    createdAt: row.createdAt,
    urgent: isUrgent(row.departTime, now),
    qGov: row.qGov,
    adminAcknowledged: row.adminAcknowledged,
    changePending: row.changePending,
    currency: row.currency,
    ...presentParties(row, v),
    ...(v.kind === 'supplier' ? { supplierUnavailable: row.supplierUnavailable } : {}),
  };
}

/**
 * A charter as get/full answer it, with what this user may do with it. An operator that lost the
 * charter (or whose bid ended with it) gets the same fields as while bidding, marked notAwarded,
 * and may do nothing with it.
 */
/** Who reads the awarded bid on the charter: admins, the client side and the operator flying it. */
export const seesAward = (v: Viewer, access: SupplierAccess | null) => v.kind !== 'supplier' || access === 'awarded';

export function presentCharter(
  row: CharterRow,
  routes: RouteDto[],
  user: SessionUser,
  v: Viewer,
  access: SupplierAccess | null,
  award: AwardDto | null,
): CharterDetailDto {
  const supplier = v.kind === 'supplier';
  const client = seesClient(v);
  const operator = seesOperator(v, row.bidderId);
  return {
    id: row.id,
    jobReference: row.jobReference,
    status: row.status,
    clientId: client ? row.clientId : null,
    clientDepartmentId: client ? row.clientDepartmentId : null,
    clientStaffId: client ? row.clientStaffId : null,
    charterType: row.charterType,
    charterSubType: row.charterSubType,
    catering: row.catering,
    dangerousGoods: row.dangerousGoods,
    dangerousGoodsIds: commaList(row.dangerousGoodsIds),
    preferredAircraft: commaList(row.preferredAircraft),
    shared: row.shared,
    shareManifest: row.shareManifest,
    specialRequests: row.specialRequests,
    notes: row.notes,
    purchaseOrderNumber: client ? row.purchaseOrderNumber : null,
    reasonForCharter: row.reasonForCharter,
    biddingTimeSpanHours: row.biddingTimeSpanHours,
    biddingEndsAt: row.biddingEndsAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    closedAt: row.closedAt,
    departTime: row.departTime,
    departTimeZone: row.departTimeZone,
    lastDepartTime: row.lastDepartTime,
    from: row.from,
    to: row.to,
    bidCount: row.bidCount,
    routeCount: row.routeCount,
    passengerCount: row.passengerCount,
    // Stored at save time; "urgent" is about now, so it is worked out again.
    urgent: isUrgent(row.departTime),
    qGov: row.qGov,
    changePending: row.changePending,
    changeCharterRequestId: row.changeCharterRequestId,
    lastVersion: row.lastVersion,
    adminAcknowledged: row.adminAcknowledged,
    finished: row.finished,
    currency: row.currency,
    ...presentParties(row, v),
    bidderId: operator ? row.bidderId : null,
    // Written by the client for operators; the client's own side reads them on its account pages.
    notesForSupplier: v.kind === 'client' ? null : row.notesForSupplier,
    withdrawReason: row.withdrawReason,
    activeTab: row.activeTab,
    ...(supplier ? { supplierUnavailable: row.supplierUnavailable, supplierAccess: access ?? 'bidding' } : {}),
    routes,
    award: seesAward(v, access) ? award : null,
    // The banner while the chosen operator's documents or aircraft do not hold (ADR 0043): to the
    // broker, the client side and that operator.
    complianceLapse:
      row.complianceLapse && seesAward(v, access) ? { message: row.complianceLapse, since: row.complianceLapsedAt ?? row.updatedAt } : null,
    // The banner while the awarded aircraft cannot fly the manifest as it now stands (ADR 0047).
    feasibilityFlag:
      row.feasibilityFlag && seesAward(v, access)
        ? { message: row.feasibilityFlag, since: row.feasibilityFlaggedAt ?? row.updatedAt }
        : null,
    manifestDueAt: manifestDueAt(row.departTime).toISOString(),
    // A passenger who came with a bought seat locks the list (core section 4, ADR 0016).
    manifestLocked: routes.some((r) => r.manifest?.some((m) => m.share) ?? false),
    permissions: {
      canEdit: row.canEdit && !supplier,
      canEditManifest: manifestOpenFor(manifestEditorKind(v), row),
      canClone: can(user, 'createCharterRequest'),
      canAcknowledge: user.role === 'Admin' && row.status === 'Confirmed' && !row.adminAcknowledged,
    },
  };
}
/** Admins and charter admins edit passenger lists alike; the client side as the charter's party. */
const manifestEditorKind = (v: Viewer) => (v.kind === 'charterAdmin' ? 'admin' : v.kind);

export type CharterDetail = ReturnType<typeof presentCharter>;
