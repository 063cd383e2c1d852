import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGING_TYPES,
  workflowPaths,
  workflowTargets,
  allowedActionInputSchema,
  can,
  idBodySchema,
  setItemStatusSchema,
  stateChangeEventInputSchema,
  updateAllowedActionSchema,
  updateStateChangeEventSchema,
  updateStatusSchema,
} from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { actorFrom } from '../../access/actor.js';
import { decodeEncodedBody } from '../../lib/encoded-data.js';
import { forbidden } from '../../lib/http-errors.js';
import { parseOr400 } from '../../lib/zod-errors.js';
import { ok } from '../../lib/result.js';
import { EntityStateService } from './entity-state.service.js';
import { ItemWorkflowService } from './item-workflow.service.js';

const entityParams = z.object({ entity: z.string().min(1).max(40) });
const itemParams = entityParams.extend({ id: z.string().min(1).max(64) });
const statusParams = entityParams.extend({ status: z.string().min(1).max(40) });

/** /api/entityState/: the workflow table (admins) and what it offers on each item (everyone signed in). */
export async function entityStateRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = new EntityStateService(ctx.db);
  const items = new ItemWorkflowService(ctx.db);
  const base = '/api/entityState';
  const member = ctx.guards.member;
  const workflow = ctx.guards.capable('manageWorkflow');
  // State-change events are the messages' triggers: messaging admins manage them too.
  const events = async (req: FastifyRequest, reply: FastifyReply) => {
    await member(req, reply);
    if (!can(req.user, 'manageWorkflow') && !can(req.user, 'manageMessaging')) throw forbidden();
  };

  r.get(`${base}/getAllEntities`, { onRequest: member }, async () => admin.entities());

  // ---- States
  r.get(`${base}/getStatusForEntityAndStatus/:entity/:status`, { onRequest: member, schema: { params: statusParams } }, async (req) =>
    admin.status(req.params.entity, req.params.status),
  );
  r.post(`${base}/updateStatus`, { onRequest: workflow, schema: { body: updateStatusSchema } }, async (req) =>
    ok(await admin.updateStatus(req.body), ['Status saved.']),
  );

  // ---- Allowed actions (the transition table)
  r.get(`${base}/getAllowedActions/:entity`, { onRequest: workflow, schema: { params: entityParams } }, async (req) => {
    await admin.assertEntity(req.params.entity);
    return admin.actions(req.params.entity);
  });
  r.get(`${base}/getActions/:entity`, { onRequest: workflow, schema: { params: entityParams } }, async (req) => {
    await admin.assertEntity(req.params.entity);
    return admin.actions(req.params.entity);
  });
  // The paths a Route action of this entity may open (the "accessors" of supplier-and-admin section 7).
  r.get(`${base}/getPaths/:entity`, { onRequest: workflow, schema: { params: entityParams } }, async (req) => {
    await admin.assertEntity(req.params.entity);
    return workflowPaths(req.params.entity);
  });
  r.post(`${base}/addAllowedAction`, { onRequest: workflow, schema: { body: allowedActionInputSchema } }, async (req) =>
    ok(await admin.addAction(req.body), ['Action added.']),
  );
  r.post(`${base}/updateAllowedAction`, { onRequest: workflow, schema: { body: updateAllowedActionSchema } }, async (req) => {
    const { id, ...input } = req.body;
    return ok(await admin.updateAction(id, input), ['Action saved.']);
  });
  r.post(`${base}/deleteAllowedAction`, { onRequest: workflow, schema: { body: idBodySchema } }, async (req) =>
    ok(await admin.deleteAction(req.body.id), ['Action removed.']),
  );

  // ---- What a user can do
  r.get(`${base}/getListActions/:entity`, { onRequest: member, schema: { params: entityParams } }, async (req) =>
    items.listActions(actorFrom(req.user!), req.params.entity),
  );
  r.get(`${base}/getActionsForEntityItem/:entity/:id`, { onRequest: member, schema: { params: itemParams } }, async (req) =>
    items.actionsForItem(actorFrom(req.user!), req.params.entity, req.params.id),
  );
  r.post(`${base}/setItemStatus`, { onRequest: member, schema: { body: setItemStatusSchema } }, async (req) => {
    const done = await items.setItemStatus(actorFrom(req.user!), req.body);
    return ok(done.result, [done.message]);
  });
  r.get(`${base}/getTimeline/:entity/:id`, { onRequest: member, schema: { params: itemParams } }, async (req) =>
    items.timeline(actorFrom(req.user!), req.params.entity, req.params.id),
  );

  // ---- State-change events
  r.get(`${base}/getStateChangeEvents/:entity`, { onRequest: events, schema: { params: entityParams } }, async (req) => {
    await admin.assertEntity(req.params.entity);
    return admin.events(req.params.entity);
  });
  r.get(`${base}/getStatusChangeOptions/:entity`, { onRequest: events, schema: { params: entityParams } }, async (req) => {
    await admin.assertEntity(req.params.entity);
    return admin.statusChangeOptions(req.params.entity);
  });
  // Who this entity's events may go to (the "targets" of supplier-and-admin section 7).
  r.get(`${base}/getTargets/:entity`, { onRequest: events, schema: { params: entityParams } }, async (req) => {
    await admin.assertEntity(req.params.entity);
    return workflowTargets(req.params.entity);
  });
  r.post(`${base}/addStateChangeEvent`, { onRequest: events, schema: { body: stateChangeEventInputSchema } }, async (req) =>
    ok(await admin.addEvent(req.body), ['Event added.']),
  );
  r.post(`${base}/updateStateChangeEvent`, { onRequest: events, schema: { body: updateStateChangeEventSchema } }, async (req) => {
    const { id, ...input } = req.body;
    return ok(await admin.updateEvent(id, input), ['Event saved.']);
  });
  r.post(`${base}/deleteStateChangeEvent`, { onRequest: events, schema: { body: idBodySchema } }, async (req) => {
    await admin.deleteEvent(req.body.id);
    return ok(undefined, ['Event removed.']);
  });

  // ---- The same events as the spec's admin Messages calls (supplier-and-admin section 7), for
  // the /manageMessaging screen's audience: messaging admins.
  const messaging = { onRequest: ctx.guards.capable('manageMessaging') };
  r.get(
    '/api/admin/getAllMessages/:type',
    {
      ...messaging,
      schema: { params: z.object({ type: z.enum(MESSAGING_TYPES, { error: 'Choose one of: Admin, Supplier, Client, User' }) }) },
    },
    async (req) => admin.messages(req.params.type),
  );
  r.get('/api/admin/getMessage/:id', { ...messaging, schema: { params: z.object({ id: z.string().max(64) }) } }, async (req) =>
    admin.message(req.params.id),
  );
  // The body is the event as JSON or as the spec's {encodedData: base64 of it}.
  r.post('/api/admin/updateMessage', messaging, async (req) => {
    const { id, ...input } = parseOr400(updateStateChangeEventSchema, decodeEncodedBody(req.body));
    return ok(await admin.updateEvent(id, input), ['Event saved.']);
  });
}
