import { lazy, Suspense, useState } from 'react';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  CHARTER_MESSAGES,
  MANIFEST_CLOSED_STATUSES,
  MANIFEST_MESSAGES,
  formatLocal,
  manifestDueText,
  manifestWeight,
  countOf,
} from '@charter/shared';
import { EmailText } from '../../../components/ui/email-text';
import { PayloadRemaining } from '../../../components/ui/payload-remaining';
import type { CharterDetail, CharterRoute } from '../api/charter-detail-api';
import { manifestCsv, manifestFileName } from '../model/manifest-csv';

// Loaded when someone edits the manifest: the detail's first screen does not parse the editor.
const ManifestEditorDialog = lazy(() => import('./manifest-editor-dialog').then((m) => ({ default: m.ManifestEditorDialog })));

function downloadCsv(jobReference: number, routes: CharterRoute[]) {
  const blob = new Blob([manifestCsv(routes)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = manifestFileName(jobReference);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

const passengers = (n: number) => countOf(n, 'passenger');

/** A sector's heading line: where it flies and what payload it has left (the share panel's figure too). */
function SectorHeading({ caption, route }: { caption: string; route: CharterRoute }) {
  return (
    <Stack gap={2}>
      <Text fw={600} fz="sm">
        {caption}
      </Text>
      {route.load ? <PayloadRemaining load={route.load} /> : null}
    </Stack>
  );
}

/**
 * A sector of an operator that does not get the passenger list (the server sends none): how many
 * fly, never "No passengers listed".
 */
function SectorCount({ route, number }: { route: CharterRoute; number: number }) {
  const count = route.manifestCount > 0 ? route.manifestCount : route.passengerNumber;
  return (
    <Stack gap={6}>
      <SectorHeading caption={`Sector ${number}: ${route.from} → ${route.to}`} route={route} />
      <Text fz="sm" c="dimmed">
        {passengers(count)} (the list is shared with the operator flying the charter)
      </Text>
    </Stack>
  );
}

function SectorManifest({ route, number }: { route: CharterRoute; number: number }) {
  const manifest = route.manifest ?? [];
  const total = manifestWeight(manifest);
  const caption = `Sector ${number}: ${route.from} → ${route.to}`;
  return (
    <Stack gap={6}>
      <SectorHeading caption={caption} route={route} />
      {manifest.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No passengers listed
        </Text>
      ) : (
        // Contact and e-mail share a column so the weights and the total fit at 768 px; narrower
        // screens scroll the table sideways.
        <Table.ScrollContainer minWidth={540} type="native">
          <Table verticalSpacing={6} fz="sm" aria-label={`Manifest, ${caption}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Passenger Name</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th ta="right" w={72}>
                  Weight (kg)
                </Table.Th>
                <Table.Th ta="right" w={72}>
                  Bags (kg)
                </Table.Th>
                <Table.Th ta="right" w={72}>
                  Cargo (kg)
                </Table.Th>
                <Table.Th ta="right" w={72}>
                  Total (kg)
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {manifest.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.passengerName}</Table.Td>
                  <Table.Td>
                    <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                      {p.contactNumber}
                    </Text>
                    {p.emailAddress ? <EmailText email={p.emailAddress} fz="xs" c="dimmed" /> : null}
                  </Table.Td>
                  <Table.Td ta="right">{p.passengerWeight}</Table.Td>
                  <Table.Td ta="right">{p.freightWeight}</Table.Td>
                  <Table.Td ta="right">{p.cargoWeight}</Table.Td>
                  <Table.Td ta="right">{p.passengerWeight + p.freightWeight + p.cargoWeight}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={5}>{passengers(manifest.length)}</Table.Th>
                <Table.Th ta="right">{total}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * The client side after the due time is told why the editor is gone; admins and operators need no
 * such line (admins edit until departure, operators never). A list locked by a bought seat says so to all.
 */
function closedNote(charter: CharterDetail, clientSide: boolean): string | null {
  // Some passenger came with a bought seat: the list is locked for everyone (core section 4).
  if (charter.manifestLocked && !MANIFEST_CLOSED_STATUSES.includes(charter.status)) return CHARTER_MESSAGES.manifestLocked;
  if (!clientSide || charter.permissions.canEditManifest || MANIFEST_CLOSED_STATUSES.includes(charter.status)) return null;
  if (Date.parse(charter.departTime) <= Date.now()) return null;
  return MANIFEST_MESSAGES.closed(formatLocal(charter.manifestDueAt, charter.departTimeZone));
}

/**
 * Each sector's passenger list with its due time, the passenger editor for who may still change
 * it, and the whole manifest as a CSV file built in the browser.
 */
export function Manifests({ charter, clientSide }: { charter: CharterDetail; clientSide: boolean }) {
  const [editing, setEditing] = useState(false);
  const { jobReference, routes } = charter;
  const readable = routes.some((r) => r.manifest !== undefined);
  const open = !MANIFEST_CLOSED_STATUSES.includes(charter.status) && Date.parse(charter.departTime) > Date.now();
  const note = closedNote(charter, clientSide);
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              Manifest
            </Title>
            {open ? (
              <Text fz="sm" c="dimmed">
                {manifestDueText(charter.departTime, charter.departTimeZone)}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xs">
            {charter.permissions.canEditManifest && !charter.manifestLocked ? (
              <Button size="sm" variant="light" onClick={() => setEditing(true)}>
                Edit passengers
              </Button>
            ) : null}
            {readable ? (
              <Button variant="default" size="sm" onClick={() => downloadCsv(jobReference, routes)}>
                Download CSV
              </Button>
            ) : null}
          </Group>
        </Group>
        {note ? (
          <Text fz="sm" c="orange.8">
            {note}
          </Text>
        ) : null}
        {readable
          ? routes.map((r, i) => <SectorManifest key={r.id} route={r} number={i + 1} />)
          : routes.map((r, i) => <SectorCount key={r.id} route={r} number={i + 1} />)}
      </Stack>
      {editing ? (
        <Suspense fallback={null}>
          <ManifestEditorDialog charter={charter} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
