import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { allowedActions, entityStates, stateChangeEvents } from '../schema/index.js';
import { STANDBY_TAKES_CHARTER, VOID_AWARD } from '@charter/shared';

const CLIENTS = ['Client', 'ClientDepartment', 'ClientStaff'] as const;
const ADMINS = ['Admin', 'CharterAdmin'] as const;

type EditRole = 'Admin' | 'CharterAdmin' | 'Client' | 'ClientDepartment' | 'ClientStaff' | 'Supplier';
interface StateRow {
  entityType: string;
  status: string;
  description: string;
  edit: EditRole[];
  suppliers?: boolean;
}
interface ActionRow {
  entityType: string;
  entityState: string;
  roles: readonly string[];
  actionName: string;
  nextState: string;
  actionType?: 'State' | 'Route';
  dataTypeRequired?: 'Reason' | 'TermsAndConditions' | 'CharterStateSelect' | 'BiddingEndDate';
  dataEntryFilter?: 'All' | 'QGov' | 'NotQGov';
  dataSource?: string;
  appRoute?: string;
  actionDescription: string;
}

/** The default transition table; docs/workflow.md describes it. Admins change it as data. */
export const DEFAULT_STATES: StateRow[] = [
  {
    entityType: 'CharterRequest',
    status: 'Pending',
    description: 'Submitted; an admin reviews it before bidding opens',
    edit: ['Admin', 'CharterAdmin', 'Client', 'ClientDepartment', 'ClientStaff'],
  },
  { entityType: 'CharterRequest', status: 'Pending Supplier', description: 'Waiting on an operator', edit: ['Admin', 'CharterAdmin'] },
  {
    entityType: 'CharterRequest',
    status: 'Live',
    description: 'Open for bids until bidding closes',
    edit: ['Admin', 'CharterAdmin'],
    suppliers: true,
  },
  {
    entityType: 'CharterRequest',
    status: 'Approved',
    description: 'Bidding closed with bids; the client chooses one',
    edit: ['Admin', 'CharterAdmin'],
    suppliers: true,
  },
  {
    entityType: 'CharterRequest',
    status: 'PendingConfirmation',
    description: 'A bid was accepted; the operator confirms',
    edit: ['Admin'],
    suppliers: true,
  },
  // Nobody edits a booked charter in place: its changes go through change requests (ADR 0015).
  { entityType: 'CharterRequest', status: 'Confirmed', description: 'Booked with the operator', edit: [], suppliers: true },
  { entityType: 'CharterRequest', status: 'Finished', description: 'Flown', edit: [], suppliers: true },
  { entityType: 'CharterRequest', status: 'Closed', description: 'Withdrawn, declined or expired', edit: [] },
  { entityType: 'CharterRequest', status: 'Superceded', description: 'Replaced by a changed version', edit: [] },
  { entityType: 'Bid', status: 'New', description: 'Placed while bidding is open', edit: ['Admin', 'Supplier'] },
  { entityType: 'Bid', status: 'Accepted', description: 'Chosen by the client; the operator confirms', edit: [] },
  { entityType: 'Bid', status: 'Confirmed', description: 'Confirmed by the operator', edit: [] },
  { entityType: 'Bid', status: 'Unavailable', description: 'The operator withdrew it', edit: [] },
  { entityType: 'Bid', status: 'Void', description: 'Cancelled', edit: [] },
  { entityType: 'Bid', status: 'Standby', description: 'Ready to fly it if the chosen operator cannot', edit: [] },
  { entityType: 'Bid', status: 'Unsuccessful', description: "Another operator's bid won the charter", edit: [] },
  { entityType: 'Bid', status: 'Declined', description: 'The operator declined the award', edit: [] },
  { entityType: 'Bid', status: 'Expired', description: 'Its charter was reopened for a new round of bidding', edit: [] },
  // Charter shares (ADR 0016): a share is offered (Pending, its owner may change it) until an
  // admin confirms it, which closes its sales.
  {
    entityType: 'Share',
    status: 'Pending',
    description: 'Seats offered; the owner may change them',
    edit: ['Admin', 'Client', 'ClientDepartment', 'ClientStaff'],
  },
  { entityType: 'Share', status: 'Confirmed', description: 'Sales closed by an admin', edit: [] },
  { entityType: 'SharePurchase', status: 'New', description: "Seats bought; the charter's owner accepts or declines", edit: [] },
  { entityType: 'SharePurchase', status: 'Pending', description: 'Accepted by the owner; an admin confirms', edit: [] },
  { entityType: 'SharePurchase', status: 'Confirmed', description: 'The seat is booked', edit: [] },
  { entityType: 'SharePurchase', status: 'Declined', description: 'Declined; the seat went back on sale', edit: [] },
  { entityType: 'SharePurchase', status: 'Cancelled', description: 'Cancelled by the buyer; the seat went back on sale', edit: [] },
];

