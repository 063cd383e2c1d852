import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { Tabs } from '@mantine/core';
import { CLIENT_LISTS, type ClientList } from '@charter/shared';
import { AdminList } from '../features/admin-people/components/admin-list';
import { PartyList } from '../features/client-admin/components/party-list';
import { Page } from '../components/ui/page';
import { AdminPersonPage, InviteButton } from './manage-admins-page';

export const CHARTER_ADMINS_BASE = '/manageCharterAdmins';

/** {clientList}: the charter admins themselves, or a read-only lookup of clients, departments and staff. */
const LISTS = ['CharterAdmins', ...CLIENT_LISTS] as const;
type CharterAdminList = (typeof LISTS)[number];

const LABELS: Record<CharterAdminList, string> = {
  CharterAdmins: 'Charter Admins',
  Clients: 'Clients',
  Departments: 'Departments',
  Staff: 'Staff',
};

const SUBTITLES: Record<CharterAdminList, string> = {
  CharterAdmins: 'The people who book charters for clients.',
  Clients: 'The clients you book charters for.',
  Departments: 'Departments of the client companies.',
  Staff: 'Staff members of the client departments.',
};

const listOf = (param: string | undefined): CharterAdminList | null =>
  LISTS.find((l) => l.toLowerCase() === (param ?? '').toLowerCase()) ?? null;

const personHref = (id: string) => `${CHARTER_ADMINS_BASE}/CharterAdmins/${id}/Detail`;

function Lists() {
  const navigate = useNavigate();
  const list = listOf(useParams().clientList);
  if (!list) return <Navigate to={`${CHARTER_ADMINS_BASE}/CharterAdmins`} replace />;
  return (
    <Page
      title={LABELS[list]}
      subtitle={SUBTITLES[list]}
      size="xl"
      actions={list === 'CharterAdmins' ? <InviteButton kind="CharterAdmin" hrefOf={personHref} /> : null}
    >
      <Tabs value={list} onChange={(v) => v && void navigate(`${CHARTER_ADMINS_BASE}/${v}`)} keepMounted={false}>
        <Tabs.List mb="md">
          {LISTS.map((l) => (
            <Tabs.Tab key={l} value={l}>
              {LABELS[l]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={list}>
          {list === 'CharterAdmins' ? (
            <AdminList kind="CharterAdmin" hrefOf={(row) => personHref(row.id)} />
          ) : (
            // A lookup: the server lets charter admins read these lists, not open or change a party.
            <PartyList kind={list as ClientList} marginColumn={false} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}

/**
 * /manageCharterAdmins/{clientList} (supplier-and-admin section 2): the charter admins, managed by
 * admins and charter admins, and the clients, departments and staff a charter admin books for;
 * /manageCharterAdmins/CharterAdmins/{id}/{Detail|Timeline} opens one charter admin.
 */
export function ManageCharterAdminsPage() {
  return (
    <Routes>
      <Route index element={<Navigate to={`${CHARTER_ADMINS_BASE}/CharterAdmins`} replace />} />
      <Route path=":clientList" element={<Lists />} />
      <Route
        path="CharterAdmins/:adminId"
        element={<AdminPersonPage kind="CharterAdmin" listHref={`${CHARTER_ADMINS_BASE}/CharterAdmins`} />}
      />
      <Route
        path="CharterAdmins/:adminId/:tab"
        element={<AdminPersonPage kind="CharterAdmin" listHref={`${CHARTER_ADMINS_BASE}/CharterAdmins`} />}
      />
      <Route path="*" element={<Navigate to={CHARTER_ADMINS_BASE} replace />} />
    </Routes>
  );
}
