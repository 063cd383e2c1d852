import type { ShareListItem } from '@charter/shared';
import type { ShareListRow } from './share-list.repository.js';

/**
 * A share list row as it leaves the server. Every field of it is one any viewer of share lists may
 * see (the sector, seats and the seat price offered); the query reads no client identity and no
 * charter price, so there is nothing for access/viewer.ts to hide. The keyset sort key stays here.
 */
export function presentShareListItem(row: ShareListRow): ShareListItem {
  return {
    id: row.id,
    shareId: row.shareId,
    purchaseId: row.purchaseId,
    charterRequestId: row.charterRequestId,
    jobReference: row.jobReference,
    departTime: row.departTime,
    departTimeZone: row.departTimeZone,
    from: row.from,
    to: row.to,
    seatsAvailable: row.seatsAvailable,
    purchasedSeats: row.purchasedSeats,
    costPerSeat: row.costPerSeat,
    currency: row.currency,
    status: row.status,
    enabled: row.enabled,
  };
}
