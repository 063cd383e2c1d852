import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { PDF_TYPE, contentDisposition } from '../../lib/pdf.js';
import { ItineraryService, type PdfFile } from './itinerary.service.js';

const params = z.object({ id: z.string().max(100) });
// ?download=1 asks for the file as an attachment; anything else previews it inline.
const query = z.object({ download: z.string().max(10).optional() });

/** GET itinerary/{id} and bidHistoryPdf/{id}: PDFs to preview inline or (download=1) save. */
export async function itineraryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/charterRequest';
  const service = new ItineraryService(ctx.db);
  const send = (file: PdfFile, download: string | undefined) => ({
    type: PDF_TYPE,
    disposition: contentDisposition(file.fileName, download === '1' || download === 'true'),
  });

  r.get(
    `${base}/itinerary/:id`,
    { onRequest: ctx.guards.capable('viewItinerary'), schema: { params, querystring: query } },
    async (req, reply) => {
      const file = await service.itinerary(req.user!, req.params.id);
      const h = send(file, req.query.download);
      return reply.header('content-type', h.type).header('content-disposition', h.disposition).send(file.bytes);
    },
  );

  r.get(
    `${base}/bidHistoryPdf/:id`,
    { onRequest: ctx.guards.capable('downloadBidHistory'), schema: { params, querystring: query } },
    async (req, reply) => {
      const file = await service.bidHistory(req.user!, req.params.id);
      const h = send(file, req.query.download);
      return reply.header('content-type', h.type).header('content-disposition', h.disposition).send(file.bytes);
    },
  );
}
