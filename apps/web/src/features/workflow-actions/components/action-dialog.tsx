import { useState, type FormEvent } from 'react';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ItemActionDto } from '@charter/shared';
import { ActionFormModal } from '../../../components/ui/action-form-modal';
import { statusLabel } from '../../../components/ui/status-badge';
import { useSaveFeedback } from '../../../components/ui/use-save-feedback';
import { entityKeys } from '../../../lib/realtime/entity-keys';
import { setItemStatus } from '../api/workflow-api';
import {
  actionPayload,
  initialValues,
  serverActionErrors,
  validateAction,
  type ActionErrors,
  type ActionValues,
} from '../model/action-form';
import { ActionFields } from './action-fields';

interface ActionDialogProps {
  entity: string;
  id: string;
  /** What the user calls the item, e.g. "JB10002". */
  itemLabel: string;
  currentStatus: string;
  action: ItemActionDto;
  onClose: () => void;
}

/**
 * Confirms a status change and collects its extra data, then calls setItemStatus. Field errors stay
 * in the dialog; a stale item (409) or a refusal closes it with the server's message.
 */
export function ActionDialog({ entity, id, itemLabel, currentStatus, action, onClose }: ActionDialogProps) {
  const [values, setValues] = useState<ActionValues>(() => initialValues(action));
  const [errors, setErrors] = useState<ActionErrors>({});
  const [busy, setBusy] = useState(false);
  const feedback = useSaveFeedback();
  const queryClient = useQueryClient();

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: entityKeys.item(entity, id) }),
      queryClient.invalidateQueries({ queryKey: entityKeys.lists(entity) }),
    ]);

  const change = (patch: Partial<ActionValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A field's message goes once the user changes that field.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAction(action, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await setItemStatus(actionPayload(entity, id, currentStatus, action, values));
      if (result.success) {
        void refresh();
        onClose();
        feedback.saved(action.actionName, result.messages);
        return;
      }
      const fieldErrors = serverActionErrors(result.errors);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        return;
      }
      // The item changed under us (409) or the call was refused: say so and show the item as it is now.
      void refresh();
      onClose();
      feedback.failed(action.actionName, result);
    } catch (err) {
      onClose();
      feedback.unexpected(action.actionName, err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ActionFormModal
      actionName={action.actionName}
      busy={busy}
      danger={action.nextState === 'Closed'}
      focusSubmit={!action.dataEntry.dataTypeRequired}
      onSubmit={submit}
      onClose={onClose}
    >
      {action.actionDescription ? <Text>{action.actionDescription}.</Text> : null}
      <Text fz="sm" c="dimmed">
        {itemLabel} will move from {statusLabel(currentStatus)} to {statusLabel(action.nextState)}.
      </Text>
      <ActionFields action={action} values={values} errors={errors} onChange={change} />
    </ActionFormModal>
  );
}
