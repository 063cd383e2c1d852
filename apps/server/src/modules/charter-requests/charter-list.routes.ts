import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../lib/http-errors.js';
import { EXPORT_MAX_ROWS, XLSX_TYPE, exportFileName, writeCharterWorkbook } from './charter-export.js';
import { listQuerySchema, tabParamsSchema } from './charter-list.query.js';
import { CharterListCache } from './charter-list.cache.js';
import { CharterListService, type ListEndpoint } from './charter-list.service.js';
import type { CharterListItem } from './charter-types.js';

const LISTS: [string, ListEndpoint][] = [
  ['admin/all', 'admin'],
  ['all/self', 'self'],
  ['all/client', 'client'],
  ['all/department', 'department'],
  ['all/staff', 'staff'],
  ['supplierByStatus', 'supplier'],
];

/** The charter lists by tab (keyset pages) and the admin's Excel export of one. */
export async function charterListRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/charterRequest';
  const lists = new CharterListService(ctx.db);
  // Pages stay in memory until something they show is written (ADR 0026).
  const pages = new CharterListCache(lists, ctx.feed, ctx.config.listCacheMb);
  app.addHook('onClose', async () => pages.close());

  for (const [path, endpoint] of LISTS) {
    r.get(
      `${base}/${path}/:tab`,
      { onRequest: ctx.guards.member, schema: { params: tabParamsSchema, querystring: listQuerySchema } },
      async (req, reply) => {
        const page = await pages.json(req.user!, endpoint, req.params.tab, req.query);
        reply.type('application/json; charset=utf-8');
        return reply.send(page.bodyFor(req, reply));
      },
    );
  }

  r.get(
    `${base}/export/:file`,
    {
      onRequest: ctx.guards.capable('downloadExcel'),
      schema: { params: z.object({ file: z.string().max(100) }), querystring: listQuerySchema },
    },
    async (req, reply) => {
      const parsed = tabParamsSchema.safeParse({ tab: /^(\w+)\.xlsx$/.exec(req.params.file)?.[1] });
      if (!parsed.success) throw badRequest([parsed.error.issues[0]!.message]);
      const tab = parsed.data.tab;
      const rows = lists.all(req.user!, 'admin', tab, req.query, EXPORT_MAX_ROWS);
      // The first page is read before answering, so a refused call still gets a proper error.
      const first = await rows.next();
      async function* all(): AsyncGenerator<CharterListItem> {
        if (!first.done) yield first.value;
        yield* rows;
      }
      const out = new PassThrough();
      writeCharterWorkbook(all(), out).catch((err) => {
        req.log.error({ err }, 'charter export failed');
        out.destroy(err);
      });
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(tab)}"`)
        .send(out);
    },
  );
}
