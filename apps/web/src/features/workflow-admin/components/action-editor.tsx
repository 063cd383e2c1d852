import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  DATA_ENTRY_FILTERS,
  DATA_TYPES,
  MESSAGES,
  WORKFLOW_ROLES,
  type AllowedActionDto,
  type DataEntryFilter,
  type DataType,
  type EntityStatesDto,
} from '@charter/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { fetchSettingsNames, settingsKeys } from '../api/settings-api';
import { addAction, fetchPaths, updateAction, workflowKeys } from '../api/workflow-api';
import { useAdminSave } from '../hooks/use-admin-save';
import {
  actionServerErrors,
  actionValues,
  newActionValues,
  validateAction,
  type ActionErrors,
  type ActionFormValues,
} from '../model/action-form';
import { entityLabel } from '../model/event-groups';
import { freeTextHint } from '../../../components/ui/free-text-hint';

interface ActionEditorProps {
  opened: boolean;
  entity: EntityStatesDto;
  /** Editing this action... */
  actionId: string | null;
  /** ...or adding one for this role and state. */
  newAction: { role: string; state: string } | null;
  actions: AllowedActionDto[] | undefined;
  actionsError: boolean;
  onClose: () => void;
}

/** Add or edit an allowed action (spec: entity type, role, state, next state and name required). */
export function ActionEditor({ opened, entity, actionId, newAction, actions, actionsError, onClose }: ActionEditorProps) {
  const isMobile = useIsMobile();
  const action = actionId ? actions?.find((a) => a.id === actionId) : undefined;
  const title = newAction ? `Add Action: ${entityLabel(entity.entityType)}` : action ? `Edit ${action.actionName}` : 'Edit Action';
  let body;
  if (newAction) {
    body = (
      <ActionForm
        key={`new-${newAction.role}-${newAction.state}`}
        entity={entity}
        initial={newActionValues(entity.entityType, newAction.role, newAction.state)}
        onDone={onClose}
      />
    );
  } else if (action) {
    body = <ActionForm key={action.id} entity={entity} actionId={action.id} initial={actionValues(action)} onDone={onClose} />;
  } else if (actionsError) {
    body = <Text size="sm">The actions did not load; close this and retry.</Text>;
  } else if (actions) {
    body = (
      <Alert color="red" variant="light" title={MESSAGES.notAvailable} role="alert">
        No {entityLabel(entity.entityType)} action has this id.
      </Alert>
    );
  } else {
    body = <Text size="sm">Loading…</Text>;
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" fullScreen={isMobile} centered>
      {opened ? body : null}
    </Modal>
  );
}

interface ActionFormProps {
  entity: EntityStatesDto;
  actionId?: string;
  initial: ActionFormValues;
  onDone: () => void;
}

