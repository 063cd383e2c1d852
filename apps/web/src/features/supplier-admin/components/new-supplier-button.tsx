import { useState } from 'react';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { newSupplierSchema } from '@charter/shared';
import { InviteFormModal, type InviteField } from '../../../components/ui/invite-form-modal';
import { addSupplier, allSuppliersKey } from '../api/supplier-admin-api';

const FIELDS: InviteField[] = [
  { name: 'companyName', label: 'Company Name', kind: 'text', required: true },
  { name: 'companyPhone', label: 'Company Phone', kind: 'phone', required: true },
  { name: 'firstName', label: 'First Name', kind: 'text', required: true },
  { name: 'lastName', label: 'Last Name', kind: 'text', required: true },
  { name: 'email', label: 'Email', kind: 'email', required: true, description: 'The invitation goes here; it is their sign-in.' },
  { name: 'aocNumber', label: 'AOC Number', kind: 'text' },
  { name: 'companyAddress', label: 'Company Address', kind: 'textarea', required: true },
];

const INITIAL = Object.fromEntries(FIELDS.map((f) => [f.name, '']));

/** The New button of /manageSuppliers: adds an operator (Invited) and e-mails its invitation. */
export function NewSupplierButton() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button onClick={() => setOpen(true)}>New</Button>
      {open ? (
        <InviteFormModal
          title="New Operator"
          intro="They get an e-mail with a link to choose a password; until then the operator is Invited."
          fields={FIELDS}
          initial={INITIAL}
          schema={newSupplierSchema}
          send={addSupplier}
          onClose={() => setOpen(false)}
          onInvited={() => {
            setOpen(false);
            void queryClient.invalidateQueries({ queryKey: allSuppliersKey() });
          }}
        />
      ) : null}
    </>
  );
}
