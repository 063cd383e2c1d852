import type { FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES } from '@charter/shared';
import { HttpError, badRequest } from '../../lib/http-errors.js';

export interface UploadedFile {
  data: Buffer;
  fileName: string;
  contentType: string;
}

export interface MultipartUpload {
  /** Text fields as sent (multipart fields are strings; a JSON body's keep their JSON types for the schema to judge). */
  fields: Record<string, unknown>;
  file: UploadedFile | null;
}

type Sniffed = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

/** The file's real type from its first bytes; what the browser claims is not trusted. */
export function sniffContentType(data: Buffer): Sniffed | null {
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/** A file name safe to store and to send back in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
}

const tooLarge = () => new HttpError(413, [DOCUMENT_MESSAGES.tooLarge]);

/**
 * Reads a multipart request: its text fields and at most one file, the file read from the stream
 * with a hard cap (past it the request is refused and nothing is kept). The whole file is held in
 * memory only up to the cap, since it is stored as one bytea value.
 */
export async function readUpload(req: FastifyRequest, maxBytes: number): Promise<MultipartUpload> {
  if (!req.isMultipart()) throw badRequest(['Please send the file as multipart/form-data.']);
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  try {
    const parts = req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 2000, parts: 12 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated || data.length > maxBytes) throw tooLarge();
        file = { data, fileName: cleanFileName(part.filename), contentType: part.mimetype };
      } else if (part.fieldname === 'file' && typeof part.value === 'string' && part.value) {
        // A file part sent without a file name arrives as a plain field: kept as a nameless file, refused later.
        file = { data: Buffer.from(part.value), fileName: '', contentType: '' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest(['Please upload one file at a time.']);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(['The upload has too many fields.']);
    throw badRequest(['The upload could not be read.']);
  }
  return { fields, file };
}

/** Sends stored bytes as a download, never rendered in place. */
export function sendFile(reply: FastifyReply, file: { data: Buffer; fileName: string; contentType: string }) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_') || 'file';
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', file.data.length)
    .send(file.data);
}
