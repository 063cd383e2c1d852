import type { Db } from '@charter/db';
import {
  MESSAGE_LOG_MESSAGES,
  SUPPLIER_MESSAGES,
  parseDay,
  rangeInstants,
  type MessageLogDto,
  type MessageLogPageDto,
  type MessageLogQuery,
  type PartyEntityType,
  isUuid,
} from '@charter/shared';
import { partyAccess, type PartyViewer } from '../../access/party-scope.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import * as repo from './message-log.repository.js';
import { decodeCursor, presentMessage, presentPage } from './message-log.presenter.js';

export type LogViewer = PartyViewer & { userId: string };

const PARTY_COLUMN: Record<PartyEntityType, repo.LogScope['column']> = {
  Supplier: 'supplierId',
  Client: 'clientId',
  ClientDepartment: 'clientDepartmentId',
  ClientStaff: 'clientStaffId',
};

/**
 * The log a user reads as "my messages" (core section 2: scoped to the owner's client,
 * department, staff or supplier id). A client's scope holds its departments' and staff's e-mails
 * too (their rows carry the client id), a department its staff's. Admins and charter admins have
 * no party: they read what was sent to their own sign-in, and an admin opens a party's log from
 * its management tabs.
 */
export function ownScope(viewer: LogViewer): repo.LogScope {
  const party = (id: string | null | undefined, column: repo.LogScope['column']) => {
    if (!id) throw forbidden();
    return { column, id };
  };
  switch (viewer.role) {
    case 'Supplier':
      return party(viewer.supplierId, 'supplierId');
    case 'Client':
      return party(viewer.clientId, 'clientId');
    case 'ClientDepartment':
      return party(viewer.clientDepartmentId, 'clientDepartmentId');
    case 'ClientStaff':
      return party(viewer.clientStaffId, 'clientStaffId');
    default:
      return { column: 'userId', id: viewer.userId };
  }
}

/** The e-mails the marketplace sent: a user's own, a party's (admins and the party's own client or department), one message. */
export class MessageLogService {
  constructor(private readonly db: Db) {}

  private async page(scope: repo.LogScope, query: MessageLogQuery): Promise<MessageLogPageDto> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    if (after === null) throw badRequest([MESSAGE_LOG_MESSAGES.badCursor], { cursor: [MESSAGE_LOG_MESSAGES.badCursor] });
    // The schema has checked each day and the zone; the order of the two is checked here.
    const range = rangeInstants(query.from ? parseDay(query.from) : null, query.to ? parseDay(query.to) : null, query.tz || 'UTC');
    if (!range) throw badRequest([MESSAGE_LOG_MESSAGES.range], { from: [MESSAGE_LOG_MESSAGES.range] });
    const rows = await repo.listMessages(
      this.db,
      { ...scope, ownLevel: query.list === 'Me' },
      {
        after,
        limit: query.limit,
        search: query.search,
        start: range.start,
        end: range.end,
      },
    );
    return presentPage(rows, query.limit);
  }

  /** The caller's own log: All (its scope) or Me (its own level only), within the date range. */
  own(viewer: LogViewer, query: MessageLogQuery): Promise<MessageLogPageDto> {
    return this.page(ownScope(viewer), query);
  }

  /**
   * A party's log. Refused (403) to anyone but an admin, the party itself and the client or
   * department above it; an admin naming a party that does not exist gets 404.
   */
  async party(viewer: LogViewer, type: PartyEntityType, id: string, query: MessageLogQuery): Promise<MessageLogPageDto> {
    const access = await partyAccess(this.db, viewer, type, id);
    if (access === 'missing' && viewer.role === 'Admin') throw notFound();
    if (access !== 'allowed') throw forbidden();
    return this.page({ column: PARTY_COLUMN[type], id }, query);
  }

  /** GET /api/suppliers/messages: a supplier its own log; an admin the log of the supplier it names. */
  supplier(viewer: LogViewer, supplierId: string | undefined, query: MessageLogQuery): Promise<MessageLogPageDto> {
    if (viewer.role === 'Supplier') {
      if (supplierId && supplierId !== viewer.supplierId) throw forbidden();
      return this.own(viewer, query);
    }
    if (viewer.role !== 'Admin') throw forbidden();
    if (!supplierId) throw badRequest([SUPPLIER_MESSAGES.supplierRequired], { supplierId: [SUPPLIER_MESSAGES.supplierRequired] });
    return this.party(viewer, 'Supplier', supplierId, query);
  }

  /** One message: an admin any; everyone else one of their own log (another's reads as not there). */
  async one(viewer: LogViewer, id: string): Promise<MessageLogDto> {
    if (!isUuid(id)) throw notFound();
    const row = await repo.findMessage(this.db, id, viewer.role === 'Admin' ? undefined : ownScope(viewer));
    if (!row) throw notFound();
    return presentMessage(row);
  }
}
