import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/harness.js';
import { bidBody, liveCharter, placeBid, readyOperators, type LiveCharter, type Operator } from '../modules/bids/bid-test-support.js';

/**
 * The visibility matrix test's world, set up before its tests and closed after them: one Live
 * charter of the demo staff member with the winner's and the loser's bids on it, a third operator
 * that never bids, every viewer's token; and the calls the test makes. The bindings below are
 * exported live, so the test reads each as the set-up left it.
 */

export const VIEWERS = ['admin', 'charteradmin', 'client', 'department', 'staff', 'qgov', 'winner', 'loser', 'bystander'] as const;
export type Who = (typeof VIEWERS)[number];
export const CLIENT_SIDE: Who[] = ['client', 'department', 'staff'];
export const OPERATORS: Who[] = ['winner', 'loser', 'bystander'];

export const PO = 'PO-MATRIX-4471';
export const NOTES = 'Matrix notes: hangar 2 after 7am';
export const WIN_PRICE = 11_000;
export const LOSE_PRICE = 13_000;

export let s: TestServer;
export let op1: Operator;
export let op2: Operator;
export let bystanderId: string;
export const t = {} as Record<Who, string>;
export let c: LiveCharter;
export let winBid: string;
export let loseBid: string;
/** The two bids' prices with margin, as stored; the margin test changes the winner's. */
export const withMargin = { win: 0, lose: 0 };
export let clientCompany: string;

/** Registers the world's set-up before the file's tests and its closing after them. */
export function visibilityMatrixWorld(): void {
  beforeAll(async () => {
    s = await startTestServer();
    ({ op1, op2 } = await readyOperators(s));
    // A third operator that never bids: a copy of the second's account with its own company.
    bystanderId = (
      await s.pool.query(
        `insert into suppliers (company_name, company_address, company_phone, first_name, last_name, email, status, client_types)
         values ('Bystander Air', '1 Hangar Rd', '0700000000', 'Bea', 'Stander', 'bystander@matrix.test', 'Active', 'Generic, QGov, Horizon Power')
         returning id`,
      )
    ).rows[0].id;
    await s.pool.query(
      `insert into users (email, password_hash, role, supplier_id)
       select 'bystander@matrix.test', password_hash, 'Supplier', $1 from users where email = 'supplier2@demo.test'`,
      [bystanderId],
    );
    for (const who of ['admin', 'charteradmin', 'client', 'department', 'staff', 'qgov'] as const)
      t[who] = (await s.member(`${who}@demo.test`)).token;
    t.winner = op1.token;
    t.loser = op2.token;
    t.bystander = (await s.member('bystander@matrix.test')).token;
    // The client side starts without operator names or hidden prices; tests below turn the flags on.
    await s.pool.query(`update clients set can_view_supplier_info = false, hide_price = false`);
    await s.pool.query(`update client_departments set can_view_supplier_info = false, hide_price = false`);
    await s.pool.query(`update client_staff set can_view_supplier_info = false`);

    await s.pool.query(
      `update clients set notes_for_supplier = $1 where id = (select client_id from users where email = 'client@demo.test')`,
      [NOTES],
    );
    c = await liveCharter(s, { clientEmail: 'staff@demo.test' });
    await s.pool.query(`update charter_requests set purchase_order_number = $2 where id = $1`, [c.id, PO]);
    clientCompany = (
      await s.pool.query(`select c.company_name from charter_requests cr join clients c on c.id = cr.client_id where cr.id = $1`, [c.id])
    ).rows[0].company_name;
    winBid = (await placeBid(s, op1.token, bidBody(c, op1, { price: WIN_PRICE, idempotencyKey: randomUUID() }))).body.result.id;
    loseBid = (await placeBid(s, op2.token, bidBody(c, op2, { price: LOSE_PRICE, idempotencyKey: randomUUID() }))).body.result.id;
    const margins = await s.pool.query(`select id, with_margin::float8 as w from bids where id in ($1, $2)`, [winBid, loseBid]);
    withMargin.win = margins.rows.find((r) => r.id === winBid).w;
    withMargin.lose = margins.rows.find((r) => r.id === loseBid).w;
  });
  afterAll(async () => {
    await s?.close();
  });
}

export const names = { winner: 'Outback Air Charter', loser: 'Coral Coast Aviation' };

export const detail = (who: Who) => s.call('GET', `/api/charterRequest/full/${c.id}`, { token: t[who] });
export const bids = (who: Who) => s.call('GET', `/api/charterRequest/getBids/${c.id}`, { token: t[who] });

/** The list call each viewer's Charters screen makes for a tab. */
export function listPath(who: Who, tab: string): string {
  if (who === 'admin' || who === 'charteradmin') return `/api/charterRequest/admin/all/${tab}`;
  if (OPERATORS.includes(who)) return `/api/charterRequest/supplierByStatus/${tab}`;
  if (who === 'client' || who === 'qgov') return `/api/charterRequest/all/client/${tab}`;
  if (who === 'department') return `/api/charterRequest/all/department/${tab}`;
  return `/api/charterRequest/all/staff/${tab}`;
}
export async function listRow(who: Who, tab: string) {
  const res = await s.call('GET', listPath(who, tab), { token: t[who] });
  expect(res.status, `${who} ${tab}`).toBe(200);
  return { row: res.body.items.find((i: any) => i.id === c.id) as Record<string, unknown> | undefined, text: res.text };
}

export async function act(who: Who, actionName: string, extra: Record<string, unknown> = {}) {
  const offered = await s.call('GET', `/api/entityState/getActionsForEntityItem/CharterRequest/${c.id}`, { token: t[who] });
  const action = offered.body.actions.find((a: any) => a.actionName === actionName);
  expect(action, `${who} may ${actionName} in ${offered.body.status}`).toBeTruthy();
  const res = await s.call('POST', '/api/entityState/setItemStatus', {
    token: t[who],
    body: {
      entity: 'CharterRequest',
      id: c.id,
      allowedActionId: action.id,
      currentStatus: offered.body.status,
      newStatus: action.nextState,
      ...extra,
    },
  });
  expect(res.status, res.text).toBe(200);
}

/** Numbers as they appear in JSON (11000 or 11000.5), never as a substring of another number. */
export const mentions = (text: string, n: number) => new RegExp(`(?<![\\d.])${String(n).replace('.', '\\.')}(?![\\d])`).test(text);

export type Cell = Record<string, unknown> | 404;

export function expectDetail(who: Who, res: { status: number; body: any }, cell: Cell) {
  if (cell === 404) {
    expect(res.status, who).toBe(404);
    return;
  }
  expect(res.status, who).toBe(200);
  const picked = Object.fromEntries(Object.keys(cell).map((k) => [k, res.body[k]]));
  expect(picked, who).toEqual(cell);
}