export const DEFAULT_ACTIONS: ActionRow[] = [
  // Pending: an admin opens bidding (QGov requests also choose the operator states) or declines.
  {
    entityType: 'CharterRequest',
    entityState: 'Pending',
    roles: ADMINS,
    actionName: 'Open Bidding',
    nextState: 'Live',
    dataTypeRequired: 'BiddingEndDate',
    dataEntryFilter: 'NotQGov',
    actionDescription: 'Publish to operators until the bidding end date',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Pending',
    roles: ADMINS,
    actionName: 'Open Bidding',
    nextState: 'Live',
    dataTypeRequired: 'CharterStateSelect',
    dataEntryFilter: 'QGov',
    actionDescription: 'Publish to operators based in the chosen states',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Pending',
    roles: ADMINS,
    actionName: 'Decline',
    nextState: 'Closed',
    dataTypeRequired: 'Reason',
    dataSource: 'CancelReasons',
    actionDescription: 'Close the request without bidding',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Pending',
    roles: CLIENTS,
    actionName: 'Withdraw',
    nextState: 'Closed',
    dataTypeRequired: 'Reason',
    dataSource: 'CancelReasons',
    actionDescription: 'Withdraw the request',
  },
  // Live: bidding runs until biddingEndsAt; the system then closes it (jobs).
  {
    entityType: 'CharterRequest',
    entityState: 'Live',
    roles: ADMINS,
    actionName: 'Extend Bidding',
    nextState: 'Live',
    dataTypeRequired: 'BiddingEndDate',
    actionDescription: 'Move the bidding end date',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Live',
    roles: ADMINS,
    actionName: 'Close Bidding',
    nextState: 'Approved',
    actionDescription: 'Stop bidding now; the client chooses a bid',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Live',
    roles: ADMINS,
    actionName: 'Cancel',
    nextState: 'Closed',
    dataTypeRequired: 'Reason',
    dataSource: 'CancelReasons',
    actionDescription: 'Cancel the request',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Live',
    roles: CLIENTS,
    actionName: 'Withdraw',
    nextState: 'Closed',
    dataTypeRequired: 'Reason',
    dataSource: 'CancelReasons',
    actionDescription: 'Withdraw the request',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Live',
    roles: ['System'],
    actionName: 'Bidding Closed',
    nextState: 'Approved',
    actionDescription: 'Bidding time ended with bids',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Live',
    roles: ['System'],
    actionName: 'Bidding Expired',
    nextState: 'Closed',
    actionDescription: 'Bidding time ended without bids',
  },
  // Approved: bids are in; the client accepts one on the Bids tab, or it is closed.
  {
    entityType: 'CharterRequest',
    entityState: 'Approved',
    roles: ADMINS,
    actionName: 'Reopen Bidding',
    nextState: 'Live',
    dataTypeRequired: 'BiddingEndDate',
    actionDescription: 'Let operators bid again',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Approved',
    roles: ADMINS,
    actionName: 'Cancel',
    nextState: 'Closed',
    dataTypeRequired: 'Reason',
    dataSource: 'CancelReasons',
    actionDescription: 'Cancel the request',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Approved',
    roles: CLIENTS,
    actionName: 'Withdraw',
    nextState: 'Closed',
    dataTypeRequired: 'Reason',
    dataSource: 'CancelReasons',
    actionDescription: 'Withdraw the request',
  },
  // Accepting a bid happens on the Bids tab (the Route action leads there); the bid call runs this transition.
  {
    entityType: 'CharterRequest',
    entityState: 'Live',
    roles: [...CLIENTS, 'Admin'],
    actionName: 'Accept Bid',
    nextState: 'PendingConfirmation',
    actionType: 'Route',
    appRoute: 'Bids',
    dataTypeRequired: 'TermsAndConditions',
    actionDescription: 'Choose an operator on the Bids tab',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Approved',
    roles: [...CLIENTS, 'Admin'],
    actionName: 'Accept Bid',
    nextState: 'PendingConfirmation',
    actionType: 'Route',
    appRoute: 'Bids',
    dataTypeRequired: 'TermsAndConditions',
    actionDescription: 'Choose an operator on the Bids tab',
  },
  // The standby operator takes a charter offered to it after the winner declined (ADR 0048):
  // the server runs it for the operator's call, so no user is offered it.
  {
    entityType: 'CharterRequest',
    entityState: 'Approved',
    roles: ['System'],
    actionName: STANDBY_TAKES_CHARTER,
    nextState: 'PendingConfirmation',
    actionDescription: 'The standby operator took the charter offered to it',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Confirmed',
    roles: ['System'],
    actionName: STANDBY_TAKES_CHARTER,
    nextState: 'PendingConfirmation',
    actionDescription: "The standby operator took the charter when the booked operator's compliance lapsed",
  },
  // PendingConfirmation and Confirmed.
  {
    entityType: 'CharterRequest',
    entityState: 'PendingConfirmation',
    roles: ['Supplier'],
    actionName: 'Confirm Charter',
    nextState: 'Confirmed',
    dataTypeRequired: 'TermsAndConditions',
    actionDescription: 'Confirm you will fly this charter',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'PendingConfirmation',
    roles: ['Supplier'],
    actionName: 'Decline Charter',
    nextState: 'Approved',
    dataTypeRequired: 'Reason',
    dataSource: 'DeclineReasons',
    actionDescription: 'You cannot fly it; the client chooses again',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'PendingConfirmation',
    roles: ADMINS,
    actionName: 'Cancel',
    nextState: 'Closed',
    dataTypeRequired: 'Reason',
    dataSource: 'CancelReasons',
    actionDescription: 'Cancel the charter',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Confirmed',
    roles: ['Admin'],
    actionName: 'Mark Finished',
    nextState: 'Finished',
    actionDescription: 'The charter has flown',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Confirmed',
    roles: ['Admin'],
    actionName: 'Cancel',
    nextState: 'Closed',
    dataTypeRequired: 'Reason',
    dataSource: 'CancelReasons',
    actionDescription: 'Cancel the booked charter',
  },
  // The broker takes the award back (the operator cannot be reached, its aircraft is grounded): the
  // bid ends Void and the standby is offered the charter (ADR 0048).
  ...['PendingConfirmation', 'Confirmed'].map((entityState): ActionRow => ({
    entityType: 'CharterRequest',
    entityState,
    roles: ['Admin'],
    actionName: VOID_AWARD,
    nextState: 'Approved',
    dataTypeRequired: 'Reason',
    dataSource: 'VoidReasons',
    actionDescription: 'Take the award back from its operator; the standby, if any, is offered it',
  })),
  {
    entityType: 'CharterRequest',
    entityState: 'Confirmed',
    roles: ['System'],
    actionName: 'Finished',
    nextState: 'Finished',
    actionDescription: 'The last sector has departed',
  },
  {
    entityType: 'CharterRequest',
    entityState: 'Closed',
    roles: ['Admin'],
    actionName: 'Reopen',
    nextState: 'Pending',
    dataTypeRequired: 'Reason',
    dataSource: 'CancelReasons',
    actionDescription: 'Back to review',
  },
  // Bids: the engine's bid path (workflow/bid-transition.ts) runs these through setItemStatus.
  {
    entityType: 'Bid',
    entityState: 'New',
    roles: ['Supplier', 'Admin'],
    actionName: 'Withdraw Bid',
    nextState: 'Unavailable',
    actionDescription: 'Take the bid back',
  },
  {
    entityType: 'Bid',
    entityState: 'New',
    roles: ['Admin'],
    actionName: 'Void Bid',
    nextState: 'Void',
    dataTypeRequired: 'Reason',
    dataSource: 'VoidReasons',
    actionDescription: 'Remove the bid',
  },
  // Accepting is the charter's award: a Route action to the Bids tab, whose accept call runs it.
  {
    entityType: 'Bid',
    entityState: 'New',
    roles: CLIENTS,
    actionName: 'Accept Bid',
    nextState: 'Accepted',
    actionType: 'Route',
    appRoute: 'Bids',
    dataTypeRequired: 'TermsAndConditions',
    actionDescription: 'Choose this operator',
  },
  // Charter shares (ADR 0016). An admin closes a share's sales.
  {
    entityType: 'Share',
    entityState: 'Pending',
    roles: ['Admin'],
    actionName: 'Confirm Share',
    nextState: 'Confirmed',
    actionDescription: 'Close the sales of these seats',
  },
  // Share purchases: the owner side (a client role that owns the charter) or an admin accepts or
  // declines; an admin confirms; the buyer's side cancels (an action leading to Cancelled is the
  // buyer's, any other of a client role the owner's: workflow/share-purchase-transition.ts).
  {
    entityType: 'SharePurchase',
    entityState: 'New',
    roles: [...CLIENTS, 'Admin'],
    actionName: 'Accept',
    nextState: 'Pending',
    actionDescription: 'Take the buyer on this charter',
  },
  {
    entityType: 'SharePurchase',
    entityState: 'Pending',
    roles: ['Admin'],
    actionName: 'Confirm',
    nextState: 'Confirmed',
    actionDescription: 'Book the seat',
  },
  {
    entityType: 'SharePurchase',
    entityState: 'New',
    roles: [...CLIENTS, 'Admin'],
    actionName: 'Decline',
    nextState: 'Declined',
    actionDescription: 'Refuse the purchase; the seat goes back on sale',
  },
  {
    entityType: 'SharePurchase',
    entityState: 'Pending',
    roles: [...CLIENTS, 'Admin'],
    actionName: 'Decline',
    nextState: 'Declined',
    actionDescription: 'Refuse the purchase; the seat goes back on sale',
  },
  {
    entityType: 'SharePurchase',
    entityState: 'New',
    roles: CLIENTS,
    actionName: 'Cancel',
    nextState: 'Cancelled',
    actionDescription: 'Give the seat back',
  },
  {
    entityType: 'SharePurchase',
    entityState: 'Pending',
    roles: CLIENTS,
    actionName: 'Cancel',
    nextState: 'Cancelled',
    actionDescription: 'Give the seat back',
  },
];

