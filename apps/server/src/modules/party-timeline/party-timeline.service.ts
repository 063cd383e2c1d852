import type { Db } from '@charter/db';
import type { PartyEntityType, TimelineItemDto } from '@charter/shared';
import { partyAccess, type PartyViewer } from '../../access/party-scope.js';
import { notFound } from '../../lib/http-errors.js';
import { readTimeline } from '../../lib/timeline.js';

/** What happened to a supplier, client, department or staff member (their Timeline tabs). */
export class PartyTimelineService {
  constructor(private readonly db: Db) {}

  /** Admins any party; a party its own; a client its departments and staff, a department its staff. Others: not there. */
  async timeline(viewer: PartyViewer, type: PartyEntityType, id: string): Promise<TimelineItemDto[]> {
    if ((await partyAccess(this.db, viewer, type, id)) !== 'allowed') throw notFound();
    return readTimeline(this.db, type, id);
  }
}
