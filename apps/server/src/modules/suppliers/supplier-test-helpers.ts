import type { TestServer } from '../../../tests/harness.js';

/** A real 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a PDF is all the type check looks at. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

export interface FilePart {
  name: string;
  data: Buffer;
  type?: string;
}

/** Posts multipart/form-data the way the web client does (FormData + Blob); the harness's call sends JSON. */
export async function postForm(s: TestServer, path: string, token: string, fields: Record<string, string>, file?: FilePart) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const res = await fetch(s.baseUrl + path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

/** Downloads a file with the bearer token, as bytes. */
export async function download(s: TestServer, path: string, token: string) {
  const res = await fetch(s.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

export async function supplierIdOf(s: TestServer, email: string): Promise<string> {
  const r = await s.pool.query(`select supplier_id as id from users where lower(email) = lower($1)`, [email]);
  return r.rows[0].id as string;
}
