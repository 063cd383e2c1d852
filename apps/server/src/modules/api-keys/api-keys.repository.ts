import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import type { AccountRole, ApiKeyDto } from '@charter/shared';
import { isoText } from '../../lib/sql-text.js';

const columns = sql`k.id, k.name, k.prefix, k.scopes, ${isoText(sql`k.created_at`)} as "createdAt",
  ${isoText(sql`k.last_used_at`)} as "lastUsedAt"`;

/** A person's keys not revoked, newest first. */
export async function keysOfUser(db: DbOrTx, userId: string): Promise<ApiKeyDto[]> {
  const r = await db.execute<ApiKeyDto & Record<string, unknown>>(sql`
    select ${columns} from api_keys k where k.user_id = ${userId} and k.revoked_at is null order by k.created_at desc`);
  return r.rows;
}

/** Every key not revoked, with whose it is (for admins). */
export async function allKeys(db: DbOrTx): Promise<ApiKeyDto[]> {
  const r = await db.execute<ApiKeyDto & { email: string; role: AccountRole } & Record<string, unknown>>(sql`
    select ${columns}, u.email, u.role from api_keys k join users u on u.id = k.user_id
    where k.revoked_at is null order by u.email, k.created_at desc`);
  return r.rows.map(({ email, role, ...key }) => ({ ...key, owner: { email, role } }));
}

export async function countKeys(db: DbOrTx, userId: string): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from api_keys where user_id = ${userId} and revoked_at is null`);
  return r.rows[0]!.n;
}

export async function insertKey(
  db: DbOrTx,
  k: { userId: string; name: string; prefix: string; tokenHash: string; scopes: string[] },
): Promise<ApiKeyDto> {
  const r = await db.execute<ApiKeyDto & Record<string, unknown>>(sql`
    insert into api_keys as k (user_id, name, prefix, token_hash, scopes)
    values (${k.userId}, ${k.name}, ${k.prefix}, ${k.tokenHash}, array[${sql.join(
      k.scopes.map((scope) => sql`${scope}`),
      sql`, `,
    )}]::text[])
    returning ${columns}`);
  return r.rows[0]!;
}

/** Revokes the key (`ownerId` null: any owner's, for admins); false when there was none to revoke. */
export async function revokeKey(db: DbOrTx, id: string, ownerId: string | null): Promise<boolean> {
  const r = await db.execute(sql`
    update api_keys set revoked_at = now()
    where id = ${id} and revoked_at is null ${ownerId ? sql`and user_id = ${ownerId}` : sql``}`);
  return (r.rowCount ?? 0) > 0;
}

export interface KeyHolder {
  id: string;
  userId: string;
  name: string;
  scopes: string[];
}

/** The live key with this hash, marking it used (at most once a minute, so calls do not each write). */
export async function useKey(db: DbOrTx, tokenHash: string): Promise<KeyHolder | undefined> {
  const r = await db.execute<KeyHolder & Record<string, unknown>>(sql`
    select id, user_id as "userId", name, scopes from api_keys where token_hash = ${tokenHash} and revoked_at is null`);
  const key = r.rows[0];
  if (key) {
    await db.execute(sql`
      update api_keys set last_used_at = now()
      where id = ${key.id} and (last_used_at is null or last_used_at < now() - interval '1 minute')`);
  }
  return key;
}
