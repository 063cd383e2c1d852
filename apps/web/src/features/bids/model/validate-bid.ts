import { bidSchema } from '@charter/shared';
import type { BidPayload } from './bid-form';
import { zodErrors, type BidFormErrors } from './bid-errors';

/** The shared bid schema (the server runs the same one), so every message is the spec's. Null when the bid may be sent. */
export function validateBid(payload: Omit<BidPayload, 'idempotencyKey'>): BidFormErrors | null {
  const parsed = bidSchema.safeParse(payload);
  return parsed.success ? null : zodErrors(parsed.error.issues, payload.routes.length);
}
