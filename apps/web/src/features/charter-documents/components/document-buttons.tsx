import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { can, isItineraryStatus, type SessionUser } from '@charter/shared';
import { TITLES, type CharterDocumentKind } from '../api/charter-documents-api';

// The preview (and its upload) loads when a document is opened.
const DocumentDialog = lazy(() => import('./document-dialog').then((m) => ({ default: m.DocumentDialog })));

interface DocumentButtonsProps {
  session: SessionUser;
  charter: { id: string; jobReference: number; status: string; supplierAccess?: string | null };
}

/**
 * "Itinerary" for whom the server answers it (admins, the client side, the operator flying the
 * charter, once it is Confirmed or Finished) and "Bid History" for admins; each opens its preview.
 */
export function DocumentButtons({ session, charter }: DocumentButtonsProps) {
  const [open, setOpen] = useState<CharterDocumentKind | null>(null);
  const itinerary =
    can(session, 'viewItinerary') &&
    isItineraryStatus(charter.status) &&
    (session.role !== 'Supplier' || charter.supplierAccess === 'awarded');
  const bidHistory = can(session, 'downloadBidHistory');
  const button = (kind: CharterDocumentKind) => (
    <Button variant="light" onClick={() => setOpen(kind)}>
      {TITLES[kind]}
    </Button>
  );
  return (
    <>
      {itinerary ? button('itinerary') : null}
      {bidHistory ? button('bidHistory') : null}
      {open ? (
        <Suspense fallback={null}>
          <DocumentDialog kind={open} charterId={charter.id} jobReference={charter.jobReference} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
