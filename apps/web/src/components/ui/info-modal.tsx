import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';

interface InfoModalProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A plain message in a dialog with one Close button. */
export function InfoModal({ title, opened, onClose, children }: InfoModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
