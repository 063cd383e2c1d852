import { hashPassword } from '../../auth/passwords.js';
import { DEMO_PASSWORD, type TestServer } from '../../../tests/harness.js';
import { addDepartmentWithStaff } from '../../../tests/factories.js';
import { confirmedCharter, type Operator } from '../../../tests/change-fixtures.js';

/** Test helpers of the charter shares calls (ADR 0016). */

export const passenger = (name: string, over: Record<string, unknown> = {}) => ({
  passengerName: name,
  contactNumber: '0400 111 222',
  emailAddress: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
  passengerWeight: 80,
  freightWeight: 15,
  cargoWeight: 0,
  ...over,
});

export const post = (s: TestServer, path: string, token: string | undefined, body: unknown) =>
  s.call('POST', `/api/charterRequest/${path}`, { token, body });
export const get = (s: TestServer, path: string, token: string | undefined) => s.call('GET', `/api/charterRequest/${path}`, { token });

/**
 * A Confirmed charter of client@demo.test flown by `op` (bid: 4 seats, 500 kg a sector), its first
 * sector's passenger list filled with one passenger of 100 kg: 3 seats and 400 kg are free.
 */
export async function bookedWithManifest(s: TestServer, op: Operator, ownerToken: string, ownerEmail = 'client@demo.test') {
  const c = await confirmedCharter(s, op, ownerToken, { clientEmail: ownerEmail });
  const routeId = (await s.pool.query(`select id from charter_routes where charter_request_id = $1 order by "order"`, [c.id])).rows[0]
    .id as string;
  const saved = await post(s, 'updateManifest', ownerToken, {
    charterRequestId: c.id,
    routes: [{ routeId, manifest: [passenger('Olive Owner', { passengerWeight: 85 })] }],
  });
  if (saved.status !== 200) throw new Error(`manifest: ${saved.status} ${saved.text}`);
  return { ...c, routeId };
}

/** The booked charter above with `seats` seats and `kg` kilograms shared at $500 a seat. */
export async function sharedCharter(s: TestServer, op: Operator, ownerToken: string, seats = 3, kg = 400, ownerEmail = 'client@demo.test') {
  const c = await bookedWithManifest(s, op, ownerToken, ownerEmail);
  const res = await post(s, 'newShare', ownerToken, {
    routeId: c.routeId,
    enabled: true,
    seatsAvailable: seats,
    totalWeightAvailable: kg,
    costPerSeat: 500,
  });
  if (res.status !== 200) throw new Error(`newShare: ${res.status} ${res.text}`);
  return { ...c, shareId: res.body.result.id as string };
}

/** A staff member of the demo QGov client (Queensland Health): another qGov buyer. */
export async function qgovStaff(s: TestServer, name: string) {
  const clientId = (await s.pool.query(`select client_id from users where email = 'qgov@demo.test'`)).rows[0].client_id as string;
  const staffEmail = `${name}@qgov-staff.test`;
  await addDepartmentWithStaff(s, { clientId, departmentName: `${name} unit`, staffEmail, password: DEMO_PASSWORD, hash: hashPassword });
  return (await s.member(staffEmail)).token;
}

export const shareRow = async (s: TestServer, id: string) =>
  (
    await s.pool.query(
      `select seats_available as "seatsAvailable", total_weight_available as "weightAvailable", purchased_seats as "purchasedSeats",
         purchased_weight as "purchasedWeight", status, enabled from charter_shares where id = $1`,
      [id],
    )
  ).rows[0];

/** The e-mails queued about an item under an event name: who they go to. */
export const mailedTo = async (s: TestServer, entityId: string, name: string) =>
  (
    await s.pool.query(
      `select payload->'message'->>'to' as "to" from outbox
       where payload->'log'->>'entityId' = $1 and payload->'log'->>'name' = $2 order by 1`,
      [entityId, name],
    )
  ).rows.map((r) => r.to as string);
