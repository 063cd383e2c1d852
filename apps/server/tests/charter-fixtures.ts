import type pg from 'pg';
import { zoneOfState } from '@charter/shared';

/** A flight sector of a fixture charter; only the states matter to most tests. */
export interface RouteFixture {
  from?: string;
  fromState?: string;
  to?: string;
  toState?: string;
  /** Defaults to the charter's departure plus one day per earlier sector. */
  departTime?: Date;
  /** HH:MM; empty by default. */
  flightTime?: string;
}

export interface CharterFixture {
  /** The owner by sign-in e-mail: a client, department or staff user (their ids are looked up). */
  clientEmail?: string;
  clientId?: string;
  clientDepartmentId?: string | null;
  clientStaffId?: string | null;
  status?: string;
  /** First departure; defaults to ten days from now. */
  departTime?: Date;
  /** Defaults to the client's type (QGov clients make QGov requests). */
  qGov?: boolean;
  routes?: RouteFixture[];
  biddingEndsAt?: Date | null;
  /** That many New bids on the charter by the demo operator (a charter's count is its bids, read). */
  bidCount?: number;
  bidderId?: string | null;
}

export interface InsertedCharter {
  id: string;
  jobReference: number;
}

const DAY = 24 * 60 * 60 * 1000;

async function ownerOf(pool: pg.Pool, f: CharterFixture) {
  if (f.clientId) {
    return { clientId: f.clientId, clientDepartmentId: f.clientDepartmentId ?? null, clientStaffId: f.clientStaffId ?? null };
  }
  const r = await pool.query(
    `select client_id as "clientId", client_department_id as "clientDepartmentId", client_staff_id as "clientStaffId"
     from users where lower(email) = lower($1) and client_id is not null`,
    [f.clientEmail ?? 'client@demo.test'],
  );
  if (!r.rows[0]) throw new Error(`insertCharter: no client user ${f.clientEmail}`);
  return r.rows[0] as { clientId: string; clientDepartmentId: string | null; clientStaffId: string | null };
}

/**
 * Inserts a charter request and its sectors straight into the database, for tests that need a
 * charter in a given state without going through the charter calls.
 */
export async function insertCharter(pool: pg.Pool, f: CharterFixture = {}): Promise<InsertedCharter> {
  const owner = await ownerOf(pool, f);
  const qGov =
    f.qGov ??
    ((await pool.query(`select client_type = 'QGov' as q from clients where id = $1`, [owner.clientId])).rows[0]?.q as boolean) ??
    false;
  const depart = f.departTime ?? new Date(Date.now() + 10 * DAY);
  const routes = (f.routes?.length ? f.routes : [{}]).map((r, i) => ({
    from: r.from ?? (i === 0 ? 'Brisbane' : `Stop ${i}`),
    fromState: r.fromState ?? 'QLD',
    to: r.to ?? `Stop ${i + 1}`,
    toState: r.toState ?? 'QLD',
    departTime: r.departTime ?? new Date(depart.getTime() + i * DAY),
    flightTime: r.flightTime ?? '',
  }));
  const first = routes[0]!;
  const last = routes[routes.length - 1]!;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const cr = await client.query(
      `insert into charter_requests (client_id, client_department_id, client_staff_id, status, charter_type, charter_sub_type,
         depart_time, last_depart_time, from_site, to_site, route_count, q_gov, bidding_ends_at, bidder_id, search_text,
         depart_time_zone)
       values ($1, $2, $3, $4, 'Passenger', 'Charter', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       returning id, job_reference as "jobReference"`,
      [
        owner.clientId,
        owner.clientDepartmentId,
        owner.clientStaffId,
        f.status ?? 'Pending',
        depart,
        last.departTime,
        first.from,
        last.to,
        routes.length,
        qGov,
        f.biddingEndsAt ?? null,
        f.bidderId ?? null,
        `${first.from} ${last.to}`.toLowerCase(),
        zoneOfState(first.fromState),
      ],
    );
    const id = cr.rows[0].id as string;
    for (const [i, r] of routes.entries()) {
      await client.query(
        `insert into charter_routes (charter_request_id, "order", from_site, from_state, to_site, to_state, depart_time, flight_time,
           depart_time_zone)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, i, r.from, r.fromState, r.to, r.toState, r.departTime, r.flightTime, zoneOfState(r.fromState)],
      );
    }
    if (f.bidCount) {
      await client.query(
        `insert into bids (charter_request_id, bidder_id, status, price, with_margin, margin_value)
         select $1, (select supplier_id from users where email = 'supplier1@demo.test'), 'New', 1000 + g, 1100 + g, 10
         from generate_series(1, $2::int) g`,
        [id, f.bidCount],
      );
    }
    await client.query('commit');
    return { id, jobReference: Number(cr.rows[0].jobReference) };
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Empties this test file's copy of the market: every charter with its sectors, bids, changes and timeline.
 * For files whose assertions are exact lists (paging, sorting, who sees which charter) over the
 * charters they create; the demo world's own charters are checked in src/demo-world.test.ts.
 */
export async function clearCharters(pool: pg.Pool): Promise<void> {
  await pool.query(`delete from timeline_items where entity_type in ('CharterRequest', 'Bid')`);
  await pool.query('delete from change_charters');
  await pool.query('delete from bids');
  await pool.query('delete from charter_requests');
}
