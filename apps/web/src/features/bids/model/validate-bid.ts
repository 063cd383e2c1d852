import { bidSchema } from '@charter/shared';
import { skippedDepartures, type BidForm, type BidPayload } from './bid-form';
import { errorsFromPaths, zodErrors, type BidFormErrors } from './bid-errors';

/** The shared bid schema (the server runs the same one), so every message is the spec's. Null when the bid may be sent. */
export function validateBid(payload: Omit<BidPayload, 'idempotencyKey'>): BidFormErrors | null {
  const parsed = bidSchema.safeParse(payload);
  return parsed.success ? null : zodErrors(parsed.error.issues, payload.routes.length);
}

/**
 * The form's errors before sending: a departure the clocks skip in its airport's zone (its own
 * message, not the schema's "Invalid Date supplied"), then the schema's. Null when it may be sent.
 */
export function validateBidForm(form: BidForm, payload: Omit<BidPayload, 'idempotencyKey'>): BidFormErrors | null {
  const skipped = skippedDepartures(form);
  const parsed = bidSchema.safeParse(payload);
  if (skipped.length === 0) return parsed.success ? null : zodErrors(parsed.error.issues, payload.routes.length);
  const schema = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  return errorsFromPaths([...skipped, ...schema], payload.routes.length);
}
