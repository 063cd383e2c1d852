import { describe, expect, it } from 'vitest';
import { BIDDING_END_MESSAGE, TERMS_REQUIRED_MESSAGE, type ItemActionDto } from '@charter/shared';
import { REASON_REQUIRED, STATES_REQUIRED, actionPayload, initialValues, serverActionErrors, validateAction } from './action-form';
import { parseStrictDate } from './date-input';

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
const now = new Date('2026-05-31T23:00:00.000Z'); // 01/06/2026 09:00 AEST

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

  it('takes a bidding end date only between now and the first departure, in Brisbane time', () => {
    // 03/06/2026 08:00 AEST, whatever the browser's zone.
    const max = '2026-06-02T22:00:00.000Z';
    const a = action({ dataTypeRequired: 'BiddingEndDate', min: now.toISOString(), max });
    const v = initialValues(a);
    expect(validateAction(a, v, now)).toEqual({ biddingEndDate: BIDDING_END_MESSAGE });
    const at = (biddingEndDate: string, biddingEndTime: string) => ({ ...v, biddingEndDate, biddingEndTime });
    expect(validateAction(a, at('2026-06-03', '08:01'), now)).toEqual({ biddingEndDate: BIDDING_END_MESSAGE });
    expect(validateAction(a, at('2026-06-03', '08:00'), now)).toEqual({});
    expect(validateAction(a, at('2026-06-03', '8:0'), now)).toEqual({ biddingEndDate: BIDDING_END_MESSAGE });
    const body = actionPayload('CharterRequest', ID, 'Pending', a, at('2026-06-02', '12:30'));
    expect(body.biddingEndDate).toBe('2026-06-02T02:30:00.000Z');
  });

  it('reads the date strictly as dd/MM/yyyy', () => {
    expect(parseStrictDate('24/12/2026')).toBe('2026-12-24');
    expect(parseStrictDate('31/02/2026')).toBeNull();
    expect(parseStrictDate('12/24/2026')).toBeNull();
    expect(parseStrictDate('2026-12-24')).toBeNull();
  });

  it('puts server field errors on the fields', () => {
    expect(serverActionErrors({ biddingEndDate: [BIDDING_END_MESSAGE], other: ['x'] })).toEqual({ biddingEndDate: BIDDING_END_MESSAGE });
  });
});
