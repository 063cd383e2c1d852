import { Tabs } from '@mantine/core';
import { REPORT_TITLES, type ReportKind } from '@charter/shared';

/** The reports a user may open, as tabs; each is its own address (/reports/{report}). */
export function ReportTabs({ kinds, active, onChange }: { kinds: ReportKind[]; active: ReportKind; onChange: (kind: ReportKind) => void }) {
  if (kinds.length < 2) return null;
  return (
    <Tabs value={active} onChange={(v) => v && onChange(v as ReportKind)}>
      <Tabs.List aria-label="Reports">
        {kinds.map((k) => (
          <Tabs.Tab key={k} value={k}>
            {REPORT_TITLES[k]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
