import { fieldLabel } from '../../../lib/save-feedback';

export type FieldKind = 'text' | 'textarea' | 'phone' | 'number' | 'boolean';

interface FieldMeta {
  label: string;
  kind: FieldKind;
  description?: string;
}

/** Labels and inputs for the editable fields of ACCOUNT_SCHEMAS; unknown fields fall back to their value's type. */
const FIELDS: Record<string, FieldMeta> = {
  firstName: { label: 'First Name', kind: 'text' },
  lastName: { label: 'Last Name', kind: 'text' },
  phoneNumber: { label: 'Phone Number', kind: 'phone' },
  companyName: { label: 'Company Name', kind: 'text' },
  companyAddress: { label: 'Company Address', kind: 'textarea' },
  companyPhone: { label: 'Company Phone', kind: 'phone' },
  departmentName: { label: 'Department Name', kind: 'text' },
  departmentDescription: { label: 'Department Description', kind: 'textarea' },
  departmentPhone: { label: 'Department Phone', kind: 'phone' },
  notesForSupplier: {
    label: 'Notes for Supplier',
    kind: 'textarea',
    description: 'Shown to operators on your charter requests.',
  },
  itineraryShowPrice: { label: 'Show the price on itineraries', kind: 'boolean' },
  itineraryShowSupplier: { label: 'Show the operator on itineraries', kind: 'boolean' },
  itineraryHidePhone: { label: 'Hide phone numbers on itineraries', kind: 'boolean' },
  itineraryMinutesOffset: {
    label: 'Itinerary time offset (minutes)',
    kind: 'number',
    description: 'Moves the times printed on itineraries, e.g. -30 to show check-in times.',
  },
  doNotSendBidConfirmation: { label: 'Do not send me bid confirmation e-mails', kind: 'boolean' },
  notifyOfManifestChanges: { label: 'E-mail me when a passenger manifest changes', kind: 'boolean' },
};

export function fieldMeta(name: string, sample: unknown): FieldMeta {
  const known = FIELDS[name];
  if (known) return known;
  const kind: FieldKind = typeof sample === 'boolean' ? 'boolean' : typeof sample === 'number' ? 'number' : 'text';
  return { label: fieldLabel(name), kind };
}

/** Server values (null for empty) to form values. */
export function initialValue(kind: FieldKind, value: unknown): string | boolean {
  if (kind === 'boolean') return value === true;
  if (value === null || value === undefined) return kind === 'number' ? '0' : '';
  return String(value);
}
