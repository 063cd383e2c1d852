import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@charter/shared';
import { useQueryClient } from '@tanstack/react-query';
import { firstServerErrorPerField } from '../../../lib/form-errors';
import { addSetting, settingsKeys, updateSetting, type SettingValue } from '../api/settings-api';
import { useAdminSave } from '../hooks/use-admin-save';
import { SettingValueField } from './setting-value-field';

interface SettingValueEditorProps {
  opened: boolean;
  listName: string;
  /** null: add a value to the list. */
  value: SettingValue | null;
  /** The URL names a value the list does not have. */
  missing: boolean;
  onClose: () => void;
}

export function SettingValueEditor({ opened, listName, value, missing, onClose }: SettingValueEditorProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={value ? `Edit ${listName} value` : `Add to ${listName}`} size="lg" centered>
      {opened && missing ? (
        <Alert color="red" variant="light" title={MESSAGES.notAvailable} role="alert">
          {listName} has no such value.
        </Alert>
      ) : null}
      {opened && !missing ? <ValueForm key={value?.id ?? 'new'} listName={listName} value={value} onDone={onClose} /> : null}
    </Modal>
  );
}

function ValueForm({ listName, value, onDone }: { listName: string; value: SettingValue | null; onDone: () => void }) {
  const [text, setText] = useState(value?.value ?? '');
  const [reference, setReference] = useState(value?.referenceId ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = useAdminSave();
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setErrors({ value: 'Value is required' });
      return;
    }
    setBusy(true);
    try {
      const body = { value: text, referenceId: reference.trim() || null };
      const result = value ? await updateSetting({ id: value.id, ...body }) : await addSetting({ name: listName, ...body });
      if (!result.success) {
        setErrors(firstServerErrorPerField(result.errors));
        return save.failed(result);
      }
      await queryClient.invalidateQueries({ queryKey: settingsKeys.values(listName) });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.names });
      save.saved(result.messages);
      onDone();
    } catch (err) {
      save.unexpected('Setting', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={value ? 'Edit value' : 'Add value'}>
      <Stack gap="md">
        <SettingValueField
          value={text}
          onChange={(v) => {
            setText(v);
            setErrors((e) => ({ ...e, value: '' }));
          }}
          error={errors.value || undefined}
        />
        <TextInput
          label="Reference"
          description="Optional: an id or code other records use for this value"
          maxLength={100}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          error={errors.referenceId || undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A new list is its name and first value. */
export function NewListButton({ onCreated }: { onCreated: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        New List
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="New List" size="lg" centered>
        {open ? (
          <NewListForm
            onDone={(name) => {
              setOpen(false);
              if (name) onCreated(name);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

function NewListForm({ onDone }: { onDone: (name: string | null) => void }) {
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = useAdminSave();
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Name is required';
    if (!text.trim()) found.value = 'Value is required';
    if (Object.keys(found).length) return setErrors(found);
    setBusy(true);
    try {
      const result = await addSetting({ name: name.trim(), value: text, referenceId: null });
      if (!result.success) {
        setErrors(firstServerErrorPerField(result.errors));
        return save.failed(result);
      }
      await queryClient.invalidateQueries({ queryKey: settingsKeys.names });
      save.saved(result.messages);
      onDone(name.trim());
    } catch (err) {
      save.unexpected('New List', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New list">
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          maxLength={100}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setErrors((x) => ({ ...x, name: '' }));
          }}
          error={errors.name || undefined}
          data-autofocus
        />
        <SettingValueField
          value={text}
          onChange={(v) => {
            setText(v);
            setErrors((x) => ({ ...x, value: '' }));
          }}
          error={errors.value || undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Create List
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
