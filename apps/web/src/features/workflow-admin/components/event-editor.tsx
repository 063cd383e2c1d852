import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Modal, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { NOTIFICATION_TYPES, stateChangeEventInputSchema, type StateChangeEventDto, type StateChangeEventInput } from '@charter/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { firstIssuePerField, firstServerErrorPerField } from '../../../lib/form-errors';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { contentKeys, fetchTemplates } from '../api/content-api';
import { addEvent, deleteEvent, fetchTargets, updateEvent, workflowKeys } from '../api/workflow-api';
import { useAdminSave } from '../hooks/use-admin-save';
import { entityLabel, transitionLabel } from '../model/event-groups';
import type { EventDraft } from './add-event-bar';
import { ConfirmButton } from './confirm-button';
import { NotificationIcon } from './notification-icon';

interface EventEditorProps {
  opened: boolean;
  /** A saved event... */
  event?: StateChangeEventDto | null;
  /** ...or a new one. */
  draft?: EventDraft | null;
  state: 'ready' | 'loading' | 'missing';
  loadError: unknown;
  onClose: () => void;
  onSaved: (event: StateChangeEventDto) => void;
  onDeleted: () => void;
}

/** A state-change event: name, subject, message, e-mail template, header title, notification type and audience. */
export function EventEditor({ opened, event, draft, state, loadError, onClose, onSaved, onDeleted }: EventEditorProps) {
  const isMobile = useIsMobile();
  const subject = event ?? draft ?? null;
  const title = subject ? `${entityLabel(subject.entityType)}: ${transitionLabel(subject)}` : 'Event';
  let body = null;
  if (event) body = <EventForm key={event.id} event={event} initial={event} onSaved={onSaved} onDeleted={onDeleted} onCancel={onClose} />;
  else if (draft) body = <EventForm key="draft" initial={newEvent(draft)} onSaved={onSaved} onDeleted={onDeleted} onCancel={onClose} />;
  else if (state === 'loading') body = <Skeleton h={360} role="status" aria-label="Loading event" />;
  else body = <LoadError title="Error Loading Event" error={loadError ?? new Error('Sorry, this item is not available')} />;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" fullScreen={isMobile} centered>
      {opened ? body : null}
    </Modal>
  );
}

function newEvent(d: EventDraft): StateChangeEventInput {
  return {
    entityType: d.entityType,
    fromState: d.fromState,
    newState: d.newState,
    name: '',
    notificationType: 'Email',
    serverHandler: null,
    subject: '',
    message: '',
    emailTemplate: null,
    headerTitle: '',
    targetAudience: d.targetAudience,
  };
}

interface EventFormProps {
  event?: StateChangeEventDto;
  initial: StateChangeEventInput;
  onSaved: (event: StateChangeEventDto) => void;
  onDeleted: () => void;
  onCancel: () => void;
}

function EventForm({ event, initial, onSaved, onDeleted, onCancel }: EventFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const templates = useQuery({ queryKey: contentKeys.templates, queryFn: fetchTemplates });
  const targets = useQuery({ queryKey: workflowKeys.targets(initial.entityType), queryFn: () => fetchTargets(initial.entityType) });
  const save = useAdminSave();
  const queryClient = useQueryClient();
  const set = <K extends keyof StateChangeEventInput>(name: K, value: StateChangeEventInput[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: '' } : e));
  };
  const templateNames = (templates.data ?? []).map((t) => t.name);
  if (values.emailTemplate && !templateNames.includes(values.emailTemplate)) templateNames.push(values.emailTemplate);

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: workflowKeys.events(values.entityType) });
    await queryClient.invalidateQueries({ queryKey: contentKeys.templates });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = stateChangeEventInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstIssuePerField(parsed.error.issues));
    setBusy(true);
    try {
      const result = event ? await updateEvent({ ...parsed.data, id: event.id }) : await addEvent(parsed.data);
      if (!result.success || !result.result) {
        setErrors(firstServerErrorPerField(result.errors));
        return save.failed(result);
      }
      await refresh();
      save.saved(result.messages);
      onSaved(result.result);
    } catch (err) {
      save.unexpected('Event', err);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!event) return;
    try {
      const result = await deleteEvent(event.id);
      if (!result.success) return save.failed(result);
      await refresh();
      save.saved(result.messages);
      onDeleted();
    } catch (err) {
      save.unexpected('Delete Event', err);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={event ? 'Edit event' : 'New event'}>
      <Stack gap="md">
        <Group gap="xs">
          <Badge variant="light" radius="sm">
            {entityLabel(values.entityType)}
          </Badge>
          <Badge variant="outline" radius="sm" tt="none">
            {transitionLabel(values)}
          </Badge>
          <Text c="navy.6" span lh={0}>
            <NotificationIcon type={values.notificationType} />
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            required
            maxLength={100}
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name || undefined}
            data-autofocus
          />
          <TextInput
            label="Header Title"
            maxLength={200}
            value={values.headerTitle}
            onChange={(e) => set('headerTitle', e.currentTarget.value)}
            error={errors.headerTitle || undefined}
          />
          <Select
            label="Notification Type"
            data={[...NOTIFICATION_TYPES]}
            value={values.notificationType}
            onChange={(v) => set('notificationType', (v ?? 'Email') as StateChangeEventInput['notificationType'])}
            allowDeselect={false}
            error={errors.notificationType || undefined}
            description={values.notificationType === 'Email' ? undefined : 'Only Email events are sent so far; this one is kept for later.'}
          />
          <Select
            label="Audience"
            required
            data={[...new Set([...(targets.data ?? []), values.targetAudience])]}
            value={values.targetAudience}
            onChange={(v) => set('targetAudience', (v ?? 'Client') as StateChangeEventInput['targetAudience'])}
            allowDeselect={false}
            error={errors.targetAudience || undefined}
          />
          <Select
            label="Email Template"
            placeholder={templates.isPending ? 'Loading…' : 'None'}
            data={templateNames}
            value={values.emailTemplate}
            onChange={(v) => set('emailTemplate', v)}
            clearable
            searchable
            error={errors.emailTemplate || (templates.isError ? 'Error Loading Template' : undefined)}
            description="The e-mail is sent inside this template: the message below goes at {message}, the header title at {headerTitle}."
          />
        </SimpleGrid>
        {targets.isError ? <LoadError title="Error Loading Targets" query={targets} /> : null}
        <TextInput
          label="Subject"
          maxLength={200}
          value={values.subject}
          onChange={(e) => set('subject', e.currentTarget.value)}
          error={errors.subject || undefined}
          description="May use {job}, {from}, {to}, {depart}, {biddingEnd}, {bids} and {reason}."
        />
        <Textarea
          label="Message"
          autosize
          minRows={5}
          maxRows={16}
          maxLength={5000}
          value={values.message}
          onChange={(e) => set('message', e.currentTarget.value)}
          error={errors.message || undefined}
        />
        <Group justify="space-between">
          {event ? (
            <ConfirmButton
              variant="subtle"
              color="red"
              title="Delete event"
              question={`Delete “${event.name}”? ${transitionLabel(event)} will no longer send it. The message log keeps what was already sent.`}
              confirmLabel="Delete"
              onConfirm={remove}
            >
              Delete
            </ConfirmButton>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {event ? 'Save Event' : 'Add Event'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
