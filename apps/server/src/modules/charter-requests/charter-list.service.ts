import { sql, type SQL } from 'drizzle-orm';
import { CHARTER_TABS, LIST_TOTAL_CAP, type CharterTab } from '@charter/shared';
import type { Db } from '@charter/db';
import { charterOwnList, charterVisibility, mayBeVisible, type CharterKeys } from '../../access/charter-scope.js';
import { reachesEveryCharter, type Actor } from '../../access/actor.js';
import { operatorVisibilityWith, readOperatorFilters } from '../../access/operator-filters.js';
import { badRequest, forbidden } from '../../lib/http-errors.js';
import { SORT_KIND, decodeCursor, defaultDir, encodeCursor, type ListQuery } from './charter-list.query.js';
import { viewerOf } from '../../access/viewer.js';
import { presentListItem } from './charter.presenter.js';
import { countRows, listPage, type ListSpec } from './charter-list.repository.js';
import { isAdminRole, type CharterListItem, type CharterPage } from './charter-types.js';

/** The list calls: admin/all, all/self, all/client, all/department, all/staff, supplierByStatus. */
export type ListEndpoint = 'admin' | 'self' | 'client' | 'department' | 'staff' | 'supplier';

type ScopeColumn = 'clientId' | 'clientDepartmentId' | 'clientStaffId';

/** A list call's scope: the SQL, and the charter columns it fixes (a charter elsewhere is not on it). */
interface ListScope {
  where: SQL;
  columns: Partial<Record<ScopeColumn, string | null>>;
}

const COLUMN_SQL: Record<ScopeColumn, SQL> = {
  clientId: sql`cr.client_id`,
  clientDepartmentId: sql`cr.client_department_id`,
  clientStaffId: sql`cr.client_staff_id`,
};

/** The scope of charters whose given columns equal the given values (those left undefined: any). */
function byColumns(values: Partial<Record<ScopeColumn, string | null | undefined>>): ListScope {
  const columns: Partial<Record<ScopeColumn, string | null>> = {};
  const parts: SQL[] = [];
  for (const [k, v] of Object.entries(values) as [ScopeColumn, string | null | undefined][]) {
    if (v === undefined) continue;
    columns[k] = v;
    parts.push(sql`${COLUMN_SQL[k]} = ${v}`);
  }
  return { where: parts.length ? sql.join(parts, sql` and `) : sql`true`, columns };
}

const CHOOSE = {
  client: 'Please choose a client.',
  department: 'Please choose a department.',
  staff: 'Please choose a staff member.',
} as const;

export class CharterListService {
  constructor(private readonly db: Db) {}

  private async exists(query: SQL): Promise<boolean> {
    return (await this.db.execute(query)).rows.length > 0;
  }

  /** Whose charters a list call shows, for this actor; a role outside the call's audience gets 403. */
  async scopeFor(actor: Actor, endpoint: ListEndpoint, q: ListQuery): Promise<SQL> {
    return (await this.scopeOf(actor, endpoint, q)).where;
  }

  /** scopeFor, with the columns it narrows to (beside charterVisibility, which applies too). */
  private async scopeOf(actor: Actor, endpoint: ListEndpoint, q: ListQuery): Promise<ListScope> {
    if (actor.system) throw forbidden();
    const admin = isAdminRole(actor.role);
    switch (endpoint) {
      case 'admin': {
        if (!admin) throw forbidden();
        return byColumns({ clientId: q.clientId, clientDepartmentId: q.clientDepartmentId, clientStaffId: q.clientStaffId });
      }
      case 'self':
        // Narrower than charterVisibility; the columns are left to it.
        return { where: charterOwnList(actor), columns: {} };
      case 'client':
        if (actor.role === 'Client') return byColumns({ clientId: actor.clientId });
        if (!admin) throw forbidden();
        if (!q.clientId) throw badRequest([CHOOSE.client], { clientId: [CHOOSE.client] });
        return byColumns({ clientId: q.clientId });
      case 'department': {
        if (actor.role === 'ClientDepartment') return byColumns({ clientDepartmentId: actor.clientDepartmentId });
        if (actor.role !== 'Client' && !admin) throw forbidden();
        const id = q.clientDepartmentId;
        if (!id) throw badRequest([CHOOSE.department], { clientDepartmentId: [CHOOSE.department] });
        if (actor.role === 'Client') {
          const own = await this.exists(sql`select 1 from client_departments where id = ${id} and client_master_id = ${actor.clientId}`);
          if (!own) throw forbidden();
        }
        return byColumns({ clientDepartmentId: id });
      }
      case 'staff': {
        if (actor.role === 'ClientStaff') return byColumns({ clientStaffId: actor.clientStaffId });
        if (actor.role !== 'Client' && actor.role !== 'ClientDepartment' && !admin) throw forbidden();
        const id = q.clientStaffId;
        if (!id) throw badRequest([CHOOSE.staff], { clientStaffId: [CHOOSE.staff] });
        if (actor.role === 'Client' || actor.role === 'ClientDepartment') {
          const within =
            actor.role === 'Client' ? sql`client_master_id = ${actor.clientId}` : sql`client_department_id = ${actor.clientDepartmentId}`;
          if (!(await this.exists(sql`select 1 from client_staff where id = ${id} and ${within}`))) throw forbidden();
        }
        return byColumns({ clientStaffId: id });
      }
      case 'supplier':
        if (actor.role !== 'Supplier') throw forbidden();
        return { where: sql`true`, columns: {} };
    }
  }

