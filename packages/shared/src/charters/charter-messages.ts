import { SHARE_MESSAGES } from '../shares/share-constants.js';

/** Charter validation messages; the spec's where it gives them (core section 5), word for word. */
export const CHARTER_MESSAGES = {
  mustHaveRoute: 'Must have route',
  confirmedByChangeRequest:
    'A confirmed charter is changed through a change request (Request Change), so that the other party agrees to it.',
  payload: 'Please supply available payload',
  passengerName: 'Passenger name required',
  contactNumber: 'Contact number is not valid',
  passengerWeight: 'Passenger weight required',
  weightNumber: 'Weight must be a number',
  departRequired: 'Depart date and time are required',
  departPast: 'Departure must be in the future',
  fromRequired: 'From is required',
  toRequired: 'To is required',
  dateOrder: "Depart date cannot be earlier than the previous sector's date",
  placeInAustralia: 'Please choose a place in Australia',
  flightTime: 'Flight time must be HH:MM',
  biddingHours: 'Bidding time must be a whole number of hours above 0',
  catering: 'Catering is required',
  charterType: 'Charter Type is required',
  charterSubType: 'Charter Sub Type is required',
  clientId: 'Client is required',
  dangerousGoods: 'Dangerous Goods is required',
  shared: 'Shared is required',
  sharingNeedsManifest: SHARE_MESSAGES.sharingNeedsManifest,
  manifestLocked: SHARE_MESSAGES.manifestLocked,
  noPassengers: 'No passengers listed',
} as const;
