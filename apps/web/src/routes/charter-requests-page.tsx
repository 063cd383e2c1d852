import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { charterTabsFor } from '@charter/shared';
import { ChangeList } from '../features/change-requests/components/change-list';
import { CharterListScreen } from '../features/charter-list/components/charter-list-screen';
import { normaliseList, normaliseTab } from '../features/charter-list/model/list-scope';
import { Page } from '../components/ui/page';
import { useSignedInUser } from '../lib/session/session-context';

// Operators only; its API module parses with zod, which the landing list of every other role does not need (ADR 0022).
const AwaitingApprovalBanner = lazy(() =>
  import('../features/sign-up/components/awaiting-approval-banner').then((m) => ({ default: m.AwaitingApprovalBanner })),
);
const CharterDetailPage = lazy(() => import('./charter-detail-page').then((m) => ({ default: m.CharterDetailPage })));

/** Links are built on one spelling; the route table also accepts /CharterRequests (matching ignores case). */
export const CHARTER_REQUESTS_BASE = '/charterRequests';
const DEFAULT_LIST = 'Me';
const DEFAULT_TAB = 'Live';

/** /charterRequests/{list}/{activeKey}: a list this role may open, else the default one. */
function ListRoute() {
  const session = useSignedInUser();
  const params = useParams();
  const list = normaliseList(params.list);
  const tab = normaliseTab(session.role, params.activeKey);
  if (!list || !tab) {
    return (
      <Navigate to={`${CHARTER_REQUESTS_BASE}/${list ?? DEFAULT_LIST}/${tab ?? charterTabsFor(session.role)[0] ?? DEFAULT_TAB}`} replace />
    );
  }
  return (
    <Page title={session.role === 'Supplier' ? 'Live Charters' : 'Charters'} size="xl">
      {session.role === 'Supplier' ? (
        <Suspense fallback={null}>
          <AwaitingApprovalBanner />
        </Suspense>
      ) : null}
      <CharterListScreen
        base={CHARTER_REQUESTS_BASE}
        list={list}
        tab={tab}
        renderTab={(t) =>
          t === 'LiveChange' || t === 'AllChanges' ? (
            <ChangeList
              list={list === 'Me' && session.role !== 'Supplier' ? 'Me' : 'All'}
              tab={t}
              changeHref={(item) => `${CHARTER_REQUESTS_BASE}/${list}/${t}/${item.charterId}/changeCharter/${item.id}`}
            />
          ) : null
        }
      />
    </Page>
  );
}

function ListRedirect() {
  const { list } = useParams();
  return <Navigate to={`${CHARTER_REQUESTS_BASE}/${normaliseList(list) ?? DEFAULT_LIST}/${DEFAULT_TAB}`} replace />;
}

/** Everything under /charterRequests: the lists and a charter's detail (core section 2). */
export function CharterRequestsPage() {
  return (
    <Routes>
      <Route index element={<Navigate to={`${CHARTER_REQUESTS_BASE}/${DEFAULT_LIST}/${DEFAULT_TAB}`} replace />} />
      <Route path=":list" element={<ListRedirect />} />
      <Route path=":list/:activeKey" element={<ListRoute />} />
      <Route path=":list/:activeKey/:charterRequestId/*" element={<CharterDetailPage base={CHARTER_REQUESTS_BASE} />} />
    </Routes>
  );
}
