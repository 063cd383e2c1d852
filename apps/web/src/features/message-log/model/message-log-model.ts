import {
  MESSAGE_LOG_MESSAGES,
  compareDays,
  parseDay,
  type MessageLogList,
  type MessageLogPageDto,
  type MessageLogRowDto,
  type PartyEntityType,
} from '@charter/shared';

/** Whose log a list shows: the signed-in user's own, or a party's (its management tab). */
export type MessageLogSource = { kind: 'own' } | { kind: 'party'; partyType: PartyEntityType; partyId: string };

/**
 * Which rows of a log are read: the search, the All / Me tab and the days (dd/MM/yyyy, blank for
 * an open side) in the viewer's time zone.
 */
export interface LogFilter {
  search: string;
  list: MessageLogList;
  from: string;
  to: string;
  tz: string;
}

/** The call that reads one page of a log. */
export function messageLogPath(
  source: MessageLogSource,
  opts: Partial<LogFilter> & { cursor?: string | null; limit?: number } = {},
): string {
  const path =
    source.kind === 'own'
      ? '/api/messageLog'
      : `/api/messageLog/party/${encodeURIComponent(source.partyType)}/${encodeURIComponent(source.partyId)}`;
  const query = new URLSearchParams();
  if (opts.limit) query.set('limit', String(opts.limit));
  if (opts.search?.trim()) query.set('search', opts.search.trim());
  if (opts.list && opts.list !== 'All') query.set('list', opts.list);
  if (opts.from) query.set('from', opts.from);
  if (opts.to) query.set('to', opts.to);
  if (opts.tz && (opts.from || opts.to)) query.set('tz', opts.tz);
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

/** What is wrong with a from/to pair as typed, or null when the log can be read with it. */
export function rangeError(from: string, to: string): string | null {
  const start = from ? parseDay(from) : null;
  const end = to ? parseDay(to) : null;
  if (from && !start) return MESSAGE_LOG_MESSAGES.from;
  if (to && !end) return MESSAGE_LOG_MESSAGES.to;
  return start && end && compareDays(start, end) > 0 ? MESSAGE_LOG_MESSAGES.range : null;
}

/** dd/MM/yyyy (the call's and the field's format) to the date picker's YYYY-MM-DD; null when blank or not a day. */
export function dayToPicker(day: string): string | null {
  const d = parseDay(day);
  return d ? `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : null;
}

/** The date picker's YYYY-MM-DD back to dd/MM/yyyy; blank for none. */
export function pickerToDay(value: string | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** What the user typed in a date field, read strictly as dd/MM/yyyy, as the picker's value (or null). */
export function typedDay(text: string): string | null {
  return dayToPicker(text.trim());
}
