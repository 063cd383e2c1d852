import type { MessageLogPageDto, MessageLogRowDto, PartyEntityType } from '@charter/shared';

/** Whose log a list shows: the signed-in user's own, or a party's (its management tab). */
export type MessageLogSource = { kind: 'own' } | { kind: 'party'; partyType: PartyEntityType; partyId: string };

/** The call that reads one page of a log. */
export function messageLogPath(source: MessageLogSource, opts: { search?: string; cursor?: string | null; limit?: number } = {}): string {
  const path =
    source.kind === 'own'
      ? '/api/messageLog'
      : `/api/messageLog/party/${encodeURIComponent(source.partyType)}/${encodeURIComponent(source.partyId)}`;
  const query = new URLSearchParams();
  if (opts.limit) query.set('limit', String(opts.limit));
  if (opts.search?.trim()) query.set('search', opts.search.trim());
  if (opts.cursor) query.set('cursor', opts.cursor);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** "Approved => Live" for a message sent on a status change; null for the others (password reset, ...). */
export function stateChange(m: Pick<MessageLogRowDto, 'fromState' | 'newState'>): string | null {
  if (!m.fromState && !m.newState) return null;
  return `${m.fromState || '?'} => ${m.newState || '?'}`;
}

/** Sent is the normal case; anything else (a failure recorded later) stands out. */
export function statusColor(status: string): string {
  return status === 'Sent' ? 'teal' : 'red';
}

/** The rows of every loaded page, in order, each once (a row can move pages when new e-mails arrive during a refetch). */
export function rowsOf(pages: readonly MessageLogPageDto[] | undefined): MessageLogRowDto[] {
  const seen = new Set<string>();
  const rows: MessageLogRowDto[] = [];
  for (const page of pages ?? []) {
    for (const row of page.items) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}
