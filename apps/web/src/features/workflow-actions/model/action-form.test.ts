import { describe, expect, it } from 'vitest';
import { BIDDING_END_MESSAGE, TERMS_REQUIRED_MESSAGE, type ItemActionDto } from '@charter/shared';
import {
  REASON_REQUIRED,
  STATES_REQUIRED,
  actionPayload,
  fromLocalInput,
  initialValues,
  serverActionErrors,
  toLocalInput,
  validateAction,
} from './action-form';

function action(dataEntry: Partial<ItemActionDto['dataEntry']> = {}): ItemActionDto {
  return {
    id: '7f1c2a52-9a55-4d59-8b9a-4c1d2f9b8e01',
    entityType: 'CharterRequest',
    entityState: 'Pending',
    allowedRole: 'Admin',
    actionName: 'Open Bidding',
    allowedStatus: 'Active',
    condition: null,
    actionType: 'State',
    appRoute: null,
    nextState: 'Live',
    actionDescription: '',
    dataEntry: { dataTypeRequired: null, dataEntryFilter: 'All', dataSource: null, ...dataEntry },
  };
}

const ID = '11111111-2222-4333-8444-555555555555';
const now = new Date(2026, 5, 1, 9, 0);

describe('action dialog values', () => {
  it('posts the default reason "No Reason" for an action without extra data', () => {
    const a = action();
    expect(validateAction(a, initialValues(a), now)).toEqual({});
    expect(actionPayload('CharterRequest', ID, 'Pending', a, initialValues(a))).toEqual({
      id: ID,
      allowedActionId: a.id,
      entity: 'CharterRequest',
      currentStatus: 'Pending',
      newStatus: 'Live',
      reason: 'No Reason',
    });
  });

  it('requires a reason chosen from the list', () => {
    const a = action({ dataTypeRequired: 'Reason', dataSource: 'CancelReasons', options: ['Weather', 'Other'] });
    const values = initialValues(a);
    expect(validateAction(a, values, now)).toEqual({ reason: REASON_REQUIRED });
    expect(actionPayload('CharterRequest', ID, 'Pending', a, { ...values, reason: 'Weather' }).reason).toBe('Weather');
  });

  it('records accepted terms as the reason "Accepted Terms"', () => {
    const a = action({ dataTypeRequired: 'TermsAndConditions' });
    expect(validateAction(a, initialValues(a), now)).toEqual({ termsAccepted: TERMS_REQUIRED_MESSAGE });
    const body = actionPayload('CharterRequest', ID, 'PendingConfirmation', a, { ...initialValues(a), termsAccepted: true });
    expect(body).toMatchObject({ termsAccepted: true, reason: 'Accepted Terms' });
  });

  it('preselects the route states that are choices and needs at least one', () => {
    const a = action({ dataTypeRequired: 'CharterStateSelect', options: ['QLD', 'NSW', 'WA'], preselected: ['QLD', 'XX'] });
    const values = initialValues(a);
    expect(values.states).toEqual(['QLD']);
    expect(validateAction(a, { ...values, states: [] }, now)).toEqual({ states: STATES_REQUIRED });
    expect(actionPayload('CharterRequest', ID, 'Pending', a, values).states).toEqual(['QLD']);
  });

  it('takes a bidding end date only between now and the first departure', () => {
    const max = new Date(2026, 5, 3, 8, 0).toISOString();
    const a = action({ dataTypeRequired: 'BiddingEndDate', min: now.toISOString(), max });
    const v = initialValues(a);
    expect(validateAction(a, v, now)).toEqual({ biddingEndDate: BIDDING_END_MESSAGE });
    expect(validateAction(a, { ...v, biddingEndDate: '2026-06-01T08:00' }, now)).toEqual({ biddingEndDate: BIDDING_END_MESSAGE });
    expect(validateAction(a, { ...v, biddingEndDate: '2026-06-03T08:01' }, now)).toEqual({ biddingEndDate: BIDDING_END_MESSAGE });
    expect(validateAction(a, { ...v, biddingEndDate: '2026-06-03T08:00' }, now)).toEqual({});
    const body = actionPayload('CharterRequest', ID, 'Pending', a, { ...v, biddingEndDate: '2026-06-02T12:30' });
    expect(body.biddingEndDate).toBe(new Date(2026, 5, 2, 12, 30).toISOString());
  });

  it('reads datetime-local values strictly and writes them back', () => {
    expect(fromLocalInput('2026-02-31T10:00')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
    expect(toLocalInput(fromLocalInput('2026-12-24T07:05'))).toBe('2026-12-24T07:05');
    expect(toLocalInput(null)).toBe('');
  });

  it('puts server field errors on the fields', () => {
    expect(serverActionErrors({ biddingEndDate: [BIDDING_END_MESSAGE], other: ['x'] })).toEqual({ biddingEndDate: BIDDING_END_MESSAGE });
  });
});
