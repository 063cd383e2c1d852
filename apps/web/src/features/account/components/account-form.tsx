import { useMemo, useState, type FormEvent } from 'react';
import { Badge, Button, Card, Group, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_SCHEMAS, MESSAGES, type AccountRecord } from '@charter/shared';
import { useSession } from '../../../lib/session/session-context';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { firstIssuePerField, firstServerErrorPerField } from '../../../lib/form-errors';
import { accountKey, updateMyAccount } from '../api/account-api';
import { fieldMeta, initialValue } from './account-fields';
import { freeTextHint, freeTextHintWhenNeeded } from '../../../components/ui/free-text-hint';

type Values = Record<string, string | boolean>;

/** The editor of /me for the signed-in user's role; validated by ACCOUNT_SCHEMAS[role] so messages match the server. */
export function AccountForm({ record }: { record: AccountRecord }) {
  const schema = ACCOUNT_SCHEMAS[record.role];
  const fields = useMemo(
    () => Object.keys(schema.shape).map((name) => ({ name, ...fieldMeta(name, record.fields[name]) })),
    [schema, record.fields],
  );
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(fields.map((f) => [f.name, initialValue(f.kind, record.fields[f.name])])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { replaceAccessToken } = useSession();
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  const set = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: '' } : e));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstIssuePerField(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await updateMyAccount(parsed.data);
      if (!result.success) {
        setErrors(firstServerErrorPerField(result.errors));
        feedback.failed('My Details', result);
        return;
      }
      if (result.result?.accessToken) replaceAccessToken(result.result.accessToken);
      if (result.result?.record) queryClient.setQueryData(accountKey, result.result.record);
      feedback.saved('Saving', [MESSAGES.updatedAccount, ...result.messages]);
    } catch (err) {
      feedback.unexpected('My Details', err);
    } finally {
      setBusy(false);
    }
  }

  const textual = fields.filter((f) => f.kind === 'text' || f.kind === 'phone' || f.kind === 'number');
  const long = fields.filter((f) => f.kind === 'textarea');
  const toggles = fields.filter((f) => f.kind === 'boolean');

  return (
    <form onSubmit={submit} noValidate aria-label="My details">
      <Stack gap="lg">
        <Card padding="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} fz="lg">
                Account
              </Title>
              {record.status ? (
                <Badge variant="light" color={record.status === 'Active' ? 'teal' : 'gray'}>
                  {record.status}
                </Badge>
              ) : null}
            </Group>
            <TextInput label="Email" value={record.email} readOnly description="Your sign-in e-mail. Call support to change it." />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {textual.map((f) =>
                f.kind === 'number' ? (
                  <NumberInput
                    key={f.name}
                    label={f.label}
                    description={f.description}
                    value={String(values[f.name] ?? '')}
                    onChange={(v) => set(f.name, String(v))}
                    error={errors[f.name] || undefined}
                    allowDecimal={false}
                  />
                ) : (
                  <TextInput
                    key={f.name}
                    label={f.label}
                    {...(f.kind === 'text'
                      ? freeTextHintWhenNeeded(String(values[f.name] ?? ''), f.description)
                      : { description: f.description })}
                    type={f.kind === 'phone' ? 'tel' : 'text'}
                    autoComplete={
                      f.name === 'firstName' ? 'given-name' : f.name === 'lastName' ? 'family-name' : f.kind === 'phone' ? 'tel' : 'off'
                    }
                    value={String(values[f.name] ?? '')}
                    onChange={(e) => set(f.name, e.currentTarget.value)}
                    error={errors[f.name] || undefined}
                  />
                ),
              )}
            </SimpleGrid>
            {long.map((f) => (
              <Textarea
                key={f.name}
                label={f.label}
                {...freeTextHint('text', f.description)}
                autosize
                minRows={2}
                maxRows={6}
                value={String(values[f.name] ?? '')}
                onChange={(e) => set(f.name, e.currentTarget.value)}
                error={errors[f.name] || undefined}
              />
            ))}
          </Stack>
        </Card>
        {toggles.length > 0 ? (
          <Card padding="lg">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Preferences
              </Title>
              {toggles.map((f) => (
                <Switch
                  key={f.name}
                  label={f.label}
                  checked={values[f.name] === true}
                  onChange={(e) => set(f.name, e.currentTarget.checked)}
                  error={errors[f.name] || undefined}
                />
              ))}
            </Stack>
          </Card>
        ) : null}
        {errors._ ? <Text c="red">{errors._}</Text> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} size="md" miw={140}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
