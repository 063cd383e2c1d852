import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { authSessions, refreshTokens, users, type Db, type DbOrTx } from '@charter/db';
import { endSessionsWhere } from '../../auth/sessions.js';

export interface UserRow {
  id: string;
  email: string;
  passwordHash: string | null;
  role: string;
  status: string;
}

export interface SessionSource {
  userId: string;
  email: string;
  role: string;
  status: string;
  adminId: string | null;
  charterAdminId: string | null;
  clientId: string | null;
  clientDepartmentId: string | null;
  clientStaffId: string | null;
  supplierId: string | null;
  firstName: string | null;
  lastName: string | null;
  clientType: string | null;
  canViewSupplierInfo: boolean | null;
  managesWorkflow: boolean | null;
  managesMessages: boolean | null;
  termsAccepted: boolean;
}

export function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  return db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, role: users.role, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
    .then((r) => r[0]);
}

/** Everything the session token carries, in one query over the user and the role's record. */
export async function loadSessionSource(db: DbOrTx, userId: string): Promise<SessionSource | undefined> {
  const result = await db.execute<SessionSource & Record<string, unknown>>(sql`
    select u.id as "userId", u.email, u.role, u.status,
      u.admin_id as "adminId", u.charter_admin_id as "charterAdminId", u.client_id as "clientId",
      u.client_department_id as "clientDepartmentId", u.client_staff_id as "clientStaffId", u.supplier_id as "supplierId",
      coalesce(a.first_name, ca.first_name, s.first_name, d.first_name, cs.first_name, c.first_name) as "firstName",
      coalesce(a.last_name, ca.last_name, s.last_name, d.last_name, cs.last_name, c.last_name) as "lastName",
      c.client_type as "clientType",
      case u.role
        when 'Client' then c.can_view_supplier_info
        when 'ClientDepartment' then d.can_view_supplier_info
        when 'ClientStaff' then cs.can_view_supplier_info
        when 'Supplier' then s.can_view_supplier_info
        else true end as "canViewSupplierInfo",
      coalesce(a.manages_workflow, cs.manages_workflow, false) as "managesWorkflow",
      coalesce(a.manages_messages, cs.manages_messages, false) as "managesMessages",
      (not exists (select 1 from terms_and_conditions t where t.active = 'Active')
        or exists (
          select 1 from terms_acceptances ta
          where ta.user_id = u.id and ta.terms_id = (
            select t.id from terms_and_conditions t where t.active = 'Active' order by t.created_at desc limit 1))
      ) as "termsAccepted"
    from users u
    left join admins a on a.id = u.admin_id and u.role = 'Admin'
    left join charter_admins ca on ca.id = u.charter_admin_id and u.role = 'CharterAdmin'
    left join clients c on c.id = u.client_id
    left join client_departments d on d.id = u.client_department_id and u.role = 'ClientDepartment'
    left join client_staff cs on cs.id = u.client_staff_id and u.role = 'ClientStaff'
    left join suppliers s on s.id = u.supplier_id
    where u.id = ${userId}
  `);
  return result.rows[0];
}

export async function createSession(db: DbOrTx, userId: string, remoteIp: string | null): Promise<string> {
  const [row] = await db.insert(authSessions).values({ userId, remoteIp }).returning({ id: authSessions.id });
  return row!.id;
}

const sessionChecks = new WeakMap<Db, { execute: (values: { id: string }) => Promise<unknown[]> }>();

/**
 * Whether a session is open: asked when the session cache does not know (auth/session-cache.ts)
 * and by the event streams now and then, so built once per database handle and prepared.
 */
export function isSessionActive(db: Db, sessionId: string): Promise<boolean> {
  let query = sessionChecks.get(db);
  if (!query) {
    query = db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.id, sql.placeholder('id')), isNull(authSessions.revokedAt)))
      .limit(1)
      .prepare('session_active');
    sessionChecks.set(db, query);
  }
  return query.execute({ id: sessionId }).then((r) => r.length > 0);
}

export async function revokeSession(db: DbOrTx, sessionId: string, reason: string): Promise<void> {
  await endSessionsWhere(db, sql`id = ${sessionId}`, reason);
}

export async function insertRefreshTokens(db: DbOrTx, sessionId: string, hashes: string[], expiresAt: Date): Promise<void> {
  if (hashes.length === 0) return;
  await db.insert(refreshTokens).values(hashes.map((tokenHash) => ({ sessionId, tokenHash, expiresAt })));
}

export interface RefreshTokenRow {
  id: string;
  sessionId: string;
  userId: string;
  expired: boolean;
  used: boolean;
  /** Used less than `graceSeconds` ago. */
  usedRecently: boolean;
  successorSealed: string | null;
  revoked: boolean;
}

/**
 * Locks the token row, so that two refreshes with the same token run one after the other: the
 * second sees the first one's outcome (spent, with its successor).
 */
export async function lockRefreshToken(db: DbOrTx, tokenHash: string, graceSeconds: number): Promise<RefreshTokenRow | undefined> {
  const r = await db.execute<RefreshTokenRow & Record<string, unknown>>(sql`
    select rt.id, rt.session_id as "sessionId", s.user_id as "userId",
      rt.expires_at <= now() as expired, rt.used_at is not null as used,
      coalesce(rt.used_at > now() - make_interval(secs => ${graceSeconds}), false) as "usedRecently",
      rt.successor_sealed as "successorSealed", s.revoked_at is not null as revoked
    from refresh_tokens rt join auth_sessions s on s.id = rt.session_id
    where rt.token_hash = ${tokenHash}
    for update of rt`);
  return r.rows[0];
}

/** Spends the token and keeps its successor, sealed, for a repeat within the grace window. */
export async function markRefreshTokenUsed(db: DbOrTx, id: string, successorSealed: string): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: new Date(), successorSealed }).where(eq(refreshTokens.id, id));
}

/** Unused, unexpired tokens of an active session among the given hashes. */
export async function liveTokens(db: DbOrTx, sessionId: string, hashes: string[]): Promise<{ tokenHash: string; expiresAt: Date }[]> {
  if (hashes.length === 0) return [];
  return db
    .select({ tokenHash: refreshTokens.tokenHash, expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.sessionId, sessionId),
        inArray(refreshTokens.tokenHash, hashes),
        isNull(refreshTokens.usedAt),
        sql`${refreshTokens.expiresAt} > now()`,
      ),
    );
}

/** Sessions (of this user) that the given old refresh tokens belong to. */
export async function sessionsOfTokens(db: DbOrTx, userId: string, hashes: string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const r = await db.execute<{ id: string }>(sql`
    select distinct s.id from refresh_tokens rt join auth_sessions s on s.id = rt.session_id
    where s.user_id = ${userId} and rt.token_hash in ${hashes}`);
  return r.rows.map((x) => x.id);
}

export async function touchLastLogin(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}
