import type { SupplierProfile } from '@charter/shared';
import type { SupplierRow } from './profile.repository.js';
import { splitList } from './supplier-access.js';

export function presentProfile(row: SupplierRow): SupplierProfile {
  return {
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
}

export const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
