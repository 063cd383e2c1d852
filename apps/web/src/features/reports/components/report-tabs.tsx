import { Tabs } from '@mantine/core';

export interface ReportTab {
  key: string;
  label: string;
}

/** The reports a user may open, as tabs; each is its own address (/reports/{report}). */
export function ReportTabs({ tabs, active, onChange }: { tabs: ReportTab[]; active: string; onChange: (key: string) => void }) {
  if (tabs.length < 2) return null;
  return (
    <Tabs value={active} onChange={(v) => v && onChange(v)}>
      <Tabs.List aria-label="Reports">
        {tabs.map((t) => (
          <Tabs.Tab key={t.key} value={t.key}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
