import { Alert, Button, Group, Text } from '@mantine/core';
import { ApiError } from '../../lib/api/api-error';
import { LoadingRows } from './list-states';

/** The part of a TanStack query a failed read needs: what failed, whether it is being read again, and how to. */
interface FailedRead {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

type LoadErrorProps = {
  /** "Error Loading" unless a screen names what failed (core section 8). */
  title?: string;
  /** What a screen reader hears while Retry reads again ("Loading bids"). */
  loadingLabel?: string;
} & (
  | { query: FailedRead; error?: never; onRetry?: never; retrying?: never }
  | { query?: never; error: unknown; onRetry?: () => void; retrying?: boolean }
);

function describe(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return 'We could not reach the server. Check your internet connection and try again.';
    const message = error.result?.messages[0];
    return message ?? `The server answered HTTP ${error.status}.`;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/**
 * A read that failed: its title and reason with a Retry button, and while Retry reads again the
 * loading rows in its place, so a list is never a blank area nor a stale error. Given the query,
 * it takes the error, the retry and the reading state from it.
 */
export function LoadError(props: LoadErrorProps) {
  const { title = 'Error Loading', loadingLabel = 'Loading' } = props;
  const error = props.query ? props.query.error : props.error;
  const retrying = props.query ? props.query.isFetching : (props.retrying ?? false);
  const query = props.query;
  const onRetry = query ? () => void query.refetch() : props.onRetry;
  if (retrying) return <LoadingRows label={loadingLabel} rows={3} />;
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
