import type { ReactNode } from 'react';
import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { can, type ClientList, DEFAULT_TIME_ZONE, instantToLocalParts } from '@charter/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useSignedInUser } from '../../../lib/session/session-context';
import { fetchParty, partyKey, type PartyDetailOf } from '../api/client-admin-api';
import { PartyEditor } from './party-editor';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const name = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();
// dd/MM/yyyy in Brisbane time, like every instant that belongs to no airport (house rule 9).
const since = (iso: string) => instantToLocalParts(iso, DEFAULT_TIME_ZONE).date;

type Field = [label: string, value: ReactNode];

interface PartyDetailProps<K extends ClientList> {
  kind: K;
  id: string;
  /** Where the client or department this party belongs to opens. */
  hrefOfParent: (kind: 'Clients' | 'Departments', id: string) => string;
}

function itinerary(d: {
  itineraryShowPrice: boolean;
  itineraryShowSupplier: boolean;
  itineraryHidePhone: boolean;
  itineraryMinutesOffset: number;
}): Field[] {
  return [
    ['Itinerary shows price', yesNo(d.itineraryShowPrice)],
    ['Itinerary shows supplier', yesNo(d.itineraryShowSupplier)],
    ['Itinerary hides phone numbers', yesNo(d.itineraryHidePhone)],
    ['Itinerary time offset (minutes)', d.itineraryMinutesOffset],
  ];
}

function fieldsOf<K extends ClientList>(kind: K, d: PartyDetailOf[K], parent: PartyDetailProps<K>['hrefOfParent']): Field[][] {
  const link = (k: 'Clients' | 'Departments', id: string, text: string) => (
    <Anchor component={Link} to={parent(k, id)}>
      {text}
    </Anchor>
  );
  if (kind === 'Clients') {
    const c = d as PartyDetailOf['Clients'];
    return [
      [
        ['Company', c.companyName],
        ['Address', c.companyAddress || '—'],
        ['Phone', c.companyPhone || '—'],
        ['Contact', name(c)],
        ['Email', c.email],
        ['Email domain', c.emailDomain || '—'],
        ['Status', c.status],
        ['Client since', since(c.createdAt)],
      ],
      [
        ['Client type', c.clientType],
        ['Client types', c.clientTypes.join(', ') || '—'],
        ['Charter types', c.charterTypes.join(', ') || '—'],
        ['Can view supplier info', yesNo(c.canViewSupplierInfo)],
        ['Hide price', yesNo(c.hidePrice)],
        ['Direct debit', yesNo(c.directDebit)],
        ['Billing due (days)', c.billingDueDate ?? '—'],
        ['Preferred', yesNo(c.preferred)],
        ['Notes for suppliers', c.notesForSupplier || '—'],
        ...itinerary(c),
      ],
    ];
  }
  if (kind === 'Departments') {
    const dep = d as PartyDetailOf['Departments'];
    return [
      [
        ['Department', dep.departmentName],
        ['Description', dep.departmentDescription || '—'],
        ['Client', link('Clients', dep.clientId, dep.clientName)],
        ['Contact', name(dep)],
        ['Email', dep.email],
        ['Phone', dep.departmentPhone || '—'],
        ['Status', dep.status],
      ],
      [
        ['Can view supplier info', yesNo(dep.canViewSupplierInfo)],
        ['Hide price', yesNo(dep.hidePrice)],
        ['Notes for suppliers', dep.notesForSupplier || '—'],
        ...itinerary(dep),
      ],
    ];
  }
  const s = d as PartyDetailOf['Staff'];
  return [
    [
      ['Name', name(s)],
      ['Email', s.email],
      ['Phone', s.phoneNumber || '—'],
      ['Status', s.status],
    ],
    [
      ['Client', link('Clients', s.clientId, s.clientName)],
      ['Department', link('Departments', s.departmentId, s.departmentName)],
      ['Can view supplier info', yesNo(s.canViewSupplierInfo)],
    ],
  ];
}

/** The Detail tab: an editor for admins and for a client over its departments and staff; the record, read-only, for anyone else. */
export function PartyDetail<K extends ClientList>({ kind, id, hrefOfParent }: PartyDetailProps<K>) {
  const session = useSignedInUser();
  const party = useQuery({ queryKey: partyKey(kind, id), queryFn: () => fetchParty(kind, id) });
  if (party.isPending) {
    return (
      <Stack role="status" aria-label="Loading details">
        <Skeleton h={180} radius="lg" />
      </Stack>
    );
  }
  if (party.isError) return <LoadError query={party} />;
  const admin = can(session, 'manageClients');
  // A client manages its own departments and staff (core section 6), all but the admin-only flags.
  const clientManages = session.role === 'Client' && kind !== 'Clients';
  if (admin || clientManages) {
    // Keyed by the record, so a save (this one or another admin's) starts the form afresh.
    return (
      <PartyEditor key={JSON.stringify(party.data)} kind={kind} detail={party.data} hrefOfParent={hrefOfParent} lockAdminOnly={!admin} />
    );
  }
  const groups = fieldsOf(kind, party.data, hrefOfParent);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {groups.map((fields, i) => (
        <Card key={i} withBorder padding="lg" radius="lg">
          <Title order={3} fz="md" mb="sm">
            {i === 0 ? 'Contact' : 'Settings'}
          </Title>
          <Stack gap={6} component="dl" m={0}>
            {fields.map(([label, value]) => (
              <div key={label} style={{ display: 'flex', gap: 12 }}>
                <Text component="dt" size="sm" c="dimmed" w={190} style={{ flexShrink: 0 }}>
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The party's title for the page heading, from the same read as the Detail tab. */
export function usePartyTitle<K extends ClientList>(kind: K, id: string): string | undefined {
  const party = useQuery({ queryKey: partyKey(kind, id), queryFn: () => fetchParty(kind, id) });
  const d = party.data;
  if (!d) return undefined;
  if (kind === 'Clients') return (d as PartyDetailOf['Clients']).companyName;
  if (kind === 'Departments') {
    const dep = d as PartyDetailOf['Departments'];
    return `${dep.departmentName} (${dep.clientName})`;
  }
  const s = d as PartyDetailOf['Staff'];
  return `${name(s)} (${s.clientName})`;
}
