import { ENTITY_TYPES } from '@charter/shared';

/** The tabs of /manageWorkflow/{choice} (supplier-and-admin section 2), in order. */
export const WORKFLOW_CHOICES = [
  { key: 'entities', label: 'Entities' },
  { key: 'selections', label: 'Selections' },
  { key: 'emails', label: 'Emails' },
  { key: 'terms', label: 'Terms' },
  { key: 'lookup', label: 'Airport Lookup' },
] as const;
export type WorkflowChoice = (typeof WORKFLOW_CHOICES)[number]['key'];

export const WORKFLOW_BASE = '/manageWorkflow';
const NEW = 'new';

/**
 * What a /manageWorkflow URL opens. The path after the base is {choice}/{entity}/{id} or
 * {choice}/new/{role}/{state}; on the entities tab {entity} is CharterRequest, Bid or Share and {id}
 * an action; elsewhere the first segment is the item (a settings list, a template, a place) and the
 * second the value being edited.
 */
export interface WorkflowRoute {
  choice: WorkflowChoice;
  /** Entities: the entity shown; selections: the settings list; emails, lookup: the item (or "new"). */
  entity: string | null;
  /** Entities: the action being edited; selections: the value being edited (or "new"). */
  id: string | null;
  /** Entities: adding an action for this role and state (/new/{role}/{state}). */
  newAction: { role: string; state: string } | null;
}

/** {choice} read case-insensitively; an unknown one falls back to the first tab. */
export function choiceOf(segment: string | undefined): WorkflowChoice {
  const s = (segment ?? '').toLowerCase();
  return WORKFLOW_CHOICES.find((c) => c.key === s)?.key ?? WORKFLOW_CHOICES[0].key;
}

/** Entity names as the server spells them, whatever the URL's case; unknown names kept as given. */
function entityName(segment: string): string {
  return ENTITY_TYPES.find((e) => e.toLowerCase() === segment.toLowerCase()) ?? segment;
}

/**
 * Parses the part of the path after /manageWorkflow/. On the new-action route the entity is the
 * query's ?entity= (the spec's path has no place for it), CharterRequest when absent.
 */
export function parseWorkflowRoute(rest: string, search = ''): WorkflowRoute {
  const parts = rest
    .split('/')
    .filter(Boolean)
    .map((p) => safeDecode(p));
  const choice = choiceOf(parts[0]);
  // An unknown choice falls back to the first tab, without what followed it.
  const known = parts.length > 0 && choiceOf(parts[0]) === parts[0]!.toLowerCase();
  const [a, b, c] = known ? parts.slice(1) : [];
  if (choice === 'entities') {
    if (a?.toLowerCase() === NEW && b && c) {
      const fromQuery = new URLSearchParams(search).get('entity');
      return { choice, entity: entityName(fromQuery || ENTITY_TYPES[0]), id: null, newAction: { role: b, state: c } };
    }
    return { choice, entity: a ? entityName(a) : null, id: b ?? null, newAction: null };
  }
  return { choice, entity: a ?? null, id: b ?? null, newAction: null };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const enc = encodeURIComponent;

/** Links within the screen. */
export const workflowHref = {
  choice: (choice: WorkflowChoice) => `${WORKFLOW_BASE}/${choice}`,
  entity: (entity: string) => `${WORKFLOW_BASE}/entities/${enc(entity)}`,
  action: (entity: string, actionId: string) => `${WORKFLOW_BASE}/entities/${enc(entity)}/${enc(actionId)}`,
  newAction: (entity: string, role: string, state: string) =>
    `${WORKFLOW_BASE}/entities/${NEW}/${enc(role)}/${enc(state)}?entity=${enc(entity)}`,
  list: (name: string) => `${WORKFLOW_BASE}/selections/${enc(name)}`,
  listValue: (name: string, id: string) => `${WORKFLOW_BASE}/selections/${enc(name)}/${enc(id)}`,
  newListValue: (name: string) => `${WORKFLOW_BASE}/selections/${enc(name)}/${NEW}`,
  template: (id: string) => `${WORKFLOW_BASE}/emails/${enc(id)}`,
  newTemplate: () => `${WORKFLOW_BASE}/emails/${NEW}`,
  lookup: (id: number | string) => `${WORKFLOW_BASE}/lookup/${enc(String(id))}`,
  newLookup: () => `${WORKFLOW_BASE}/lookup/${NEW}`,
};

export const isNew = (segment: string | null) => segment?.toLowerCase() === NEW;
