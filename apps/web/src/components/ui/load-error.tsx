import { Alert, Button, Group, Text } from '@mantine/core';
import { ApiError } from '../../lib/api/api-error';

interface LoadErrorProps {
  /** "Error Loading" unless a screen names what failed (core section 8). */
  title?: string;
  error: unknown;
  onRetry?: () => void;
}

function describe(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return 'We could not reach the server. Check your internet connection and try again.';
    const message = error.result?.messages[0];
    return message ?? `The server answered HTTP ${error.status}.`;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/** A read that failed, with a Retry button. */
export function LoadError({ title = 'Error Loading', error, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text size="sm">{describe(error)}</Text>
      {onRetry ? (
        <Group mt="sm">
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Retry
          </Button>
        </Group>
      ) : null}
    </Alert>
  );
}
