import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatKg } from '@charter/shared';
import { EmptyCard } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { useIsMobile } from '../../../lib/use-is-mobile';
import type { Aircraft } from '../api/aircraft-api';
import { useAircraftList } from '../hooks/use-aircraft';
import { AircraftFormModal } from './aircraft-form-modal';
import { AircraftImages } from './aircraft-images';
import { countOf } from '@charter/shared';

interface AircraftScreenProps {
  supplierId: string;
  /** The aircraft whose images are open (from the route), or null. */
  openAircraftId: string | null;
  onOpenAircraft: (aircraftId: string | null) => void;
  imageHref: (aircraftId: string, imageId: string) => string;
}

function StatusTag({ status }: { status: string }) {
  return (
    <Badge variant="light" color={status === 'Active' ? 'teal' : 'gray'} radius="sm">
      {status}
    </Badge>
  );
}

/** A supplier's fleet (supplier-and-admin section 2): the table, Add / Edit and each aircraft's images. */
export function AircraftScreen({ supplierId, openAircraftId, onOpenAircraft, imageHref }: AircraftScreenProps) {
  const list = useAircraftList(supplierId);
  const isMobile = useIsMobile();
  const [editing, setEditing] = useState<Aircraft | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const open = list.data?.find((a) => a.id === openAircraftId) ?? null;

  const edit = (a: Aircraft | null) => {
    setEditing(a);
    setFormOpen(true);
  };
  const actions = (a: Aircraft) => (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" onClick={() => edit(a)} aria-label={`Edit ${a.licenseNumber}`}>
        Edit
      </Button>
      <Button size="xs" variant="light" onClick={() => onOpenAircraft(a.id)} aria-label={`Images of ${a.licenseNumber}`}>
        Images ({a.imageCount})
      </Button>
    </Group>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {list.data ? countOf(list.data.length, 'aircraft', 'aircraft') : ' '}
        </Text>
        <Button onClick={() => edit(null)}>Add Aircraft</Button>
      </Group>
      {list.isPending ? <PageLoader label="Loading aircraft" /> : null}
      {list.isError ? <LoadError query={list} /> : null}
      {list.data && list.data.length === 0 ? (
        <EmptyCard>No aircraft yet. Add the aircraft you fly so you can offer them in bids.</EmptyCard>
      ) : null}
      {list.data && list.data.length > 0 && isMobile ? (
        <Stack gap="sm" role="list" aria-label="Aircraft">
          {list.data.map((a) => (
            <Card key={a.id} withBorder padding="md" role="listitem">
              <Group justify="space-between" mb={4}>
                <Text fw={700}>{a.licenseNumber}</Text>
                <StatusTag status={a.status} />
              </Group>
              <Text size="sm">
                {a.type}
                {a.name ? ` · ${a.name}` : ''}
              </Text>
              <Text size="sm" c="dimmed" mb="sm">
                {a.aircraftCategory} · {a.passengerLimit} pax · {formatKg(a.payloadKg)} · {a.flyingRangeKm.toLocaleString('en-AU')} km
                {a.dangerousGoods ? ' · DG' : ''} · {countOf(a.imageCount, 'image')}
              </Text>
              {actions(a)}
            </Card>
          ))}
        </Stack>
      ) : null}
      {list.data && list.data.length > 0 && !isMobile ? (
        <Card padding={0} withBorder>
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover aria-label="Aircraft" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Registration</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Pax Limit</Table.Th>
                  <Table.Th>Payload</Table.Th>
                  <Table.Th>Range</Table.Th>
                  <Table.Th>DG</Table.Th>
                  <Table.Th>Images</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td fw={600}>{a.licenseNumber}</Table.Td>
                    <Table.Td>{a.type}</Table.Td>
                    <Table.Td>{a.name}</Table.Td>
                    <Table.Td>{a.aircraftCategory}</Table.Td>
                    <Table.Td>{a.passengerLimit}</Table.Td>
                    <Table.Td title={a.maxPayloadKg == null ? `${a.aircraftCategory ?? 'Category'} default` : undefined}>
                      {formatKg(a.payloadKg)}
                    </Table.Td>
                    <Table.Td title={a.rangeKm == null ? `${a.aircraftCategory ?? 'Category'} default` : undefined}>
                      {a.flyingRangeKm.toLocaleString('en-AU')} km
                    </Table.Td>
                    <Table.Td>{a.dangerousGoods ? 'Yes' : 'No'}</Table.Td>
                    <Table.Td>{a.imageCount}</Table.Td>
                    <Table.Td>
                      <StatusTag status={a.status} />
                    </Table.Td>
                    <Table.Td>{actions(a)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ) : null}
      <AircraftFormModal supplierId={supplierId} aircraft={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
      <Modal
        opened={open !== null}
        onClose={() => onOpenAircraft(null)}
        title={open ? `Images of ${open.licenseNumber}` : 'Images'}
        size="xl"
        centered
        fullScreen={isMobile}
      >
        {open ? <AircraftImages aircraft={open} imageHref={imageHref} /> : null}
      </Modal>
    </Stack>
  );
}
