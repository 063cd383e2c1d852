import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';

interface ActionFormModalProps {
  /** The action's name: the dialog's title and its submit button. */
  actionName: string;
  busy: boolean;
  /** A removing action (void, close): the button is red. */
  danger: boolean;
  /** Nothing to fill in: the submit button takes the first focus. */
  focusSubmit: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog a workflow action confirms in: what it does and asks for, then Close and the action itself. */
export function ActionFormModal({ actionName, busy, danger, focusSubmit, onSubmit, onClose, children }: ActionFormModalProps) {
  return (
    <Modal opened onClose={onClose} title={actionName} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Close
            </Button>
            <Button type="submit" loading={busy} color={danger ? 'red' : undefined} data-autofocus={focusSubmit || undefined}>
              {actionName}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
