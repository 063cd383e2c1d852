import { CHECK_IN_MINUTES, formatJobReference } from '../constants.js';

/**
 * The itinerary and bid-history documents (supplier-and-admin sections 6 and 9): who may ask for
 * them, their file names and the spec's wording. The server builds the PDFs; the web only shows
 * the buttons to whom the server will answer.
 */

/** An itinerary exists once the charter is booked: Confirmed, and after it has flown. */
export const ITINERARY_STATUSES = ['Confirmed', 'Finished'] as const;

export const isItineraryStatus = (status: string) => (ITINERARY_STATUSES as readonly string[]).includes(status);

/** Check-in advice printed on every itinerary (section 9). */
export const CHECK_IN_ADVICE = `Please arrive at least ${CHECK_IN_MINUTES} minutes before departure.`;

/** The preview's height in the dialog (section 9). */
export const ITINERARY_PREVIEW_HEIGHT_PX = 500;

/**
 * The price an itinerary shows (section 9): when the price exceeds the price with margin (the
 * with-margin field then holds only the margin), the two added; otherwise the price with margin.
 */
export function itineraryDisplayPrice(price: number | null, withMargin: number | null): number | null {
  if (withMargin === null) return null;
  if (price !== null && price > withMargin) return price + withMargin;
  return withMargin;
}

export const itineraryFileName = (jobReference: number) => `${formatJobReference(jobReference)}-itinerary.pdf`;
export const bidHistoryFileName = (jobReference: number) => `${formatJobReference(jobReference)}-bid-history.pdf`;
