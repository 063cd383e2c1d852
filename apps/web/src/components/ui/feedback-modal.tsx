import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { FeedbackDialogContent } from '../../lib/save-feedback';

/** The save-result dialog itself (loaded only when a screen first shows one). */
export function FeedbackModal({ content, onClose }: { content: FeedbackDialogContent | null; onClose: () => void }) {
  return (
    <Modal opened={content !== null} onClose={onClose} title={content?.title} centered size="md" zIndex={400}>
      <Stack gap="md">
        {content && content.lines.length === 1 ? <Text>{content.lines[0]}</Text> : null}
        {content && content.lines.length > 1 ? (
          <List spacing={4} size="sm">
            {content.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onClose} color={content?.tone === 'error' ? 'red' : undefined} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
