import { useLocation, useParams } from 'react-router';
import { AircraftImageView } from '../features/aircraft/components/aircraft-image-view';
import { useSignedInUser } from '../lib/session/session-context';

/** /bid/{itemId}/{imageId}: an aircraft image at full size; Back returns to where it was opened. */
export function AircraftImagePage() {
  const { itemId = '', imageId = '' } = useParams();
  const session = useSignedInUser();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const fallback = session.role === 'Supplier' ? `/aircraft/${itemId}` : '/manageSuppliers';
  return <AircraftImageView key={imageId} aircraftId={itemId} imageId={imageId} backHref={from ?? fallback} />;
}
