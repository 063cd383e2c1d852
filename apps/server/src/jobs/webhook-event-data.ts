import type { Db } from '@charter/db';
import { actorFrom } from '../access/actor.js';
import { HttpError } from '../lib/http-errors.js';
import { loadSessionSource } from '../modules/auth/auth.repository.js';
import { toSessionUser } from '../modules/auth/session-builder.js';
import { BidReadService } from '../modules/bids/bid-read.service.js';
import { CharterReadService } from '../modules/charter-requests/charter-read.service.js';
import { readChange } from '../modules/change-requests/change-read.service.js';

export interface DeliveryFacts {
  ownerId: string;
  type: string;
  charterId: string | null;
  subjectId: string | null;
}

/**
 * What a delivery's `data` carries: what the endpoint's owner would read through its own API at
 * the first attempt (the same read services, so the same viewer rule: an operator never sees a
 * client it may not, a client never an operator it may not). A bid's events carry the bid
 * (GET /api/charterRequest/getByBidId/{id}), the others the charter (GET /api/charterRequest/get/{id},
 * with the manifest for "manifest.changed"); a change request's events the change too
 * (GET /api/charterRequest/changeCharter/{id}). When the owner no longer sees it, only the ids.
 */
export async function webhookEventData(db: Db, serverVersion: string, f: DeliveryFacts): Promise<Record<string, unknown>> {
  const ids: Record<string, unknown> = { charterId: f.charterId };
  if (f.type.startsWith('bid.') && f.subjectId) ids.bidId = f.subjectId;
  if (f.type.startsWith('change_request.') && f.subjectId) ids.changeRequestId = f.subjectId;
  const src = await loadSessionSource(db, f.ownerId);
  if (!src || src.status !== 'Active') return ids;
  const user = toSessionUser(src, serverVersion);
  try {
    if (f.type.startsWith('bid.') && f.subjectId) {
      return { ...ids, bid: await new BidReadService(db).one(actorFrom(user), f.subjectId) };
    }
    if (f.type.startsWith('change_request.') && f.subjectId && f.charterId) {
      return {
        ...ids,
        changeRequest: await readChange(db, actorFrom(user), f.subjectId),
        charter: await new CharterReadService(db).get(user, f.charterId, false),
      };
    }
    if (f.charterId) {
      return { ...ids, charter: await new CharterReadService(db).get(user, f.charterId, f.type === 'manifest.changed') };
    }
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
  }
  return ids;
}
