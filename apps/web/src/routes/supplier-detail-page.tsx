import { Anchor, Button, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { PartyToolsMenu } from '../features/admin-tools/components/party-tools-menu';
import { AircraftScreen } from '../features/aircraft/components/aircraft-screen';
import { MessageLogList } from '../features/message-log/components/message-log-list';
import { MessageView } from '../features/message-log/components/message-view';
import { PartyTimeline } from '../features/party-timeline/components/party-timeline';
import { ApproveSupplierButton } from '../features/supplier-admin/components/approve-supplier-button';
import { SupplierBids } from '../features/supplier-admin/components/supplier-bids';
import { DocumentsScreen } from '../features/supplier-documents/components/documents-screen';
import { SecondaryEmailsDialog } from '../features/supplier-profile/components/secondary-emails-dialog';
import { SupplierProfileEditor } from '../features/supplier-profile/components/supplier-profile-editor';
import { useSupplierProfile } from '../features/supplier-profile/hooks/use-supplier-profile';
import { LoadError } from '../components/ui/load-error';
import { SupplierInvitationActions } from '../features/supplier-admin/components/supplier-invitation-actions';
import { Page } from '../components/ui/page';
import { aircraftImageHref } from './aircraft-page';

const TABS = ['Detail', 'Aircraft', 'Documents', 'Bids', 'Messages', 'Timeline'] as const;
type Tab = (typeof TABS)[number];
const EMAILS_SEGMENT = 'supplierSecondaryEmails';

/**
 * {base}/{supplierId}/{activeKey}[/...] (supplier-and-admin section 2): the supplier's tabs.
 * Detail/supplierSecondaryEmails opens the secondary e-mails dialog; Aircraft/{aircraftId} its images;
 * Messages/{messageId} one e-mail sent to the supplier.
 */
export function SupplierDetailPage({ base }: { base: string }) {
  const params = useParams();
  const navigate = useNavigate();
  const supplierId = params.supplierId ?? '';
  const tab: Tab = TABS.find((t) => t.toLowerCase() === (params.activeKey ?? '').toLowerCase()) ?? 'Detail';
  const rest = (params['*'] ?? '').split('/').filter(Boolean);
  const href = `${base}/${supplierId}`;
  const profile = useSupplierProfile(supplierId);
  const back = (
    <Group gap="md">
      {profile.data?.status === 'Inactive' ? (
        <ApproveSupplierButton supplierId={supplierId} onApproved={() => void profile.refetch()} />
      ) : null}
      {profile.data ? (
        <PartyToolsMenu role="Supplier" party={{ id: supplierId, name: profile.data.companyName, email: profile.data.email }} />
      ) : null}
      <Anchor component={Link} to={base} fz="sm">
        ← Back to Suppliers
      </Anchor>
    </Group>
  );

  const emailsOpen = tab === 'Detail' && rest[0]?.toLowerCase() === EMAILS_SEGMENT.toLowerCase();
  return (
    <Page
      title={profile.data?.companyName ?? 'Supplier'}
      subtitle={profile.data?.email}
      actions={
        <>
          {profile.data ? <SupplierInvitationActions supplier={profile.data} onChanged={() => void profile.refetch()} /> : null}
          {back}
        </>
      }
      size="xl"
    >
      <Tabs value={tab} onChange={(v) => v && void navigate(`${href}/${v}`)} keepMounted={false}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {t}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="Detail" pt="md">
          {profile.isPending ? (
            <Stack role="status" aria-label="Loading supplier">
              <Skeleton h={200} radius="lg" />
              <Skeleton h={160} radius="lg" />
            </Stack>
          ) : null}
          {profile.isError ? <LoadError query={profile} /> : null}
          {profile.data ? (
            <SupplierProfileEditor
              // A new status (Approve) starts the form afresh, so a later save cannot send the old one back.
              key={`${profile.data.id}:${profile.data.status}`}
              profile={profile.data}
              asAdmin
              extra={
                <Button variant="default" component={Link} to={`${href}/Detail/${EMAILS_SEGMENT}`}>
                  Secondary E-mails
                </Button>
              }
            />
          ) : null}
          <SecondaryEmailsDialog supplierId={supplierId} opened={emailsOpen} onClose={() => void navigate(`${href}/Detail`)} />
        </Tabs.Panel>
        <Tabs.Panel value="Aircraft" pt="md">
          <AircraftScreen
            supplierId={supplierId}
            openAircraftId={tab === 'Aircraft' ? (rest[0] ?? null) : null}
            onOpenAircraft={(id) => void navigate(id ? `${href}/Aircraft/${id}` : `${href}/Aircraft`)}
            imageHref={aircraftImageHref}
          />
        </Tabs.Panel>
        <Tabs.Panel value="Documents" pt="md">
          <DocumentsScreen supplierId={supplierId} canApprove />
        </Tabs.Panel>
        <Tabs.Panel value="Bids" pt="md">
          <SupplierBids supplierId={supplierId} charterHref={(id) => `/charterRequests/All/Live/${id}`} />
        </Tabs.Panel>
        <Tabs.Panel value="Messages" pt="md">
          {tab === 'Messages' && rest[0] ? (
            <MessageView key={rest[0]} messageId={rest[0]} backHref={`${href}/Messages`} />
          ) : (
            <MessageLogList
              source={{ kind: 'party', partyType: 'Supplier', partyId: supplierId }}
              messageHref={(id) => `${href}/Messages/${id}`}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="Timeline" pt="md">
          <PartyTimeline entityType="Supplier" entityId={supplierId} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
