import { Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, type RequiredDocumentStandingDto } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { formatDate } from '../../../lib/format-date';
import { useCompliance } from '../hooks/use-documents';

const STATUS_COLOR: Record<RequiredDocumentStandingDto['status'], string> = {
  Current: 'green',
  Expired: 'red',
  Missing: 'red',
  'Awaiting approval': 'orange',
};

/**
 * An operator's compliance standing (ADR 0043): each document it must keep current with its
 * status and expiry (an insurance with its cover), and which of its aircraft are on its approved
 * Air Operator Certificate. What its bids are judged by, up to each flight's last departure.
 */
export function ComplianceCard({ supplierId, own }: { supplierId: string; own: boolean }) {
  const standing = useCompliance(supplierId);
  return (
    <Card withBorder padding="lg" component="section" aria-label="Compliance">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg">
            Compliance
          </Title>
          {standing.data ? (
            <Badge color={standing.data.current ? 'green' : 'red'} variant="filled" radius="sm">
              {standing.data.current ? 'Current' : 'Action needed'}
            </Badge>
          ) : null}
        </Group>
        <Text fz="sm" c="dimmed">
          {own ? 'You' : 'The operator'} can bid on and fly a charter only while each of these is approved and current until its last sector
          departs, and only with aircraft ticked on the approved Air Operator Certificate.
        </Text>
        {standing.isPending ? <Skeleton h={90} role="status" aria-label="Loading compliance" /> : null}
        {standing.isError ? <LoadError title="Error Loading" query={standing} /> : null}
        {standing.data ? (
          <Table.ScrollContainer minWidth={420}>
            <Table fz="sm" aria-label="Required documents">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Document</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Expires</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {standing.data.documents.map((d) => (
                  <Table.Tr key={d.category}>
                    <Table.Td>
                      <Text fz="sm" fw={600}>
                        {d.category}
                      </Text>
                      {d.liabilityCover !== null ? (
                        <Text fz="xs" c="dimmed">
                          Liability cover {formatMoney('AUD', d.liabilityCover)}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[d.status]} variant="light" radius="sm">
                        {d.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{d.expiresAt ? formatDate(d.expiresAt) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {standing.data && standing.data.aircraft.length > 0 ? (
          <Group gap={6} wrap="wrap" aria-label="Aircraft on the Air Operator Certificate">
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              Aircraft on the AOC
            </Text>
            {standing.data.aircraft.map((a) => (
              <Badge key={a.id} variant="light" color={a.approved ? 'green' : 'orange'} radius="sm" tt="none">
                {a.licenseNumber} {a.approved ? '✓' : '(not approved)'}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
