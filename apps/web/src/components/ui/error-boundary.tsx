import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { logClientError } from '../../lib/api/log-error';

interface State {
  error: Error | null;
}

/**
 * Catches render errors (and page chunks that fail to load after a release) so the user gets a
 * way out instead of a blank page; the error is reported to the server log.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logClientError('RenderError', {
      message: error.message,
      stack: error.stack?.slice(0, 2000),
      component: info.componentStack?.slice(0, 2000),
    });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Center py={64} px="md">
        <Card maw={480} w="100%" padding="xl">
          <Stack gap="sm">
            <Title order={1} fz={22}>
              Something went wrong
            </Title>
            <Text c="dimmed">This page could not be shown. Reloading usually fixes it; if not, please contact our support team.</Text>
            <Button onClick={() => window.location.reload()} mt="sm" style={{ alignSelf: 'flex-start' }}>
              Reload
            </Button>
          </Stack>
        </Card>
      </Center>
    );
  }
}