  /**
   * charterVisibility(actor), an operator's with its filters written in as values, so that its
   * lists are planned for what they hold (operator-filters.ts).
   */
  private async visibility(actor: Actor): Promise<SQL> {
    if (actor.role !== 'Supplier' || reachesEveryCharter(actor) || !actor.supplierId) return charterVisibility(actor);
    return operatorVisibilityWith(actor.supplierId, await readOperatorFilters(this.db, actor.supplierId));
  }

  private async spec(actor: Actor, scope: SQL, tab: CharterTab, q: ListQuery): Promise<ListSpec> {
    const supplierView = actor.role === 'Supplier';
    // Suppliers do not see client names, so they cannot sort by them either.
    const sort = supplierView && q.sort === 'client' ? 'departTime' : q.sort;
    return {
      // What the actor may see always applies, whatever the call narrows to.
      scope: sql`(${scope}) and (${await this.visibility(actor)})`,
      statuses: CHARTER_TABS[tab].statuses,
      query: { ...q, sort },
      dir: q.dir ?? defaultDir(tab),
      cursor: q.cursor ? decodeCursor(q.cursor, SORT_KIND[sort]) : null,
      supplierView,
      supplierId: supplierView && !actor.system ? actor.supplierId : null,
    };
  }

  /** `now`: when the page's "urgent" marks are worked out (the app's clock; the SQL does not read one). */
  async list(actor: Actor, endpoint: ListEndpoint, tab: CharterTab, q: ListQuery, now = new Date()): Promise<CharterPage> {
    return (await this.listWithScope(actor, endpoint, tab, q, now)).page;
  }

  /**
   * `list`, and whether a charter with given keys could be on any page of this call with this tab
   * (its search, filters and position aside): what a remembered page is dropped by (ADR 0052).
   */
  async listWithScope(
    actor: Actor,
    endpoint: ListEndpoint,
    tab: CharterTab,
    q: ListQuery,
    now = new Date(),
  ): Promise<{ page: CharterPage; takes: (c: CharterKeys) => boolean }> {
    const scope = await this.scopeOf(actor, endpoint, q);
    const statuses: readonly string[] = CHARTER_TABS[tab].statuses;
    const takes = (c: CharterKeys) =>
      statuses.includes(c.status) && mayBeVisible(actor, c) && Object.entries(scope.columns).every(([k, v]) => c[k as ScopeColumn] === v);
    return { page: await this.readPage(actor, scope.where, tab, q, now), takes };
  }

  private async readPage(actor: Actor, scope: SQL, tab: CharterTab, q: ListQuery, now: Date): Promise<CharterPage> {
    // Pending Changes and Completed Changes come with change requests: no charter statement to build.
    if (CHARTER_TABS[tab].statuses.length === 0) return { items: [], nextCursor: null, total: 0 };
    const spec = await this.spec(actor, scope, tab, q);
    const [rows, viewer] = await Promise.all([listPage(this.db, spec, q.limit, LIST_TOTAL_CAP), viewerOf(this.db, actor)]);
    // The page's statement counts too; a page past the end (an old cursor) has no row to carry it.
    const counted = rows[0]?.total ?? (spec.cursor ? await countRows(this.db, spec, LIST_TOTAL_CAP) : 0);
    const more = rows.length > q.limit;
    const items = rows.slice(0, q.limit);
    const last = items[items.length - 1];
    return {
      items: items.map((row) => presentListItem(row, viewer, now)),
      nextCursor: more && last ? encodeCursor(last.sortKey, last.id) : null,
      ...(counted > LIST_TOTAL_CAP ? { total: LIST_TOTAL_CAP, totalCapped: true } : { total: counted }),
    };
  }

  /** Every row of a list in order, a page at a time (the Excel export), up to `max` rows. */
  async *all(actor: Actor, endpoint: ListEndpoint, tab: CharterTab, q: ListQuery, max: number): AsyncGenerator<CharterListItem> {
    const scope = await this.scopeFor(actor, endpoint, q);
    if (CHARTER_TABS[tab].statuses.length === 0) return;
    const spec = await this.spec(actor, scope, tab, { ...q, cursor: undefined });
    const viewer = await viewerOf(this.db, actor);
    let sent = 0;
    for (;;) {
      const batch = Math.min(1000, max - sent);
      if (batch <= 0) return;
      const rows = await listPage(this.db, spec, batch);
      for (const row of rows.slice(0, batch)) {
        yield presentListItem(row, viewer);
        sent++;
      }
      if (rows.length <= batch) return;
      const last = rows[batch - 1]!;
      spec.cursor = [last.sortKey, last.id];
    }
  }
}
