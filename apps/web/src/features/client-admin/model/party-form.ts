import {
  CHARTER_TYPES,
  CLIENT_CHARTER_TYPES,
  CLIENT_TYPES,
  PARTY_EDIT_STATUSES,
  updateClientSchema,
  updateDepartmentSchema,
  updateStaffSchema,
  type ClientList,
} from '@charter/shared';
import { firstIssuePerField } from '../../../lib/form-errors';
import type { PartyDetailOf } from '../api/client-admin-api';

export type FieldKind = 'text' | 'phone' | 'textarea' | 'switch' | 'number' | 'select' | 'multi';

export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  description?: string;
  options?: { value: string; label: string }[];
}

export interface FormSection {
  title: string;
  fields: FieldDef[];
}

export type FormValue = string | boolean | string[];
export type PartyFormValues = Record<string, FormValue>;

const clientTypeOptions = CLIENT_TYPES.map((t) => ({ value: t, label: t }));
const charterTypeOptions = CLIENT_CHARTER_TYPES.map((t) => ({ value: t, label: CHARTER_TYPES.find((c) => c.value === t)?.label ?? t }));

const names: FieldDef[] = [
  { name: 'firstName', label: 'First Name', kind: 'text' },
  { name: 'lastName', label: 'Last Name', kind: 'text' },
];
const notes: FieldDef = {
  name: 'notesForSupplier',
  label: 'Notes for Supplier',
  kind: 'textarea',
  description: 'Shown to operators on their charter requests.',
};
const canViewSupplierInfo: FieldDef = {
  name: 'canViewSupplierInfo',
  label: 'Can view supplier info',
  kind: 'switch',
  description: 'Operator names and details are shown on their charters and bids.',
};
const hidePrice: FieldDef = { name: 'hidePrice', label: 'Hide price', kind: 'switch', description: 'Bid prices are not shown to them.' };
const itinerary: FormSection = {
  title: 'Itinerary',
  fields: [
    { name: 'itineraryShowPrice', label: 'Itinerary shows price', kind: 'switch' },
    { name: 'itineraryShowSupplier', label: 'Itinerary shows supplier', kind: 'switch' },
    { name: 'itineraryHidePhone', label: 'Itinerary hides phone numbers', kind: 'switch' },
    {
      name: 'itineraryMinutesOffset',
      label: 'Itinerary time offset (minutes)',
      kind: 'number',
      description: 'Moves the times printed on itineraries, e.g. -30 to show check-in times.',
    },
  ],
};

/** The editable fields of each kind of party, by card; the schema is the server's, so the messages match. */
export const PARTY_FORMS = {
  Clients: {
    schema: updateClientSchema,
    title: 'Client',
    sections: [
      {
        title: 'Contact',
        fields: [
          { name: 'companyName', label: 'Company Name', kind: 'text' },
          { name: 'companyPhone', label: 'Company Phone', kind: 'phone' },
          ...names,
          { name: 'emailDomain', label: 'Email Domain', kind: 'text', description: 'e.g. example.com.au' },
          { name: 'companyAddress', label: 'Company Address', kind: 'textarea' },
        ],
      },
      {
        title: 'Settings',
        fields: [
          {
            name: 'clientType',
            label: 'Client Type',
            kind: 'select',
            options: clientTypeOptions,
            description: 'QGov clients raise QGov charters and see charter shares.',
          },
          { name: 'clientTypes', label: 'Client Types', kind: 'multi', options: clientTypeOptions },
          { name: 'charterTypes', label: 'Charter Types', kind: 'multi', options: charterTypeOptions },
          canViewSupplierInfo,
          hidePrice,
          { name: 'directDebit', label: 'Direct debit', kind: 'switch' },
          {
            name: 'billingDueDate',
            label: 'Billing due (days)',
            kind: 'number',
            description: 'Days after the invoice; blank if not agreed.',
          },
          { name: 'preferred', label: 'Preferred', kind: 'switch' },
          notes,
        ],
      },
      itinerary,
    ],
  },
  Departments: {
    schema: updateDepartmentSchema,
    title: 'Department',
    sections: [
      {
        title: 'Contact',
        fields: [
          { name: 'departmentName', label: 'Department Name', kind: 'text' },
          { name: 'departmentPhone', label: 'Department Phone', kind: 'phone' },
          ...names,
          { name: 'departmentDescription', label: 'Department Description', kind: 'textarea' },
        ],
      },
      { title: 'Settings', fields: [canViewSupplierInfo, hidePrice, notes] },
      itinerary,
    ],
  },
  Staff: {
    schema: updateStaffSchema,
    title: 'Staff member',
    sections: [
      { title: 'Contact', fields: [...names, { name: 'phoneNumber', label: 'Phone Number', kind: 'phone' }] },
      {
        title: 'Settings',
        fields: [
          canViewSupplierInfo,
          { name: 'managesWorkflow', label: 'Manages workflow', kind: 'switch', description: 'May keep the workflow set-up.' },
          { name: 'managesMessages', label: 'Manages messaging', kind: 'switch', description: 'May keep the notification set-up.' },
        ],
      },
    ],
  },
} satisfies Record<ClientList, { schema: unknown; title: string; sections: FormSection[] }>;

const fieldsOf = (kind: ClientList) => PARTY_FORMS[kind].sections.flatMap((s) => s.fields);

/** Whether an admin may choose the status here: an invited party becomes Active by accepting. */
export const statusEditable = (status: string) => (PARTY_EDIT_STATUSES as readonly string[]).includes(status);

/** The party's record as the form holds it (numbers as text while typed). */
export function toPartyForm<K extends ClientList>(kind: K, detail: PartyDetailOf[K]): PartyFormValues {
  const record = detail as unknown as Record<string, unknown>;
  const values: PartyFormValues = { status: detail.status };
  for (const f of fieldsOf(kind)) {
    const v = record[f.name];
    if (f.kind === 'switch') values[f.name] = v === true;
    else if (f.kind === 'multi') values[f.name] = Array.isArray(v) ? v.map(String) : [];
    else values[f.name] = v === null || v === undefined ? '' : String(v);
  }
  return values;
}

function number(text: string, blank: number | null): number | null {
  if (text.trim() === '') return blank;
  const n = Number(text.trim());
  // Not a number: NaN, which the schema refuses with the field's message before anything is sent.
  return Number.isFinite(n) ? n : Number.NaN;
}

/** Form -> update body: the id, the editable fields, and the status only where an admin may set it. */
export function toPartyBody(kind: ClientList, id: string, values: PartyFormValues, currentStatus: string): Record<string, unknown> {
  const body: Record<string, unknown> = { id };
  for (const f of fieldsOf(kind)) {
    const v = values[f.name];
    if (f.kind === 'number') body[f.name] = number(String(v ?? ''), f.name === 'billingDueDate' ? null : 0);
    else if (f.kind === 'text' || f.kind === 'phone' || f.kind === 'textarea' || f.kind === 'select') body[f.name] = String(v ?? '').trim();
    else body[f.name] = v;
  }
  if (statusEditable(currentStatus)) body.status = values.status;
  return body;
}

/** Checks the body with the server's schema; the first message per field, or none. */
export function validatePartyBody(kind: ClientList, body: Record<string, unknown>): Record<string, string> {
  const parsed = PARTY_FORMS[kind].schema.safeParse(body);
  return parsed.success ? {} : firstIssuePerField(parsed.error.issues);
}
