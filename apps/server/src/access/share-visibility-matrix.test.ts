import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.js';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../tests/harness.js';
import { clearCharters, insertCharter } from '../../tests/charter-fixtures.js';
import { addDepartmentWithStaff, idsOf } from '../../tests/factories.js';
import { insertPurchase, insertShare } from '../../tests/share-fixtures.js';

/**
 * Charter shares and seat purchases, viewer by viewer (the charters' own matrix is
 * visibility-matrix.test.ts): every list tab, every share and purchase opened by id, and the raw
 * text of every answer searched for passengers the viewer must never meet. Two qGov tenants (A with
 * a department and its staff member, B) sell seats to each other; the Generic client's people have
 * no share lists; operator 1 flies every charter, operator 2 none, and operator 3 signed up online
 * and awaits approval (Inactive).
 */

const VIEWERS = [
  'admin',
  'charteradmin',
  'qgov',
  'qdept',
  'qstaff',
  'qgov2',
  'client',
  'department',
  'staff',
  'op1',
  'op2',
  'op3',
] as const;
type Who = (typeof VIEWERS)[number];
const OPERATORS: Who[] = ['op1', 'op2', 'op3'];

// Shares: A's own charter (for sale, and confirmed), A's staff member's charter (for sale),
// B's charter (for sale, and one switched off).
type ShareName = 'shA' | 'shAc' | 'shS' | 'shB' | 'shBoff';
// Purchases: A's staff member bought a seat on B's share; B bought one on A's.
type PurchaseName = 'pA' | 'pB';
const PASSENGER: Record<PurchaseName, string> = { pA: 'Alexis Acrossfromatenant', pB: 'Bertram Btenantbuyer' };

let s: TestServer;
const t = {} as Record<Who, string>;
const sh = {} as Record<ShareName, string>;
const p = {} as Record<PurchaseName, string>;

const DAY = 86_400_000;
const future = (days: number) => new Date(Date.now() + days * DAY);

beforeAll(async () => {
  s = await startTestServer();
  await clearCharters(s.pool);
  const a = await idsOf(s, 'qgov@demo.test');
  const op1 = (await idsOf(s, 'supplier1@demo.test')).supplierId!;
  const d = await addDepartmentWithStaff(s, {
    clientId: a.clientId!,
    departmentName: 'Matrix Retrieval',
    staffEmail: 'qstaff@matrix.test',
    password: DEMO_PASSWORD,
    hash: hashPassword,
  });
  const hash = await hashPassword(DEMO_PASSWORD);
  await s.pool.query(
    `insert into users (email, role, client_id, client_department_id, password_hash) values ('qdept@matrix.test', 'ClientDepartment', $1, $2, $3)`,
    [a.clientId, d.departmentId, hash],
  );
  const bClient = (
    await s.pool.query(
      `insert into clients (company_name, first_name, last_name, email, client_type, client_types)
       values ('Tenant B Health', 'Bo', 'Bee', 'qgov2@matrix.test', 'QGov', 'QGov') returning id`,
    )
  ).rows[0].id as string;
  await s.pool.query(`insert into users (email, role, client_id, password_hash) values ('qgov2@matrix.test', 'Client', $1, $2)`, [
    bClient,
    hash,
  ]);
  const emails: Record<Who, string> = {
    admin: 'admin@demo.test',
    charteradmin: 'charteradmin@demo.test',
    qgov: 'qgov@demo.test',
    qdept: 'qdept@matrix.test',
    qstaff: 'qstaff@matrix.test',
    qgov2: 'qgov2@matrix.test',
    client: 'client@demo.test',
    department: 'department@demo.test',
    staff: 'staff@demo.test',
    op1: 'supplier1@demo.test',
    op2: 'supplier2@demo.test',
    op3: 'supplier3@demo.test',
  };
  for (const who of VIEWERS) t[who] = (await s.member(emails[who])).token;
  expect((await s.pool.query(`select status from suppliers where email = 'supplier3@demo.test'`)).rows[0]?.status).toBe('Inactive');

  const routes = (from: string, days: number) => [
    { from, to: 'Longreach', departTime: future(days) },
    { from: 'Longreach', to: 'Winton', departTime: future(days + 1) },
  ];
  const cA = await insertCharter(s.pool, { clientId: a.clientId!, status: 'Confirmed', bidderId: op1, routes: routes('Brisbane', 5) });
  const cS = await insertCharter(s.pool, {
    clientId: a.clientId!,
    clientDepartmentId: d.departmentId,
    clientStaffId: d.staffId,
    status: 'Confirmed',
    bidderId: op1,
    routes: routes('Mackay', 8),
  });
  const cB = await insertCharter(s.pool, { clientId: bClient, status: 'Confirmed', bidderId: op1, routes: routes('Cairns', 11) });
  sh.shA = await insertShare(s.pool, { charterRequestId: cA.id, order: 0, seatsAvailable: 3, costPerSeat: 410 });
  sh.shAc = await insertShare(s.pool, { charterRequestId: cA.id, order: 1, status: 'Confirmed', seatsAvailable: 0, purchasedSeats: 2 });
  sh.shS = await insertShare(s.pool, { charterRequestId: cS.id, order: 0, seatsAvailable: 2, costPerSeat: 420 });
  sh.shB = await insertShare(s.pool, { charterRequestId: cB.id, order: 0, seatsAvailable: 4, costPerSeat: 430 });
  sh.shBoff = await insertShare(s.pool, { charterRequestId: cB.id, order: 1, enabled: false });
  p.pA = await insertPurchase(s.pool, {
    shareId: sh.shB,
    buyerClientId: a.clientId,
    buyerClientDepartmentId: d.departmentId,
    buyerClientStaffId: d.staffId,
    passengerName: PASSENGER.pA,
    status: 'New',
  });
  p.pB = await insertPurchase(s.pool, { shareId: sh.shA, buyerClientId: bClient, passengerName: PASSENGER.pB, status: 'Pending' });
}, 90_000);

