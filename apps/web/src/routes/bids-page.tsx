import { Anchor } from '@mantine/core';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { BidView } from '../features/bids/components/bid-view';
import { PastBidsScreen } from '../features/bids/components/past-bids-screen';
import { Page } from '../components/ui/page';

/** A bid's charter opens in the Live list's detail; the detail finds it whatever its status. */
const charterHref = (charterId: string) => `/charterRequests/Me/Live/${charterId}/Bids`;

function BidRoute() {
  const { itemId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Page
      title="Bid"
      actions={
        <Anchor component={Link} to="/bids" fz="sm">
          ← My Past Bids
        </Anchor>
      }
    >
      <BidView key={itemId} bidId={itemId} charterHref={charterHref} onDismiss={() => void navigate('/bids')} />
    </Page>
  );
}

/** /bids (My Past Bids) and /bids/{itemId} (one bid). */
export function BidsPage() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="My Past Bids" size="xl">
            <PastBidsScreen charterHref={charterHref} />
          </Page>
        }
      />
      <Route path=":itemId" element={<BidRoute />} />
    </Routes>
  );
}
