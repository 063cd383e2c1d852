import type { QueryClient } from '@tanstack/react-query';
import { ALL_ENTITIES_KEY, entityKeys } from './entity-keys';

/** What `event: change` carries. */
export interface EntityChange {
  entity: string;
  ids: string[];
}

/** Reads a change event's data; anything else is ignored (null). */
export function parseChange(data: string): EntityChange | null {
  try {
    const value = JSON.parse(data) as { entity?: unknown; ids?: unknown };
    if (typeof value.entity !== 'string' || value.entity === '' || !Array.isArray(value.ids)) return null;
    const ids = value.ids.filter((id): id is string => typeof id === 'string' && id !== '');
    return { entity: value.entity, ids: [...new Set(ids)] };
  } catch {
    return null;
  }
}

/** Merges changes that arrive close together so one refetch serves a burst of events. */
export function mergeChanges(changes: readonly EntityChange[]): EntityChange[] {
  const byEntity = new Map<string, Set<string>>();
  for (const c of changes) {
    const ids = byEntity.get(c.entity) ?? new Set<string>();
    c.ids.forEach((id) => ids.add(id));
    byEntity.set(c.entity, ids);
  }
  return [...byEntity].map(([entity, ids]) => ({ entity, ids: [...ids] }));
}

/** Marks the lists of each changed entity and the named items stale; the ones on screen refetch at once. */
export async function invalidateChanges(queryClient: QueryClient, changes: readonly EntityChange[]): Promise<void> {
  const work: Promise<void>[] = [];
  for (const change of mergeChanges(changes)) {
    work.push(queryClient.invalidateQueries({ queryKey: entityKeys.lists(change.entity) }));
    for (const id of change.ids) work.push(queryClient.invalidateQueries({ queryKey: entityKeys.item(change.entity, id) }));
  }
  await Promise.all(work);
}

/** After a gap in the stream we cannot know what changed: everything entity-shaped is refetched. */
export function invalidateEverything(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ALL_ENTITIES_KEY });
}
