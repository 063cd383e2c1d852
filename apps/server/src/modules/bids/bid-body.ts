import { badRequest } from '../../lib/http-errors.js';

/** The body is the bid, or {encodedData: base64(JSON of the bid)} as the original client sends it. */
export function decodeBidBody(body: unknown): Record<string, unknown> {
  if (body && typeof body === 'object' && 'encodedData' in body) {
    const encoded = (body as { encodedData: unknown }).encodedData;
    try {
      const parsed: unknown = JSON.parse(Buffer.from(String(encoded), 'base64').toString('utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      /* answered below */
    }
    throw badRequest(['The request could not be read.']);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(['The request could not be read.']);
  return body as Record<string, unknown>;
}
