import type { QueryClient } from '@tanstack/react-query';
import { fetchItemActions, itemActionsKey } from './api/workflow-api';

/** An item's workflow actions asked for as the app starts, under the key its buttons read (hooks/use-item-actions.ts). */
export function prefetchItemActions(queryClient: QueryClient, entity: string, id: string): void {
  void queryClient.prefetchQuery({ queryKey: itemActionsKey(entity, id), queryFn: () => fetchItemActions(entity, id) });
}