/** A share purchase's event, once per audience: [subject, message]. */
function purchaseEvents(fromState: string, newState: string, name: string, texts: Record<string, [string, string]>) {
  return Object.entries(texts).map(([targetAudience, [subject, message]]) => ({
    entityType: 'SharePurchase',
    fromState,
    newState,
    name,
    targetAudience,
    subject,
    message,
  }));
}

export const DEFAULT_EVENTS = [
  {
    entityType: 'CharterRequest',
    fromState: 'Pending',
    newState: 'Live',
    name: 'Charter open for bids',
    targetAudience: 'Client',
    subject: '{job} is open for bids',
    message: 'Operators can now bid on your charter {job} ({from} to {to}) until {biddingEnd}.',
  },
  {
    entityType: 'CharterRequest',
    fromState: 'Pending',
    newState: 'Live',
    name: 'New charter to bid on',
    targetAudience: 'Supplier',
    subject: 'New charter {job}: {from} to {to}',
    message: 'A new charter {job} departing {depart} is open for bids until {biddingEnd}.',
  },
  {
    entityType: 'CharterRequest',
    fromState: 'Pending',
    newState: 'Closed',
    name: 'Request declined',
    targetAudience: 'Client',
    subject: '{job} was closed',
    message: 'Your charter request {job} was closed: {reason}.',
  },
  {
    entityType: 'CharterRequest',
    fromState: 'Live',
    newState: 'Approved',
    name: 'Bidding closed',
    targetAudience: 'Client',
    subject: 'Bidding on {job} has closed',
    message: 'Bidding on {job} has closed with {bids} bid(s). Choose one on the Bids tab.',
  },
  {
    entityType: 'CharterRequest',
    fromState: 'Live',
    newState: 'Closed',
    name: 'Charter closed',
    targetAudience: 'Client',
    subject: '{job} was closed',
    message: 'Your charter {job} was closed: {reason}.',
  },
  {
    entityType: 'CharterRequest',
    fromState: 'Live',
    newState: 'PendingConfirmation',
    name: 'Bid accepted',
    targetAudience: 'Supplier',
    subject: 'Your bid on {job} was accepted',
    message: 'The client accepted your bid on {job} ({from} to {to}, departing {depart}). Please confirm the charter.',
  },
  {
    entityType: 'CharterRequest',
    fromState: 'Approved',
    newState: 'PendingConfirmation',
    name: 'Bid accepted',
    targetAudience: 'Supplier',
    subject: 'Your bid on {job} was accepted',
    message: 'The client accepted your bid on {job} ({from} to {to}, departing {depart}). Please confirm the charter.',
  },
  {
    entityType: 'CharterRequest',
    fromState: 'PendingConfirmation',
    newState: 'Confirmed',
    name: 'Charter confirmed',
    targetAudience: 'Client',
    subject: '{job} is confirmed',
    message: 'The operator confirmed your charter {job} ({from} to {to}, departing {depart}).',
  },
  {
    entityType: 'CharterRequest',
    fromState: 'PendingConfirmation',
    newState: 'Confirmed',
    name: 'Charter confirmed',
    targetAudience: 'Admin',
    subject: '{job} is confirmed',
    message: 'Charter {job} was confirmed by the operator.',
  },
  {
    entityType: 'CharterRequest',
    fromState: 'PendingConfirmation',
    newState: 'Approved',
    name: 'Operator declined',
    targetAudience: 'Client',
    subject: 'The operator cannot fly {job}',
    message: 'The operator declined {job}: {reason}. Please choose another bid.',
    actionName: 'Decline Charter',
  },
  // The broker voids an award (ADR 0048): the client and the admins hear of it as a charter event, the
  // operator that lost it as its bid's (below), since the award has left the charter by then.
  ...['PendingConfirmation', 'Confirmed'].flatMap((fromState) => [
    {
      entityType: 'CharterRequest',
      fromState,
      newState: 'Approved',
      name: 'Award voided',
      targetAudience: 'Client',
      subject: 'The award of {job} was voided',
      message:
        'The broker voided the award of {job}: {reason}. If another operator stands by, it is offered the charter first; otherwise please choose another bid.',
      actionName: VOID_AWARD,
    },
    {
      entityType: 'CharterRequest',
      fromState,
      newState: 'Approved',
      name: 'Award voided',
      targetAudience: 'Admin',
      subject: 'The award of {job} was voided',
      message: 'The award of {job} was voided: {reason}.',
      actionName: VOID_AWARD,
    },
  ]),
  {
    entityType: 'CharterRequest',
    fromState: 'Confirmed',
    newState: 'Finished',
    name: 'Charter finished',
    targetAudience: 'Admin',
    subject: '{job} has finished',
    message: 'Charter {job} has flown its last sector.',
  },
  ...['Accepted', 'Confirmed'].map((fromState) => ({
    entityType: 'Bid',
    fromState,
    newState: 'Void',
    name: 'Award voided',
    targetAudience: 'Supplier',
    subject: 'Your award of {job} was voided',
    message: 'The broker voided your award of {job} ({from} to {to}, departing {depart}): {reason}.',
  })),
  // A standby's steps (ADR 0048). Offering the charter changes no status: it is the event Standby -> Standby.
  {
    entityType: 'Bid',
    fromState: 'New',
    newState: 'Standby',
    name: 'Bid on standby',
    targetAudience: 'Supplier',
    subject: 'Your bid on {job} is on standby',
    message:
      "The client accepted another operator's bid on {job}. Yours is on standby: if that operator cannot fly it, the charter is offered to you first. You may release your bid from standby on the charter's Bids tab at any time.",
  },
  {
    entityType: 'Bid',
    fromState: 'Unsuccessful',
    newState: 'Standby',
    name: 'Bid on standby',
    targetAudience: 'Supplier',
    subject: 'Your bid on {job} is on standby',
    message:
      "{job} is booked with another operator, and the operator standing by for it stepped down. Your bid now stands by: if the booked operator cannot fly it, the charter is offered to you first. You may release your bid from standby on the charter's Bids tab at any time.",
  },
  {
    entityType: 'Bid',
    fromState: 'Standby',
    newState: 'Standby',
    name: 'Charter offered to standby',
    targetAudience: 'Supplier',
    subject: '{job} is offered to you',
    message:
      "The operator chosen for {job} cannot fly it. Your bid was on standby, so the charter is yours if you take it by {offeredUntil}: open the charter's Bids tab and choose Take Charter. After that it goes to the next operator.",
  },
  {
    entityType: 'Bid',
    fromState: 'Standby',
    newState: 'Standby',
    name: 'Charter offered to standby',
    targetAudience: 'Admin',
    subject: '{job} is offered to its standby operator',
    message: 'The operator chosen for {job} cannot fly it. The standby operator has until {offeredUntil} to take it.',
  },
  {
    entityType: 'Bid',
    fromState: 'Standby',
    newState: 'Unsuccessful',
    name: 'Standby ended',
    targetAudience: 'Supplier',
    subject: 'Your bid on {job} is no longer on standby',
    message: 'Your bid on {job} ({from} to {to}, departing {depart}) is no longer on standby: {reason}',
  },
  {
    entityType: 'Bid',
    fromState: 'New',
    newState: 'Void',
    name: 'Bid voided',
    targetAudience: 'Supplier',
    subject: 'Your bid on {job} was voided',
    message: 'Your bid on {job} ({from} to {to}, departing {depart}) was removed by the broker: {reason}.',
  },
  // Share purchases: the charter's owner (Client), the buyer (Buyer) and the operator flying the
  // charter (Supplier) hear of each. Buying is the event New -> New; {passengers}, {seats} (the
  // number) and {seatCount} ("1 seat", "2 seats") name what the event is about.
  ...purchaseEvents('New', 'New', 'Seats bought', {
    Client: ['Seats bought on {job}', '{seatCount} on {job} ({sector}) bought for {passengers}. Please accept or decline.'],
    Buyer: ['Your seats on {job}', 'You bought {seatCount} on {job} ({sector}) for {passengers}. The charter owner will confirm.'],
    Supplier: ['Seats sold on {job}', '{seatCount} on {job} ({sector}) sold to {passengers}.'],
  }),
  ...purchaseEvents('New', 'Pending', 'Seat purchase accepted', {
    Client: ['Seat on {job} accepted', 'You accepted the seat of {passengers} on {job} ({sector}). An admin will confirm it.'],
    Buyer: ['Your seat on {job} was accepted', 'The seat of {passengers} on {job} ({sector}) was accepted. An admin will confirm it.'],
    Supplier: ['Seat on {job} accepted', 'The seat of {passengers} on {job} ({sector}) was accepted.'],
  }),
  ...purchaseEvents('Pending', 'Confirmed', 'Seat purchase confirmed', {
    Client: ['Seat on {job} confirmed', 'The seat of {passengers} on {job} ({sector}) is confirmed.'],
    Buyer: ['Your seat on {job} is confirmed', 'The seat of {passengers} on {job} ({sector}, departing {depart}) is confirmed.'],
    Supplier: ['Seat on {job} confirmed', '{passengers} is confirmed on {job} ({sector}, departing {depart}).'],
  }),
  ...['New', 'Pending'].flatMap((from) =>
    purchaseEvents(from, 'Declined', 'Seat purchase declined', {
      Client: ['Seat on {job} declined', 'The seat of {passengers} on {job} ({sector}) was declined and is back on sale.'],
      Buyer: ['Your seat on {job} was declined', 'Sorry, the seat of {passengers} on {job} ({sector}) was declined.'],
      Supplier: ['Seat on {job} declined', '{passengers} will not fly on {job} ({sector}).'],
    }),
  ),
  ...['New', 'Pending'].flatMap((from) =>
    purchaseEvents(from, 'Cancelled', 'Seat purchase cancelled', {
      Client: ['Seat on {job} cancelled', 'The buyer cancelled the seat of {passengers} on {job} ({sector}); it is back on sale.'],
      Buyer: ['Seat on {job} cancelled', 'You cancelled the seat of {passengers} on {job} ({sector}).'],
      Supplier: ['Seat on {job} cancelled', '{passengers} will not fly on {job} ({sector}).'],
    }),
  ),
];

