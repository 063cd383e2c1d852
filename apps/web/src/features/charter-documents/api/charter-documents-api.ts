import { bidHistoryFileName, itineraryCalendarFileName, itineraryFileName } from '@charter/shared';
import { fetchBlob } from '../../../lib/api/upload';
import { entityKeys } from '../../../lib/realtime/entity-keys';

/** The two PDFs of a charter (supplier-and-admin sections 6 and 9). */
export type CharterDocumentKind = 'itinerary' | 'bidHistory';

const PATHS: Record<CharterDocumentKind, string> = {
  itinerary: '/api/charterRequest/itinerary/',
  bidHistory: '/api/charterRequest/bidHistoryPdf/',
};

export const TITLES: Record<CharterDocumentKind, string> = { itinerary: 'Itinerary', bidHistory: 'Bid History' };

// Under the charter's item key, so a change event for the charter refreshes an open preview.
export const documentKey = (kind: CharterDocumentKind, id: string) => entityKeys.itemPart('CharterRequest', id, `pdf-${kind}`);

export const documentPath = (kind: CharterDocumentKind, id: string, download = false) =>
  `${PATHS[kind]}${encodeURIComponent(id)}${download ? '?download=1' : ''}`;

export const documentFileName = (kind: CharterDocumentKind, jobReference: number) =>
  kind === 'itinerary' ? itineraryFileName(jobReference) : bidHistoryFileName(jobReference);

export const fetchDocument = (kind: CharterDocumentKind, id: string) => fetchBlob(documentPath(kind, id));

/** The itinerary as an .ics file: one event a sector, to add to a calendar. */
export const itineraryCalendarPath = (id: string) => `/api/charterRequest/itineraryCalendar/${encodeURIComponent(id)}`;
export { itineraryCalendarFileName };
