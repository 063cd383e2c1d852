import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, PARTY_EDIT_STATUSES, instantToLocalParts, type AdminDetail } from '@charter/shared';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { firstServerErrorPerField } from '../../../lib/form-errors';
import { adminKey, allAdminKeys, resendInvitation, updateAdmin } from '../api/admin-people-api';
import { toAdminForm, toUpdateBody, validateAdminBody, type AdminFormValues } from '../model/admin-form';
import { AdminFields } from './admin-fields';

const TITLE = { Admin: 'Admin', CharterAdmin: 'Charter admin' } as const;

// dd/MM/yyyy in Brisbane time, like every instant that belongs to no airport (house rule 9).
const day = (iso: string) => instantToLocalParts(iso, DEFAULT_TIME_ZONE).date;

interface AdminEditorProps {
  detail: AdminDetail;
  /** The signed-in person's own record: no deactivating themselves, no dropping their Manages Workflow. */
  self: boolean;
}

/** The Detail tab: names, phone, company, flags and status; Re-send invitation while Invited. */
export function AdminEditor({ detail, self }: AdminEditorProps) {
  const kind = detail.kind;
  const [values, setValues] = useState<AdminFormValues>(() => toAdminForm(detail));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'resend' | null>(null);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();
  const invited = detail.status === 'Invited';

  const set = <F extends keyof AdminFormValues>(field: F, value: AdminFormValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: '' } : e));
  };

  async function saved(result: AdminDetail | undefined) {
    if (result) queryClient.setQueryData(adminKey(kind, detail.id), result);
    await queryClient.invalidateQueries({ queryKey: allAdminKeys(kind) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = toUpdateBody(kind, detail.id, values, detail.status);
    const found = validateAdminBody(kind, 'update', body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy('save');
    try {
      const result = await updateAdmin(kind, body);
      if (!result.success) {
        setErrors(firstServerErrorPerField(result.errors));
        feedback.failed(TITLE[kind], result);
        return;
      }
      await saved(result.result);
      feedback.saved('Saving', result.messages);
    } catch (err) {
      feedback.unexpected(TITLE[kind], err);
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    setBusy('resend');
    try {
      const result = await resendInvitation(kind, detail.id);
      if (!result.success) {
        feedback.failed('Re-send invitation', result);
        return;
      }
      await saved(result.result);
      feedback.saved('Invitation', [...result.messages, `A new link was e-mailed to ${detail.email}; the earlier one no longer works.`]);
    } catch (err) {
      feedback.unexpected('Re-send invitation', err);
    } finally {
      setBusy(null);
    }
  }

  const statusId = `${kind}-${detail.id}-status`;
  return (
    <form onSubmit={submit} noValidate aria-label={`${TITLE[kind]} detail`}>
      <Stack gap="lg">
        <Card withBorder padding="lg" radius="lg">
          <Stack gap="md">
            <Title order={3} fz="md">
              Contact
            </Title>
            <AdminFields kind={kind} values={values} errors={errors} set={set} emailEditable={invited} self={self} />
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="lg">
          <Stack gap="sm">
            <Text size="sm" fw={500} id={statusId}>
              Status
            </Text>
            {invited ? (
              <Group gap="sm" wrap="wrap">
                <Badge variant="light" color="sky" radius="sm">
                  Invited
                </Badge>
                <Text size="xs" c="dimmed">
                  Becomes Active when the invitation is accepted.
                </Text>
                <Button variant="light" size="xs" loading={busy === 'resend'} disabled={busy === 'save'} onClick={() => void resend()}>
                  Re-send invitation
                </Button>
              </Group>
            ) : (
              <SegmentedControl
                aria-labelledby={statusId}
                data={PARTY_EDIT_STATUSES.map((s) => ({
                  value: s,
                  label: s,
                  disabled: self && s === 'Inactive' && detail.status !== 'Inactive',
                }))}
                value={values.status}
                onChange={(v) => set('status', v)}
                style={{ alignSelf: 'flex-start' }}
              />
            )}
            {self && !invited ? (
              <Text size="xs" c="dimmed">
                This is your own account: another administrator can deactivate it.
              </Text>
            ) : null}
            {!invited && values.status === 'Inactive' && detail.status !== 'Inactive' ? (
              <Text size="xs" c="orange.8">
                Saving signs them out everywhere and stops them signing in until they are made Active again.
              </Text>
            ) : null}
            {errors.status ? (
              <Text size="xs" c="red">
                {errors.status}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              Added {day(detail.createdAt)}
              {detail.lastLoginAt ? ` · last signed in ${day(detail.lastLoginAt)}` : ''}
            </Text>
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={busy === 'save'} disabled={busy === 'resend'} miw={140}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
