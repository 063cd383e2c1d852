import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { AdminKind } from '../api/admin-people-api';
import { hasFlags, type AdminFormValues } from '../model/admin-form';

interface AdminFieldsProps {
  kind: AdminKind;
  values: AdminFormValues;
  errors: Record<string, string>;
  set: <F extends keyof AdminFormValues>(field: F, value: AdminFormValues[F]) => void;
  /** The e-mail can be typed (a new person, or one still invited); otherwise it is shown read-only. */
  emailEditable: boolean;
  /** The signed-in admin's own record: they cannot take away their own Manages Workflow. */
  self?: boolean;
  /** A new person needs a phone number (core section 5); people added before may have none. */
  phoneRequired?: boolean;
}

/** Names, e-mail, phone, company and (admins only) the workflow and messaging flags. */
export function AdminFields({ kind, values, errors, set, emailEditable, self = false, phoneRequired = false }: AdminFieldsProps) {
  const lockWorkflow = self && values.managesWorkflow;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="First Name"
          required
          value={values.firstName}
          onChange={(e) => set('firstName', e.currentTarget.value)}
          error={errors.firstName}
        />
        <TextInput
          label="Last Name"
          required
          value={values.lastName}
          onChange={(e) => set('lastName', e.currentTarget.value)}
          error={errors.lastName}
        />
        <TextInput
          label="Email"
          type="email"
          required={emailEditable}
          readOnly={!emailEditable}
          description={
            emailEditable ? 'The invitation is sent here; it becomes the sign-in e-mail.' : 'The sign-in e-mail; it cannot be changed here.'
          }
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={errors.email}
        />
        <TextInput
          label="Phone Number"
          type="tel"
          required={phoneRequired}
          value={values.phoneNumber}
          onChange={(e) => set('phoneNumber', e.currentTarget.value)}
          error={errors.phoneNumber}
        />
        <TextInput
          label="Company Name"
          value={values.companyName}
          onChange={(e) => set('companyName', e.currentTarget.value)}
          error={errors.companyName}
        />
      </SimpleGrid>
      {hasFlags(kind) ? (
        <Stack gap="sm">
          <Switch
            label="Manages workflow"
            description={
              lockWorkflow ? 'You cannot remove this from your own account.' : 'Opens Manage Workflows (states, actions, terms, lookups).'
            }
            checked={values.managesWorkflow}
            disabled={lockWorkflow}
            onChange={(e) => set('managesWorkflow', e.currentTarget.checked)}
            error={errors.managesWorkflow}
          />
          <Switch
            label="Manages messaging"
            description="Opens Manage Messaging (who is notified of which change)."
            checked={values.managesMessages}
            onChange={(e) => set('managesMessages', e.currentTarget.checked)}
            error={errors.managesMessages}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
