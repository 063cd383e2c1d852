import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { AircraftScreen } from '../features/aircraft/components/aircraft-screen';
import { MessageCard } from '../components/ui/message-card';
import { Page } from '../components/ui/page';
import { useSignedInUser } from '../lib/session/session-context';

export const AIRCRAFT_BASE = '/aircraft';
export const aircraftImageHref = (aircraftId: string, imageId: string) => `/bid/${aircraftId}/${imageId}`;

/** /aircraft[/{aircraftId}]: the supplier's own fleet; an aircraft id in the path opens its images. */
function OwnAircraft({ supplierId }: { supplierId: string }) {
  const { aircraftId } = useParams();
  const navigate = useNavigate();
  return (
    <Page title="Aircraft" subtitle="The aircraft you fly, their seating and images." size="xl">
      <AircraftScreen
        supplierId={supplierId}
        openAircraftId={aircraftId ?? null}
        onOpenAircraft={(id) => void navigate(id ? `${AIRCRAFT_BASE}/${id}` : AIRCRAFT_BASE)}
        imageHref={aircraftImageHref}
      />
    </Page>
  );
}

export function AircraftPage() {
  const session = useSignedInUser();
  if (!session.supplierId) {
    // An administrator looks at a supplier's fleet from that supplier's page.
    return (
      <MessageCard title="Aircraft" action={{ label: 'Open Suppliers', to: '/manageSuppliers' }}>
        Aircraft belong to a supplier: open the supplier, then its Aircraft tab.
      </MessageCard>
    );
  }
  return (
    <Routes>
      <Route index element={<OwnAircraft supplierId={session.supplierId} />} />
      <Route path=":aircraftId" element={<OwnAircraft supplierId={session.supplierId} />} />
      <Route path="*" element={<Navigate to={AIRCRAFT_BASE} replace />} />
    </Routes>
  );
}
