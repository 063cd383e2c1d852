import { useState } from 'react';
import { Anchor, Button, Group, Tabs } from '@mantine/core';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { can, type AdminKind } from '@charter/shared';
import { AdminDetail, useAdminTitle } from '../features/admin-people/components/admin-detail';
import { AdminInviteDialog } from '../features/admin-people/components/admin-invite-dialog';
import { AdminList } from '../features/admin-people/components/admin-list';
import { PartyTimeline } from '../features/party-timeline/components/party-timeline';
import { Page } from '../components/ui/page';
import { useSignedInUser } from '../lib/session/session-context';

export const ADMINS_BASE = '/manageAdmins';

const PERSON_TABS = ['Detail', 'Timeline'] as const;
const SINGULAR: Record<AdminKind, string> = { Admin: 'Admin', CharterAdmin: 'Charter admin' };
const PLURAL: Record<AdminKind, string> = { Admin: 'Admins', CharterAdmin: 'Charter Admins' };

/** The list's New button and its invitation form; a sent invitation opens the new person. */
export function InviteButton({ kind, hrefOf }: { kind: AdminKind; hrefOf: (id: string) => string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={() => setOpen(true)}>New</Button>
      <AdminInviteDialog kind={kind} opened={open} onClose={() => setOpen(false)} onInvited={(d) => void navigate(hrefOf(d.id))} />
    </>
  );
}

/**
 * One admin or charter admin ({listHref}/{id}/{Detail|Timeline}): the editor, and what happened
 * to them (created, invited, accepted, changed, deactivated).
 */
export function AdminPersonPage({ kind, listHref }: { kind: AdminKind; listHref: string }) {
  const session = useSignedInUser();
  const params = useParams();
  const navigate = useNavigate();
  const id = params.adminId ?? '';
  const title = useAdminTitle(kind, id);
  const tab = PERSON_TABS.find((t) => t.toLowerCase() === (params.tab ?? '').toLowerCase()) ?? 'Detail';
  const selfId = kind === 'Admin' ? session.adminId : session.charterAdminId;
  return (
    <Page
      title={title ?? SINGULAR[kind]}
      subtitle={SINGULAR[kind]}
      size="lg"
      actions={
        <Anchor component={Link} to={listHref} fz="sm">
          ← Back to {PLURAL[kind]}
        </Anchor>
      }
    >
      <Tabs value={tab} onChange={(v) => v && void navigate(`${listHref}/${id}/${v}`)} keepMounted={false}>
        <Tabs.List>
          {PERSON_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {t}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="Detail" pt="md">
          <AdminDetail kind={kind} id={id} selfId={selfId ?? null} />
        </Tabs.Panel>
        <Tabs.Panel value="Timeline" pt="md">
          <PartyTimeline entityType={kind} entityId={id} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}

function AdminsList() {
  const session = useSignedInUser();
  return (
    <Page
      title="Admins"
      subtitle="The people who run the marketplace, and what each of them manages."
      size="xl"
      actions={
        <Group gap="sm">
          {can(session, 'manageCharterAdmins') ? (
            <Button component={Link} to="/manageCharterAdmins/CharterAdmins" variant="default">
              Charter Admins
            </Button>
          ) : null}
          <InviteButton kind="Admin" hrefOf={(id) => `${ADMINS_BASE}/${id}/Detail`} />
        </Group>
      }
    >
      <AdminList kind="Admin" hrefOf={(row) => `${ADMINS_BASE}/${row.id}/Detail`} />
    </Page>
  );
}

/** /manageAdmins (the list) and /manageAdmins/{adminId}[/{Detail|Timeline}] (supplier-and-admin section 2). */
export function ManageAdminsPage() {
  return (
    <Routes>
      <Route index element={<AdminsList />} />
      <Route path=":adminId" element={<AdminPersonPage kind="Admin" listHref={ADMINS_BASE} />} />
      <Route path=":adminId/:tab" element={<AdminPersonPage kind="Admin" listHref={ADMINS_BASE} />} />
      <Route path="*" element={<Navigate to={ADMINS_BASE} replace />} />
    </Routes>
  );
}
