import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';

interface ConfirmButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  children: ReactNode;
  title: string;
  question: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  'aria-label'?: string;
}

/** A button that asks before it does something that cannot simply be undone. */
export function ConfirmButton({ children, title, question, confirmLabel, onConfirm, ...button }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} centered>
        <Stack gap="md">
          <Text size="sm">{question}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
              Cancel
            </Button>
            <Button color="red" loading={busy} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
