import { useState, type FormEvent } from 'react';
import { Accordion, Alert, Badge, Button, Group, Select, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { TERMS_TYPES, termsInputSchema, type TermsVersionDto } from '@charter/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyCard, LoadingRows } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { firstIssuePerField, firstServerErrorPerField } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format-date';
import { contentKeys, fetchTermsTypes, fetchTermsVersions, saveTerms } from '../api/content-api';
import { useAdminSave } from '../hooks/use-admin-save';

/**
 * The terms and conditions: the current version to edit and publish, and every earlier version
 * with how many members accepted it. Publishing asks every member to accept again.
 */
export function TermsTab() {
  const versions = useQuery({ queryKey: contentKeys.terms, queryFn: fetchTermsVersions });
  const current = versions.data?.find((v) => v.active === 'Active') ?? null;
  return (
    <Stack gap="lg">
      {versions.isPending ? <Skeleton h={320} role="status" aria-label="Loading terms" /> : null}
      {versions.isError ? <LoadError query={versions} /> : null}
      {versions.data ? <TermsEditor key={current?.id ?? 'none'} current={current} /> : null}
      <Title order={3} fz="md">
        Versions
      </Title>
      {versions.isPending ? <LoadingRows label="Loading versions" rows={2} /> : null}
      {versions.data && versions.data.length === 0 ? <EmptyCard>No terms have been published yet.</EmptyCard> : null}
      {versions.data && versions.data.length > 0 ? <Versions versions={versions.data} /> : null}
    </Stack>
  );
}

function Versions({ versions }: { versions: TermsVersionDto[] }) {
  return (
    <Accordion variant="separated" aria-label="Terms versions">
      {versions.map((v) => (
        <Accordion.Item key={v.id} value={v.id}>
          <Accordion.Control>
            <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
              <div>
                <Text fw={600}>{v.label}</Text>
                <Text size="xs" c="dimmed">
                  {v.termsType} · published {formatDateTime(v.createdAt)} · accepted by {v.acceptedCount}
                </Text>
              </div>
              <Badge variant="light" radius="sm" color={v.active === 'Active' ? 'teal' : 'gray'}>
                {v.active === 'Active' ? 'Current' : 'Replaced'}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {v.terms}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function TermsEditor({ current }: { current: TermsVersionDto | null }) {
  const types = useQuery({ queryKey: contentKeys.termsTypes, queryFn: fetchTermsTypes });
  const [label, setLabel] = useState(current?.label ?? '');
  const [terms, setTerms] = useState(current?.terms ?? '');
  const [termsType, setTermsType] = useState<string>(current?.termsType ?? TERMS_TYPES[0]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = useAdminSave();
  const queryClient = useQueryClient();
  const clear = (field: string) => setErrors((e) => ({ ...e, [field]: '' }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = termsInputSchema.safeParse({ label, terms, termsType });
    if (!parsed.success) return setErrors(firstIssuePerField(parsed.error.issues));
    setBusy(true);
    try {
      const result = await saveTerms(parsed.data);
      if (!result.success) {
        setErrors(firstServerErrorPerField(result.errors));
        return save.failed(result);
      }
      await queryClient.invalidateQueries({ queryKey: contentKeys.terms });
      save.saved([...result.messages, 'Members will be asked to accept the new terms.']);
    } catch (err) {
      save.unexpected('Terms', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Terms and conditions">
      <Stack gap="md">
        <Alert variant="light" color="orange" title="Saving publishes a new version">
          Every member, you included, must accept the new terms before they go on using the marketplace (at their next sign-in or session
          renewal, within 15 minutes). Earlier versions and who accepted them are kept below.
        </Alert>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Label"
            required
            maxLength={200}
            value={label}
            onChange={(e) => {
              setLabel(e.currentTarget.value);
              clear('label');
            }}
            error={errors.label || undefined}
            miw={240}
          />
          <Select
            label="Terms Type"
            required
            data={types.data ?? [...TERMS_TYPES]}
            value={termsType}
            onChange={(v) => {
              setTermsType(v ?? '');
              clear('termsType');
            }}
            allowDeselect={false}
            error={errors.termsType || (types.isError ? 'Error Loading' : undefined)}
            miw={200}
          />
        </Group>
        <Textarea
          label="Terms"
          required
          description="Plain text; leave a blank line between paragraphs."
          autosize
          minRows={10}
          maxRows={30}
          value={terms}
          onChange={(e) => {
            setTerms(e.currentTarget.value);
            clear('terms');
          }}
          error={errors.terms || undefined}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Publish New Version
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
