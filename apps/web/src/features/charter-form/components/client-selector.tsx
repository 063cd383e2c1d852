import { Select, SimpleGrid } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { useClientOptions } from '../hooks/use-lookups';
import type { CharterForm, FormErrors } from '../model/form-types';

interface Props {
  form: CharterForm;
  errors: FormErrors;
  set: (changes: Partial<CharterForm>) => void;
}

/** The admin books for a client (required), optionally one of its departments and staff (core section 2). */
export function ClientSelector({ form, errors, set }: Props) {
  const clients = useClientOptions(true);
  if (clients.isError) return <LoadError query={clients} />;

  const client = clients.data?.find((c) => c.id === form.clientId);
  const department = client?.departments.find((d) => d.id === form.clientDepartmentId);
  const loading = clients.isPending;

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
      <Select
        label="Client"
        required
        searchable
        placeholder={loading ? 'Loading…' : 'Choose the client'}
        disabled={loading}
        data={(clients.data ?? []).map((c) => ({ value: c.id, label: `${c.companyName} (${c.clientType})` }))}
        value={form.clientId || null}
        onChange={(v) => set({ clientId: v ?? '', clientDepartmentId: null, clientStaffId: null })}
        error={errors.clientId}
        nothingFoundMessage="No client matches"
      />
      <Select
        label="Department"
        clearable
        placeholder={client ? (client.departments.length ? 'Whole client' : 'No departments') : 'Choose a client first'}
        disabled={!client || client.departments.length === 0}
        data={(client?.departments ?? []).map((d) => ({ value: d.id, label: d.departmentName }))}
        value={form.clientDepartmentId}
        onChange={(v) => set({ clientDepartmentId: v, clientStaffId: null })}
        error={errors.clientDepartmentId}
      />
      <Select
        label="Staff"
        clearable
        searchable
        placeholder={department ? (department.staff.length ? 'Whole department' : 'No staff') : 'Choose a department first'}
        disabled={!department || department.staff.length === 0}
        data={(department?.staff ?? []).map((s) => ({ value: s.id, label: s.name }))}
        value={form.clientStaffId}
        onChange={(v) => set({ clientStaffId: v })}
        error={errors.clientStaffId}
      />
    </SimpleGrid>
  );
}
