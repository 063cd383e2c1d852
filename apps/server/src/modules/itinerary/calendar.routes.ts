import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALENDAR_FEED_PATH } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { actorFrom } from '../../access/actor.js';
import { ok } from '../../lib/result.js';
import { CalendarFeedService } from './calendar-feed.service.js';
import { ItineraryService } from './itinerary.service.js';

const ICS_TYPE = 'text/calendar; charset=utf-8';

/**
 * Calendar files: a booked charter's itinerary as .ics, and the signed-in person's private feed
 * (its state, a new address, removing it) with the feed itself read by its secret address.
 */
export async function calendarRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const itineraries = new ItineraryService(ctx.db);
  const feeds = new CalendarFeedService(ctx.db, itineraries);
  // The address a calendar app will reach: the configured public one, else the one this call came to.
  const originOf = (req: FastifyRequest) => ctx.config.publicUrl ?? `${req.protocol}://${req.host}`;

  r.get(
    '/api/charterRequest/itineraryCalendar/:id',
    { onRequest: ctx.guards.capable('viewItinerary'), schema: { params: z.object({ id: z.string().max(100) }) } },
    async (req, reply) => {
      const file = await itineraries.calendar(actorFrom(req.user!), req.params.id);
      return reply
        .header('content-type', ICS_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.text);
    },
  );

  r.get(CALENDAR_FEED_PATH, { onRequest: ctx.guards.capable('viewItinerary') }, async (req) => feeds.mine(req.user!));
  r.post(CALENDAR_FEED_PATH, { onRequest: ctx.guards.capable('viewItinerary') }, async (req) => {
    const made = await feeds.create(req.user!, originOf(req));
    return ok(made.feed, [made.message]);
  });
  r.delete(CALENDAR_FEED_PATH, { onRequest: ctx.guards.capable('viewItinerary') }, async (req) =>
    ok(undefined, [await feeds.remove(req.user!)]),
  );

  // Read by calendar apps, which cannot sign in: the secret in the address is the credential.
  r.get(`${CALENDAR_FEED_PATH}/:file`, { schema: { params: z.object({ file: z.string().max(100) }), hide: true } }, async (req, reply) => {
    const token = req.params.file.replace(/\.ics$/, '');
    return reply.header('content-type', ICS_TYPE).send(await feeds.read(token));
  });
}
