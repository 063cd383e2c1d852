/**
 * Query keys of entity reads, in one shape so server events can find them (house rule 5: each
 * read has one key; mutations and server events invalidate by key):
 *   ['entity', entity, 'list', ...]            every list of that entity (any scope, tab, filter)
 *   ['entity', entity, 'item', id, ...]        everything about one item (record, actions, timeline)
 * A change event for {entity, ids} invalidates the lists and the items named.
 */
export const entityKeys = {
  all: (entity: string) => ['entity', entity] as const,
  lists: (entity: string) => ['entity', entity, 'list'] as const,
  list: (entity: string, ...parts: unknown[]) => ['entity', entity, 'list', ...parts] as const,
  item: (entity: string, id: string) => ['entity', entity, 'item', id] as const,
  itemPart: (entity: string, id: string, part: string) => ['entity', entity, 'item', id, part] as const,
};

export const ALL_ENTITIES_KEY = ['entity'] as const;
