import { createHash } from 'node:crypto';
import { BID_MESSAGES, type BidData } from '@charter/shared';
import { HttpError } from '../../lib/http-errors.js';

/** JSON with its object keys sorted, so the same bid always reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint of a bid as checked (the key itself left out): a retry must send the same bid. */
export function bidFingerprint(bid: BidData): string {
  const { idempotencyKey: _key, ...rest } = bid;
  return createHash('sha256').update(canonical(rest)).digest('hex');
}

/**
 * A key already used: the same bid answers the bid it made; another bid with that key is refused
 * (a client reusing keys by mistake would otherwise be told its new bid was placed).
 */
export function bidOfRetriedKey(found: { id: string; idempotencyHash: string | null }, fingerprint: string): string {
  if (found.idempotencyHash && found.idempotencyHash !== fingerprint) {
    throw new HttpError(422, [BID_MESSAGES.idempotencyMismatch], { idempotencyKey: [BID_MESSAGES.idempotencyMismatch] });
  }
  return found.id;
}
