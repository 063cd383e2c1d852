import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '@charter/db';
import { HttpError } from './http-errors.js';

/** At most `max` uses of `key` per fixed window of `windowSeconds`. */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

// Counters whose window ended this long ago are deleted now and then (longer than any window).
const PRUNE_AFTER_HOURS = 24;
const PRUNE_ONE_CALL_IN = 200;

/**
 * Counts one use against every limit, or none. Each key is counted in the database by one
 * INSERT ... ON CONFLICT DO UPDATE ... RETURNING, whose row lock orders concurrent requests, and
 * before the guarded work runs: forty requests at once see the counts 1 to 40, so only those under
 * the limit go on. The counters live in PostgreSQL so every server instance shares them.
 *
 * A request refused by any limit gives its use back to every key it was counted against: refused
 * requests do not count, so hammering a limit that is already reached neither deepens it nor
 * spills into the wider limits (the account's or the address's) that other people share. Give the
 * limits narrowest first, so a request refused by a narrow one never touches the wider ones. Each
 * statement commits on its own (no transaction), so no row lock is held across keys.
 */
export async function take(db: Db, limits: Limit[]): Promise<boolean> {
  const counted: string[] = [];
  for (const limit of limits) {
    const uses = await countUse(db, limit);
    counted.push(limit.key);
    if (uses > limit.max) {
      await giveBack(db, counted);
      return false;
    }
  }
  if (Math.floor(Math.random() * PRUNE_ONE_CALL_IN) === 0) await prune(db);
  return true;
}

/** Counts one use of the key in its window (a new window once the last has passed); the uses so far. */
async function countUse(db: Db, limit: Omit<Limit, 'max'>): Promise<number> {
  const fresh = sql`login_attempts.window_start > now() - make_interval(secs => ${limit.windowSeconds})`;
  const r = await db.execute<{ uses: number }>(sql`
    insert into login_attempts (key, window_start, failures) values (${limit.key}, now(), 1)
    on conflict (key) do update set
      failures = case when ${fresh} then login_attempts.failures + 1 else 1 end,
      window_start = case when ${fresh} then login_attempts.window_start else now() end
    returning failures as uses`);
  return r.rows[0]!.uses;
}

/** A limit that, past `free` uses in its window, makes each further use wait twice as long as the last. */
export interface DelayLimit {
  key: string;
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}

/**
 * Takes one use of a growing-delay limit, or none while the key waits: a use taken while it waits
 * would let concurrent requests through, so the wait is checked and the use counted in one
 * statement (the row lock orders them). The use that reaches `free` sets the first wait, each
 * later one doubles it up to the maximum; the count starts again once its window has passed.
 */
export async function takeWithDelay(db: Db, limit: DelayLimit): Promise<boolean> {
  const fresh = sql`login_attempts.window_start > now() - make_interval(secs => ${limit.windowSeconds})`;
  const uses = sql`(case when ${fresh} then login_attempts.failures + 1 else 1 end)`;
  const waitAfter = (n: SQL) =>
    sql`(case when ${n} >= ${limit.free} then now() + make_interval(secs => least(${limit.maxDelaySeconds}::float8,
      ${limit.firstDelaySeconds}::float8 * power(2, ${n} - ${limit.free}))) end)`;
  const r = await db.execute<{ uses: number }>(sql`
    insert into login_attempts (key, window_start, failures, blocked_until) values (${limit.key}, now(), 1, ${waitAfter(sql`1`)})
    on conflict (key) do update set
      failures = ${uses},
      window_start = case when ${fresh} then login_attempts.window_start else now() end,
      blocked_until = ${waitAfter(uses)}
    where login_attempts.blocked_until is null or login_attempts.blocked_until <= now()
    returning failures as uses`);
  return r.rows.length > 0;
}

/** Uses of each key within its window so far, without taking one (0 for a key not used). */
export async function uses(db: Db, limits: Omit<Limit, 'max'>[]): Promise<number[]> {
  return Promise.all(
    limits.map(async (limit) => {
      const r = await db.execute<{ failures: number }>(sql`
        select failures from login_attempts
        where key = ${limit.key} and window_start > now() - make_interval(secs => ${limit.windowSeconds})`);
      return r.rows[0]?.failures ?? 0;
    }),
  );
}

/** Counts one use of each key, in its window, whatever the count (the caller decided it goes on). */
export async function count(db: Db, limits: Omit<Limit, 'max'>[]): Promise<void> {
  for (const limit of limits) await countUse(db, limit);
}

/** Like take, but answers 429 with the message when a limit is reached. */
export async function enforce(db: Db, limits: Limit[], message: string): Promise<void> {
  if (!(await take(db, limits))) throw tooMany(message);
}

/** Returns one use to each key: the guarded attempt turned out not to count (a sign-in that succeeded). */
export async function giveBack(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    update login_attempts set failures = greatest(failures - 1, 0)
    where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`);
}

/** Forgets the keys' counts. */
export async function clear(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`delete from login_attempts where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
}

async function prune(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from login_attempts where window_start < now() - make_interval(hours => ${PRUNE_AFTER_HOURS})
    and (blocked_until is null or blocked_until < now())`);
}

export const tooMany = (message: string) => new HttpError(429, [message]);

/**
 * A preHandler limiting a public call per client address (req.ip: the proxy's address unless
 * TRUST_PROXY is set, see README). Runs after validation, so malformed requests do not count.
 */
export function perAddress(db: Db, name: string, max: number, windowSeconds: number, message: string) {
  return async (req: FastifyRequest) => enforce(db, [{ key: `${name}:${req.ip}`, max, windowSeconds }], message);
}
