import { badRequest } from './http-errors.js';

/** The messages a base64 `encodedData` body is refused with (400, field `encodedData`). */
export const ENCODED_DATA_MESSAGES = {
  notText: 'encodedData must be a base64 text.',
  notBase64: 'encodedData is not valid base64.',
  notJson: 'encodedData must hold a JSON object.',
  unreadable: 'The request could not be read.',
} as const;

// Standard or URL-safe alphabet, padded or not; whitespace (line-wrapped encoders) is dropped first.
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;
const BASE64_URL = /^[A-Za-z0-9_-]*$/;

/** Whether the text is base64 in either alphabet (an unpadded tail of one character never is). */
const isBase64 = (text: string) => BASE64.test(text) || (BASE64_URL.test(text) && text.length % 4 !== 1);
const bytesOf = (text: string) => Buffer.from(text, BASE64.test(text) ? 'base64' : 'base64url');

const refuse = (message: string) => badRequest([message], { encodedData: [message] });

/**
 * A save body as the spec's calls send it (supplier-and-admin section 7: newBid "the bid as
 * encodedData", updateMessage "base64 encodedData"): `{encodedData: base64(JSON object)}`, or the
 * object itself as plain JSON. Strict: a character outside base64, a wrong type or bytes that are
 * not a JSON object are a 400 naming encodedData, never guessed at.
 */
export function decodeEncodedBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest([ENCODED_DATA_MESSAGES.unreadable]);
  if (!('encodedData' in body)) return body as Record<string, unknown>;
  const encoded = (body as { encodedData: unknown }).encodedData;
  if (typeof encoded !== 'string') throw refuse(ENCODED_DATA_MESSAGES.notText);
  const text = encoded.replace(/\s+/g, '');
  if (text === '' || !isBase64(text)) throw refuse(ENCODED_DATA_MESSAGES.notBase64);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytesOf(text)));
  } catch {
    throw refuse(ENCODED_DATA_MESSAGES.notJson);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw refuse(ENCODED_DATA_MESSAGES.notJson);
  return parsed as Record<string, unknown>;
}

/**
 * A file sent inside a JSON body as base64 (supplier-and-admin section 3: a document's "file
 * (base64)"), optionally as a data: URL. Null when absent; a 400 naming `field` when not base64.
 */
export function decodeBase64File(value: unknown, field: string): Buffer | null {
  if (value === undefined || value === null || value === '') return null;
  const message = `${field} is not valid base64.`;
  if (typeof value !== 'string') throw badRequest([message], { [field]: [message] });
  const text = value.replace(/^data:[\w.+-]+\/[\w.+-]+;base64,/, '').replace(/\s+/g, '');
  if (!isBase64(text)) throw badRequest([message], { [field]: [message] });
  return bytesOf(text);
}
