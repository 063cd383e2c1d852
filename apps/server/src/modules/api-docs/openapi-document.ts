import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CLIENT_SCOPES, DEFAULT_BIDDING_CLOSING_SOON_HOURS, OPERATOR_SCOPES } from '@charter/shared';
import { hasGuard } from '../../auth/authenticate.js';
import { webhooksDescription, webhooksObject } from './webhook-reference.js';
import type { WebhookTimings } from '../../jobs/webhook-worker.js';

/** Where each path's operations are grouped in the reference: by the first words of the path. */
const TAGS: [prefix: string, tag: string, description: string][] = [
  ['/auth/', 'Sign-in', 'Signing in, refreshing and ending sessions.'],
  ['/api/charterRequest/', 'Charter requests', 'Requests, their sectors, manifests, bids on them and their workflow.'],
  ['/api/changeRequest', 'Change requests', 'Changes to confirmed charters.'],
  ['/api/charterShares', 'Charter shares', 'Seats and payload shared on QGov charters.'],
  ['/api/suppliers/', 'Operators', 'Operators, their aircraft, documents and bids.'],
  ['/api/entityState/', 'Workflow', 'The actions offered on a charter or a bid, and taking them.'],
  ['/api/reports', 'Reports', 'Reports and their Excel downloads.'],
  ['/api/accounts/', 'Accounts', 'Users, clients, departments and staff.'],
  ['/api/admin', 'Administration', 'Settings, margins, messages and content kept by admins.'],
  ['/api/', 'Other', 'Everything else.'],
];

/** Which API-key scopes open a call, in words: "operators `bids:write`; clients `bids:read`". */
function keyScopesOf(call: string): string | null {
  const of = (who: string, table: Record<string, { calls: readonly string[] }>) => {
    const scopes = Object.entries(table)
      .filter(([, s]) => s.calls.includes(call))
      .map(([scope]) => `\`${scope}\``);
    return scopes.length ? `${who} ${scopes.join(', ')}` : null;
  };
  const parts = [of('operators', OPERATOR_SCOPES), of('clients', CLIENT_SCOPES)].filter(Boolean);
  return parts.length ? parts.join('; ') : null;
}

const tagOf = (url: string) => TAGS.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'Other';

const DESCRIPTION = `
The marketplace's own web client uses exactly these calls.

## Authentication
Sign in with \`POST /auth/login\` (\`{"userName": "<e-mail>", "password": "..."}\`); the answer carries
\`accessToken.token\` (a short-lived JWT) and \`refreshTokens\`. Send the access token on every call as
\`Authorization: Bearer <accessToken>\`; when it expires, \`POST /auth/refreshtoken\` with
\`{"accessToken": "...", "refreshToken": "..."}\` gives a new pair (each refresh token works once).
Press **Authorize** above and paste the access token to try calls from this page.

### API keys
An operator or a client makes API keys under My Details, each with scopes (for example
\`charters:read\`, \`bids:write\`). Send a key the same way, \`Authorization: Bearer cmk_...\`: the call
acts as the person who made the key, within the key's scopes only (any other call answers 403),
at most 120 calls a minute a key (then 429). A revoked key answers 401 at once. The timeline names
what a key did ("Supplier via API key Scheduler").

Every call answers only what the signed-in person may see, by role (admin, client, department, staff,
operator) and ownership; a call outside them answers 403, an unknown or hidden record 404.

## Answers
Writes answer \`{"success": true, "messages": [...], "result": ...}\`. A refused input answers 400 with
\`{"success": false, "messages": [...], "errors": {"field": ["message"]}}\` and changes nothing.
Amounts are Australian dollars; instants are ISO 8601 in UTC, with each airport's IANA time zone beside
a sector's times.

## Live updates
\`GET /api/events\` is a Server-Sent Events stream of \`{"entity": "...", "ids": [...]}\`: re-read what
changed. It takes the access token as \`?token=\`.
`.trim();

/**
 * The OpenAPI document the reference shows: generated from the routes' zod schemas, grouped by
 * tag, each operation marked as needing the bearer token unless its route is open to anyone.
 */
export function openApiOptions(version: string, webhooks: WebhookTimings): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      // 3.1 for its top-level `webhooks`, which the reference lists after the calls.
      openapi: '3.1.0',
      info: {
        title: 'Charter Marketplace API',
        version,
        description: `${DESCRIPTION}\n\n${webhooksDescription(webhooks, DEFAULT_BIDDING_CLOSING_SOON_HOURS)}`,
      },
      // The options' type is the union of 3.0, 3.1 and 3.2 documents; `webhooks` is 3.1's.
      webhooks: webhooksObject() as never,
      tags: TAGS.map(([, name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The accessToken from POST /auth/login.' },
        },
      },
    },
    transform: (input) => {
      const { schema = {}, url } = jsonSchemaTransform(input);
      const guarded = hasGuard(input.route.onRequest);
      const method = [input.route.method].flat()[0]!.toUpperCase();
      const scopes = keyScopesOf(`${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
      const description = [schema.description, scopes ? `API keys: ${scopes}.` : null].filter(Boolean).join('\n\n');
      return {
        schema: {
          ...schema,
          tags: schema.tags ?? [tagOf(url)],
          ...(description ? { description } : {}),
          ...(guarded ? { security: [{ bearerAuth: [] }] } : {}),
        },
        url,
      };
    },
  };
}
