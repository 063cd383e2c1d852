import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ClientList } from '@charter/shared';
import { NewPartyButton } from '../features/client-admin/components/new-party-button';
import { PartyList } from '../features/client-admin/components/party-list';
import { Page } from '../components/ui/page';
import { useSignedInUser } from '../lib/session/session-context';

const PartyDetailPage = lazy(() => import('./party-detail-page').then((m) => ({ default: m.PartyDetailPage })));

export const DEPARTMENTS_BASE = '/manageDepartments';
export const STAFF_BASE = '/manageStaff';

type OwnKind = Extract<ClientList, 'Departments' | 'Staff'>;

const BASE: Record<OwnKind, string> = { Departments: DEPARTMENTS_BASE, Staff: STAFF_BASE };

const SUBTITLES: Record<OwnKind, { admin: string; client: string }> = {
  Departments: { admin: 'Departments of the client companies.', client: 'Your departments, their staff and charters.' },
  Staff: { admin: 'Staff members of the client departments.', client: 'Staff members of your departments.' },
};

/**
 * Where another party opens from these pages: departments and staff on their own pages; a client
 * on the admin's client screen, or for a client its own account page (it has no client list).
 */
function useHrefOfParty(): (kind: ClientList, id: string) => string {
  const admin = useSignedInUser().role === 'Admin';
  return (kind, id) => {
    if (kind === 'Clients') return admin ? `/manageClients/Clients/${id}/Detail` : '/me';
    return `${BASE[kind]}/${id}/Detail`;
  };
}

function OwnList({ kind }: { kind: OwnKind }) {
  const admin = useSignedInUser().role === 'Admin';
  const hrefOf = useHrefOfParty();
  return (
    <Page title={kind} subtitle={SUBTITLES[kind][admin ? 'admin' : 'client']} size="xl" actions={<NewPartyButton kind={kind} />}>
      {/* The server lists a client's own rows only, whatever is asked (modules/clients). */}
      <PartyList kind={kind} hrefOf={(row) => hrefOf(kind, row.id)} adminColumns={admin} />
    </Page>
  );
}

function OwnPartyDetail({ kind }: { kind: OwnKind }) {
  const hrefOf = useHrefOfParty();
  return <PartyDetailPage base={BASE[kind]} kind={kind} hrefOfParty={hrefOf} />;
}

function ManageOwn({ kind }: { kind: OwnKind }) {
  return (
    <Routes>
      <Route index element={<OwnList kind={kind} />} />
      <Route path=":id/:action/*" element={<OwnPartyDetail kind={kind} />} />
      <Route path=":id" element={<OwnPartyDetail kind={kind} />} />
      <Route path="*" element={<Navigate to={BASE[kind]} replace />} />
    </Routes>
  );
}

/**
 * /manageDepartments and /manageDepartments/{id}/{Detail|Staff|Charters|Messages|Timeline}
 * (core section 3: a client's own departments; admins see every client's, with the Margin tab).
 */
export function ManageDepartmentsPage() {
  return <ManageOwn kind="Departments" />;
}

/** /manageStaff and /manageStaff/{id}/{Detail|Charters|Messages|Timeline}: a client's own staff (admins: everyone's). */
export function ManageStaffPage() {
  return <ManageOwn kind="Staff" />;
}
