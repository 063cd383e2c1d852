import type { SessionUser, SupplierProfile } from '@charter/shared';
import type { SupplierRow } from './profile.repository.js';
import { splitList } from './supplier-access.js';

/**
 * An operator's profile as this user may see it: the operator itself and admins alike, except the
 * account terms the broker keeps on it (canViewSupplierInfo, direct debit, confirmed date, billing
 * due days), which only admins read.
 */
export function presentProfile(row: SupplierRow, viewer: Pick<SessionUser, 'role'>): SupplierProfile {
  const profile: SupplierProfile = {
    id: row.id,
    companyName: row.companyName,
    companyAddress: row.companyAddress,
    companyPhone: row.companyPhone,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.status,
    preferred: row.preferred,
    clientTypes: splitList(row.clientTypes),
    complianceTypes: splitList(row.complianceTypes),
    doNotSendBidConfirmation: row.doNotSendBidConfirmation,
    notifyOfManifestChanges: row.notifyOfManifestChanges,
    charterTypes: splitList(row.charterTypes),
    locationFilterEnabled: row.locationFilterEnabled,
    filterLocation: splitList(row.filterLocation),
    passengerRangeFilterEnabled: row.passengerRangeFilterEnabled,
    minPassengers: row.minPassengers,
    maxPassengers: row.maxPassengers,
    aocNumber: row.aocNumber,
  };
  if (viewer.role !== 'Admin') return profile;
  return {
    ...profile,
    canViewSupplierInfo: row.canViewSupplierInfo,
    directDebit: row.directDebit,
    confirmedDate: row.confirmedDate ?? null,
    billingDueDate: row.billingDueDate ?? null,
  };
}

export const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
