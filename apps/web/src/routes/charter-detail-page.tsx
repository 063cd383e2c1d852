import { lazy, Suspense } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useNavigate, useParams } from 'react-router';
import { can, formatJobReference, isUuid } from '@charter/shared';
import { Page } from '../components/ui/page';
import { ChangeLinks } from '../features/change-requests/components/change-links';
import { BidButtons } from '../features/bids/components/bid-buttons';
import { OperatorOnBid } from '../features/operator-file/components/operator-on-bid';
import { CharterDetailView, DETAIL_TABS, type DetailTab } from '../features/charter-detail/components/charter-detail-view';
import { DocumentButtons } from '../features/charter-documents/components/document-buttons';
import { ItemActions } from '../features/workflow-actions/components/item-actions';
import { SharePanel } from '../features/charter-shares/components/share-panel';
import { useSignedInUser } from '../lib/session/session-context';
import { CharterBids } from './charter-bids';

// The form is large; the detail page only needs it once someone edits.
const EditCharterRequestPage = lazy(() => import('./edit-charter-request-page').then((m) => ({ default: m.EditCharterRequestPage })));
const OperatorFilePage = lazy(() => import('./operator-file-page').then((m) => ({ default: m.OperatorFilePage })));
// What a route segment opens over the detail (or instead of it) loads when asked: the detail's first
// screen then parses and runs only what it shows.
const ChangeCharterView = lazy(() =>
  import('../features/change-requests/components/change-charter-view').then((m) => ({ default: m.ChangeCharterView })),
);
const RequestChangeDialog = lazy(() =>
  import('../features/change-requests/components/request-change-dialog').then((m) => ({ default: m.RequestChangeDialog })),
);
const PlaceBidDialog = lazy(() => import('../features/bids/components/place-bid-dialog').then((m) => ({ default: m.PlaceBidDialog })));
const MarginUpdateDialog = lazy(() =>
  import('../features/margins/components/margin-update-dialog').then((m) => ({ default: m.MarginUpdateDialog })),
);

/**
 * {base}/{list}/{activeKey}/{charterRequestId}[/{tab or appRoute}]: a charter with its workflow
 * buttons. Route-type actions lead to {charter}/{appRoute} (e.g. Bids); placeBid and updateMargin
 * open their dialogs over the detail; {charter}/edit opens the request form filled with it.
 */
export function CharterDetailPage({ base }: { base: string }) {
  const params = useParams();
  const navigate = useNavigate();
  const session = useSignedInUser();
  const id = params.charterRequestId ?? '';
  const listHref = `${base}/${params.list ?? 'Me'}/${params.activeKey ?? 'Live'}`;
  const detailHref = `${listHref}/${id}`;
  const parts = (params['*'] ?? '').split('/');
  const segment = parts[0]?.toLowerCase() ?? '';
  // {charter}/{bidId}: the Bids tab with that bid shown (core section 2, "Bids: {route}/{bidId}").
  const bidId = isUuid(parts[0] ?? '') ? parts[0]! : null;
  const tab: DetailTab = bidId ? 'Bids' : (DETAIL_TABS.find((t) => t.toLowerCase() === segment) ?? 'Detail');
  const back = () => void navigate(detailHref);

  if (segment === 'edit') return <EditCharterRequestPage key={id} id={id} detailHref={detailHref} />;
  if (segment === 'supplier' && parts[1])
    return <OperatorFilePage charterId={id} supplierId={parts[1]} activeKey={parts[2]} detailHref={detailHref} />;
  const changeHref = (changeId: string) => `${detailHref}/changeCharter/${changeId}`;
  if (segment === 'changecharter') {
    const changeId = (params['*'] ?? '').split('/')[1] ?? '';
    return (
      <Page
        title="Change Request"
        actions={
          <Button component={Link} to={detailHref} variant="default">
            Back to the charter
          </Button>
        }
      >
        <Suspense fallback={null}>
          <ChangeCharterView key={changeId} id={changeId} hrefOf={(other) => `${listHref}/${other}`} />
        </Suspense>
      </Page>
    );
  }

  return (
    <CharterDetailView
      key={id}
      id={id}
      tab={tab}
      onTabChange={(t) => void navigate(t === 'Detail' ? detailHref : `${detailHref}/${t}`)}
      hrefOf={(other) => `${listHref}/${other}`}
      backHref={listHref}
      renderBids={(charter) => (
        <CharterBids
          charter={charter}
          focusBidId={bidId}
          onFocusDismiss={() => void navigate(`${detailHref}/Bids`)}
          bidHref={(bid) => `${detailHref}/${bid}`}
          renderOperator={(bid) =>
            // Whoever may know the operator (the server sends its id only to them) opens its file; an operator has its own pages.
            bid.bidderId && bid.supplier && session.role !== 'Supplier' ? (
              <OperatorOnBid
                charterId={charter.id}
                supplierId={bid.bidderId}
                name={bid.supplier}
                href={`${detailHref}/supplier/${bid.bidderId}`}
              />
            ) : null
          }
        />
      )}
      renderShares={(charter) => (charter.status === 'New' ? null : <SharePanel charterId={charter.id} />)}
      renderNotice={(charter) => <ChangeLinks charter={charter} changeHref={changeHref} hrefOf={(other) => `${listHref}/${other}`} />}
      renderActions={(charter) => (
        <>
          <ItemActions
            entity="CharterRequest"
            id={charter.id}
            itemLabel={formatJobReference(charter.jobReference)}
            onRoute={(appRoute) => void navigate(`${detailHref}/${appRoute.replace(/^\/+/, '')}`)}
          />
          {charter.permissions.canEdit ? (
            <Button variant="light" onClick={() => void navigate(`${detailHref}/edit`)}>
              Edit
            </Button>
          ) : null}
          <BidButtons charter={charter} onPlaceBid={() => void navigate(`${detailHref}/placeBid`)} />
          <DocumentButtons session={session} charter={charter} />
          {session.role === 'Admin' && charter.status === 'Confirmed' ? (
            <Button variant="light" onClick={() => void navigate(`${detailHref}/updateMargin`)}>
              Update Margin
            </Button>
          ) : null}
          {charter.status === 'Confirmed' &&
          !charter.changePending &&
          can(session, 'requestCharterChanges') &&
          (session.role !== 'Supplier' || charter.supplierAccess === 'awarded') ? (
            <Button variant="light" onClick={() => void navigate(`${detailHref}/requestChange`)}>
              Request Change
            </Button>
          ) : null}
          {/* The dialogs render in portals: their place here changes no layout. */}
          <Suspense fallback={null}>
            {segment === 'placebid' && can(session, 'placeBids') ? (
              <PlaceBidDialog
                charter={charter}
                supplierId={session.role === 'Supplier' ? session.supplierId : null}
                biddingOpen={charter.status === 'Live'}
                onClose={back}
                onPlaced={() => void navigate(`${detailHref}/Bids`)}
              />
            ) : null}
            {segment === 'requestchange' && charter.status === 'Confirmed' ? (
              <RequestChangeDialog
                charter={charter}
                asksCost={session.role === 'Supplier' || session.role === 'Admin'}
                onClose={back}
                onDone={(changeId) => void navigate(changeHref(changeId))}
              />
            ) : null}
            {segment === 'updatemargin' ? <MarginUpdateDialog charter={charter} onClose={back} /> : null}
          </Suspense>
        </>
      )}
    />
  );
}
