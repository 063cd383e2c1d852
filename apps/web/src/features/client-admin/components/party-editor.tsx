import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PARTY_EDIT_STATUSES, type ClientList, DEFAULT_TIME_ZONE, instantToLocalParts } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { firstServerErrorPerField } from '../../../lib/form-errors';
import { allPartyKeys, partyKey, updateParty, type PartyDetailOf } from '../api/client-admin-api';
import {
  PARTY_FORMS,
  statusEditable,
  toPartyBody,
  toPartyForm,
  validatePartyBody,
  type FieldDef,
  type FormValue,
  type PartyFormValues,
} from '../model/party-form';
import { freeTextHint, freeTextHintWhenNeeded } from '../../../components/ui/free-text-hint';

interface PartyEditorProps<K extends ClientList> {
  kind: K;
  detail: PartyDetailOf[K];
  /** Where the client or department this party belongs to opens. */
  hrefOfParent: (kind: 'Clients' | 'Departments', id: string) => string;
  /** A client editing its departments and staff: the flags only an admin sets show, but cannot change. */
  lockAdminOnly?: boolean;
}

/** What only an admin changes (core section 6); the server refuses anyone else a different value. */
const ADMIN_ONLY_FIELDS = new Set(['canViewSupplierInfo', 'hidePrice', 'managesWorkflow', 'managesMessages']);

// dd/MM/yyyy in Brisbane time, like every instant that belongs to no airport (house rule 9).
const since = (iso: string) => instantToLocalParts(iso, DEFAULT_TIME_ZONE).date;

/** What the admin cannot change here: the sign-in e-mail (core section 5), the parents (the move tools), the start date. */
function readOnlyRows<K extends ClientList>(kind: K, detail: PartyDetailOf[K], parent: PartyEditorProps<K>['hrefOfParent']) {
  const link = (k: 'Clients' | 'Departments', id: string, text: string) => (
    <Anchor component={Link} to={parent(k, id)}>
      {text}
    </Anchor>
  );
  const rows: [string, ReactNode][] = [];
  if (kind === 'Clients') rows.push(['Client since', since(detail.createdAt)]);
  if (kind === 'Departments') {
    const d = detail as PartyDetailOf['Departments'];
    rows.push(['Client', link('Clients', d.clientId, d.clientName)]);
  }
  if (kind === 'Staff') {
    const s = detail as PartyDetailOf['Staff'];
    rows.push(['Client', link('Clients', s.clientId, s.clientName)], ['Department', link('Departments', s.departmentId, s.departmentName)]);
  }
  return rows;
}

