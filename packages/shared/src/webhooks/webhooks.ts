import { z } from '../zod.js';
import type { AccountRole } from '../roles.js';

/**
 * Webhooks: a party's own software hears of what happens to its charters and bids. Each event type
 * says whom it is for; a party picks from those of its side. The signature and body formats are
 * documented in the API reference (/api/docs) and in ADR 0051.
 */
export const OPERATOR_WEBHOOK_EVENTS = {
  'charter.live': 'A new charter you may bid on',
  'charter.bidding_closing': 'Bidding closes soon on a charter you may bid on',
  'bid.accepted': 'Your bid was accepted',
  'bid.unsuccessful': 'Your bid was unsuccessful',
  'bid.standby': 'Your bid was made standby',
  'change_request.created': 'A change request on a charter you fly',
  'manifest.changed': 'A manifest change on a charter you fly',
} as const;

export const CLIENT_WEBHOOK_EVENTS = {
  'bid.placed': 'A new bid on your charter',
  'charter.bidding_closed': 'Bidding closed on your charter',
  'charter.confirmed': 'Your charter is confirmed',
  'change_request.created': 'A change request on your charter',
  'charter.alert': 'A compliance or feasibility alert on your charter',
} as const;

export type OperatorWebhookEvent = keyof typeof OPERATOR_WEBHOOK_EVENTS;
export type ClientWebhookEvent = keyof typeof CLIENT_WEBHOOK_EVENTS;
export type WebhookEventType = OperatorWebhookEvent | ClientWebhookEvent;

export const WEBHOOK_EVENT_TYPES = [
  ...new Set([...Object.keys(OPERATOR_WEBHOOK_EVENTS), ...Object.keys(CLIENT_WEBHOOK_EVENTS)]),
] as WebhookEventType[];

/** The events a person of this role may subscribe to; none for the broker's staff. */
export function webhookEventsOfRole(role: AccountRole): Record<string, string> | null {
  if (role === 'Supplier') return OPERATOR_WEBHOOK_EVENTS;
  if (role === 'Client' || role === 'ClientDepartment' || role === 'ClientStaff') return CLIENT_WEBHOOK_EVENTS;
  return null;
}

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Charter-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'X-Charter-Event-Id';
export const WEBHOOK_EVENT_TYPE_HEADER = 'X-Charter-Event-Type';
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Endpoints one person may hold at once. */
export const WEBHOOK_ENDPOINTS_PER_USER = 10;
/**
 * How long a delivery is retried from its first attempt before it fails and its endpoint pauses,
 * unless the server's WEBHOOK_GIVE_UP_HOURS says otherwise.
 */
export const WEBHOOK_RETRY_HOURS = 48;
/** Attempts of one delivery its log keeps, newest first; older ones are dropped. */
export const WEBHOOK_ATTEMPTS_KEPT = 20;

/** The settings list whose first value is how many hours before bidding closes "charter.bidding_closing" goes out. */
export const BIDDING_CLOSING_SOON_HOURS_SETTING = 'BiddingClosingSoonHours';
export const DEFAULT_BIDDING_CLOSING_SOON_HOURS = 2;

export const WEBHOOK_DELIVERY_STATUSES = ['Pending', 'Retrying', 'Delivered', 'Failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_MESSAGES = {
  nameRequired: 'Please give the endpoint a name.',
  urlRequired: 'Please enter the URL that receives the events.',
  urlInvalid: 'Please enter a full URL, such as https://example.com/hooks.',
  httpsRequired: 'The URL must start with https:// (http:// is allowed only for localhost while developing).',
  privateRefused: 'This URL points to a private, loopback or link-local address, which webhooks may not reach.',
  unresolvable: 'The host of this URL could not be found.',
  credentialsRefused: 'Please leave the user name and password out of the URL.',
  eventsRequired: 'Please choose at least one event.',
  unknownEvent: 'Please choose events from the list.',
  notForRole: 'Webhooks are for operators and clients.',
  tooMany: `You can hold at most ${WEBHOOK_ENDPOINTS_PER_USER} endpoints. Please delete one first.`,
  created: 'Endpoint added. Copy its signing secret now: it is shown only once.',
  updated: 'Endpoint saved.',
  deleted: 'Endpoint deleted.',
  secretRolled: 'New signing secret made. Copy it now: it is shown only once.',
  paused: 'Endpoint paused.',
  resumed: 'Endpoint resumed.',
  resent: 'The delivery will be sent again.',
  /** `hours`: the server's give-up time (WEBHOOK_GIVE_UP_HOURS, 48 unless set). */
  pausedAfterFailures: (hours: number) => `Paused: its deliveries failed for ${hours} hours.`,
  pausedByAdmin: 'Paused by an administrator.',
  pausedByOwner: 'Paused.',
} as const;

const name = z
  .string({ error: WEBHOOK_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: WEBHOOK_MESSAGES.nameRequired })
  .max(60, { error: 'Please keep the name to 60 characters.' });
const url = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, { error: WEBHOOK_MESSAGES.urlRequired })
  .max(500, { error: 'Please keep the URL to 500 characters.' });
const events = z
  .array(z.string().max(60), { error: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, { error: WEBHOOK_MESSAGES.eventsRequired })
  .max(20);

export const createWebhookEndpointSchema = z.object({ name, url, events });
export type CreateWebhookEndpointInput = z.infer<typeof createWebhookEndpointSchema>;

/** What an owner may change: any of name, URL, events, and whether it is paused. */
export const updateWebhookEndpointSchema = z.object({
  name: name.optional(),
  url: url.optional(),
  events: events.optional(),
  paused: z.boolean().optional(),
});
export type UpdateWebhookEndpointInput = z.infer<typeof updateWebhookEndpointSchema>;

/** An endpoint as its owner (or an admin) sees it: never its secret, but in the answer that makes or rolls it. */
export interface WebhookEndpointDto {
  id: string;
  name: string;
  url: string;
  events: string[];
  createdAt: string;
  pausedAt: string | null;
  pausedReason: string | null;
  /** Deliveries not yet delivered nor given up. */
  pending: number;
  /** For admins: whose endpoint it is. */
  owner?: { email: string; role: AccountRole };
  /** Only in the answer that made it or rolled it. */
  secret?: string;
}

/** One attempt at a delivery: when, what came back (a status code, or why none did) and how long it took. */
export interface WebhookAttemptDto {
  at: string;
  responseCode: number | null;
  error: string | null;
  durationMs: number;
}

/** One delivery of an event to an endpoint, as its log shows it. */
export interface WebhookDeliveryDto {
  id: string;
  eventId: string;
  type: string;
  createdAt: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastResponseCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  /** Its latest attempts (at most WEBHOOK_ATTEMPTS_KEPT), newest first. */
  history: WebhookAttemptDto[];
}

/** The body of every delivery. */
export interface WebhookEventBody {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: Record<string, unknown>;
}
