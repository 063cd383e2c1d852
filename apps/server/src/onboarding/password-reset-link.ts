import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import { PRODUCT_NAME, countOf } from '@charter/shared';
import { newRefreshToken, sha256 } from '../auth/tokens.js';
import type { MailMessage } from '../mail/mailer.js';
import { OUTBOX_CHANNEL, type EmailOutboxPayload } from '../mail/outbox.js';

/** The reset e-mail; its recipient is filled in by the statement that finds the account. */
function resetEmail(link: string, minutes: number, byAdmin: boolean): Omit<MailMessage, 'to'> {
  const who = byAdmin ? 'An administrator has sent you a link' : 'Someone asked';
  const opening = byAdmin
    ? `${who} to reset the password of your ${PRODUCT_NAME} account.`
    : `Someone asked to reset the password of your ${PRODUCT_NAME} account.`;
  return {
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      'Hello,',
      '',
      opening,
      `Open this link within ${countOf(minutes, 'minute')} to choose a new password (it works once):`,
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: `<p>Hello,</p><p>${opening}</p>
<p>Open this link within ${countOf(minutes, 'minute')} to choose a new password (it works once):</p>
<p><a href="${link}">Reset my password</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
  };
}

export interface PasswordResetTarget {
  /** The public form: whatever address was typed (matched case-insensitively). */
  email?: string;
  /** The admin tool: the sign-in itself. */
  userId?: string;
}

export interface PasswordResetOptions {
  publicUrl: string;
  minutes: number;
  /** False past the public form's per-account limit: the statement runs the same but writes nothing. */
  send?: boolean;
  /** An admin sent it (the e-mail says so). */
  byAdmin?: boolean;
}

/**
 * Issues a password reset link (/resetPassword/{id}/{token}, ADR 0003): the one way both the
 * public "forgot password" form and the admin's Reset password tool make one. One statement, run
 * whether or not the account exists, so the public form takes the same time either way: when an
 * account that is not Inactive matches (and `send`), it spends any unused earlier link, writes the
 * new reset row and queues the e-mail in the outbox (enqueueEmail's insert and wake-up, in SQL),
 * addressed to the account's own e-mail and logged against its owners. Answers whether it queued.
 */
export async function issuePasswordReset(tx: DbOrTx, target: PasswordResetTarget, opts: PasswordResetOptions): Promise<boolean> {
  const id = randomUUID();
  const token = newRefreshToken();
  const expiresAt = new Date(Date.now() + opts.minutes * 60_000);
  const message = resetEmail(`${opts.publicUrl}/resetPassword/${id}/${token}`, opts.minutes, !!opts.byAdmin);
  const payload: EmailOutboxPayload = { message: { ...message, to: '' }, log: { name: 'Password Reset' } };
  const match = target.userId ? sql`id = ${target.userId}::uuid` : sql`lower(email) = lower(${target.email ?? ''})`;
  const r = await tx.execute<{ queued: number }>(sql`
    with target as (
      select id, email, role, client_id, client_department_id, client_staff_id, supplier_id from users
      where ${match} and status <> 'Inactive' and ${opts.send ?? true}::boolean
      limit 1),
    replaced as (
      update password_resets set used_at = now()
      where user_id in (select id from target) and used_at is null),
    reset as (
      insert into password_resets (id, user_id, token_hash, expires_at)
      select ${id}::uuid, id, ${sha256(token)}, ${expiresAt.toISOString()}::timestamptz from target
      returning user_id),
    queued as (
      insert into outbox (kind, payload)
      select 'email', jsonb_set(jsonb_set(${JSON.stringify(payload)}::jsonb, '{message,to}', to_jsonb(t.email)), '{log}',
        jsonb_build_object('name', 'Password Reset', 'userId', t.id, 'clientId', t.client_id,
          'clientDepartmentId', t.client_department_id, 'clientStaffId', t.client_staff_id, 'supplierId', t.supplier_id,
          'targetAudience', t.role))
      from target t join reset on reset.user_id = t.id
      returning id)
    select (select count(*) from queued)::int as queued,
      (select count(*) from (select pg_notify(${OUTBOX_CHANNEL}, '') from queued) woke)::int as woke`);
  return (r.rows[0]?.queued ?? 0) > 0;
}
