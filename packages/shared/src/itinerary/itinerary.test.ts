import { describe, expect, it } from 'vitest';
import { bidHistoryFileName, isItineraryStatus, itineraryDisplayPrice, itineraryFileName } from './itinerary.js';

describe('itinerary rules (supplier-and-admin section 9)', () => {
  it('shows the price with margin, or price plus with-margin when the price exceeds it', () => {
    expect(itineraryDisplayPrice(1000, 1100)).toBe(1100);
    expect(itineraryDisplayPrice(1000, 1000)).toBe(1000);
    expect(itineraryDisplayPrice(1000, 200)).toBe(1200);
    expect(itineraryDisplayPrice(null, 1100)).toBe(1100);
    expect(itineraryDisplayPrice(1000, null)).toBeNull();
  });

  it('exists for Confirmed and Finished charters only', () => {
    expect(['Live', 'PendingConfirmation', 'Confirmed', 'Finished', 'Closed'].filter(isItineraryStatus)).toEqual(['Confirmed', 'Finished']);
  });

  it('names the files after the job', () => {
    expect(itineraryFileName(10234)).toBe('JB10234-itinerary.pdf');
    expect(bidHistoryFileName(10234)).toBe('JB10234-bid-history.pdf');
  });
});
