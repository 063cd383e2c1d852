import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@charter/db';
import { PRODUCT_NAME, countOf } from '@charter/shared';
import { enqueueEmail } from '../../mail/outbox.js';

/** Whether the account has proved it signs in from this address (and the proof is still current). */
export async function isTrusted(db: DbOrTx, userId: string, address: string): Promise<boolean> {
  const r = await db.execute(sql`
    select 1 from sign_in_trust where user_id = ${userId} and address = ${address} and trusted_until > now()`);
  return r.rows.length > 0;
}

/**
 * Remembers (or renews) the address as one the account signs in from, and forgets the account's
 * lapsed addresses and unlock links, so neither table grows past what is current.
 */
export async function trust(db: DbOrTx, userId: string, address: string, days: number): Promise<void> {
  await db.execute(sql`delete from sign_in_trust where user_id = ${userId} and trusted_until <= now()`);
  await db.execute(sql`delete from sign_in_unlocks where user_id = ${userId} and (used_at is not null or expires_at <= now())`);
  await db.execute(sql`
    insert into sign_in_trust (user_id, address, trusted_until) values (${userId}, ${address}, now() + make_interval(days => ${days}))
    on conflict (user_id, address) do update set trusted_until = excluded.trusted_until`);
}

/** The id of the account's unused, unexpired unlock link with this token hash. */
export async function liveUnlock(db: DbOrTx, userId: string, tokenHash: string): Promise<string | null> {
  const r = await db.execute<{ id: string }>(sql`
    select id from sign_in_unlocks
    where user_id = ${userId} and token_hash = ${tokenHash} and used_at is null and expires_at > now()`);
  return r.rows[0]?.id ?? null;
}

/** Spends an unlock link; false when another sign-in spent it first. */
export async function spendUnlock(db: DbOrTx, id: string): Promise<boolean> {
  const r = await db.execute(sql`update sign_in_unlocks set used_at = now() where id = ${id} and used_at is null returning id`);
  return r.rows.length > 0;
}

function unlockEmail(link: string, minutes: number) {
  const lines = [
    'Hello,',
    '',
    `Someone has tried many wrong passwords on your ${PRODUCT_NAME} account. To protect it, signing in is paused`,
    'for a few minutes except from the places where you have signed in before.',
    '',
    `To sign in from somewhere else now, open this link within ${countOf(minutes, 'minute')} and sign in with your password`,
    '(it works once):',
    '',
    link,
    '',
    'If you did not try to sign in, you may want to change your password. Nobody has signed in with it.',
  ];
  return {
    subject: `Sign-in attempts on your ${PRODUCT_NAME} account`,
    text: lines.join('\n'),
    html: `<p>Hello,</p><p>${lines.slice(2, 4).join(' ')}</p><p>${lines.slice(5, 7).join(' ')}</p>
<p><a href="${link}">Sign in</a></p><p>${lines[10]}</p>`,
  };
}

/**
 * Writes an unlock link for the account and queues its e-mail to the account's own address, in
 * one transaction (the outbox sends it once it commits).
 */
export async function issueUnlock(db: Db, userId: string, tokenHash: string, link: string, minutes: number): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await tx.execute<{ email: string; role: string } & Record<string, unknown>>(sql`
      select email, role, client_id as "clientId", client_department_id as "clientDepartmentId",
        client_staff_id as "clientStaffId", supplier_id as "supplierId"
      from users where id = ${userId}`);
    const user = r.rows[0];
    if (!user) return;
    await tx.execute(sql`
      insert into sign_in_unlocks (user_id, token_hash, expires_at)
      values (${userId}, ${tokenHash}, now() + make_interval(mins => ${minutes}))`);
    await enqueueEmail(tx, {
      message: { ...unlockEmail(link, minutes), to: user.email },
      log: {
        name: 'Sign-in Unlock',
        userId,
        clientId: user.clientId as string | null,
        clientDepartmentId: user.clientDepartmentId as string | null,
        clientStaffId: user.clientStaffId as string | null,
        supplierId: user.supplierId as string | null,
        targetAudience: user.role,
      },
    });
  });
}
