import {
  CLIENT_WEBHOOK_EVENTS,
  OPERATOR_WEBHOOK_EVENTS,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENT_TYPE_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_ATTEMPTS_KEPT,
  type WebhookEventType,
} from '@charter/shared';
import type { WebhookTimings } from '../../jobs/webhook-worker.js';

/**
 * How a receiver checks a delivery, as the reference shows it. The API tests build their check
 * from this very text, so the snippet the reference shows is one that works.
 */
export const WEBHOOK_VERIFY_SNIPPET = `
import crypto from 'node:crypto';

// rawBody: the request body exactly as received (a string or Buffer, before JSON.parse);
// header: the ${WEBHOOK_SIGNATURE_HEADER} header; secret: the endpoint's signing secret (whsec_...).
function verifyWebhook(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(String(header).split(',').map((p) => p.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  // Refuse an old delivery replayed later.
  if (Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = crypto.createHmac('sha256', secret).update(t + '.' + rawBody).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
`.trim();

const sideOf = (type: WebhookEventType) =>
  [type in OPERATOR_WEBHOOK_EVENTS ? 'operators' : null, type in CLIENT_WEBHOOK_EVENTS ? 'clients' : null].filter(Boolean).join(' and ');

const describeEvent = (type: WebhookEventType) =>
  (OPERATOR_WEBHOOK_EVENTS as Record<string, string>)[type] ?? (CLIENT_WEBHOOK_EVENTS as Record<string, string>)[type]!;

/** What `data` carries for each event type (the same answer the owner's own call gives). */
function dataOf(type: WebhookEventType): string {
  if (type.startsWith('bid.')) return '`charterId`, `bidId` and `bid`: the bid as `GET /api/charterRequest/getByBidId/{id}` answers it';
  const charter = '`charter`: the charter as `GET /api/charterRequest/get/{id}` answers it';
  if (type === 'manifest.changed') return '`charterId` and `charter` with its manifests, as `GET /api/charterRequest/full/{id}` answers it';
  if (type.startsWith('change_request.'))
    return `\`charterId\`, \`changeRequestId\`, \`changeRequest\` as \`GET /api/charterRequest/changeCharter/{id}\` answers it, and ${charter}`;
  return `\`charterId\` and ${charter}`;
}

/** The example body of an event type. */
export function exampleEvent(type: WebhookEventType) {
  const charterId = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
  const data: Record<string, unknown> = { charterId };
  if (type.startsWith('bid.')) {
    data.bidId = '0b9d8c7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';
    data.bid = { id: data.bidId, charterRequestId: charterId, jobReference: 'CR-1042', status: 'New', currency: 'AUD', price: 18500 };
  } else {
    if (type.startsWith('change_request.')) {
      data.changeRequestId = '3c2b1a09-8f7e-4d6c-b5a4-938271605f4e';
      data.changeRequest = { id: data.changeRequestId, status: 'New', initiatedBy: 'Client', reason: 'Two more passengers' };
    }
    data.charter = {
      id: charterId,
      jobReference: 'CR-1042',
      status: 'Live',
      fromSite: 'Brisbane',
      toSite: 'Longreach',
      passengerCount: 12,
    };
  }
  return { id: 'a3e1f5c0-2b4d-4e6f-8a9b-0c1d2e3f4a5b', type, createdAt: '2026-12-01T08:30:00.000Z', data };
}

/**
 * The reference's "Webhooks" section: the events, the body, the headers, retries and the check.
 * `t`: the server's timings (WEBHOOK_TIMEOUT_MS, WEBHOOK_GIVE_UP_HOURS), `closingSoonHours` the
 * BiddingClosingSoonHours default.
 */
export function webhooksDescription(t: Pick<WebhookTimings, 'timeoutMs' | 'giveUpHours'>, closingSoonHours: number): string {
  const rows = WEBHOOK_EVENT_TYPES.map((type) => `| \`${type}\` | ${sideOf(type)} | ${describeEvent(type)} | ${dataOf(type)} |`);
  return `
## Webhooks
An operator or a client adds webhook endpoints under My Details (an https URL, a name and the events
it wants). Each event is sent as a \`POST\` with a JSON body, after the change it reports has been
saved; every event type is listed under **Webhooks** at the end of this page with an example body.

| type | for | when | \`data\` |
|---|---|---|---|
${rows.join('\n')}

Body: \`{"id": "<event id, a UUID>", "type": "charter.live", "createdAt": "<ISO 8601, UTC>", "data": {...}}\`.
\`data\` carries what the endpoint's owner would read through its own API at the first attempt, so it
never shows what the owner may not see (an operator never sees a client it may not, nor a client an
operator it may not).

Headers: \`${WEBHOOK_EVENT_ID_HEADER}\` (the event id, the same on every attempt: use it to ignore a
repeat), \`${WEBHOOK_EVENT_TYPE_HEADER}\`, and \`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<signature>\`
where the signature is the hex HMAC-SHA256 of \`<t>.<raw body>\` keyed with the endpoint's signing
secret (shown once when the endpoint is added and when its secret is rolled).

\`charter.bidding_closing\` goes out once per charter and operator, ${closingSoonHours} hours before bidding
closes unless the administrators set another lead time (the **BiddingClosingSoonHours** settings list),
to the operators whose Live list shows the charter then.

Any 2xx answer within ${Math.round(t.timeoutMs / 1000)} seconds is a delivery; anything else (a redirect too, which is not followed)
is retried after about 1, 2, 4, 8 ... minutes (at most an hour apart, with jitter) for
${t.giveUpHours} hours from the first attempt. An endpoint receives the events of one charter in
order. When a delivery has failed for ${t.giveUpHours} hours the endpoint is paused and its owner
e-mailed; resuming it sends what waited. Each endpoint's log (status, attempts, last answer, next try,
and each delivery's last ${WEBHOOK_ATTEMPTS_KEPT} attempts with their answer and duration) is on My
Details, with **Send again** on any delivery.

Check every delivery before trusting it (Node):

\`\`\`js
${WEBHOOK_VERIFY_SNIPPET}
\`\`\`
`.trim();
}

/** OpenAPI 3.1's top-level `webhooks`: one entry per event type, its body and headers. */
export function webhooksObject(): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: `${describeEvent(type)} (${sideOf(type)})`,
          description: `\`data\`: ${dataOf(type)}.`,
          parameters: [
            {
              name: WEBHOOK_SIGNATURE_HEADER,
              in: 'header',
              required: true,
              description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the signing secret>',
              schema: { type: 'string' },
            },
            { name: WEBHOOK_EVENT_ID_HEADER, in: 'header', required: true, schema: { type: 'string', format: 'uuid' } },
            { name: WEBHOOK_EVENT_TYPE_HEADER, in: 'header', required: true, schema: { type: 'string', const: type } },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id', 'type', 'createdAt', 'data'],
                  properties: {
                    id: { type: 'string', format: 'uuid' },
                    type: { type: 'string', const: type },
                    createdAt: { type: 'string', format: 'date-time' },
                    data: { type: 'object' },
                  },
                },
                example: exampleEvent(type),
              },
            },
          },
          responses: { '2XX': { description: 'Received. Anything else is retried.' } },
        },
      },
    ]),
  );
}
