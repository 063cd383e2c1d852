import type pg from 'pg';

/**
 * Charter shares and purchases written straight into the database, for the share lists' tests
 * (the calls that offer and buy seats are their own module's).
 */
export interface ShareFixture {
  charterRequestId: string;
  /** Which sector of the charter (by order); a sector has at most one share. */
  order?: number;
  status?: string;
  enabled?: boolean;
  seatsAvailable?: number;
  purchasedSeats?: number;
  costPerSeat?: number;
}

/** Inserts a share on a sector, its departure copied from the sector as the share service does. */
export async function insertShare(pool: pg.Pool, f: ShareFixture): Promise<string> {
  const r = await pool.query(
    `insert into charter_shares (charter_request_id, route_id, enabled, seats_available, purchased_seats, cost_per_seat, status, depart_time)
     select r.charter_request_id, r.id, $3, $4, $5, $6, $7, r.depart_time from charter_routes r
     where r.charter_request_id = $1 and r."order" = $2
     returning id`,
    [
      f.charterRequestId,
      f.order ?? 0,
      f.enabled ?? true,
      f.seatsAvailable ?? 3,
      f.purchasedSeats ?? 0,
      f.costPerSeat ?? 500,
      f.status ?? 'Pending',
    ],
  );
  if (!r.rows[0]) throw new Error(`insertShare: no sector ${f.order ?? 0} on ${f.charterRequestId}`);
  return r.rows[0].id as string;
}

export interface PurchaseFixture {
  shareId: string;
  status?: string;
  buyerClientId?: string | null;
  buyerClientDepartmentId?: string | null;
  buyerClientStaffId?: string | null;
  passengerName?: string;
}

/** Inserts one purchased seat on a share. */
export async function insertPurchase(pool: pg.Pool, f: PurchaseFixture): Promise<string> {
  const r = await pool.query(
    `insert into share_purchases (share_id, charter_request_id, route_id, buyer_client_id, buyer_client_department_id,
       buyer_client_staff_id, passenger_name, cost_per_seat, status)
     select cs.id, cs.charter_request_id, cs.route_id, $2, $3, $4, $5, cs.cost_per_seat, $6 from charter_shares cs where cs.id = $1
     returning id`,
    [
      f.shareId,
      f.buyerClientId ?? null,
      f.buyerClientDepartmentId ?? null,
      f.buyerClientStaffId ?? null,
      f.passengerName ?? 'Pat Seat',
      f.status ?? 'New',
    ],
  );
  return r.rows[0].id as string;
}
