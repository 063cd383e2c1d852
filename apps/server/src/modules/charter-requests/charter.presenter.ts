import { can, isUrgent, type CharterDetailDto, type SessionUser } from '@charter/shared';
import type { CharterRow, RouteRow } from './charter-read.repository.js';
import type { ManifestEntryDto, RouteDto } from './charter-types.js';

const commaList = (v: string) => (v ? v.split(',').filter(Boolean) : []);

export function presentRoute(r: RouteRow, manifest?: ManifestEntryDto[]): RouteDto {
  return { ...r, ...(manifest ? { manifest } : {}) };
}

/**
 * A charter as get/full answer it, with what this user may do with it. Suppliers do not see
 * who the client is (names) nor the margin-inclusive price.
 */
export function presentCharter(row: CharterRow, routes: RouteDto[], user: SessionUser): CharterDetailDto {
  const supplier = user.role === 'Supplier';
  return {
    id: row.id,
    jobReference: row.jobReference,
    status: row.status,
    clientId: row.clientId,
    clientDepartmentId: row.clientDepartmentId,
    clientStaffId: row.clientStaffId,
    clientName: supplier ? null : row.clientName,
    departmentName: supplier ? null : row.departmentName,
    staffName: supplier ? null : row.staffName,
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
    purchaseOrderNumber: row.purchaseOrderNumber,
    reasonForCharter: row.reasonForCharter,
    biddingTimeSpanHours: row.biddingTimeSpanHours,
    biddingEndsAt: row.biddingEndsAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    closedAt: row.closedAt,
    departTime: row.departTime,
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
    price: row.price,
    withMargin: supplier ? null : row.withMargin,
    withdrawReason: row.withdrawReason,
    activeTab: row.activeTab,
    supplierUnavailable: supplier && row.supplierUnavailable,
    routes,
    permissions: {
      canEdit: row.canEdit && !supplier,
      canClone: can(user, 'createCharterRequest'),
      canAcknowledge: user.role === 'Admin' && row.status === 'Confirmed' && !row.adminAcknowledged,
    },
  };
}
export type CharterDetail = ReturnType<typeof presentCharter>;
