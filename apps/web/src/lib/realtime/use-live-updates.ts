import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch, sessionManager } from '../session/session';
import { LiveUpdates } from './live-updates';

// One stream per tab (per query cache), however many screens use it.
const hubs = new WeakMap<QueryClient, LiveUpdates>();

function hubFor(queryClient: QueryClient): LiveUpdates {
  let hub = hubs.get(queryClient);
  if (!hub) {
    hub = new LiveUpdates({ queryClient, fetch: apiFetch, session: sessionManager });
    hubs.set(queryClient, hub);
  }
  return hub;
}

/** Keeps the server's change events flowing into the query cache while the calling screen is mounted. */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => hubFor(queryClient).acquire(), [queryClient]);
}
