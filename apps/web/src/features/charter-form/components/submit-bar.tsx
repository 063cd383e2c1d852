import { Button, Group, Paper, Text } from '@mantine/core';
import { countOf } from '@charter/shared';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { FORM_DEFAULTS } from '../model/defaults';
import type { CharterForm } from '../model/form-types';
import { currentRows } from '../model/manifest';
import { sectorDistanceKm } from '../model/request-body';

interface Props {
  form: CharterForm;
  busy: boolean;
  problemCount: number;
  /** A saved request being edited: "Save Changes" instead of "Submit Request". */
  editing?: boolean;
}

const TAB_NAMES = { OneWay: 'One Way', Return: 'Return', multi: 'Multi-stop' } as const;

/** Stays at the bottom of the screen: what is being requested and the submit button. */
export function SubmitBar({ form, busy, problemCount, editing = false }: Props) {
  // On phones the bar must leave room for the form: one line of summary, the button beside it.
  const compact = useIsMobile();
  const km = form.sectors.map(sectorDistanceKm).reduce<number>((sum, d) => sum + (d ?? 0), 0);
  const passengers = Math.max(0, ...form.sectors.map((s) => currentRows(s).length || Number(s.passengerNumber) || 0));
  const hours = Number(form.biddingTimeSpanHours);
  const parts = [
    TAB_NAMES[form.activeTab],
    countOf(form.sectors.length, 'sector'),
    `up to ${countOf(passengers, 'passenger')}`,
    km > 0 ? `${km.toLocaleString('en-AU')} km` : null,
  ].filter(Boolean);

  return (
    <Paper
      shadow="md"
      withBorder
      radius="lg"
      p="sm"
      pos="sticky"
      bottom={8}
      style={{ zIndex: 5 }}
      role="region"
      aria-label="Request summary"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate={compact}>
            {parts.join(' · ')}
          </Text>
          <Text
            size="xs"
            c={problemCount > 0 ? 'red.9' : 'dimmed'}
            aria-live="polite"
            display={compact && problemCount === 0 ? 'none' : undefined}
          >
            {problemCount > 0
              ? `${countOf(problemCount, 'thing needs', 'things need')} fixing before this can be sent.`
              : `Bidding closes ${Number.isInteger(hours) && hours > 0 ? countOf(hours, 'hour') : '… hours'} after ${editing ? 'the request was made' : 'you submit'}. Prices in ${FORM_DEFAULTS.currency}.`}
          </Text>
        </div>
        <Button type="submit" size={compact ? 'sm' : 'md'} disabled={busy} miw={compact ? undefined : 170} style={{ flexShrink: 0 }}>
          {busy ? 'Saving...' : editing ? 'Save Changes' : 'Submit Request'}
        </Button>
      </Group>
    </Paper>
  );
}
