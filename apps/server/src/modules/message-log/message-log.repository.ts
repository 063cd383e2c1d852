import { and, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { messageLogs, type Db } from '@charter/db';
import { containsPattern as contains, isoMicrosText, isoText } from '../../lib/sql-text.js';

/** The owner column a log is read by, and its value. */
export interface LogScope {
  column: 'supplierId' | 'clientId' | 'clientDepartmentId' | 'clientStaffId' | 'userId';
  id: string;
  /**
   * Only what was sent at the party's own level (the Me tab): a client's without its departments'
   * and staff's, a department's without its staff's. Other parties have nothing below them.
   */
  ownLevel?: boolean;
}

/** Where the previous page ended: created_at to the microsecond (a millisecond ISO string would repeat rows) and the id. */
export interface LogPosition {
  at: string;
  id: string;
}

const ROW = {
  id: messageLogs.id,
  createdAt: isoText(messageLogs.createdAt),
  position: isoMicrosText(messageLogs.createdAt),
  name: messageLogs.name,
  toEmail: messageLogs.toEmail,
  subject: messageLogs.subject,
  entityType: messageLogs.entityType,
  entityId: messageLogs.entityId,
  fromState: messageLogs.fromState,
  newState: messageLogs.newState,
  targetAudience: messageLogs.targetAudience,
  status: messageLogs.status,
};

export interface LogRow {
  id: string;
  createdAt: string;
  position: string;
  name: string;
  toEmail: string;
  subject: string;
  entityType: string | null;
  entityId: string | null;
  fromState: string | null;
  newState: string | null;
  targetAudience: string | null;
  status: string;
}

function inScope(scope: LogScope): SQL {
  const party = eq(messageLogs[scope.column], scope.id);
  if (!scope.ownLevel) return party;
  if (scope.column === 'clientId') return and(party, isNull(messageLogs.clientDepartmentId))!;
  if (scope.column === 'clientDepartmentId') return and(party, isNull(messageLogs.clientStaffId))!;
  return party;
}

/**
 * One page of a log, newest first, keyset-paged on (created_at, id) so pages stay stable while
 * new e-mails arrive. Reads `limit + 1` rows: the extra one only says whether there is a next page.
 */
export async function listMessages(
  db: Db,
  scope: LogScope,
  opts: { after?: LogPosition; limit: number; search: string; start?: Date | null; end?: Date | null },
): Promise<LogRow[]> {
  const filters: SQL[] = [inScope(scope)];
  // The date range: sent at or after its start, before its end.
  if (opts.start) filters.push(gte(messageLogs.createdAt, opts.start));
  if (opts.end) filters.push(lt(messageLogs.createdAt, opts.end));
  if (opts.after) {
    filters.push(sql`(${messageLogs.createdAt}, ${messageLogs.id}) < (${opts.after.at}::timestamptz, ${opts.after.id}::uuid)`);
  }
  if (opts.search) {
    const pattern = contains(opts.search);
    filters.push(or(ilike(messageLogs.subject, pattern), ilike(messageLogs.toEmail, pattern), ilike(messageLogs.name, pattern))!);
  }
  return db
    .select(ROW)
    .from(messageLogs)
    .where(and(...filters))
    .orderBy(desc(messageLogs.createdAt), desc(messageLogs.id))
    .limit(opts.limit + 1);
}

/** One message with its text; `scope` undefined reads any (admins). */
export async function findMessage(db: Db, id: string, scope: LogScope | undefined): Promise<(LogRow & { body: string }) | undefined> {
  const [row] = await db
    .select({ ...ROW, body: messageLogs.body })
    .from(messageLogs)
    .where(scope ? and(eq(messageLogs.id, id), inScope(scope)) : eq(messageLogs.id, id))
    .limit(1);
  return row;
}
