import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { forbidden } from '../../lib/http-errors.js';
import { CharterContacts } from './charter-contacts.js';
import { CharterReadService } from './charter-read.service.js';
import { isAdminRole } from './charter-types.js';

/** get/{id}, full/{id}, settings/{source}, jobLookup/{text} (also under api/accounts/), getClientEmail, getSupplierEmail and clientOptions. */
export async function charterReadRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/charterRequest';
  const reads = new CharterReadService(ctx.db);
  const member = { onRequest: ctx.guards.member };

  r.get(`${base}/get/:id`, { ...member, schema: { params: z.object({ id: z.string().max(100) }) } }, async (req) =>
    reads.get(req.user!, req.params.id, false),
  );
  r.get(`${base}/full/:id`, { ...member, schema: { params: z.object({ id: z.string().max(100) }) } }, async (req) =>
    reads.get(req.user!, req.params.id, true),
  );

  r.get(`${base}/settings/:source`, { ...member, schema: { params: z.object({ source: z.string().max(100) }) } }, async (req) =>
    reads.settings(req.params.source),
  );

  for (const path of [`${base}/jobLookup/:text`, '/api/accounts/jobLookup/:text']) {
    r.get(path, { ...member, schema: { params: z.object({ text: z.string().max(100) }) } }, async (req) =>
      reads.jobLookup(req.user!, req.params.text),
    );
  }

  const contacts = new CharterContacts(ctx.db);
  r.get(`${base}/getClientEmail/:id`, { ...member, schema: { params: z.object({ id: z.string().max(100) }) } }, async (req) =>
    contacts.client(req.user!, req.params.id),
  );
  r.get(`${base}/getSupplierEmail/:id`, { ...member, schema: { params: z.object({ id: z.string().max(100) }) } }, async (req) =>
    contacts.supplier(req.user!, req.params.id),
  );

  r.get(`${base}/clientOptions`, member, async (req) => {
    if (!isAdminRole(req.user!.role)) throw forbidden();
    return reads.clientOptions();
  });
}
