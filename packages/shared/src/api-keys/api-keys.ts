import { z } from '../zod.js';
import type { AccountRole } from '../roles.js';

/**
 * API keys: a party's own software acts as one of its people, within the scopes the key was given.
 * Each scope names the calls it opens (as the OpenAPI document names them); a call no scope of
 * the key opens is refused, whatever the person could do in the web client.
 */
export const API_KEY_PREFIX = 'cmk_';

export const OPERATOR_SCOPES = {
  'charters:read': {
    label: 'Read the charters it may bid on',
    calls: ['GET /api/charterRequest/supplierByStatus/{tab}', 'GET /api/charterRequest/full/{id}', 'GET /api/charterRequest/get/{id}'],
  },
  'bids:write': {
    label: 'Place and withdraw its bids',
    calls: [
      'POST /api/suppliers/newBid',
      'POST /api/suppliers/withdrawBid',
      'GET /api/suppliers/getCurrencies',
      'GET /api/suppliers/bidEligibility',
    ],
  },
  'bids:read': {
    label: 'Read its bids and their outcomes',
    calls: [
      'GET /api/suppliers/bids',
      'GET /api/suppliers/bidsPage',
      'GET /api/charterRequest/getByBidId/{id}',
      'GET /api/suppliers/bidHistories/{id}',
    ],
  },
  'aircraft:read': {
    label: 'Read its aircraft',
    calls: ['GET /api/suppliers/aircraft/{supplierId}', 'GET /api/suppliers/aircraftByStatus/{supplierId}/{status}'],
  },
  'aircraft:write': {
    label: 'Add and update its aircraft',
    calls: ['POST /api/suppliers/addAircraft', 'POST /api/suppliers/updateAircraft'],
  },
} as const;

export const CLIENT_SCOPES = {
  'requests:write': {
    label: 'Create and update charter requests',
    calls: ['POST /api/charterRequest/newCharterRequest', 'POST /api/charterRequest/updateCharterRequest'],
  },
  'charters:read': {
    label: 'Read its charters',
    calls: [
      'GET /api/charterRequest/all/self/{tab}',
      'GET /api/charterRequest/all/client/{tab}',
      'GET /api/charterRequest/all/department/{tab}',
      'GET /api/charterRequest/all/staff/{tab}',
      'GET /api/charterRequest/full/{id}',
      'GET /api/charterRequest/get/{id}',
    ],
  },
  'bids:read': {
    label: 'Read the bids on its charters',
    calls: ['GET /api/charterRequest/getBids/{id}', 'GET /api/charterRequest/getByBidId/{id}'],
  },
  'bids:accept': { label: 'Accept a bid', calls: ['POST /api/charterRequest/acceptBid'] },
  'manifests:read': { label: 'Read manifests', calls: ['GET /api/charterRequest/full/{id}'] },
  'manifests:write': { label: 'Update manifests', calls: ['POST /api/charterRequest/updateManifest'] },
} as const;

export type OperatorScope = keyof typeof OPERATOR_SCOPES;
export type ClientScope = keyof typeof CLIENT_SCOPES;
export type ApiKeyScope = OperatorScope | ClientScope;

/** The scopes a person of this role may give a key; none for the broker's staff. */
export function scopesOfRole(role: AccountRole): Record<string, { label: string; calls: readonly string[] }> | null {
  if (role === 'Supplier') return OPERATOR_SCOPES;
  if (role === 'Client' || role === 'ClientDepartment' || role === 'ClientStaff') return CLIENT_SCOPES;
  return null;
}

/** Whether a key of this role with these scopes opens the call ("POST /api/suppliers/newBid"). */
export function scopesOpen(role: AccountRole, scopes: readonly string[], call: string): boolean {
  const table = scopesOfRole(role);
  if (!table) return false;
  return scopes.some((scope) => table[scope]?.calls.includes(call) ?? false);
}

/** Calls a key of a party may make at most per minute. */
export const API_KEY_CALLS_PER_MINUTE = 120;
/** Keys one person may hold at once. */
export const API_KEYS_PER_USER = 10;

export const API_KEY_MESSAGES = {
  nameRequired: 'Please give the key a name.',
  scopesRequired: 'Please choose at least one scope.',
  unknownScope: 'Please choose scopes from the list.',
  notForRole: 'API keys are for operators and clients.',
  tooMany: `You can hold at most ${API_KEYS_PER_USER} keys. Please revoke one first.`,
  created: 'API key created. Copy it now: it is shown only once.',
  revoked: 'API key revoked.',
  invalid: 'This API key is not valid or has been revoked.',
  notInScope: 'This API key does not open this call.',
  tooFast: 'Too many calls with this API key. Please wait a minute.',
} as const;

export const createApiKeySchema = z.object({
  name: z.string({ error: API_KEY_MESSAGES.nameRequired }).trim().min(1, { error: API_KEY_MESSAGES.nameRequired }).max(60),
  scopes: z
    .array(z.string().max(40), { error: API_KEY_MESSAGES.scopesRequired })
    .min(1, { error: API_KEY_MESSAGES.scopesRequired })
    .max(20),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** A key as its owner (or an admin) sees it: never the secret, only its first characters. */
export interface ApiKeyDto {
  id: string;
  name: string;
  /** The key's start ("cmk_ab12cd34"), to tell keys apart. */
  prefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  /** For admins: whose key it is. */
  owner?: { email: string; role: AccountRole };
  /** Only in the answer that made it. */
  key?: string;
}
