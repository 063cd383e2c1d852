import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/result.js';
import { formatJobReference } from '@charter/shared';
import { requestChange } from './change-create.service.js';
import { decideChange } from './change-decide.service.js';
import { changesOfCharter, listChanges, readChange } from './change-read.service.js';

const DONE: Record<string, string> = {
  Accepted: 'Change accepted.',
  Declined: 'Change declined.',
  Withdrawn: 'Change withdrawn.',
};

/** Change requests on confirmed charters (ADR 0015), under /api/charterRequest/. */
export async function changeRequestsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/charterRequest';
  const member = { onRequest: ctx.guards.member };
  const id = { params: z.object({ id: z.string().max(100) }) };

  r.post(`${base}/newChangeCharter`, { onRequest: ctx.guards.capable('requestCharterChanges') }, async (req) =>
    ok(await requestChange(ctx.db, req.user!, req.body), ['Change requested. The other party has been told.']),
  );

  r.post(`${base}/updateChangeCharter`, { onRequest: ctx.guards.capable('requestCharterChanges') }, async (req) => {
    const done = await decideChange(ctx.db, req.user!, req.body);
    const more = done.changedJobReference ? [`The charter continues as ${formatJobReference(done.changedJobReference)}.`] : [];
    return ok(done, [DONE[done.status]!, ...more]);
  });

  r.get(`${base}/changeCharter/:id`, { ...member, schema: id }, async (req) => readChange(ctx.db, req.user!, req.params.id));

  r.get(`${base}/changeCharters/:id`, { ...member, schema: id }, async (req) => changesOfCharter(ctx.db, req.user!, req.params.id));

  // The tab lists: everything the caller sees (All), or a client role's own level (Me).
  r.get(
    `${base}/changeCharterList/:list/:tab`,
    { ...member, schema: { params: z.object({ list: z.enum(['All', 'Me']), tab: z.string().max(40) }) } },
    async (req) => listChanges(ctx.db, req.user!, req.params.tab, req.params.list === 'Me'),
  );
}
