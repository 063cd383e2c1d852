/**
 * Accepted and Confirmed belong to the charter's award: the client accepts on the Bids tab
 * (POST /api/charterRequest/acceptBid) and the operator confirms the charter; their hooks move the
 * bid. A Bid action into or out of them would leave the charter's bidder and price behind.
 */
export const AWARD_STATES = ['Accepted', 'Confirmed'];

/**
 * The statuses of a bid the client may still accept (the award hook checks it under the lock): a
 * competing bid, or the one standing by after the winner dropped out (ADR 0048).
 */
export const ACCEPTABLE_BID_STATUSES = ['New', 'Standby'];

/**
 * Whether a charter's action is offered: a Route action into PendingConfirmation is the award
 * (Accept Bid leads to the Bids tab, whose accept call runs it), so it is only offered while a
 * bid waits to be accepted; a Live charter without bids has nothing to accept.
 */
export function charterActionOffered(action: { actionType: string; nextState: string }, acceptableBids: number): boolean {
  return !(action.actionType === 'Route' && action.nextState === 'PendingConfirmation' && acceptableBids === 0);
}

/** The start of the charter's timeline note for a withdrawn bid; the timeline hides the name from who may not see it. */
export const BID_WITHDRAWN_BY = 'Bid withdrawn by ';
export const BID_WITHDRAWN_ANONYMOUS = 'Bid withdrawn by an operator';

/**
 * A bid changes while its charter is Live (bidding open). Once bidding has closed and the client
 * is choosing (Approved), only an admin may still change one, e.g. void a bid the client must not
 * pick. Later, the bid is the charter's award and moves with it.
 */
export function bidChangeAllowed(role: string, charterStatus: string): boolean {
  return charterStatus === 'Live' || (role === 'Admin' && charterStatus === 'Approved');
}

/**
 * Whether the item calls offer a bid's action: what the engine would refuse is not offered. Route
 * actions (Accept Bid leads to the Bids tab) only while the charter takes an award.
 */
export function bidActionOffered(
  action: { actionType: string; entityState: string; nextState: string },
  role: string,
  charterStatus: string,
): boolean {
  if (action.actionType === 'Route') return charterStatus === 'Live' || charterStatus === 'Approved';
  const award = AWARD_STATES.includes(action.entityState) || AWARD_STATES.includes(action.nextState);
  return !award && bidChangeAllowed(role, charterStatus);
}
