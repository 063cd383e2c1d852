import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { NewVersionDialog } from '../features/app-version/components/new-version-dialog';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { FeedbackDialogProvider } from '../components/ui/feedback-dialog';
import { PageLoader } from '../components/ui/page-loader';
import { SessionProvider } from '../lib/session/session-context';
import { sessionManager } from '../lib/session/session';
import { AppRoutes } from './app-routes';
import { queryClient } from './query-client';
import { theme } from './theme';
import { useResetCacheOnUserChange } from './use-reset-cache-on-user-change';

function Root() {
  useResetCacheOnUserChange();
  return (
    <>
      <ErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <AppRoutes />
        </Suspense>
      </ErrorBoundary>
      <NewVersionDialog />
    </>
  );
}

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <SessionProvider manager={sessionManager}>
          <BrowserRouter>
            <FeedbackDialogProvider>
              <Root />
            </FeedbackDialogProvider>
          </BrowserRouter>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
