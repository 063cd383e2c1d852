import { createContext, use, useCallback, useState, type ReactNode } from 'react';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { FeedbackDialogContent } from '../../lib/save-feedback';

type Show = (content: FeedbackDialogContent) => void;

const FeedbackDialogContext = createContext<Show | null>(null);

/** One dialog for save results and errors, shared by every screen. */
export function FeedbackDialogProvider({ children }: { children: ReactNode }) {
  const [content, setContent] = useState<FeedbackDialogContent | null>(null);
  const close = useCallback(() => setContent(null), []);
  const show = useCallback<Show>((c) => setContent(c), []);
  return (
    <FeedbackDialogContext value={show}>
      {children}
      <Modal opened={content !== null} onClose={close} title={content?.title} centered size="md" zIndex={400}>
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
            <Button onClick={close} color={content?.tone === 'error' ? 'red' : undefined} data-autofocus>
              OK
            </Button>
          </Group>
        </Stack>
      </Modal>
    </FeedbackDialogContext>
  );
}

export function useFeedbackDialog(): Show {
  const show = use(FeedbackDialogContext);
  if (!show) throw new Error('useFeedbackDialog needs a FeedbackDialogProvider');
  return show;
}
