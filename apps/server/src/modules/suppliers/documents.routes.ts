import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, documentIdSchema } from '@charter/shared';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/result.js';
import { updateDocumentFromJson } from './document-json.js';
import { complianceStanding } from './compliance.service.js';
import { DocumentsService } from './documents.service.js';
import { readUpload, sendFile } from './uploads.js';

const id = z.string().max(100);
// A JSON document carries its file as base64: a third larger than the file, plus the fields.
const JSON_DOCUMENT_LIMIT = Math.ceil((DOCUMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

/** Supplier documents: upload, replace, download, and the admin's approval. */
export async function documentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/suppliers';
  const service = new DocumentsService(ctx.db);

  r.get(`${base}/documents/:supplierId`, { onRequest: ctx.guards.member, schema: { params: z.object({ supplierId: id }) } }, async (req) =>
    service.list(req.user!, req.params.supplierId),
  );

  // What the operator must keep current and how it stands (its profile; an admin on its file).
  r.get(`${base}/compliance/:supplierId`, { onRequest: ctx.guards.member, schema: { params: z.object({ supplierId: id }) } }, async (req) =>
    complianceStanding(ctx.db, req.user!, req.params.supplierId),
  );

  r.get(`${base}/document/:id`, { onRequest: ctx.guards.member, schema: { params: z.object({ id }) } }, async (req, reply) =>
    sendFile(reply, await service.file(req.user!, req.params.id)),
  );

  r.post(`${base}/addDocument`, { onRequest: ctx.guards.capable('manageSupplierAccount') }, async (req) => {
    const upload = await readUpload(req, DOCUMENT_MAX_BYTES);
    return ok(await service.add(req.user!, upload), [DOCUMENT_MESSAGES.saved]);
  });

  // Multipart (the app's form), or the document as JSON with its file in base64, plain or as the
  // spec's encodedData (document-json.ts).
  r.post(
    `${base}/updateDocument/:supplierId`,
    {
      onRequest: ctx.guards.capable('manageSupplierAccount'),
      bodyLimit: JSON_DOCUMENT_LIMIT,
      schema: { params: z.object({ supplierId: id }) },
    },
    async (req) => {
      if (req.isMultipart()) {
        const upload = await readUpload(req, DOCUMENT_MAX_BYTES);
        return ok(await service.update(req.user!, req.params.supplierId, upload), [DOCUMENT_MESSAGES.updated]);
      }
      const done = await updateDocumentFromJson(service, req.user!, req.params.supplierId, req.body);
      return ok(done.document, done.messages);
    },
  );

  r.post(`${base}/approveDocument`, { onRequest: ctx.guards.capable('approveDocuments') }, async (req) =>
    ok(await service.approve(req.user!, req.body), [DOCUMENT_MESSAGES.approved]),
  );

  r.post(`${base}/cancelApproval`, { onRequest: ctx.guards.capable('approveDocuments'), schema: { body: documentIdSchema } }, async (req) =>
    ok(await service.cancelApproval(req.user!, req.body.id), [DOCUMENT_MESSAGES.approvalCancelled]),
  );

  r.get('/api/admin/getUnCheckedDocuments', { onRequest: ctx.guards.capable('approveDocuments') }, async (req) =>
    service.unchecked(req.user!),
  );
}
