import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { ok } from '../../lib/result.js';
import { publishedListRoutes } from './published-lists.routes.js';
import * as repo from './settings.repository.js';

const SAVED = 'Saved OK';
const nameField = z
  .string()
  .trim()
  .min(1, { message: 'Name is required' })
  .max(100)
  .refine((n) => !n.startsWith('System.'), { message: 'This setting cannot be changed here.' });
const valueField = z.string().trim().min(1, { message: 'Value is required' }).max(2000);
const referenceField = z.string().trim().max(100).nullable().optional();

/**
 * Settings (name, value, referenceId) are the lists and values admins change: catering, charter
 * sub types, reasons, inclusions, the support phone... (supplier-and-admin section 7, "Settings").
 */
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: ctx.guards.capable('manageClients') };

  r.get('/api/admin/getSettingsNames', admin, async () => repo.names(ctx.db));

  r.get('/api/admin/getSettings/:name', { ...admin, schema: { params: z.object({ name: z.string().max(100) }) } }, async (req) =>
    repo.valuesOf(ctx.db, req.params.name),
  );

  r.post(
    '/api/admin/addSetting',
    { ...admin, schema: { body: z.object({ name: nameField, value: valueField, referenceId: referenceField }) } },
    async (req) => ok(await repo.add(ctx.db, req.body.name, req.body.value, req.body.referenceId || null), [SAVED]),
  );

  r.post(
    '/api/admin/updateSetting',
    { ...admin, schema: { body: z.object({ id: z.uuid(), value: valueField, referenceId: referenceField }) } },
    async (req) => {
      const row = await repo.update(ctx.db, req.body.id, req.body.value, req.body.referenceId || null);
      if (!row) throw notFound();
      return ok(row, [SAVED]);
    },
  );

  await publishedListRoutes(app, ctx);

  r.post('/api/admin/deleteSetting', { ...admin, schema: { body: z.object({ id: z.uuid() }) } }, async (req) => {
    if (!(await repo.remove(ctx.db, req.body.id))) throw badRequest(['Sorry, this item is not available']);
    return ok(undefined, ['Deleted.']);
  });
}