afterAll(async () => {
  await s?.close();
});

const nameOf = (id: string) => Object.entries({ ...sh, ...p }).find(([, v]) => v === id)?.[0] ?? id;
/** Every answer each viewer received, for the text search at the end. */
const seen = Object.fromEntries(VIEWERS.map((w) => [w, [] as string[]])) as Record<Who, string[]>;

async function get(who: Who, path: string) {
  const res = await s.call('GET', `/api/charterRequest/${path}`, { token: t[who] });
  seen[who].push(res.text);
  return res;
}

/** The rows of a share list by fixture name, or the status when refused. */
async function listed(who: Who, path: string): Promise<string[] | number> {
  const res = await get(who, `shareList/${path}?limit=200`);
  if (res.status !== 200) return res.status;
  return (res.body.items as { id: string }[]).map((i) => nameOf(i.id)).sort();
}

const FOR_SALE = ['shA', 'shB', 'shS'];

describe('share lists, viewer by viewer', () => {
  it('Live: what is for sale, for everyone with share lists but an operator that may not see open charters', async () => {
    const expected: Record<Who, string[] | number> = {
      admin: FOR_SALE,
      charteradmin: FOR_SALE,
      qgov: FOR_SALE,
      qdept: FOR_SALE,
      qstaff: FOR_SALE,
      qgov2: FOR_SALE,
      client: 403,
      department: 403,
      staff: 403,
      op1: FOR_SALE,
      op2: FOR_SALE,
      // Awaiting approval: no route, departure, seats or seat price, as its open-charter list is empty.
      op3: [],
    };
    for (const who of VIEWERS) {
      for (const list of ['Me', 'All']) expect(await listed(who, `${list}/Live`), `${who} ${list}/Live`).toEqual(expected[who]);
    }
    const openCharters = await s.call('GET', '/api/charterRequest/supplierByStatus/Live', { token: t.op3 });
    expect(openCharters.status).toBe(200);
    expect(openCharters.body.items).toEqual([]);
  });

  it('the scope tabs: All for admins and clients (All and Me), Mine for operators', async () => {
    const all = ['shA', 'shAc', 'shB', 'shBoff', 'shS'];
    const expected: Record<Who, [string, string[] | number][]> = {
      admin: [['All/All', all]],
      charteradmin: [['All/All', all]],
      // Its own and its staff's charters' shares, and the one its staff member bought a seat on.
      qgov: [
        ['All/All', ['shA', 'shAc', 'shB', 'shS']],
        ['Me/All', ['shA', 'shAc']],
        ['All/Confirmed', ['shAc']],
        ['All/Pending', ['shA', 'shB', 'shS']],
      ],
      qdept: [['All/All', ['shB', 'shS']]],
      qstaff: [['All/All', ['shB', 'shS']]],
      qgov2: [
        ['All/All', ['shA', 'shB', 'shBoff']],
        ['All/Confirmed', []],
      ],
      client: [['All/All', 403]],
      department: [['All/All', 403]],
      staff: [['All/All', 403]],
      op1: [['Me/Mine', all]],
      op2: [['Me/Mine', []]],
      op3: [['Me/Mine', []]],
    };
    for (const who of VIEWERS) {
      for (const [path, rows] of expected[who]) expect(await listed(who, path), `${who} ${path}`).toEqual(rows);
    }
  });

  it('Pending Purchase: what the party bought and what it must decide as the seller, never another tenant’s', async () => {
    const expected: Partial<Record<Who, [string, string[]][]>> = {
      qgov: [
        ['All/PendingPurchase', ['pA', 'pB']],
        ['Me/PendingPurchase', ['pB']],
      ],
      qdept: [['All/PendingPurchase', ['pA']]],
      qstaff: [['All/PendingPurchase', ['pA']]],
      qgov2: [['All/PendingPurchase', ['pA', 'pB']]],
    };
    for (const [who, paths] of Object.entries(expected) as [Who, [string, string[]][]][]) {
      for (const [path, rows] of paths) expect(await listed(who, path), `${who} ${path}`).toEqual(rows);
    }
    for (const who of [...OPERATORS, 'admin', 'charteradmin'] as Who[]) {
      expect(await listed(who, 'All/PendingPurchase'), who).toBe(400);
    }
  });
});