/** Bid states the award's hooks set (the losers, a declined award, a reopened round's bids). */
const SERVER_WRITTEN_STATES = ['Standby', 'Unsuccessful', 'Declined', 'Expired'];

function stateRow(s: (typeof DEFAULT_STATES)[number]) {
  return {
    entityType: s.entityType,
    status: s.status,
    description: s.description,
    canEditAdmin: s.edit.includes('Admin'),
    canEditCharterAdmin: s.edit.includes('CharterAdmin'),
    canEditClient: s.edit.includes('Client'),
    canEditClientDepartment: s.edit.includes('ClientDepartment'),
    canEditClientStaff: s.edit.includes('ClientStaff'),
    canEditSupplier: s.edit.includes('Supplier'),
    visibleToSuppliers: !!s.suppliers,
  };
}

/** Entity types added after installations first seeded their workflow: seeded where missing. */
const LATER_ENTITIES = ['SharePurchase'];

/** Inserts the default states, actions and events of the entity types `only` allows. */
async function seedDefaults(db: Db, only: (entityType: string) => boolean): Promise<void> {
  await db.insert(entityStates).values(DEFAULT_STATES.filter((s) => only(s.entityType)).map(stateRow));
  let order = 0;
  const actions = DEFAULT_ACTIONS.flatMap((a) =>
    a.roles.map((role) => ({
      entityType: a.entityType,
      entityState: a.entityState,
      allowedRole: role,
      actionName: a.actionName,
      nextState: a.nextState,
      actionType: a.actionType ?? 'State',
      dataTypeRequired: a.dataTypeRequired ?? null,
      dataEntryFilter: a.dataEntryFilter ?? 'All',
      dataSource: a.dataSource ?? null,
      appRoute: a.appRoute ?? null,
      actionDescription: a.actionDescription,
      sortOrder: order++,
    })),
  ).filter((a) => only(a.entityType));
  if (actions.length) await db.insert(allowedActions).values(actions);
  const events = DEFAULT_EVENTS.filter((e) => only(e.entityType));
  if (events.length)
    await db.insert(stateChangeEvents).values(events.map((e) => ({ ...e, notificationType: 'Email', headerTitle: e.name })));
}

/** Seeds the default workflow once (an installation that changed it keeps its own). */
export async function seedWorkflow(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(entityStates);
  if (n > 0) {
    // States the server writes by itself (no action leads there) must exist in every installation.
    await db
      .insert(entityStates)
      .values(DEFAULT_STATES.filter((s) => s.entityType === 'Bid' && SERVER_WRITTEN_STATES.includes(s.status)).map(stateRow))
      .onConflictDoNothing();
    const present = await db.execute<{ entityType: string }>(
      sql`select distinct entity_type as "entityType" from entity_states where entity_type in ${LATER_ENTITIES}`,
    );
    const missing = LATER_ENTITIES.filter((t) => !present.rows.some((r) => r.entityType === t));
    if (missing.length) await seedDefaults(db, (t) => missing.includes(t));
    return;
  }
  await seedDefaults(db, () => true);
}
