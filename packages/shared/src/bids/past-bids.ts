import { z } from '../zod.js';
import type { SupplierBidDto } from './bid-dto.js';

/**
 * My Past Bids a page at a time (ADR 0054): `GET /api/suppliers/bidsPage`, newest first, in keyset
 * pages. `GET /api/suppliers/bids` still answers the spec's plain array.
 */
export const PAST_BIDS_PAGE_SIZE = 25;
export const PAST_BIDS_MAX_PAGE_SIZE = 100;

export const PAST_BIDS_MESSAGES = {
  limit: `Limit must be a whole number from 1 to ${PAST_BIDS_MAX_PAGE_SIZE}`,
  cursor: 'This page link is no longer valid. Please reload the list.',
  supplier: 'Supplier is required',
} as const;

export const pastBidsQuerySchema = z.object({
  /** The operator whose bids an admin reads; an operator always reads its own. */
  supplierId: z.uuid({ error: PAST_BIDS_MESSAGES.supplier }).optional(),
  /** Opaque: the nextCursor of the previous page. */
  cursor: z
    .string({ error: PAST_BIDS_MESSAGES.cursor })
    .trim()
    .min(1, { error: PAST_BIDS_MESSAGES.cursor })
    .max(200, { error: PAST_BIDS_MESSAGES.cursor })
    .optional(),
  limit: z.coerce
    .number({ error: PAST_BIDS_MESSAGES.limit })
    .int({ error: PAST_BIDS_MESSAGES.limit })
    .min(1, { error: PAST_BIDS_MESSAGES.limit })
    .max(PAST_BIDS_MAX_PAGE_SIZE, { error: PAST_BIDS_MESSAGES.limit })
    .default(PAST_BIDS_PAGE_SIZE),
});
export type PastBidsQuery = z.output<typeof pastBidsQuerySchema>;

export interface PastBidsPageDto {
  items: SupplierBidDto[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** All of the operator's bids, on every page. */
  total: number;
}
