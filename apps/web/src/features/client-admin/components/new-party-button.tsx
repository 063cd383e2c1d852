import { useState } from 'react';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHARTER_TYPES,
  CLIENT_CHARTER_TYPES,
  CLIENT_TYPES,
  newClientSchema,
  newDepartmentSchema,
  newStaffSchema,
  type ClientList,
} from '@charter/shared';
import { InviteFormModal, type InviteField, type InviteFieldValue } from '../../../components/ui/invite-form-modal';
import { useSignedInUser } from '../../../lib/session/session-context';
import { allPartyKeys, fetchParties, partyListKey, type PartyFilter } from '../api/client-admin-api';
import { addParty } from '../api/party-invite-api';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const charterTypeOptions = CLIENT_CHARTER_TYPES.map((t) => ({ value: t, label: CHARTER_TYPES.find((c) => c.value === t)?.label ?? t }));

const person: InviteField[] = [
  { name: 'firstName', label: 'First Name', kind: 'text', required: true },
  { name: 'lastName', label: 'Last Name', kind: 'text', required: true },
  { name: 'email', label: 'Email', kind: 'email', required: true, description: 'The invitation goes here; it is their sign-in.' },
];

const TITLES: Record<ClientList, string> = { Clients: 'New Client', Departments: 'New Department', Staff: 'New Staff Member' };
const SCHEMAS = { Clients: newClientSchema, Departments: newDepartmentSchema, Staff: newStaffSchema };
const ALL: PartyFilter = { status: 'All', search: '' };

/**
 * The New button of the Clients, Departments and Staff lists: adds the party and e-mails its
 * invitation (supplier-and-admin section 2). Admins add anything and choose the client or
 * department above; a client adds its own departments, and staff in its own departments.
 */
export function NewPartyButton({ kind }: { kind: ClientList }) {
  const [open, setOpen] = useState(false);
  const user = useSignedInUser();
  const admin = user.role === 'Admin';
  const queryClient = useQueryClient();
  // The parents to choose from: clients (an admin's new department), departments (new staff).
  const parentKind: ClientList | null = kind === 'Staff' ? 'Departments' : kind === 'Departments' && admin ? 'Clients' : null;
  const parents = useQuery({
    queryKey: partyListKey(parentKind ?? 'Clients', ALL),
    queryFn: () => fetchParties(parentKind ?? 'Clients', ALL),
    enabled: open && parentKind !== null,
  });
  const parentOptions = (parents.data?.items ?? []).map((p) =>
    'departmentName' in p
      ? { value: p.id, label: admin ? `${p.departmentName} (${p.clientName})` : p.departmentName }
      : { value: p.id, label: p.companyName },
  );

  const fields: InviteField[] =
    kind === 'Clients'
      ? [
          { name: 'companyName', label: 'Company Name', kind: 'text', required: true },
          { name: 'companyPhone', label: 'Company Phone', kind: 'phone', required: true },
          ...person,
          { name: 'clientType', label: 'Client Type', kind: 'select', options: options(CLIENT_TYPES), required: true },
          { name: 'companyAddress', label: 'Company Address', kind: 'textarea', required: true },
          { name: 'clientTypes', label: 'Client Types', kind: 'multi', options: options(CLIENT_TYPES), required: true },
          { name: 'charterTypes', label: 'Charter Types', kind: 'multi', options: charterTypeOptions, required: true },
        ]
      : kind === 'Departments'
        ? [
            ...(admin
              ? [{ name: 'clientId', label: 'Client', kind: 'select', options: parentOptions, required: true } as InviteField]
              : []),
            { name: 'departmentName', label: 'Department Name', kind: 'text', required: true },
            { name: 'departmentPhone', label: 'Department Phone', kind: 'phone', required: true },
            ...person,
          ]
        : [
            { name: 'departmentId', label: 'Department', kind: 'select', options: parentOptions, required: true },
            ...person,
            { name: 'phoneNumber', label: 'Phone Number', kind: 'phone', required: true },
          ];

  const initial: Record<string, InviteFieldValue> = Object.fromEntries(
    fields.map((f) => [f.name, f.kind === 'multi' ? (f.name === 'clientTypes' ? ['Generic'] : ['Passenger']) : '']),
  );
  if (kind === 'Clients') initial.clientType = 'Generic';
  // A client adds departments under itself.
  if (kind === 'Departments' && !admin) initial.clientId = user.clientId ?? '';

  return (
    <>
      <Button onClick={() => setOpen(true)}>New</Button>
      {open ? (
        <InviteFormModal
          title={TITLES[kind]}
          intro="They get an e-mail with a link to choose a password; until then the account is Invited."
          fields={fields}
          initial={initial}
          schema={SCHEMAS[kind]}
          send={(body) => addParty(kind, body)}
          onClose={() => setOpen(false)}
          onInvited={() => {
            setOpen(false);
            for (const key of allPartyKeys()) void queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      ) : null}
    </>
  );
}
