import type { ReactNode } from 'react';
import { Anchor, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { Link } from 'react-router';
import { formatJobReference } from '@charter/shared';
import { ApiError } from '../../../lib/api/api-error';
import { LoadError } from '../../../components/ui/load-error';
import { MessageCard } from '../../../components/ui/message-card';
import { Page } from '../../../components/ui/page';
import { useLiveUpdates } from '../../../lib/realtime/use-live-updates';
import { useSignedInUser } from '../../../lib/session/session-context';
import type { CharterDetail } from '../api/charter-detail-api';
import { useCharter } from '../hooks/use-charter';
import { AcknowledgeButton } from './acknowledge-button';
import { BidsPanel } from './bids-panel';
import { CharterFields } from './charter-fields';
import { CharterSummary } from './charter-summary';
import { CloneButton } from './clone-button';
import { ComplianceLapseBanner } from './compliance-lapse-banner';
import { FeasibilityFlagBanner } from './feasibility-flag-banner';
import { Manifests } from './manifests';
import { SectorsTable } from './sectors-table';
import { TimelinePanel } from './timeline-panel';

export const DETAIL_TABS = ['Detail', 'Bids', 'Timeline'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

interface CharterDetailViewProps {
  id: string;
  tab: DetailTab;
  onTabChange: (tab: DetailTab) => void;
  /** Where a charter of the same list opens (a clone, another version). */
  hrefOf: (id: string) => string;
  backHref: string;
  /** The workflow's buttons for this charter; the page composes them from the workflow-actions feature. */
  renderActions: (charter: CharterDetail) => ReactNode;
  /** The Bids tab's content, composed by the page from the bids feature. */
  renderBids?: (charter: CharterDetail) => ReactNode;
  /** Under the banners: what the page adds about the charter's versions (the change-requests feature's links). */
  renderNotice?: (charter: CharterDetail) => ReactNode;
  /** Under the manifest: the charter's shared seats (the charter-shares feature's panel). */
  renderShares?: (charter: CharterDetail) => ReactNode;
}

/** What an operator that bid is told of a charter it did not get (or whose bidding ended). */
export function notAwardedMessage(status: string): string {
  if (status === 'PendingConfirmation' || status === 'Confirmed' || status === 'Finished')
    return 'This charter was awarded to another operator.';
  if (status === 'Closed') return 'This charter request was closed before it was awarded to your bid.';
  return 'This charter request is not open for bids at the moment. You will be told when bidding opens again.';
}

/** An operator's view of a charter it bid on and did not get: what it was, and why it cannot act on it. */
function NotAwarded({ charter, backHref }: { charter: CharterDetail; backHref: string }) {
  return (
    <Page title={`Charter Request ${formatJobReference(charter.jobReference)}`}>
      <Stack gap="lg">
        <MessageCard title="Not awarded to you" action={{ label: 'Back to My Past Bids', to: '/bids' }}>
          {notAwardedMessage(charter.status)}
        </MessageCard>
        <SectorsTable routes={charter.routes} />
        <Anchor component={Link} to={backHref} fz="sm">
          ← Back to the list
        </Anchor>
      </Stack>
    </Page>
  );
}

function NotAvailable({ backHref }: { backHref: string }) {
  return (
    <MessageCard title="Sorry, this item is not available" action={{ label: 'Back to the list', to: backHref }} tone="warning">
      It may have been removed, or it is not shared with you.
    </MessageCard>
  );
}

/** A charter request's page (core section 2): Detail, Bids and Timeline tabs, kept live by server events. */
export function CharterDetailView({
  id,
  tab,
  onTabChange,
  hrefOf,
  backHref,
  renderActions,
  renderBids,
  renderNotice,
  renderShares,
}: CharterDetailViewProps) {
  useLiveUpdates();
  const session = useSignedInUser();
  const isAdmin = session.role === 'Admin' || session.role === 'CharterAdmin';
  const query = useCharter(id);
  const back = (
    <Anchor component={Link} to={backHref} fz="sm">
      ← Back to the list
    </Anchor>
  );

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return <NotAvailable backHref={backHref} />;
  if (query.isError && !query.data) {
    return (
      <Page title="Charter Request" actions={back}>
        <LoadError title="Error Loading Charter" query={query} />
      </Page>
    );
  }
  if (!query.data) {
    return (
      <Page title="Charter Request" actions={back}>
        <Stack gap="md" role="status" aria-label="Loading charter">
          <Skeleton h={120} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </Stack>
      </Page>
    );
  }

  const charter = query.data;
  if (charter.supplierAccess === 'notAwarded') return <NotAwarded charter={charter} backHref={backHref} />;
  const buttons = (
    <Group gap="sm">
      {renderActions(charter)}
      {charter.permissions.canClone ? <CloneButton charter={charter} hrefOf={hrefOf} /> : null}
      {charter.permissions.canAcknowledge ? <AcknowledgeButton id={charter.id} /> : null}
    </Group>
  );
  const detail = (
    <Stack gap="lg">
      <SectorsTable routes={charter.routes} award={charter.award} />
      <Manifests charter={charter} clientSide={!isAdmin && session.role !== 'Supplier'} />
      {renderShares?.(charter)}
      <CharterFields charter={charter} />
    </Stack>
  );

  return (
    <Page title={`Charter Request ${formatJobReference(charter.jobReference)}`} actions={back}>
      <CharterSummary charter={charter} isAdmin={isAdmin} hrefOf={hrefOf} actions={buttons} />
      {charter.complianceLapse ? <ComplianceLapseBanner lapse={charter.complianceLapse} /> : null}
      {charter.feasibilityFlag ? <FeasibilityFlagBanner flag={charter.feasibilityFlag} /> : null}
      {renderNotice?.(charter)}
      {query.isError ? <LoadError title="Error Loading Charter" query={query} /> : null}
      {/* "New" is the unsaved form: such a charter shows only its details. */}
      {charter.status === 'New' ? (
        detail
      ) : (
        <Tabs value={tab} onChange={(v) => v && onTabChange(v as DetailTab)} keepMounted={false}>
          <Tabs.List>
            {DETAIL_TABS.map((t) => (
              <Tabs.Tab key={t} value={t}>
                {t}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="Detail" pt="md">
            {detail}
          </Tabs.Panel>
          <Tabs.Panel value="Bids" pt="md">
            {renderBids ? renderBids(charter) : <BidsPanel bidCount={charter.bidCount} />}
          </Tabs.Panel>
          <Tabs.Panel value="Timeline" pt="md">
            <TimelinePanel id={charter.id} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Page>
  );
}
