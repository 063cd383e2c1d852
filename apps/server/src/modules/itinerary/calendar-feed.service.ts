import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@charter/db';
import { CALENDAR_MESSAGES, calendarFeedUrl, type CalendarFeedDto, type SessionUser } from '@charter/shared';
import { actorCan } from '../../access/actor.js';
import { actorOfUser } from '../../access/actor-of-user.js';
import { viewerOf } from '../../access/viewer.js';
import { notFound } from '../../lib/http-errors.js';
import { feedCharterIds, feedOfUser, removeFeed, replaceFeed, useFeed } from './calendar-feed.repository.js';
import { addCharterEvents, newCalendar } from './itinerary-calendar.js';
import { itineraryReach, type ItineraryService } from './itinerary.service.js';

/** How far back a feed keeps flown charters, and how many charters it lists at most. */
const FEED_PAST_DAYS = 60;
const FEED_MAX_CHARTERS = 500;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** A feed secret: 32 random bytes, URL-safe; the address is the only credential a calendar app has. */
const isFeedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * A person's private calendar feed: an address with a secret in it that a calendar app reads
 * without signing in. The feed is built afresh on each read, so an accepted change or a cancelled
 * charter shows at the app's next refresh; replacing or removing the feed stops the old address at once.
 */
export class CalendarFeedService {
  constructor(
    private readonly db: Db,
    private readonly itineraries: ItineraryService,
  ) {}

  async mine(user: SessionUser): Promise<CalendarFeedDto> {
    const feed = await feedOfUser(this.db, user.userId);
    return { exists: !!feed, createdAt: feed?.createdAt ?? null, lastUsedAt: feed?.lastUsedAt ?? null };
  }

  /** A new address (shown in this answer only), replacing the old one if there was one. */
  async create(user: SessionUser, origin: string): Promise<{ feed: CalendarFeedDto; message: string }> {
    const token = randomBytes(32).toString('base64url');
    const { replaced, feed } = await replaceFeed(this.db, user.userId, hashOf(token));
    return {
      feed: { exists: true, createdAt: feed.createdAt, lastUsedAt: null, url: calendarFeedUrl(origin, token) },
      message: replaced ? CALENDAR_MESSAGES.replaced : CALENDAR_MESSAGES.created,
    };
  }

  async remove(user: SessionUser): Promise<string> {
    return (await removeFeed(this.db, user.userId)) ? CALENDAR_MESSAGES.removed : CALENDAR_MESSAGES.none;
  }

  /** The feed's calendar, as its owner may see its charters now; 404 for an unknown or removed address. */
  async read(token: string): Promise<string> {
    if (!isFeedToken(token)) throw notFound();
    const userId = await useFeed(this.db, hashOf(token));
    const actor = userId ? await actorOfUser(this.db, userId) : undefined;
    if (!actor || !actorCan(actor, 'viewItinerary')) throw notFound();
    const access = itineraryReach(actor);
    const viewer = await viewerOf(this.db, actor);
    const calendar = newCalendar('Charter flights');
    calendar.ttl(15 * 60);
    for (const id of await feedCharterIds(this.db, access, FEED_PAST_DAYS, FEED_MAX_CHARTERS)) {
      const charter = await this.itineraries.calendarCharter(id, access, viewer);
      if (charter) addCharterEvents(calendar, charter);
    }
    return calendar.toString();
  }
}
