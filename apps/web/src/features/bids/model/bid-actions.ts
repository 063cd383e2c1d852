import { TERMS_REQUIRED_MESSAGE, WORKFLOW_MESSAGES, formatJobReference, type ItemActionDto } from '@charter/shared';

/** The server's word for a missing reason (workflow engine), shown before the call is made. */
export const REASON_REQUIRED = WORKFLOW_MESSAGES.reasonRequired;

/** POST /api/entityState/setItemStatus for a bid (docs/workflow.md, "Bid states and actions"). */
export interface BidStatusBody {
  id: string;
  allowedActionId: string;
  entity: 'Bid';
  currentStatus: string;
  newStatus: string;
  reason: string;
  termsAccepted?: boolean;
}

export interface BidActionValues {
  reason: string | null;
  termsAccepted: boolean;
}

/**
 * The workflow actions a bid card shows as buttons: State actions asking for no extra data, a
 * reason or the terms. Route actions lead elsewhere (Accept Bid is the card's own button, which
 * runs the award); the charter's date and state choices mean nothing on a bid.
 */
export function bidButtons(actions: ItemActionDto[]): ItemActionDto[] {
  const asks = (a: ItemActionDto) => a.dataEntry.dataTypeRequired;
  return actions.filter((a) => a.actionType !== 'Route' && (asks(a) === null || asks(a) === 'Reason' || asks(a) === 'TermsAndConditions'));
}

/** Taking a bid out of the running is shown as a warning. */
export const isRemoval = (action: Pick<ItemActionDto, 'nextState'>) => action.nextState === 'Unavailable' || action.nextState === 'Void';

/** What the confirmation asks, e.g. "Withdraw your bid (1) - $AUD 1100.00 on JB10002?". */
export function confirmQuestion(
  action: Pick<ItemActionDto, 'actionName' | 'nextState'>,
  bid: { jobReference: number },
  bidLabel: string,
  own: boolean,
): string {
  const job = formatJobReference(bid.jobReference);
  const whose = own ? 'your bid' : 'the bid';
  if (action.nextState === 'Unavailable') return `Withdraw ${whose} ${bidLabel} on ${job}? It no longer competes and cannot be put back.`;
  if (action.nextState === 'Void') return `Void ${whose} ${bidLabel} on ${job}? It is removed from the client's bids and the bid history.`;
  return `${action.actionName}: ${whose} ${bidLabel} on ${job}.`;
}

/** The checks the server makes too, so the user learns at once. */
export function validateBidAction(action: ItemActionDto, values: BidActionValues): Partial<Record<keyof BidActionValues, string>> {
  switch (action.dataEntry.dataTypeRequired) {
    case 'Reason':
      return values.reason ? {} : { reason: REASON_REQUIRED };
    case 'TermsAndConditions':
      return values.termsAccepted ? {} : { termsAccepted: TERMS_REQUIRED_MESSAGE };
    default:
      return {};
  }
}

/** The call's body: the bid's status as loaded (a stale one gets 409) and only the data the action asked for. */
export function bidStatusBody(bidId: string, currentStatus: string, action: ItemActionDto, values: BidActionValues): BidStatusBody {
  const body: BidStatusBody = {
    id: bidId,
    allowedActionId: action.id,
    entity: 'Bid',
    currentStatus,
    newStatus: action.nextState,
    reason: 'No Reason',
  };
  if (action.dataEntry.dataTypeRequired === 'Reason') body.reason = values.reason ?? 'No Reason';
  if (action.dataEntry.dataTypeRequired === 'TermsAndConditions') {
    body.termsAccepted = values.termsAccepted;
    body.reason = 'Accepted Terms';
  }
  return body;
}
