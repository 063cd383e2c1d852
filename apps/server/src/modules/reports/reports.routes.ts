import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REPORT_CALLS,
  SPEND_REPORT_CALL,
  jobTrackerQuerySchema,
  reportQuerySchema,
  spendReportQuerySchema,
  type Capability,
  type ReportKind,
} from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { XLSX_TYPE, writeSheet } from '../../lib/xlsx-stream.js';
import { ReportsService, type ReportExport } from './reports.service.js';
import { SPEND_SHEET_NAME, SpendReport } from './spend-report.js';

const SHEET_NAMES: Record<ReportKind, string> = {
  charters: 'Charter List',
  payload: 'Payload Report',
  departures: 'Departure Report',
  jobTracker: 'Job History',
};

/** Who opens each report: the payload report also the client side (core section 6), the others admins only. */
const AUDIENCE: Record<ReportKind, Capability> = {
  charters: 'viewReports',
  payload: 'viewPayloadReport',
  departures: 'viewReports',
  jobTracker: 'viewReports',
};

/**
 * The reports: `GET {call}` answers a page for the screen, `GET {call}/export` the whole range as
 * an .xlsx streamed as it is written, with the row count up front in `X-Total-Count` so the
 * browser can show progress.
 */
export async function reportsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ReportsService(ctx.db, ctx.pool);

  async function sendWorkbook(req: FastifyRequest, reply: FastifyReply, sheetName: string, file: ReportExport) {
    // The first rows are read before answering, so a failure to start still gets a proper error.
    const first = await file.rows.next();
    async function* cells() {
      if (first.done) return;
      yield first.value;
      yield* file.rows;
    }
    const out = new PassThrough();
    writeSheet(out, sheetName, file.columns, cells()).catch((err: unknown) => {
      if (!out.destroyed) req.log.error({ err }, 'report export failed');
      out.destroy(err as Error);
    });
    // The rows stop (and the cursor closes) when the download does.
    reply.raw.on('close', () => {
      if (!out.writableFinished) out.destroy();
    });
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('x-total-count', String(file.total))
      .send(out);
  }

  for (const kind of ['charters', 'payload', 'departures'] as const) {
    const guard = ctx.guards.capable(AUDIENCE[kind]);
    r.get(REPORT_CALLS[kind], { onRequest: guard, schema: { querystring: reportQuerySchema } }, async (req) =>
      service.page(req.user!, kind, req.query),
    );
    r.get(`${REPORT_CALLS[kind]}/export`, { onRequest: guard, schema: { querystring: reportQuerySchema } }, async (req, reply) =>
      sendWorkbook(req, reply, SHEET_NAMES[kind], await service.export(req.user!, kind, req.query)),
    );
  }

  const tracker = ctx.guards.capable(AUDIENCE.jobTracker);
  r.get(REPORT_CALLS.jobTracker, { onRequest: tracker, schema: { querystring: jobTrackerQuerySchema } }, async (req) =>
    service.page(req.user!, 'jobTracker', req.query),
  );
  r.get(`${REPORT_CALLS.jobTracker}/export`, { onRequest: tracker, schema: { querystring: jobTrackerQuerySchema } }, async (req, reply) =>
    sendWorkbook(req, reply, SHEET_NAMES.jobTracker, await service.export(req.user!, 'jobTracker', req.query)),
  );
  r.get('/api/admin/getJobTrackerOperators', { onRequest: tracker }, async () => service.operators());

  // Spend and competition (ADR 0046): admins, clients and departments, each narrowed to its own.
  const spend = new SpendReport(ctx.db);
  const spendGuard = ctx.guards.capable('viewSpendReport');
  r.get(
    SPEND_REPORT_CALL,
    { onRequest: spendGuard, schema: { querystring: spendReportQuerySchema } },
    async (req) => (await spend.read(req.user!, req.query)).report,
  );
  r.get(`${SPEND_REPORT_CALL}/export`, { onRequest: spendGuard, schema: { querystring: spendReportQuerySchema } }, async (req, reply) =>
    sendWorkbook(req, reply, SPEND_SHEET_NAME, (await spend.read(req.user!, req.query)).file),
  );
}
