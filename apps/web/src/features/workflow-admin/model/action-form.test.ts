import { describe, expect, it } from 'vitest';
import type { AllowedActionDto } from '@charter/shared';
import { actionServerErrors, actionValues, newActionValues, validateAction } from './action-form';
import { actionsByRole, activeCount } from './action-groups';

const action = (id: string, over: Partial<AllowedActionDto> = {}): AllowedActionDto => ({
  id,
  entityType: 'CharterRequest',
  entityState: 'Pending',
  allowedRole: 'Admin',
  actionName: `Action ${id}`,
  allowedStatus: 'Active',
  condition: null,
  actionType: 'State',
  dataEntry: { dataTypeRequired: null, dataEntryFilter: 'All', dataSource: null },
  appRoute: null,
  nextState: 'Live',
  actionDescription: '',
  sortOrder: 0,
  ...over,
});

describe('allowed action form', () => {
  it('asks for entity type, role, state, next state and name, in the spec words', () => {
    const checked = validateAction({ ...newActionValues('', '', ''), actionName: '   ' });
    expect(checked).toEqual({
      ok: false,
      errors: {
        entityType: 'Entity type is required',
        entityState: 'State is required',
        allowedRole: 'Role is required',
        actionName: 'Name is required',
        nextState: 'Next state is required',
      },
    });
  });

  it('needs a list for a Reason and an app route for a Route action', () => {
    const values = { ...newActionValues('CharterRequest', 'Admin', 'Live'), actionName: 'Cancel', nextState: 'Closed' };
    expect(validateAction({ ...values, dataTypeRequired: 'Reason' })).toEqual({
      ok: false,
      errors: { dataSource: 'A Reason needs the settings list its choices come from' },
    });
    expect(validateAction({ ...values, actionType: 'Route', appRoute: ' ' })).toMatchObject({
      ok: false,
      errors: { appRoute: 'A Route action needs an app route' },
    });
  });

  it('turns a valid form into the handler body (order only when given, app route only for Route)', () => {
    const values = {
      ...newActionValues('CharterRequest', 'Admin', 'Live'),
      actionName: ' Cancel ',
      nextState: 'Closed',
      dataTypeRequired: 'Reason' as const,
      dataSource: 'CancelReasons',
      appRoute: 'Bids',
    };
    const checked = validateAction(values);
    expect(checked.ok && checked.body).toMatchObject({
      actionName: 'Cancel',
      appRoute: null,
      dataEntry: { dataTypeRequired: 'Reason', dataEntryFilter: 'All', dataSource: 'CancelReasons' },
    });
    expect(checked.ok && 'sortOrder' in checked.body).toBe(false);
    const ordered = validateAction({ ...values, sortOrder: '3' });
    expect(ordered.ok && ordered.body.sortOrder).toBe(3);
  });

  it('reads an action back into the form, and server errors onto its fields', () => {
    const values = actionValues(action('a', { sortOrder: 2, appRoute: 'Bids', actionType: 'Route' }));
    expect(values).toMatchObject({ sortOrder: '2', appRoute: 'Bids', dataTypeRequired: '', dataSource: '' });
    expect(actionServerErrors({ 'dataEntry.dataSource': ['Unknown settings list'], nextState: ['Unknown next state'], _: ['x'] })).toEqual({
      dataSource: 'Unknown settings list',
      nextState: 'Unknown next state',
    });
  });
});

describe('actions by state and role', () => {
  const actions = [
    action('1', { allowedRole: 'Client', sortOrder: 5 }),
    action('2', { allowedRole: 'Admin', sortOrder: 2, actionName: 'Decline' }),
    action('3', { allowedRole: 'Admin', sortOrder: 1, actionName: 'Open Bidding', allowedStatus: 'Inactive' }),
    action('4', { allowedRole: 'Admin', entityState: 'Live' }),
    action('5', { allowedRole: 'Robot' }),
  ];

  it('gives every role its actions of the state in button order, other roles last', () => {
    const groups = actionsByRole(actions, 'Pending');
    expect(groups.map((g) => g.role)).toEqual([
      'Admin',
      'CharterAdmin',
      'Client',
      'ClientDepartment',
      'ClientStaff',
      'Supplier',
      'System',
      'Robot',
    ]);
    expect(groups[0]!.actions.map((a) => a.id)).toEqual(['3', '2']);
    expect(groups[1]!.actions).toEqual([]);
  });

  it('counts the Active actions leaving a state', () => {
    expect(activeCount(actions, 'Pending')).toBe(3);
    expect(activeCount(actions, 'Closed')).toBe(0);
  });
});