describe('shares and purchases opened by id, viewer by viewer', () => {
  it('a share opens for its charter’s owner side, admins, its operator and qGov buyers; never for the rest', async () => {
    const buyers = ['shA', 'shAc', 'shB', 'shS'];
    const expected: Record<Who, string[]> = {
      admin: ['shA', 'shAc', 'shB', 'shBoff', 'shS'],
      charteradmin: ['shA', 'shAc', 'shB', 'shBoff', 'shS'],
      qgov: ['shA', 'shAc', 'shB', 'shS'],
      qdept: buyers,
      qstaff: buyers,
      qgov2: ['shA', 'shAc', 'shB', 'shBoff', 'shS'],
      client: [],
      department: [],
      staff: [],
      op1: ['shA', 'shAc', 'shB', 'shBoff', 'shS'],
      op2: [],
      op3: [],
    };
    for (const who of VIEWERS) {
      const opened: string[] = [];
      for (const [name, id] of Object.entries(sh)) {
        const res = await get(who, `share/${id}`);
        expect([200, 404], `${who} share ${name}`).toContain(res.status);
        if (res.status === 200) opened.push(name);
      }
      expect(opened.sort(), who).toEqual(expected[who]);
    }
  });

  it('a purchase opens for its buyer side, the seller side, admins and the operator flying it', async () => {
    const expected: Record<Who, string[]> = {
      admin: ['pA', 'pB'],
      charteradmin: ['pA', 'pB'],
      qgov: ['pA', 'pB'],
      qdept: ['pA'],
      qstaff: ['pA'],
      qgov2: ['pA', 'pB'],
      client: [],
      department: [],
      staff: [],
      op1: ['pA', 'pB'],
      op2: [],
      op3: [],
    };
    for (const who of VIEWERS) {
      const opened: string[] = [];
      for (const [name, id] of Object.entries(p)) {
        const res = await get(who, `sharePurchase/${id}`);
        expect([200, 404], `${who} purchase ${name}`).toContain(res.status);
        if (res.status === 200) opened.push(name);
      }
      expect(opened.sort(), who).toEqual(expected[who]);
    }
  });

  it('no answer above names a passenger the viewer has no purchase of', async () => {
    const mayMeet: Record<PurchaseName, Who[]> = {
      pA: ['admin', 'charteradmin', 'qgov', 'qdept', 'qstaff', 'qgov2', 'op1'],
      pB: ['admin', 'charteradmin', 'qgov', 'qgov2', 'op1'],
    };
    for (const who of VIEWERS) {
      expect(seen[who].length, who).toBeGreaterThan(0);
      const text = seen[who].join('\n');
      for (const [purchase, name] of Object.entries(PASSENGER) as [PurchaseName, string][]) {
        if (!mayMeet[purchase].includes(who)) expect(text, `${who} meets ${purchase}'s passenger`).not.toContain(name);
      }
    }
  });
});
