import { Navigate, Route, Routes, useParams } from 'react-router';
import { shareTabsFor } from '@charter/shared';
import { ShareListScreen } from '../features/share-list/components/share-list-screen';
import { normaliseShareList, normaliseShareTab } from '../features/share-list/model/share-list-params';
import { Page } from '../components/ui/page';
import { useSignedInUser } from '../lib/session/session-context';
import { NotFoundPage } from './not-found-page';

/** Links are built on one spelling; /CharterShares (the client navigation's) matches too (routes ignore case). */
export const CHARTER_SHARES_BASE = '/charterShares';
const DEFAULT_LIST = 'Me';

/** The role's first tab: where an unknown or foreign {activeKey} lands. */
function useFirstTab(): string {
  return shareTabsFor(useSignedInUser().role)[0] ?? 'Live';
}

/** /charterShares/{list}/{activeKey}: a list this role may open, else its first one. */
function ListRoute() {
  const session = useSignedInUser();
  const params = useParams();
  const first = useFirstTab();
  const list = normaliseShareList(params.list);
  const tab = normaliseShareTab(session.role, params.activeKey);
  if (!list || !tab || list !== params.list || tab !== params.activeKey) {
    return <Navigate to={`${CHARTER_SHARES_BASE}/${list ?? DEFAULT_LIST}/${tab ?? first}`} replace />;
  }
  return (
    <Page title="Charter Shares" size="xl">
      <ShareListScreen base={CHARTER_SHARES_BASE} list={list} tab={tab} />
    </Page>
  );
}

/**
 * /charterShares/{list}: the list's first tab. A tab route key in the {list} place (the spec's
 * "Tab route keys": /charterShares/Mine, the operator's My Charter Shares) opens that tab of the
 * user's own list.
 */
function ListRedirect() {
  const { list } = useParams();
  const session = useSignedInUser();
  const first = useFirstTab();
  const tab = normaliseShareTab(session.role, list);
  if (tab && !normaliseShareList(list)) return <Navigate to={`${CHARTER_SHARES_BASE}/${DEFAULT_LIST}/${tab}`} replace />;
  return <Navigate to={`${CHARTER_SHARES_BASE}/${normaliseShareList(list) ?? DEFAULT_LIST}/${first}`} replace />;
}

/** The charter share lists (supplier-and-admin section 2). A share's own page is added below them. */
export function CharterSharesPage() {
  const first = useFirstTab();
  return (
    <Routes>
      <Route index element={<Navigate to={`${CHARTER_SHARES_BASE}/${DEFAULT_LIST}/${first}`} replace />} />
      <Route path=":list" element={<ListRedirect />} />
      <Route path=":list/:activeKey" element={<ListRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
