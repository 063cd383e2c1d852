/**
 * A bid's life: New while it competes; Accepted (the client chose it), then Confirmed (the operator
 * will fly) or Declined (the operator turned the award down; it cannot be accepted again);
 * Unsuccessful when another operator's bid was confirmed; Standby (the best other bid that could fly
 * it, kept ready until the flight departs, ADR 0048); Unavailable (withdrawn) and Void (removed by
 * the broker); Expired when its charter was reopened for a new round of bidding.
 */
export const BID_STATUSES = [
  'New',
  'Accepted',
  'Confirmed',
  'Standby',
  'Unsuccessful',
  'Declined',
  'Unavailable',
  'Void',
  'Expired',
] as const;
/**
 * Bids that competed in the charter's current round: ranked, counted in its bid count and shown to
 * the client side; Void and Unavailable are hidden from bid history, Declined and Expired no longer compete.
 */
export const RANKED_BID_STATUSES = ['New', 'Accepted', 'Confirmed', 'Standby', 'Unsuccessful'] as const;
/** The reason on a losing bid's timeline when another operator's bid is confirmed. */
export const UNSUCCESSFUL_BID_REASON = "Another operator's bid was confirmed for this charter.";

/** The workflow's System action (Approved to PendingConfirmation) that awards the charter to its standby. */
export const STANDBY_TAKES_CHARTER = 'Standby Takes Charter';
/** The admins' charter action (PendingConfirmation or Confirmed to Approved) that takes the award back from its operator. */
export const VOID_AWARD = 'Void Award';
/** The settings list whose value is how many hours a standby has to take a charter offered to it. */
export const STANDBY_OFFER_HOURS_SETTING = 'StandbyOfferHours';
export const DEFAULT_STANDBY_OFFER_HOURS = 4;

export const isRankedBidStatus = (status: string) => (RANKED_BID_STATUSES as readonly string[]).includes(status);