function ActionForm({ entity, actionId, initial, onDone }: ActionFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ActionErrors>({});
  const [busy, setBusy] = useState(false);
  const lists = useQuery({ queryKey: settingsKeys.names, queryFn: fetchSettingsNames });
  const paths = useQuery({
    queryKey: workflowKeys.paths(entity.entityType),
    queryFn: () => fetchPaths(entity.entityType),
    enabled: values.actionType === 'Route',
  });
  const save = useAdminSave();
  const queryClient = useQueryClient();
  const states = entity.states.map((s) => s.status);
  const set = <K extends keyof ActionFormValues>(name: K, value: ActionFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };
  const err = (name: keyof ActionFormValues) => errors[name] || undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateAction(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      const result = actionId ? await updateAction({ ...checked.body, id: actionId }) : await addAction(checked.body);
      if (!result.success) {
        setErrors(actionServerErrors(result.errors));
        return save.failed(result);
      }
      await queryClient.invalidateQueries({ queryKey: workflowKeys.actions(entity.entityType) });
      await queryClient.invalidateQueries({ queryKey: workflowKeys.options(entity.entityType) });
      save.saved(result.messages);
      onDone();
    } catch (e) {
      save.unexpected('Action', e);
    } finally {
      setBusy(false);
    }
  }

  const listOptions = (lists.data ?? []).map((l) => l.name);
  const pathOptions = [...new Set([...(paths.data ?? []), ...(values.appRoute ? [values.appRoute] : [])])];
  if (values.dataSource && !listOptions.includes(values.dataSource)) listOptions.push(values.dataSource);

  return (
    <form onSubmit={submit} noValidate aria-label={actionId ? 'Edit action' : 'Add action'}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Entity Type" value={entityLabel(values.entityType)} readOnly error={err('entityType')} />
          <Select
            label="Role"
            required
            data={[...WORKFLOW_ROLES]}
            value={values.allowedRole || null}
            onChange={(v) => set('allowedRole', v ?? '')}
            error={err('allowedRole')}
          />
          <Select
            label="State"
            required
            data={states}
            value={values.entityState || null}
            onChange={(v) => set('entityState', v ?? '')}
            error={err('entityState')}
          />
          <Select
            label="Next State"
            required
            data={states}
            value={values.nextState || null}
            onChange={(v) => set('nextState', v ?? '')}
            error={err('nextState')}
          />
          <TextInput
            label="Name"
            required
            description="The button's text"
            value={values.actionName}
            maxLength={60}
            onChange={(e) => set('actionName', e.currentTarget.value)}
            error={err('actionName')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="action-type-label">
              Action Type
            </Text>
            <SegmentedControl
              aria-labelledby="action-type-label"
              data={['State', 'Route']}
              value={values.actionType}
              onChange={(v) => set('actionType', v === 'Route' ? 'Route' : 'State')}
            />
          </Stack>
          {values.actionType === 'Route' ? (
            <Select
              label="App Route"
              required
              description="The screen the button opens (e.g. Bids)"
              placeholder={paths.isPending ? 'Loading…' : undefined}
              data={pathOptions}
              value={values.appRoute || null}
              onChange={(v) => set('appRoute', v ?? '')}
              error={err('appRoute') || (paths.isError ? 'Error loading paths' : undefined)}
            />
          ) : null}
          <Select
            label="Extra Data"
            description="What the user gives with the action"
            data={[{ value: '', label: 'None' }, ...DATA_TYPES.map((d) => ({ value: d, label: d }))]}
            value={values.dataTypeRequired}
            onChange={(v) => set('dataTypeRequired', (v ?? '') as '' | DataType)}
            error={err('dataTypeRequired')}
            allowDeselect={false}
          />
          <Select
            label="Filter"
            description="Which items the extra data applies to"
            data={[...DATA_ENTRY_FILTERS]}
            value={values.dataEntryFilter}
            onChange={(v) => set('dataEntryFilter', (v ?? 'All') as DataEntryFilter)}
            error={err('dataEntryFilter')}
            allowDeselect={false}
          />
          <Select
            label="Data Source"
            description="The settings list a Reason's choices come from"
            placeholder={lists.isPending ? 'Loading…' : 'None'}
            data={listOptions}
            value={values.dataSource || null}
            onChange={(v) => set('dataSource', v ?? '')}
            clearable
            searchable
            error={err('dataSource')}
          />
          <TextInput
            label="Order"
            description="Buttons show in this order; empty puts a new action last"
            inputMode="numeric"
            value={values.sortOrder}
            onChange={(e) => set('sortOrder', e.currentTarget.value.replace(/\D/g, ''))}
            error={err('sortOrder')}
          />
          <TextInput
            label="Condition"
            value={values.condition}
            maxLength={200}
            onChange={(e) => set('condition', e.currentTarget.value)}
            error={err('condition')}
          />
          {actionId ? (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="action-status-label">
                Status
              </Text>
              <SegmentedControl
                aria-labelledby="action-status-label"
                data={['Active', 'Inactive']}
                value={values.allowedStatus}
                onChange={(v) => set('allowedStatus', v === 'Inactive' ? 'Inactive' : 'Active')}
              />
            </Stack>
          ) : null}
        </SimpleGrid>
        {lists.isError ? <LoadError title="Error Loading Actions Options" query={lists} /> : null}
        {paths.isError ? <LoadError title="Error Loading Paths" query={paths} /> : null}
        <Textarea
          label="Description"
          {...freeTextHint()}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={300}
          value={values.actionDescription}
          onChange={(e) => set('actionDescription', e.currentTarget.value)}
          error={err('actionDescription')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {actionId ? 'Save Action' : 'Add Action'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
