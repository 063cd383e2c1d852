import { Route, Routes, useNavigate, useParams } from 'react-router';
import { Page } from '../components/ui/page';
import { ShareTripView } from '../features/charter-shares/components/share-trip-view';

export const CHARTER_SHARES_BASE = '/charterShares';

/**
 * /charterShares/{list}/{activeKey}/{charterRequestId}[/{purchaseId}]: a shared charter as the
 * share lists open it (ADR 0016): its trip, Buy Seats, and the viewer's seats; with a purchase id,
 * that purchase framed. After buying, the address names the first seat bought.
 */
export function CharterSharePage() {
  const params = useParams();
  const navigate = useNavigate();
  const listHref = `${CHARTER_SHARES_BASE}/${params.list ?? 'Me'}/${params.activeKey ?? 'Live'}`;
  const charterId = params.charterRequestId ?? '';
  return (
    <Page title="Charter Share">
      <ShareTripView
        key={charterId}
        charterId={charterId}
        purchaseId={params.purchaseId ?? null}
        backHref={listHref}
        onBought={(ids) => ids[0] && void navigate(`${listHref}/${charterId}/${ids[0]}`, { replace: true })}
      />
    </Page>
  );
}

/**
 * The share pages below a list (relative to /charterShares): one charter, one purchase. The share
 * lists' own routes (/charterShares, /{list}, /{list}/{activeKey}) sit beside these.
 */
export function CharterShareRoutes({ fallback }: { fallback: React.ReactNode }) {
  return (
    <Routes>
      <Route path=":list/:activeKey/:charterRequestId" element={<CharterSharePage />} />
      <Route path=":list/:activeKey/:charterRequestId/:purchaseId" element={<CharterSharePage />} />
      <Route path="*" element={fallback} />
    </Routes>
  );
}
