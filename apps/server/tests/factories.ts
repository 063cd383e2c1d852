import { randomUUID } from 'node:crypto';
import type { CharterRequestInput, RouteInput } from '@charter/shared';

/** Real Australian places (coordinates of the airports) for charter bodies. */
export const PLACES = {
  BNE: { site: 'Brisbane', state: 'QLD', code: 'BNE', airport: 'Brisbane Airport', lat: -27.3842, lon: 153.1175 },
  LRE: { site: 'Longreach', state: 'QLD', code: 'LRE', airport: 'Longreach Airport', lat: -23.4342, lon: 144.28 },
  ISA: { site: 'Mount Isa', state: 'QLD', code: 'ISA', airport: 'Mount Isa Airport', lat: -20.6639, lon: 139.4886 },
  CNS: { site: 'Cairns', state: 'QLD', code: 'CNS', airport: 'Cairns Airport', lat: -16.8858, lon: 145.7553 },
  DRW: { site: 'Darwin', state: 'NT', code: 'DRW', airport: 'Darwin International Airport', lat: -12.4147, lon: 130.8769 },
  PER: { site: 'Perth', state: 'WA', code: 'PER', airport: 'Perth Airport', lat: -31.9403, lon: 115.9669 },
} as const;
export type PlaceCode = keyof typeof PLACES;

/**
 * An ISO date-time with the Brisbane offset (+10:00), `days` from now at `hour`:`minute` local
 * time. Brisbane has no daylight saving, so the offset is always +10:00.
 */
export function departIn(days: number, hour = 9, minute = 0): string {
  const brisbaneNow = new Date(Date.now() + 10 * 3_600_000);
  const d = new Date(Date.UTC(brisbaneNow.getUTCFullYear(), brisbaneNow.getUTCMonth(), brisbaneNow.getUTCDate() + days, hour, minute));
  return `${d.toISOString().slice(0, 19)}+10:00`;
}

/** A sector between two places with the place fields the form fills from the lookup. */
export function sector(from: PlaceCode, to: PlaceCode, departTime: string, overrides: Partial<RouteInput> = {}): RouteInput {
  const a = PLACES[from];
  const b = PLACES[to];
  return {
    from: a.site,
    fromState: a.state,
    fromAirport: a.airport,
    fromCodeAirport: a.code,
    fromLatitude: a.lat,
    fromLongitude: a.lon,
    to: b.site,
    toState: b.state,
    toAirport: b.airport,
    toCodeAirport: b.code,
    toLatitude: b.lat,
    toLongitude: b.lon,
    departTime,
    flightTime: '02:30',
    passengerNumber: 4,
    passengerRange: false,
    passengerRangeMin: 1,
    passengerRangeMax: 2,
    passengerLimit: 0,
    payload: 25,
    aircraft: '',
    techstopLocation: '',
    techstopState: '',
    techstopReason: 'Fuel Stop',
    notes: '',
    manifest: [],
    ...overrides,
  };
}

/** One passenger of a manifest. */
export function passenger(overrides: Partial<NonNullable<RouteInput['manifest']>[number]> = {}) {
  return {
    passengerName: 'Jordan Driller',
    contactNumber: '0400 123 456',
    emailAddress: 'jordan@demo.test',
    passengerWeight: 86,
    freightWeight: 15,
    cargoWeight: 0,
    ...overrides,
  };
}

/**
 * A valid newCharterRequest body: a one-way Brisbane (BNE) to Longreach (LRE) passenger charter
 * departing in 5 days. Client roles have their ids forced by the server, so any clientId will do
 * for them; an admin must pass a real one.
 */
export function newCharterBody(overrides: Partial<CharterRequestInput> = {}): CharterRequestInput {
  return {
    clientId: randomUUID(),
    clientDepartmentId: null,
    clientStaffId: null,
    charterType: 'Passenger',
    charterSubType: 'FIFO Crew Change',
    catering: 'Full',
    dangerousGoods: false,
    dangerousGoodsIds: [],
    shared: false,
    shareManifest: false,
    preferredAircraft: ['Turboprop'],
    specialRequests: '',
    notes: '',
    purchaseOrderNumber: 'PO-4471',
    reasonForCharter: 'Crew rotation',
    biddingTimeSpanHours: 120,
    activeTab: 'OneWay',
    routes: [sector('BNE', 'LRE', departIn(5))],
    ...overrides,
  };
}

/** What a test needs of the harness's server (kept structural so factories stay independent of it). */
interface Server {
  pool: { query: (text: string, values?: unknown[]) => Promise<{ rows: any[] }> };
  call: (method: string, route: string, options?: { body?: unknown; token?: string }) => Promise<{ status: number; body: any }>;
}

/** Saves a charter through POST newCharterRequest and returns its id and job reference. */
export async function createCharter(s: Server, token: string, overrides: Partial<CharterRequestInput> = {}) {
  const res = await s.call('POST', '/api/charterRequest/newCharterRequest', { token, body: newCharterBody(overrides) });
  if (res.status !== 200) throw new Error(`newCharterRequest failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result as { id: string; jobReference: number };
}

/** The ids of a demo (or test) sign-in. */
export async function idsOf(s: Server, email: string) {
  const r = await s.pool.query(
    `select id as "userId", client_id as "clientId", client_department_id as "clientDepartmentId",
       client_staff_id as "clientStaffId", supplier_id as "supplierId" from users where lower(email) = lower($1)`,
    [email],
  );
  if (!r.rows[0]) throw new Error(`no user ${email}`);
  return r.rows[0] as {
    userId: string;
    clientId: string | null;
    clientDepartmentId: string | null;
    clientStaffId: string | null;
    supplierId: string | null;
  };
}

/**
 * A second department of a client with one staff member who can sign in (password `password`,
 * hashed with the server's own argon2id settings).
 */
export async function addDepartmentWithStaff(
  s: Server,
  opts: { clientId: string; departmentName: string; staffEmail: string; password: string; hash: (plain: string) => Promise<string> },
) {
  const department = await s.pool.query(
    `insert into client_departments (client_master_id, department_name, first_name, last_name, email, department_phone)
     values ($1, $2, 'Drew', 'Second', $3, '07 3000 1200') returning id`,
    [opts.clientId, opts.departmentName, `dept-${opts.staffEmail}`],
  );
  const departmentId = department.rows[0].id as string;
  const staff = await s.pool.query(
    `insert into client_staff (client_master_id, client_department_id, first_name, last_name, email)
     values ($1, $2, 'Riley', 'Other', $3) returning id`,
    [opts.clientId, departmentId, opts.staffEmail],
  );
  const staffId = staff.rows[0].id as string;
  await s.pool.query(
    `insert into users (email, role, client_id, client_department_id, client_staff_id, password_hash)
     values ($1, 'ClientStaff', $2, $3, $4, $5)`,
    [opts.staffEmail, opts.clientId, departmentId, staffId, await opts.hash(opts.password)],
  );
  return { departmentId, staffId };
}
