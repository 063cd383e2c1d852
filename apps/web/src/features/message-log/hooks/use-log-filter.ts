import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { defaultLogRange, type MessageLogList } from '@charter/shared';

/** The viewer's time zone: the log shows its times in it, so its days are read in it too. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The log's tab and days, kept in the address (?list=Me&from=..&to=..) so a message opened from
 * the list goes back to the same view. Absent days mean the default range (core section 9:
 * yesterday to two days ahead); a day cleared by the user is kept blank (that side open).
 */
export function useLogFilter() {
  const [params, setParams] = useSearchParams();
  const tz = viewerTimeZone();
  // Today is read when the page is opened; a page left open over midnight keeps its range.
  const defaults = useMemo(() => defaultLogRange(new Date(), tz), [tz]);
  const list: MessageLogList = params.get('list') === 'Me' ? 'Me' : 'All';
  const from = params.get('from') ?? defaults.from;
  const to = params.get('to') ?? defaults.to;

  const set = (name: 'list' | 'from' | 'to', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return {
    list,
    from,
    to,
    tz,
    setList: (value: MessageLogList) => set('list', value),
    setFrom: (value: string) => set('from', value),
    setTo: (value: string) => set('to', value),
  };
}
