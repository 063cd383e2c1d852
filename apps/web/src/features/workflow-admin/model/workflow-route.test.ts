import { describe, expect, it } from 'vitest';
import { choiceOf, parseWorkflowRoute, workflowHref } from './workflow-route';

describe('manageWorkflow routes', () => {
  it('opens the first tab for no choice or an unknown one, dropping what followed it', () => {
    expect(parseWorkflowRoute('')).toEqual({ choice: 'entities', entity: null, id: null, newAction: null });
    expect(parseWorkflowRoute('nonsense/Bid/123')).toEqual({ choice: 'entities', entity: null, id: null, newAction: null });
    expect(choiceOf(undefined)).toBe('entities');
  });

  it('reads each tab case-insensitively', () => {
    expect(['entities', 'selections', 'emails', 'terms', 'lookup'].map((c) => parseWorkflowRoute(c.toUpperCase()).choice)).toEqual([
      'entities',
      'selections',
      'emails',
      'terms',
      'lookup',
    ]);
  });

  it('reads {choice}/{entity}/{id}, with the entity spelled as the server does', () => {
    expect(parseWorkflowRoute('entities/bid/0a1b')).toEqual({ choice: 'entities', entity: 'Bid', id: '0a1b', newAction: null });
    expect(parseWorkflowRoute('entities/CharterRequest')).toMatchObject({ entity: 'CharterRequest', id: null });
    expect(parseWorkflowRoute('selections/Cancel%20Reasons/new')).toMatchObject({
      choice: 'selections',
      entity: 'Cancel Reasons',
      id: 'new',
    });
    expect(parseWorkflowRoute('emails/abc')).toMatchObject({ choice: 'emails', entity: 'abc', id: null });
  });

  it('reads {choice}/new/{role}/{state}, taking the entity from the query (CharterRequest without one)', () => {
    expect(parseWorkflowRoute('entities/new/Supplier/Pending%20Supplier', '?entity=share')).toEqual({
      choice: 'entities',
      entity: 'Share',
      id: null,
      newAction: { role: 'Supplier', state: 'Pending Supplier' },
    });
    expect(parseWorkflowRoute('entities/new/Admin/Live').entity).toBe('CharterRequest');
    // Without a role and state, "new" is not the add route.
    expect(parseWorkflowRoute('entities/new').newAction).toBeNull();
  });

  it('builds links that parse back to what they name', () => {
    const add = workflowHref.newAction('Bid', 'Admin', 'New');
    const [path, query] = add.split('?');
    expect(parseWorkflowRoute(path!.replace('/manageWorkflow/', ''), `?${query}`)).toMatchObject({
      entity: 'Bid',
      newAction: { role: 'Admin', state: 'New' },
    });
    expect(workflowHref.action('CharterRequest', 'x/y')).toBe('/manageWorkflow/entities/CharterRequest/x%2Fy');
    expect(workflowHref.listValue('Cancel Reasons', '7')).toBe('/manageWorkflow/selections/Cancel%20Reasons/7');
  });
});
