import { z } from '../zod.js';
import { LIMITS } from '../constants.js';
import { ownWords } from '../error-messages.js';
import { passengerSchema } from '../charters/charter-schema.js';
import { shareFields } from './share-bounds.js';
import { SHARE_MESSAGES } from './share-constants.js';

/** The charter shares calls' bodies (ADR 0016); the offer's bounds are in share-bounds.ts. */

/** POST newShare: share a sector of a saved charter. */
export const newShareSchema = z.lazy(() => z.object({ ...shareFields(), routeId: z.uuid() }));
/** POST updateShare: the share by its id, or the sector's share by the sector's id. */
export const updateShareSchema = z.lazy(() =>
  z
    .object({ ...shareFields(), shareId: z.uuid().optional(), routeId: z.uuid().optional() })
    .refine((v) => !!v.shareId || !!v.routeId, { message: 'Please choose a share.', path: ['shareId'] }),
);

/** POST newSharePurchase: one passenger per seat bought. */
export const newSharePurchaseSchema = z.object({
  shareId: z.uuid(),
  passengers: z.array(passengerSchema).min(1, { message: SHARE_MESSAGES.passengersRequired }).max(LIMITS.passengers),
});
export type NewSharePurchase = z.input<typeof newSharePurchaseSchema>;

/** POST updateSharePurchase: a workflow action (Accept, Confirm, Decline, Cancel) on one purchase. */
export const updateSharePurchaseSchema = z.object({
  id: z.uuid(),
  action: z.string({ message: SHARE_MESSAGES.actionRequired }).trim().min(1, { message: SHARE_MESSAGES.actionRequired }).max(60, ownWords),
  /** The purchase's status the caller saw; a stale screen gets 409. */
  currentStatus: z.string().max(40).optional(),
  reason: z.string().max(500).optional(),
});
