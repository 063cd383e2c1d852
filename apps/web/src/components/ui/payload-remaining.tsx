import { ActionIcon, Group, Popover, Stack, Table, Text } from '@mantine/core';
import { formatKg, payloadRemainingTone, type SectorLoad } from '@charter/shared';
import { payloadBasisLabel, payloadLines, payloadNote } from './payload-lines';

/**
 * A sector's payload remaining (sectorLoad, ADR 0039), green above 0 and red otherwise, with what
 * it is counted from beside it and the whole sum behind the "?" button: the same figure on the
 * manifest, in the passenger editors, the share panel and the new-request form.
 */
export function PayloadRemaining({ load }: { load: SectorLoad }) {
  const tone = payloadRemainingTone(load.remaining);
  return (
    <Group gap={6} wrap="wrap" align="center" data-payload-basis={load.basis}>
      {/* Darker than Mantine's green.8 and red.7 (3.4:1 and 3.7:1 on white): WCAG AA wants 4.5:1. */}
      <Text span fz="sm" fw={600} c={tone === 'green' ? '#237032' : 'red.9'} data-tone={tone}>
        Payload remaining: {formatKg(load.remaining)}
      </Text>
      <Text span fz="xs" c="dimmed">
        {payloadBasisLabel(load)}
      </Text>
      <Popover width={320} position="bottom-start" withArrow shadow="md">
        <Popover.Target>
          <ActionIcon size="sm" radius="xl" variant="light" color="gray" aria-label="How payload remaining is worked out">
            ?
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap={6}>
            <Table fz="xs" verticalSpacing={2} horizontalSpacing={4} aria-label="Payload remaining, worked out">
              <Table.Tbody>
                {payloadLines(load).map((l) => (
                  <Table.Tr key={l.label}>
                    <Table.Td>{l.label}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {l.less ? '− ' : ''}
                      {formatKg(l.kg)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text fz="xs" c="dimmed">
              {payloadNote(load)}
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
