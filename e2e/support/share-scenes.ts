import { withDatabase } from './database.js';

/**
 * Charter shares and purchases for the share list journeys, written in the database: the calls
 * that offer and buy seats come with the share pages. A change is announced the way the services
 * announce theirs (a Share event in the same transaction), so open lists refresh.
 */

/** Tells the open lists which shares changed (inside the change's transaction: delivered at commit). */
const notify = (db: import('pg').Client, shareIds: string[]) =>
  db.query(`select pg_notify('entity_changed', $1)`, [JSON.stringify({ entity: 'Share', ids: shareIds })]);

/** Books a charter made through the API as flown by an operator (Confirmed), as an accepted bid would. */
export async function markConfirmed(charterId: string, operatorEmail: string): Promise<void> {
  await withDatabase((db) =>
    db.query(
      `update charter_requests set status = 'Confirmed', bidder_id = (select supplier_id from users where email = $2) where id = $1`,
      [charterId, operatorEmail],
    ),
  );
}

export interface ShareScene {
  order?: number;
  status?: string;
  seatsAvailable?: number;
  purchasedSeats?: number;
  costPerSeat?: number;
}

/** Shares a sector of a charter; the departure is copied from the sector. */
export async function addShare(charterId: string, s: ShareScene = {}): Promise<string> {
  return withDatabase(async (db) => {
    await db.query('begin');
    const r = await db.query<{ id: string }>(
      `insert into charter_shares (charter_request_id, route_id, seats_available, purchased_seats, cost_per_seat, status, depart_time)
       select r.charter_request_id, r.id, $3, $4, $5, $6, r.depart_time from charter_routes r where r.charter_request_id = $1 and r."order" = $2
       returning id`,
      [charterId, s.order ?? 0, s.seatsAvailable ?? 3, s.purchasedSeats ?? 0, s.costPerSeat ?? 500, s.status ?? 'Pending'],
    );
    await notify(db, [r.rows[0]!.id]);
    await db.query('commit');
    return r.rows[0]!.id;
  });
}

/** One seat bought on a share by a client's department (New: waiting for the seller). */
export async function addPurchase(shareId: string, buyer: { clientId: string; clientDepartmentId?: string | null }): Promise<string> {
  return withDatabase(async (db) => {
    const r = await db.query<{ id: string }>(
      `insert into share_purchases (share_id, charter_request_id, route_id, buyer_client_id, buyer_client_department_id, passenger_name,
         cost_per_seat, status)
       select cs.id, cs.charter_request_id, cs.route_id, $2, $3, 'Pat Seat', cs.cost_per_seat, 'New' from charter_shares cs where cs.id = $1
       returning id`,
      [shareId, buyer.clientId, buyer.clientDepartmentId ?? null],
    );
    // The seat leaves what is for sale, as a purchase takes it.
    await db.query(`update charter_shares set seats_available = seats_available - 1, purchased_seats = purchased_seats + 1 where id = $1`, [
      shareId,
    ]);
    return r.rows[0]!.id;
  });
}

/** Changes a share's status and seats for sale, and tells the open lists. */
export async function updateShare(shareId: string, status: string, seatsAvailable: number): Promise<void> {
  await withDatabase(async (db) => {
    await db.query('begin');
    await db.query(`update charter_shares set status = $2, seats_available = $3, updated_at = now() where id = $1`, [
      shareId,
      status,
      seatsAvailable,
    ]);
    await notify(db, [shareId]);
    await db.query('commit');
  });
}
