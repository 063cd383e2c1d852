import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@charter/db';
import { EMPTY_ID, LINK_PROBLEM_MESSAGES, ONBOARDING_MESSAGES, type AccountLinkPurpose, type LinkProblem, isUuid } from '@charter/shared';
import { newRefreshToken, sha256 } from '../auth/tokens.js';
import { HttpError, notFound } from '../lib/http-errors.js';

export interface IssuedLink {
  id: string;
  /** The secret that goes in the e-mail beside the id; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

export interface LinkRow {
  id: string;
  purpose: AccountLinkPurpose;
  userId: string;
  newEmail: string | null;
  tokenHash: string;
  expiresAt: Date;
  used: boolean;
  replaced: boolean;
  expired: boolean;
}

/**
 * A new single-use link for a user (ADR 0011). Any open link of the same purpose for the same user
 * is marked replaced in the same transaction, so re-sending an invitation or a confirmation leaves
 * exactly one working link: the one in the latest e-mail.
 */
export async function issueLink(
  tx: DbOrTx,
  link: { purpose: AccountLinkPurpose; userId: string; ttlMs: number; newEmail?: string | null; createdBy?: string | null },
): Promise<IssuedLink> {
  const token = newRefreshToken();
  const expiresAt = new Date(Date.now() + link.ttlMs);
  await tx.execute(sql`
    update account_links set replaced_at = now()
    where user_id = ${link.userId} and purpose = ${link.purpose} and used_at is null and replaced_at is null`);
  const r = await tx.execute<{ id: string }>(sql`
    insert into account_links (purpose, user_id, new_email, token_hash, expires_at, created_by)
    values (${link.purpose}, ${link.userId}, ${link.newEmail ?? null}, ${sha256(token)}, ${expiresAt.toISOString()}::timestamptz,
      ${link.createdBy ?? null})
    returning id`);
  return { id: r.rows[0]!.id, token, expiresAt };
}

/** The link with this id and purpose, or undefined (an all-zero or malformed id is never one). */
export async function findLink(
  tx: DbOrTx,
  id: string,
  purpose: AccountLinkPurpose,
  opts: { lock?: boolean } = {},
): Promise<LinkRow | undefined> {
  if (!isUuid(id) || id === EMPTY_ID) return undefined;
  const r = await tx.execute<LinkRow & Record<string, unknown>>(sql`
    select id, purpose, user_id as "userId", new_email as "newEmail", token_hash as "tokenHash", expires_at as "expiresAt",
      used_at is not null as used, replaced_at is not null as replaced, expires_at <= now() as expired
    from account_links where id = ${id} and purpose = ${purpose}
    ${opts.lock ? sql`for update` : sql``}`);
  return r.rows[0];
}

/** What is wrong with a link (null when it may be used), the token checked when one is given. */
export function linkProblem(link: LinkRow | undefined, token?: string): LinkProblem | null {
  if (!link) return 'missing';
  // A wrong token is treated as no such link: it tells a guesser nothing.
  if (token !== undefined && sha256(token) !== link.tokenHash) return 'missing';
  if (link.used) return 'used';
  if (link.replaced) return 'replaced';
  if (link.expired) return 'expired';
  return null;
}

/**
 * The answer for a link that cannot be used: 404 "Could not find anything matching your request."
 * when there is none, 410 with the reason (used, replaced by a newer e-mail, expired) otherwise.
 */
export function linkError(problem: LinkProblem): HttpError {
  if (problem === 'missing') return notFound(ONBOARDING_MESSAGES.notFound);
  return new HttpError(410, [LINK_PROBLEM_MESSAGES[problem]]);
}

/**
 * Locks the link, checks its token and state and marks it used, all in the caller's transaction:
 * two tabs submitting the same link at once get one success and one "already used".
 */
export async function spendLink(tx: DbOrTx, id: string, token: string, purpose: AccountLinkPurpose): Promise<LinkRow> {
  const link = await findLink(tx, id, purpose, { lock: true });
  const problem = linkProblem(link, token);
  if (problem) throw linkError(problem);
  await tx.execute(sql`update account_links set used_at = now() where id = ${id}`);
  return link!;
}