/** The Detail tab for admins (and clients over their own departments and staff): the party's record as a form, saved with POST /api/admin/update{Client|Department|Staff}. */
export function PartyEditor<K extends ClientList>({ kind, detail, hrefOfParent, lockAdminOnly = false }: PartyEditorProps<K>) {
  const form = PARTY_FORMS[kind];
  const [values, setValues] = useState<PartyFormValues>(() => toPartyForm(kind, detail));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  const set = (name: string, value: FormValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: '' } : e));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = toPartyBody(kind, detail.id, values, detail.status);
    const found = validatePartyBody(kind, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await updateParty(kind, body);
      if (!result.success) {
        setErrors(firstServerErrorPerField(result.errors));
        feedback.failed(form.title, result);
        return;
      }
      if (result.result) queryClient.setQueryData(partyKey(kind, detail.id), result.result);
      // Names show on the other lists too (a client's on its departments and staff), and the save is on the Timeline tab.
      await Promise.all(allPartyKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      feedback.saved('Saving', result.messages);
    } catch (err) {
      feedback.unexpected(form.title, err);
    } finally {
      setBusy(false);
    }
  }

  const locked = (f: FieldDef) => lockAdminOnly && ADMIN_ONLY_FIELDS.has(f.name);
  const input = (f: FieldDef) => {
    const error = errors[f.name] || undefined;
    const value = values[f.name];
    switch (f.kind) {
      case 'switch':
        return (
          <Switch
            key={f.name}
            label={f.label}
            description={locked(f) ? 'Set by an administrator.' : f.description}
            disabled={locked(f)}
            checked={value === true}
            onChange={(e) => set(f.name, e.currentTarget.checked)}
            error={error}
          />
        );
      case 'textarea':
        return (
          <Textarea
            key={f.name}
            label={f.label}
            {...freeTextHint('text', f.description)}
            autosize
            minRows={2}
            maxRows={6}
            value={String(value ?? '')}
            onChange={(e) => set(f.name, e.currentTarget.value)}
            error={error}
          />
        );
      case 'number':
        return (
          <NumberInput
            key={f.name}
            label={f.label}
            description={f.description}
            allowDecimal={false}
            value={String(value ?? '')}
            onChange={(v) => set(f.name, String(v))}
            error={error}
          />
        );
      case 'select':
        return (
          <Select
            key={f.name}
            label={f.label}
            description={f.description}
            data={f.options ?? []}
            allowDeselect={false}
            value={String(value ?? '') || null}
            onChange={(v) => set(f.name, v ?? '')}
            error={error}
          />
        );
      case 'multi':
        return (
          <Checkbox.Group
            key={f.name}
            label={f.label}
            description={f.description}
            value={Array.isArray(value) ? value : []}
            onChange={(v) => set(f.name, v)}
            error={error}
          >
            <Group mt={6}>
              {(f.options ?? []).map((o) => (
                <Checkbox key={o.value} value={o.value} label={o.label} />
              ))}
            </Group>
          </Checkbox.Group>
        );
      default:
        return (
          <TextInput
            key={f.name}
            label={f.label}
            {...(f.kind === 'text' && f.name !== 'emailDomain'
              ? freeTextHintWhenNeeded(String(value ?? ''), f.description)
              : { description: f.description })}
            type={f.kind === 'phone' ? 'tel' : 'text'}
            value={String(value ?? '')}
            onChange={(e) => set(f.name, e.currentTarget.value)}
            error={error}
          />
        );
    }
  };

  const statusId = `${kind}-${detail.id}-status`;
  const status = (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={statusId}>
        Status
      </Text>
      {statusEditable(detail.status) ? (
        <SegmentedControl
          aria-labelledby={statusId}
          data={[...PARTY_EDIT_STATUSES]}
          value={String(values.status)}
          onChange={(v) => set('status', v)}
          style={{ alignSelf: 'flex-start' }}
        />
      ) : (
        <Group gap="xs">
          <Badge variant="light" color="sky" radius="sm">
            {detail.status}
          </Badge>
          <Text size="xs" c="dimmed">
            Becomes Active when the invitation is accepted.
          </Text>
        </Group>
      )}
      {errors.status ? (
        <Text size="xs" c="red">
          {errors.status}
        </Text>
      ) : null}
    </Stack>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={`${form.title} detail`}>
      <Stack gap="lg">
        {form.sections.map((section, i) => {
          const short = section.fields.filter((f) => f.kind !== 'textarea' && f.kind !== 'switch' && f.kind !== 'multi');
          const rest = section.fields.filter((f) => !short.includes(f));
          return (
            <Card key={section.title} withBorder padding="lg" radius="lg">
              <Stack gap="md">
                <Title order={3} fz="md">
                  {section.title}
                </Title>
                {i === 0 ? (
                  <>
                    <TextInput label="Email" value={detail.email} readOnly description="The sign-in e-mail; it cannot be changed here." />
                    <Stack gap={6} component="dl" m={0}>
                      {readOnlyRows(kind, detail, hrefOfParent).map(([label, value]) => (
                        <div key={label} style={{ display: 'flex', gap: 12 }}>
                          <Text component="dt" size="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>
                            {label}
                          </Text>
                          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                            {value}
                          </Text>
                        </div>
                      ))}
                    </Stack>
                  </>
                ) : null}
                {i === 1 ? status : null}
                {short.length > 0 ? (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    {short.map(input)}
                  </SimpleGrid>
                ) : null}
                {rest.map(input)}
              </Stack>
            </Card>
          );
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} miw={140}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
