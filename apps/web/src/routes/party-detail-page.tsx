import { lazy } from 'react';
import { Anchor, Group, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { CLIENT_LISTS, charterTabsFor, type ClientList, type MarginOwnerType } from '@charter/shared';
import { CharterListScreen } from '../features/charter-list/components/charter-list-screen';
import { normaliseList, normaliseTab } from '../features/charter-list/model/list-scope';
import { PartyDetail, usePartyTitle } from '../features/client-admin/components/party-detail';
import { fetchParty, partyKey } from '../features/client-admin/api/client-admin-api';
import { PartyToolsMenu } from '../features/admin-tools/components/party-tools-menu';
import { PartyInvitationActions } from '../features/client-admin/components/party-invitation-actions';
import { PartyList } from '../features/client-admin/components/party-list';
import { MessageLogList } from '../features/message-log/components/message-log-list';
import { MessageView } from '../features/message-log/components/message-view';
import { PartyTimeline } from '../features/party-timeline/components/party-timeline';
import { MarginDetailsEditor } from '../features/margins/components/margin-details-editor';
import { Page } from '../components/ui/page';
import { useSignedInUser } from '../lib/session/session-context';

const CharterDetailPage = lazy(() => import('./charter-detail-page').then((m) => ({ default: m.CharterDetailPage })));

const TABS: Record<ClientList, readonly string[]> = {
  Clients: ['Detail', 'Departments', 'Charters', 'Margin', 'Messages', 'Timeline'],
  Departments: ['Detail', 'Staff', 'Charters', 'Margin', 'Messages', 'Timeline'],
  Staff: ['Detail', 'Charters', 'Margin', 'Messages', 'Timeline'],
};

const OWNER_TYPE: Record<ClientList, MarginOwnerType> = { Clients: 'Client', Departments: 'ClientDepartment', Staff: 'ClientStaff' };
const SINGULAR: Record<ClientList, string> = { Clients: 'Client', Departments: 'Department', Staff: 'Staff member' };

const PARTY_FILTER: Record<ClientList, 'clientId' | 'clientDepartmentId' | 'clientStaffId'> = {
  Clients: 'clientId',
  Departments: 'clientDepartmentId',
  Staff: 'clientStaffId',
};

/** {party}/Charters/{list}/{activeKey}: the charter lists narrowed to this party. */
function PartyCharters({ base, kind, id }: { base: string; kind: ClientList; id: string }) {
  const session = useSignedInUser();
  const params = useParams();
  const list = normaliseList(params.list);
  const tab = normaliseTab(session.role, params.activeKey);
  if (!list || !tab) return <Navigate to={`${base}/${list ?? 'All'}/${tab ?? charterTabsFor(session.role)[0] ?? 'Live'}`} replace />;
  return <CharterListScreen base={base} list={list} tab={tab} party={{ [PARTY_FILTER[kind]]: id }} />;
}

/** The admin's Tools menu (reset password, change e-mail, moves) over this party's detail. */
function PartyTools({ kind, id, hrefOf }: { kind: ClientList; id: string; hrefOf: (kind: ClientList, id: string) => string }) {
  const navigate = useNavigate();
  const detail = useQuery({ queryKey: partyKey(kind, id), queryFn: () => fetchParty(kind, id) }).data as
    | {
        email: string;
        companyName?: string;
        departmentName?: string;
        firstName: string;
        lastName: string;
        clientId?: string;
        departmentId?: string;
      }
    | undefined;
  if (!detail) return null;
  const name = detail.companyName ?? (kind === 'Departments' ? detail.departmentName : `${detail.firstName} ${detail.lastName}`) ?? '';
  const KINDS = { Client: 'Clients', ClientDepartment: 'Departments', ClientStaff: 'Staff' } as const;
  return (
    <PartyToolsMenu
      role={OWNER_TYPE[kind]}
      party={{ id, name, email: detail.email, clientId: detail.clientId, departmentId: detail.departmentId }}
      hrefOfResult={(r) => (r.partyType === 'Supplier' ? `/manageSuppliers/${r.partyId}/Detail` : hrefOf(KINDS[r.partyType], r.partyId))}
      onOpen={(href) => void navigate(href)}
    />
  );
}

interface PartyDetailPageProps {
  base: string;
  /**
   * A page of one kind ({base}/{id}/{tab}: /manageDepartments, /manageStaff) rather than the
   * admin's {base}/{clientList}/{id}/{tab}.
   */
  kind?: ClientList;
  /** Where another party opens (a department's staff, a staff member's department); by default {base}/{kind}/{id}/Detail. */
  hrefOfParty?: (kind: ClientList, id: string) => string;
}

/** One client, department or staff member with its tabs ({base}/{clientList}/{id}/{tab}, or {base}/{id}/{tab} for one kind). */
export function PartyDetailPage({ base, kind: fixedKind, hrefOfParty }: PartyDetailPageProps) {
  const session = useSignedInUser();
  const params = useParams();
  const navigate = useNavigate();
  const kind = fixedKind ?? CLIENT_LISTS.find((l) => l.toLowerCase() === (params.clientList ?? '').toLowerCase());
  const id = params.id ?? '';
  const title = usePartyTitle(kind ?? 'Clients', id);
  if (!kind) return <Navigate to={base} replace />;
  // Margins are the admin's (supplier-and-admin section 2: "Margin (admin only)"): not even offered
  // to a client, and a client following the Margin route is told "You should not be here!".
  const admin = session.role === 'Admin';
  const tabs = TABS[kind].filter((t) => t !== 'Margin' || admin);
  const tab = TABS[kind].find((t) => t.toLowerCase() === (params.action ?? '').toLowerCase()) ?? 'Detail';
  const listHref = fixedKind ? base : `${base}/${kind}`;
  const href = `${listHref}/${id}`;
  const rest = (params['*'] ?? '').split('/').filter(Boolean);
  const hrefOf = hrefOfParty ?? ((k: ClientList, partyId: string) => `${base}/${k}/${partyId}/Detail`);

  return (
    <Page
      title={title ?? SINGULAR[kind]}
      subtitle={SINGULAR[kind]}
      size="xl"
      actions={
        <Group gap="md">
          <PartyInvitationActions kind={kind} id={id} />
          {admin ? <PartyTools kind={kind} id={id} hrefOf={hrefOf} /> : null}
          <Anchor component={Link} to={listHref} fz="sm">
            ← Back to {kind}
          </Anchor>
        </Group>
      }
    >
      <Tabs value={tab} onChange={(v) => v && void navigate(`${href}/${v}`)} keepMounted={false}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {t}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="Detail" pt="md">
          <PartyDetail kind={kind} id={id} hrefOfParent={hrefOf} />
        </Tabs.Panel>
        <Tabs.Panel value="Departments" pt="md">
          <PartyList kind="Departments" clientId={id} hrefOf={(d) => hrefOf('Departments', d.id)} adminColumns={admin} />
        </Tabs.Panel>
        <Tabs.Panel value="Staff" pt="md">
          <PartyList kind="Staff" departmentId={id} hrefOf={(s) => hrefOf('Staff', s.id)} adminColumns={admin} />
        </Tabs.Panel>
        <Tabs.Panel value="Charters" pt="md">
          <Routes>
            <Route index element={<Navigate to={`${href}/Charters/All/Live`} replace />} />
            <Route path=":list" element={<Navigate to={`${href}/Charters/All/Live`} replace />} />
            <Route path=":list/:activeKey" element={<PartyCharters base={`${href}/Charters`} kind={kind} id={id} />} />
            <Route path=":list/:activeKey/:charterRequestId/*" element={<CharterDetailPage base={`${href}/Charters`} />} />
          </Routes>
        </Tabs.Panel>
        {TABS[kind].includes('Margin') ? (
          <Tabs.Panel value="Margin" pt="md">
            <MarginDetailsEditor ownerType={OWNER_TYPE[kind]} ownerId={id} ownerName={title} />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="Messages" pt="md">
          {tab === 'Messages' && rest[0] ? (
            <MessageView key={rest[0]} messageId={rest[0]} backHref={`${href}/Messages`} />
          ) : (
            <MessageLogList
              source={{ kind: 'party', partyType: OWNER_TYPE[kind], partyId: id }}
              messageHref={(messageId) => `${href}/Messages/${messageId}`}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="Timeline" pt="md">
          <PartyTimeline entityType={OWNER_TYPE[kind]} entityId={id} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
