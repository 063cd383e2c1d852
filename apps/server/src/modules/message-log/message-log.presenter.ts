import { SIGNED_OUT_ROUTES, type MessageLogDto, type MessageLogPageDto, type MessageLogRowDto } from '@charter/shared';
import type { LogRow, LogPosition } from './message-log.repository.js';

/**
 * Links to the signed-out pages (password reset, e-mail confirmation, invitations) carry a token
 * that works for whoever holds it. The log keeps what was sent, but shows those links without
 * the token: an admin reading a supplier's log must not be able to take over its account.
 */
const ONE_TIME_PAGES = [...new Set(SIGNED_OUT_ROUTES.map((p) => p.split('/')[1]).filter(Boolean))];
const ONE_TIME_LINK = new RegExp(`(?:https?://[^\\s/<>"']+)?/(?:${ONE_TIME_PAGES.join('|')})/[^\\s<>"')\\]]+`, 'gi');
export const HIDDEN_LINK = '[one-time link hidden]';

export function hideOneTimeLinks(text: string): string {
  return text.replace(ONE_TIME_LINK, HIDDEN_LINK);
}

export function presentRow(row: LogRow): MessageLogRowDto {
  return {
    id: row.id,
    createdAt: row.createdAt,
    name: row.name,
    toEmail: row.toEmail,
    subject: row.subject,
    entityType: row.entityType,
    entityId: row.entityId,
    fromState: row.fromState,
    newState: row.newState,
    targetAudience: row.targetAudience,
    status: row.status,
  };
}

export function presentMessage(row: LogRow & { body: string }): MessageLogDto {
  return { ...presentRow(row), body: hideOneTimeLinks(row.body) };
}

// The cursor is opaque to the client: base64url of "{created_at to the microsecond}|{id}".
export function encodeCursor(p: LogPosition): string {
  return Buffer.from(`${p.at}|${p.id}`, 'utf8').toString('base64url');
}

const POSITION = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The position a cursor names, or null when it is not one this server wrote. */
export function decodeCursor(cursor: string): LogPosition | null {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || Number.isNaN(Date.parse(match[1]!))) return null;
  return { at: match[1]!, id: match[2]! };
}

/** `rows` holds up to limit + 1 rows; the extra one means there is a next page. */
export function presentPage(rows: LogRow[], limit: number): MessageLogPageDto {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(presentRow),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.position, id: last.id }) : null,
  };
}
