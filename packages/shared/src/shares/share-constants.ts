import { formatKg } from '../charters/payload.js';

// The shares' numbers, states and words, apart from their schemas (share-bounds.ts): a screen that
// shows a share or its messages loads these without building any schema.

/** "share payload minimum 50 kg" (section 9). */
export const SHARE_MIN_WEIGHT = 50;
/** The seat price the share editor starts from; the new-request form starts from 0 (section 9). */
export const SHARE_COST_DEFAULT_EDITOR = 500;
export const SHARE_COST_DEFAULT_FORM = 0;

export const SHARE_STATUSES = ['Pending', 'Confirmed'] as const;
export const SHARE_PURCHASE_STATUSES = ['New', 'Pending', 'Confirmed', 'Declined', 'Cancelled'] as const;
/** A purchase in these states holds no seat: its seat and weight went back to the share. */
export const RELEASED_PURCHASE_STATUSES: readonly string[] = ['Declined', 'Cancelled'];

export const SHARE_MESSAGES = {
  sharingNeedsManifest:
    'Sorry, but you need to fill out the Passenger list, before sharing charters, so that we can provide what we promise.',
  manifestLocked: 'Cannot change this manifest, as the Charter has been Shared.',
  seatsNumber: 'Seats must be a whole number',
  weightNumber: 'Payload must be a whole number of kg',
  cost: 'Cost per seat must be a number of dollars from 0',
  seatsMin: 'Please share at least 1 seat.',
  seatsMax: (free: number) =>
    free > 0
      ? `Only ${free} ${free === 1 ? 'seat is' : 'seats are'} free on this sector.`
      : 'There are no free seats on this sector to share.',
  weightMin: `Share payload must be at least ${SHARE_MIN_WEIGHT} kg.`,
  weightMax: (free: number) => `Only ${formatKg(Math.max(free, 0))} of payload is free on this sector.`,
  notPending: 'This share can no longer be changed: its seats are confirmed.',
  cannotSwitchOff: 'Seats on this sector have been bought, so sharing cannot be switched off.',
  notOwner: 'Only the charter’s owner or an admin can share its seats.',
  sectorPast: 'This sector has departed; its seats can no longer be shared.',
  charterClosed: 'This charter can no longer be shared.',
  notForSale: 'Seats on this sector are not for sale at the moment.',
  ownCharter: 'You cannot buy seats on your own charter.',
  passengersRequired: 'Please add a passenger for each seat.',
  seatsLeft: (left: number) =>
    left > 0
      ? `Sorry, only ${left} ${left === 1 ? 'seat is' : 'seats are'} left on this sector.`
      : 'Sorry, there are no seats left on this sector.',
  weightLeft: (left: number) => `Sorry, only ${formatKg(Math.max(left, 0))} of payload is left on this sector for these passengers.`,
  purchaseDecided: 'This purchase has changed since you loaded it. Please refresh and try again.',
  actionRequired: 'Please choose an action.',
} as const;
