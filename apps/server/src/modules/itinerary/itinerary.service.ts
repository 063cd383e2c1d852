import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@charter/db';
import { bidHistoryFileName, isItineraryStatus, itineraryCalendarFileName, itineraryFileName, isUuid } from '@charter/shared';
import type { Actor } from '../../access/actor.js';
import { charterVisibility } from '../../access/charter-scope.js';
import { viewerOf, type Viewer } from '../../access/viewer.js';
import { notFound } from '../../lib/http-errors.js';
import { renderPdf } from '../../lib/pdf.js';
import { bidHistoryDocument } from './bid-history-document.js';
import { presentBidHistory } from './bid-history.presenter.js';
import { itineraryDocument } from './itinerary-document.js';
import { addCharterEvents, newCalendar, type CalendarCharter } from './itinerary-calendar.js';
import { presentItinerary, settingsOf } from './itinerary.presenter.js';
import { bidHistoryOf, findItineraryCharter, itinerarySectors } from './itinerary.repository.js';

/** Bids the bid history never lists (core section 3). */
const HIDDEN_FROM_HISTORY = ['Void', 'Unavailable'] as const;

export interface PdfFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * Which charters' itineraries an actor reaches: admins and charter admins every charter, the
 * client side the charters it sees, an operator only the charter it was awarded (a losing or
 * bidding operator is answered as if there were none).
 */
export function itineraryReach(actor: Actor): SQL {
  if (!actor.system && actor.role === 'Supplier') return sql`cr.bidder_id = ${actor.supplierId}`;
  return charterVisibility(actor);
}

/** The itinerary and bid-history PDFs (supplier-and-admin sections 6 and 9). */
export class ItineraryService {
  // Who may call at all is the routes' capability guard (viewItinerary, downloadBidHistory).
  constructor(private readonly db: Db) {}

  async itinerary(actor: Actor, id: string, now = new Date()): Promise<PdfFile> {
    if (!isUuid(id)) throw notFound();
    const row = await findItineraryCharter(this.db, id, itineraryReach(actor));
    // Before the booking (or once it is closed) there is no itinerary: the same 404 as no charter.
    if (!row || !isItineraryStatus(row.status)) throw notFound();
    const sectors = await itinerarySectors(this.db, id, row.bidId);
    const model = presentItinerary(row, sectors, await viewerOf(this.db, actor));
    return { fileName: itineraryFileName(row.jobReference), bytes: await renderPdf(itineraryDocument(model, now)) };
  }

  /** The itinerary as an .ics file: one event a sector, for whoever may have the itinerary. */
  async calendar(actor: Actor, id: string): Promise<{ fileName: string; text: string }> {
    if (!isUuid(id)) throw notFound();
    const charter = await this.calendarCharter(id, itineraryReach(actor), await viewerOf(this.db, actor));
    if (!charter || !isItineraryStatus(charter.status)) throw notFound();
    const calendar = newCalendar(charter.model.jobReference);
    addCharterEvents(calendar, charter);
    return { fileName: itineraryCalendarFileName(charter.jobReference), text: calendar.toString() };
  }

  /** A charter as `viewer` may see it in a calendar, or undefined where `access` does not reach it. */
  async calendarCharter(id: string, access: SQL, viewer: Viewer): Promise<CalendarCharter | undefined> {
    const found = await findItineraryCharter(this.db, id, access);
    if (!found) return undefined;
    // The client side's times are moved earlier by its setting, as on its itinerary; in everyone
    // else's calendar the events keep the schedule.
    const row = viewer.kind === 'client' ? found : { ...found, clientMinutesOffset: 0, departmentMinutesOffset: 0 };
    const sectors = await itinerarySectors(this.db, id, row.bidId);
    const model = presentItinerary(row, sectors, viewer);
    const minutesOffset = settingsOf(row).minutesOffset;
    return { model, sectors, status: row.status, updatedAt: row.updatedAt, minutesOffset, jobReference: row.jobReference };
  }

  async bidHistory(actor: Actor, id: string, now = new Date()): Promise<PdfFile> {
    if (!isUuid(id)) throw notFound();
    const row = await findItineraryCharter(this.db, id, charterVisibility(actor));
    if (!row) throw notFound();
    const sectors = await itinerarySectors(this.db, id, null);
    // "Perth - Port Hedland - Perth"; a sector that starts elsewhere than the last one ended starts a new leg.
    const route = sectors
      .reduce<string[]>((legs, s, i) => {
        if (i > 0 && sectors[i - 1]!.to === s.from) legs[legs.length - 1] += ` - ${s.to}`;
        else legs.push(`${s.from} - ${s.to}`);
        return legs;
      }, [])
      .join(', ');
    const bids = await bidHistoryOf(this.db, id, HIDDEN_FROM_HISTORY);
    const model = presentBidHistory(row, route, bids, await viewerOf(this.db, actor));
    return { fileName: bidHistoryFileName(row.jobReference), bytes: await renderPdf(bidHistoryDocument(model, now)) };
  }
}
