import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { z } from 'zod';
import type { ApiResult } from '@charter/shared';
import { firstIssuePerField, firstServerErrorPerField } from '../../lib/form-errors';
import { useSaveFeedback } from './use-save-feedback';
import { freeTextHint, freeTextHintWhenNeeded } from './free-text-hint';

export type InviteFieldValue = string | string[];

export interface InviteField {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'phone' | 'textarea' | 'select' | 'multi';
  options?: { value: string; label: string }[];
  description?: string;
  /** Shown with the required mark (the schema decides). */
  required?: boolean;
}

interface InviteFormModalProps {
  /** "New Client", "New Operator", ...: the dialog's title and the failure dialog's. */
  title: string;
  intro: string;
  fields: InviteField[];
  initial: Record<string, InviteFieldValue>;
  schema: z.ZodType;
  /** Posts the parsed body; the answer's messages are shown. */
  send: (body: unknown) => Promise<ApiResult<{ id: string; email: string }>>;
  onClose: () => void;
  onInvited: (result: { id: string; email: string }) => void;
}

/**
 * The form that adds a party and invites the person behind it: the shared schema checks it first
 * (its messages are the spec's), then the server; a refusal shows the field errors beside the
 * fields and "Error - {title}" with the server's messages.
 */
export function InviteFormModal({ title, intro, fields, initial, schema, send, onClose, onInvited }: InviteFormModalProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();

  const set = (name: string, value: InviteFieldValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstIssuePerField(parsed.error.issues));
      return;
    }
    setBusy(true);
    try {
      const result = await send(values);
      if (result.success && result.result) {
        feedback.saved('Invitation Sent', [...result.messages, `The invitation went to ${result.result.email}.`]);
        onInvited(result.result);
        return;
      }
      setErrors(firstServerErrorPerField(result.errors));
      feedback.failed(title, result);
    } catch (err) {
      feedback.unexpected(title, err);
    } finally {
      setBusy(false);
    }
  }

  const input = (f: InviteField) => {
    const common = { label: f.label, description: f.description, error: errors[f.name] || undefined, withAsterisk: f.required };
    const value = values[f.name];
    switch (f.kind) {
      case 'select':
        return (
          <Select {...common} data={f.options ?? []} value={(value as string) || null} onChange={(v) => set(f.name, v ?? '')} searchable />
        );
      case 'multi':
        return <MultiSelect {...common} data={f.options ?? []} value={(value as string[]) ?? []} onChange={(v) => set(f.name, v)} />;
      case 'textarea':
        return (
          <Textarea
            {...common}
            {...freeTextHint('text', f.description)}
            autosize
            minRows={2}
            value={value as string}
            onChange={(e) => set(f.name, e.currentTarget.value)}
          />
        );
      default:
        return (
          <TextInput
            {...common}
            type={f.kind === 'email' ? 'email' : f.kind === 'phone' ? 'tel' : 'text'}
            autoComplete="off"
            {...(f.kind === 'text' ? freeTextHintWhenNeeded(value as string, f.description) : {})}
            value={value as string}
            onChange={(e) => set(f.name, e.currentTarget.value)}
          />
        );
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {fields.map((f) => (
              <div key={f.name} style={f.kind === 'textarea' || f.kind === 'multi' ? { gridColumn: '1 / -1' } : undefined}>
                {input(f)}
              </div>
            ))}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create and invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
