import { CLIENT_EDIT_MESSAGES, SUPPLIER_MESSAGES, type SupplierProfile } from '@charter/shared';

/** The editable profile as the form holds it (passenger numbers as text until saved). */
export interface ProfileFormValues {
  companyName: string;
  companyAddress: string;
  companyPhone: string;
  firstName: string;
  lastName: string;
  aocNumber: string;
  charterTypes: string[];
  locationFilterEnabled: boolean;
  filterLocation: string[];
  passengerRangeFilterEnabled: boolean;
  minPassengers: string;
  maxPassengers: string;
  doNotSendBidConfirmation: boolean;
  notifyOfManifestChanges: boolean;
  // Admin only.
  preferred: boolean;
  clientTypes: string[];
  complianceTypes: string[];
  status: string;
  canViewSupplierInfo: boolean;
  directDebit: boolean;
  /** YYYY-MM-DD, or '' for none. */
  confirmedDate: string;
  /** Whole days as typed, or '' for none. */
  billingDueDate: string;
}

export function toProfileForm(p: SupplierProfile): ProfileFormValues {
  return {
    companyName: p.companyName ?? '',
    companyAddress: p.companyAddress ?? '',
    companyPhone: p.companyPhone ?? '',
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    aocNumber: p.aocNumber ?? '',
    charterTypes: p.charterTypes ?? [],
    locationFilterEnabled: p.locationFilterEnabled,
    filterLocation: p.filterLocation ?? [],
    passengerRangeFilterEnabled: p.passengerRangeFilterEnabled,
    // 0 is the server's "not set".
    minPassengers: p.minPassengers ? String(p.minPassengers) : '',
    maxPassengers: p.maxPassengers ? String(p.maxPassengers) : '',
    doNotSendBidConfirmation: p.doNotSendBidConfirmation,
    notifyOfManifestChanges: p.notifyOfManifestChanges,
    preferred: p.preferred,
    clientTypes: p.clientTypes ?? [],
    complianceTypes: p.complianceTypes ?? [],
    status: p.status,
    canViewSupplierInfo: p.canViewSupplierInfo ?? false,
    directDebit: p.directDebit ?? false,
    confirmedDate: p.confirmedDate ?? '',
    billingDueDate: p.billingDueDate == null ? '' : String(p.billingDueDate),
  };
}

function count(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/** Checks the filter fields that the form can judge on its own; messages by field. */
export function validateProfileForm(v: ProfileFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.locationFilterEnabled && v.filterLocation.length === 0) errors.filterLocation = 'Choose at least one state';
  if (v.passengerRangeFilterEnabled) {
    const min = count(v.minPassengers);
    const max = count(v.maxPassengers);
    if (min === null || min < 1) errors.minPassengers = SUPPLIER_MESSAGES.minPassengers;
    if (max === null || max < (min ?? 1)) errors.maxPassengers = SUPPLIER_MESSAGES.maxPassengers;
  }
  const due = v.billingDueDate.trim();
  if (due !== '' && !(/^\d+$/.test(due) && Number(due) <= 365)) errors.billingDueDate = CLIENT_EDIT_MESSAGES.billingDueDate;
  return errors;
}

/**
 * Form -> POST /api/suppliers/update body. A supplier sends its profile without id, email and
 * status; an admin also sends id, preferred, client types, compliance types and status.
 */
export function toProfileBody(v: ProfileFormValues, admin: { id: string } | null): Record<string, unknown> {
  const body: Record<string, unknown> = {
    companyName: v.companyName.trim(),
    companyAddress: v.companyAddress.trim(),
    companyPhone: v.companyPhone.trim(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    aocNumber: v.aocNumber.trim(),
    charterTypes: v.charterTypes,
    locationFilterEnabled: v.locationFilterEnabled,
    // Kept while a filter is off, so switching it back on restores the supplier's choice.
    filterLocation: v.filterLocation,
    passengerRangeFilterEnabled: v.passengerRangeFilterEnabled,
    minPassengers: count(v.minPassengers) ?? 0,
    maxPassengers: count(v.maxPassengers) ?? 0,
    doNotSendBidConfirmation: v.doNotSendBidConfirmation,
    notifyOfManifestChanges: v.notifyOfManifestChanges,
  };
  if (!admin) return body;
  return {
    ...body,
    id: admin.id,
    preferred: v.preferred,
    clientTypes: v.clientTypes,
    complianceTypes: v.complianceTypes,
    status: v.status,
    canViewSupplierInfo: v.canViewSupplierInfo,
    directDebit: v.directDebit,
    confirmedDate: v.confirmedDate || null,
    // A value the form could not read goes as typed, so the server names the field.
    billingDueDate:
      v.billingDueDate.trim() === '' ? null : Number.isNaN(Number(v.billingDueDate)) ? v.billingDueDate : Number(v.billingDueDate),
  };
}

/** The fields of the filter section (what /me saves over the latest profile). */
export const FILTER_FIELDS = [
  'charterTypes',
  'locationFilterEnabled',
  'filterLocation',
  'passengerRangeFilterEnabled',
  'minPassengers',
  'maxPassengers',
] as const satisfies readonly (keyof ProfileFormValues)[];

export function withFilters(base: ProfileFormValues, from: ProfileFormValues): ProfileFormValues {
  const out = { ...base };
  for (const f of FILTER_FIELDS) Object.assign(out, { [f]: from[f] });
  return out;
}
