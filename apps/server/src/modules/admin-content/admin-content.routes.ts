import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PG_INT_MAX,
  ADMIN_CONTENT_MESSAGES as M,
  TERMS_TYPES,
  airportLookupIdSchema,
  airportLookupInputSchema,
  airportLookupQuerySchema,
  emailTemplateInputSchema,
  termsInputSchema,
  updateAirportLookupSchema,
  updateEmailTemplateSchema,
} from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/result.js';
import { AdminContentService } from './admin-content.service.js';

/**
 * /api/admin/ content of the Manage Workflows screen (supplier-and-admin section 7, "Admin"):
 * e-mail templates (workflow or messaging admins: events name them), the terms and conditions
 * (workflow admins: a new version asks every member to accept again) and the airport lookup
 * (any admin, like the settings lists: it is reference data, not the workflow).
 */
export async function adminContentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new AdminContentService(ctx.db);
  const base = '/api/admin';
  // onRequest: refused callers get 403 before their body is read or validated.
  const templates = { onRequest: ctx.guards.capable('manageEmailTemplates') };
  const terms = { onRequest: ctx.guards.capable('manageWorkflow') };
  const lookups = { onRequest: ctx.guards.capable('manageReferenceData') };

  // ---- E-mail templates
  r.get(`${base}/getEmailTemplates`, templates, async () => service.templates());
  r.get(`${base}/getEmailTemplate/:id`, { ...templates, schema: { params: z.object({ id: z.uuid() }) } }, async (req) =>
    service.template(req.params.id),
  );
  r.post(`${base}/newEmailTemplate`, { ...templates, schema: { body: emailTemplateInputSchema } }, async (req) =>
    ok(await service.newTemplate(req.body), [M.saved]),
  );
  r.post(`${base}/saveEmailTemplate`, { ...templates, schema: { body: updateEmailTemplateSchema } }, async (req) => {
    const { id, ...input } = req.body;
    return ok(await service.saveTemplate(id, input), [M.saved]);
  });

  // ---- Terms and conditions
  r.get(`${base}/getTerms`, terms, async () => service.termsVersions());
  r.get(`${base}/getTermsTypes`, terms, async () => [...TERMS_TYPES]);
  r.post(`${base}/saveTerms`, { ...terms, schema: { body: termsInputSchema } }, async (req) =>
    ok(await service.publishTerms(req.body), [M.saved]),
  );

  // ---- Airport lookups
  r.get(`${base}/airportLookups`, { ...lookups, schema: { querystring: airportLookupQuerySchema } }, async (req) =>
    service.searchLookups(req.query),
  );
  r.get(
    `${base}/airportLookup/:id`,
    { ...lookups, schema: { params: z.object({ id: z.coerce.number().int().positive().max(PG_INT_MAX) }) } },
    async (req) => service.lookup(req.params.id),
  );
  r.post(`${base}/addAirportLookup`, { ...lookups, schema: { body: airportLookupInputSchema } }, async (req) =>
    ok(await service.addLookup(req.body), [M.saved]),
  );
  r.post(`${base}/updateAirportLookup`, { ...lookups, schema: { body: updateAirportLookupSchema } }, async (req) => {
    const { id, ...input } = req.body;
    return ok(await service.updateLookup(id, input), [M.saved]);
  });
  r.post(`${base}/deleteAirportLookup`, { ...lookups, schema: { body: airportLookupIdSchema } }, async (req) => {
    await service.deleteLookup(req.body.id);
    return ok(undefined, ['Deleted.']);
  });
}
