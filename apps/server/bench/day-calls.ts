import type pg from 'pg';
import { benchBidBody, type Operator } from './bid-bench.js';
import { benchOperatorsOf, biddableCharters } from './lists-under-bids.js';
import { sharesOf, type CallClass, type Role } from './day-model.js';

/** One call: a GET, or a POST of JSON. */
export interface Call {
  path: string;
  token: string;
  body?: string;
}

const LIST_OF: Record<Exclude<Role, 'operators'>, string> = {
  admins: '/api/charterRequest/admin/all/Live',
  clients: '/api/charterRequest/all/client/Live',
  departments: '/api/charterRequest/all/department/Live',
  staff: '/api/charterRequest/all/staff/Live',
};
const EMAIL_OF: Record<Exclude<Role, 'operators'>, string> = {
  admins: 'admin@demo.test',
  clients: 'client@demo.test',
  departments: 'department@demo.test',
  staff: 'staff@demo.test',
};

/** What each class asks, call by call (the i-th call of the class). */
export async function callMakers(o: {
  pool: pg.Pool;
  member: (email: string) => Promise<string>;
}): Promise<Record<CallClass, (i: number) => Call>> {
  const tokens = Object.fromEntries(
    await Promise.all(Object.entries(EMAIL_OF).map(async ([role, email]) => [role, await o.member(email)] as const)),
  ) as Record<Exclude<Role, 'operators'>, string>;
  const operators: Operator[] = await benchOperatorsOf(o.pool, o.member, 50);
  const owner = { clients: 'client@demo.test', departments: 'department@demo.test', staff: 'staff@demo.test' } as const;
  // Charters each client role sees and may edit the manifest of (a week or more away), by role.
  const charterOf = async (email: string) =>
    (
      await o.pool.query(
        `select cr.id, r.id as "routeId" from charter_requests cr join users u on u.email = $1
         join charter_routes r on r.charter_request_id = cr.id and r."order" = 0
         where cr.status = 'Live' and cr.route_count = 1 and cr.depart_time > now() + interval '7 days'
           and cr.client_id = u.client_id
           and (u.client_department_id is null or cr.client_department_id = u.client_department_id)
           and (u.client_staff_id is null or cr.client_staff_id = u.client_staff_id)
         order by cr.depart_time limit 200`,
        [email],
      )
    ).rows as { id: string; routeId: string }[];
  const mine = {
    clients: await charterOf(owner.clients),
    departments: await charterOf(owner.departments),
    staff: await charterOf(owner.staff),
  };
  const open = await biddableCharters(o.pool, 50);
  const admins = (await o.pool.query(`select id from charter_requests where status = 'Live' order by depart_time limit 500`)).rows as {
    id: string;
  }[];
  const pick = <T>(xs: readonly T[], i: number): T => xs[(i * 7919) % xs.length]!;
  const roleFor = (c: CallClass) => {
    const shares = sharesOf(c);
    return (i: number): Role => {
      let x = (((i * 0.6180339887) % 1) + 1) % 1;
      for (const [role, share] of shares) if ((x -= share) < 0) return role;
      return shares.at(-1)![0];
    };
  };
  const listRole = roleFor('list');
  const detailRole = roleFor('detail');
  const manifestRole = roleFor('manifest');
  return {
    list: (i) => {
      const role = listRole(i);
      // Most look at the first page; one in five sorts it otherwise.
      const query = i % 5 === 4 ? '?sort=jobReference&dir=desc' : '';
      if (role === 'operators') {
        const op = pick(operators, i);
        return { path: '/api/charterRequest/supplierByStatus/Live' + query, token: op.token };
      }
      return { path: LIST_OF[role] + query, token: tokens[role] };
    },
    detail: (i) => {
      const role = detailRole(i);
      if (role === 'operators') return { path: `/api/charterRequest/full/${pick(open, i).id}`, token: pick(operators, i).token };
      if (role === 'admins') return { path: `/api/charterRequest/full/${pick(admins, i).id}`, token: tokens.admins };
      return { path: `/api/charterRequest/full/${pick(mine[role], i).id}`, token: tokens[role] };
    },
    bid: (i) => {
      const on = open[i % open.length]!;
      const op = operators[i % operators.length]!;
      return {
        path: '/api/suppliers/newBid',
        token: op.token,
        body: JSON.stringify(benchBidBody(on, op, 5000 + (i % 500))),
      };
    },
    manifest: (i) => {
      const role = manifestRole(i) as keyof typeof mine;
      const c = pick(mine[role], i);
      const manifest = Array.from({ length: 1 + (i % 3) }, (_, n) => ({
        passengerName: `Passenger ${n + 1}`,
        contactNumber: '0400 123 456',
        emailAddress: `p${n + 1}@demo.test`,
        passengerWeight: 80,
        freightWeight: 10,
        cargoWeight: 0,
      }));
      return {
        path: '/api/charterRequest/updateManifest',
        token: tokens[role],
        body: JSON.stringify({ charterRequestId: c.id, routes: [{ routeId: c.routeId, manifest }] }),
      };
    },
    // An admin's Excel of a searched list (a few hundred rows), as one is exported in a day's work.
    export: () => ({ path: '/api/charterRequest/export/PendingConfirmation.xlsx?search=longreach', token: tokens.admins }),
  };
}
