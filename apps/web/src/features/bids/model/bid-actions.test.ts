import { describe, expect, it } from 'vitest';
import { TERMS_REQUIRED_MESSAGE, type ItemActionDto } from '@charter/shared';
import { REASON_REQUIRED, bidButtons, bidStatusBody, confirmQuestion, isRemoval, validateBidAction } from './bid-actions';

const BID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

function action(
  name: string,
  nextState: string,
  over: Partial<ItemActionDto> = {},
  dataEntry: Partial<ItemActionDto['dataEntry']> = {},
): ItemActionDto {
  return {
    id: `${name}-id`,
    entityType: 'Bid',
    entityState: 'New',
    allowedRole: 'Admin',
    actionName: name,
    allowedStatus: 'Active',
    condition: '',
    actionType: 'State',
    appRoute: null,
    nextState,
    actionDescription: '',
    sortOrder: 0,
    ...over,
    dataEntry: { dataTypeRequired: null, dataEntryFilter: 'All', dataSource: null, ...dataEntry },
  } as ItemActionDto;
}

const withdraw = action('Withdraw Bid', 'Unavailable');
const voidBid = action('Void Bid', 'Void', {}, { dataTypeRequired: 'Reason', dataSource: 'CancelReasons', options: ['Other'] });
const accept = action('Accept Bid', 'Accepted', { actionType: 'Route', appRoute: 'Bids' }, { dataTypeRequired: 'TermsAndConditions' });
const extend = action('Move End', 'New', {}, { dataTypeRequired: 'BiddingEndDate' });

describe('bid workflow buttons', () => {
  it('shows State actions that ask for nothing, a reason or the terms; not Route actions or charter data', () => {
    expect(bidButtons([withdraw, voidBid, accept, extend]).map((a) => a.actionName)).toEqual(['Withdraw Bid', 'Void Bid']);
    expect(bidButtons([])).toEqual([]);
  });

  it('marks withdrawing and voiding as removals', () => {
    expect([withdraw, voidBid, accept].map(isRemoval)).toEqual([true, true, false]);
  });

  it('asks the operator about its own bid and the admin about the bid', () => {
    expect(confirmQuestion(withdraw, { jobReference: 10002 }, '(1) - $AUD 1,100.00', true)).toBe(
      'Withdraw your bid (1) - $AUD 1,100.00 on JB10002? It no longer competes and cannot be put back.',
    );
    expect(confirmQuestion(voidBid, { jobReference: 10002 }, '(2) - $AUD 2,200.00', false)).toMatch(
      /^Void the bid \(2\) - \$AUD 2,200\.00 on JB10002\?/,
    );
  });
});

describe('bid status call', () => {
  it('needs a reason for Void Bid before calling, and nothing for Withdraw Bid', () => {
    expect(validateBidAction(voidBid, { reason: null, termsAccepted: false })).toEqual({ reason: REASON_REQUIRED });
    expect(validateBidAction(voidBid, { reason: 'Other', termsAccepted: false })).toEqual({});
    expect(validateBidAction(withdraw, { reason: null, termsAccepted: false })).toEqual({});
    const terms = action('Agree', 'New', {}, { dataTypeRequired: 'TermsAndConditions' });
    expect(validateBidAction(terms, { reason: null, termsAccepted: false })).toEqual({ termsAccepted: TERMS_REQUIRED_MESSAGE });
  });

  it('sends the loaded status, the next state and only the data asked for', () => {
    expect(bidStatusBody(BID, 'New', withdraw, { reason: 'Other', termsAccepted: true })).toEqual({
      id: BID,
      allowedActionId: 'Withdraw Bid-id',
      entity: 'Bid',
      currentStatus: 'New',
      newStatus: 'Unavailable',
      reason: 'No Reason',
    });
    expect(bidStatusBody(BID, 'New', voidBid, { reason: 'Other', termsAccepted: false })).toMatchObject({
      newStatus: 'Void',
      reason: 'Other',
    });
    const terms = action('Agree', 'New', {}, { dataTypeRequired: 'TermsAndConditions' });
    expect(bidStatusBody(BID, 'New', terms, { reason: null, termsAccepted: true })).toMatchObject({
      termsAccepted: true,
      reason: 'Accepted Terms',
    });
  });
});
