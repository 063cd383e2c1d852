import { lazy } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { Tabs } from '@mantine/core';
import { CLIENT_LISTS, type ClientList } from '@charter/shared';
import { NewPartyButton } from '../features/client-admin/components/new-party-button';
import { PartyList } from '../features/client-admin/components/party-list';
import { Page } from '../components/ui/page';

const PartyDetailPage = lazy(() => import('./party-detail-page').then((m) => ({ default: m.PartyDetailPage })));

export const CLIENTS_BASE = '/manageClients';

/** {clientList} read case-insensitively: Clients, Departments or Staff. */
export function clientListOf(param: string | undefined): ClientList | null {
  return CLIENT_LISTS.find((l) => l.toLowerCase() === (param ?? '').toLowerCase()) ?? null;
}

const SUBTITLES: Record<ClientList, string> = {
  Clients: 'Companies that charter aircraft, with their departments, staff and margins.',
  Departments: 'Departments of the client companies.',
  Staff: 'Staff members of the client departments.',
};

function Lists() {
  const navigate = useNavigate();
  const list = clientListOf(useParams().clientList);
  if (!list) return <Navigate to={`${CLIENTS_BASE}/Clients`} replace />;
  return (
    <Page
      title={list === 'Clients' ? 'Clients' : list}
      subtitle={SUBTITLES[list]}
      size="xl"
      actions={<NewPartyButton key={list} kind={list} />}
    >
      <Tabs value={list} onChange={(v) => v && void navigate(`${CLIENTS_BASE}/${v}`)} keepMounted={false}>
        <Tabs.List mb="md">
          {CLIENT_LISTS.map((l) => (
            <Tabs.Tab key={l} value={l}>
              {l}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={list}>
          <PartyList kind={list} hrefOf={(row) => `${CLIENTS_BASE}/${list}/${row.id}/Detail`} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}

/**
 * /manageClients/{clientList}/{clientId}/{clientAction}/{list}/{activeKey} (supplier-and-admin
 * section 2): the lists of clients, departments and staff, and one party's tabs.
 */
export function ManageClientsPage() {
  return (
    <Routes>
      <Route index element={<Navigate to={`${CLIENTS_BASE}/Clients`} replace />} />
      <Route path=":clientList" element={<Lists />} />
      <Route path=":clientList/:id/:action/*" element={<PartyDetailPage base={CLIENTS_BASE} />} />
      <Route path=":clientList/:id" element={<PartyDetailPage base={CLIENTS_BASE} />} />
      <Route path="*" element={<Navigate to={CLIENTS_BASE} replace />} />
    </Routes>
  );
}
