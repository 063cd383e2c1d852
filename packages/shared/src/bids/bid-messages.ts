import { CHARTER_MESSAGES } from '../charters/charter-messages.js';

/** Bid messages (supplier-and-admin sections 5, 6 and 8), word for word. */
export const BID_MESSAGES = {
  bidder: 'Supplier is required',
  currency: 'Please supply a currency',
  price: "Price is required. You don't want to do this for free, do you?",
  routes: 'At least one sector is required',
  departTime: 'Invalid Date supplied',
  flightTime: 'Flight Time is required',
  payload: 'Flight must support some payload',
  passengerLimit: 'Passenger limit is required',
  aircraft: 'At least one Aircraft required',
  overlap: 'You have overlapping flight times',
  dateOrder: CHARTER_MESSAGES.dateOrder,
  closed: 'Bidding on this charter has closed.',
  documents: 'Your documents must be approved and current for this flight before you can bid.',
  notVisibleTitle: 'Not Visible',
  ownBidOnly: 'Sorry, but you can only view your own bid.',
  aircraftNotYours: 'Please choose your own active aircraft.',
  passengerLimitTooHigh: 'Passenger limit cannot be more than the chosen aircraft carry',
  sectors: 'Please bid on every sector of the charter, once each.',
  supplierInactive: 'Please choose an active supplier.',
  notBiddable: 'This bid can no longer be changed.',
  terms: 'Please accept the terms and conditions',
  departPast: 'Departure must be in the future',
  idempotencyMismatch: 'This idempotency key was already used for a different bid.',
} as const;

/** A standby operator (ADR 0048): the words on its bid's timeline and its e-mails. */
export const STANDBY_MESSAGES = {
  /** The bid's timeline title when it goes on standby. */
  standby: 'On standby',
  standbyReason: 'Another bid was accepted; yours is on standby in case that operator cannot fly.',
  standbyAgainReason: 'The operator standing by stepped down; yours now stands by in case the booked operator cannot fly.',
  released: 'Released from standby',
  releasedReason: 'The operator released its bid from standby.',
  departedReason: 'The charter has flown; the standby is no longer needed.',
  notStandby: 'This bid is not on standby.',
  offered: 'Offered to the standby operator',
  notOffered: 'This charter is not on offer to you (any more).',
  taken: 'Standby took the charter',
  offerLapsed: 'Standby offer lapsed',
  offerLapsedReason: 'The standby operator did not take the charter in time.',
} as const;
