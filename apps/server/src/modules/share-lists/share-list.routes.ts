import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShareListItem } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../lib/http-errors.js';
import { XLSX_TYPE } from '../../lib/xlsx-stream.js';
import { shareExportFileName, writeShareWorkbook } from './share-export.js';
import { shareExportTabSchema, shareListParamsSchema, shareListQuerySchema } from './share-list.query.js';
import { ShareListService } from './share-list.service.js';

/** The export stops here; past it a list is better narrowed with filters. */
const EXPORT_MAX_ROWS = 100_000;

/** The charter share lists by role and tab (keyset pages) and the admin's Excel export of one. */
export async function shareListRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/charterRequest';
  const lists = new ShareListService(ctx.db);

  r.get(
    `${base}/shareList/:list/:tab`,
    {
      onRequest: ctx.guards.capable('viewCharterShares'),
      schema: {
        summary: 'A charter share list: the tabs of the caller role (Live, Confirmed, Pending, PendingPurchase, All, Mine)',
        params: shareListParamsSchema,
        querystring: shareListQuerySchema,
      },
    },
    async (req) => lists.list(req.user!, req.params.list, req.params.tab, req.query),
  );

  r.get(
    `${base}/shareExport/:file`,
    {
      onRequest: ctx.guards.capable('downloadExcel'),
      schema: {
        summary: 'An admin share list tab as an Excel workbook ({tab}.xlsx)',
        params: z.object({ file: z.string().max(100) }),
        querystring: shareListQuerySchema,
      },
    },
    async (req, reply) => {
      const parsed = shareExportTabSchema.safeParse(/^(\w+)\.xlsx$/.exec(req.params.file)?.[1]);
      if (!parsed.success) throw badRequest([parsed.error.issues[0]!.message]);
      const tab = parsed.data;
      const rows = lists.all(req.user!, 'All', tab, req.query, EXPORT_MAX_ROWS);
      // The first page is read before answering, so a refused call still gets a proper error.
      const first = await rows.next();
      async function* all(): AsyncGenerator<ShareListItem> {
        if (!first.done) yield first.value;
        yield* rows;
      }
      const out = new PassThrough();
      writeShareWorkbook(all(), out).catch((err) => {
        req.log.error({ err }, 'share export failed');
        out.destroy(err);
      });
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${shareExportFileName(tab)}"`)
        .send(out);
    },
  );
}
