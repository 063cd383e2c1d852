import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { TINY_PDF, TINY_PNG, download, postForm, supplierIdOf } from './supplier-test-helpers.js';

let s: TestServer;
const t: Record<string, string> = {};
let supplier1: string;
let documentId: string;

const b64 = (v: Buffer | string) => Buffer.from(v).toString('base64');
const encode = (v: unknown) => b64(JSON.stringify(v));
const update = (token: string, body: unknown, supplierId = supplier1) =>
  s.call('POST', `/api/suppliers/updateDocument/${supplierId}`, { token, body });

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'supplier1', 'supplier2']) t[who] = (await s.member(`${who}@demo.test`)).token;
  supplier1 = await supplierIdOf(s, 'supplier1@demo.test');
  const added = await postForm(
    s,
    '/api/suppliers/addDocument',
    t.supplier1!,
    { supplierId: supplier1, fileCategory: 'Insurance Certificate' },
    {
      name: 'insurance.pdf',
      data: TINY_PDF,
      type: 'application/pdf',
    },
  );
  documentId = added.body.result.id;
});
afterAll(async () => {
  await s.close();
});

describe('updateDocument/{supplierId} as the spec sends it: the document as JSON, its file in base64', () => {
  it('replaces the file from base64 encodedData (its type read from its bytes), and the download is those bytes', async () => {
    const res = await update(t.supplier1!, {
      encodedData: encode({
        id: documentId,
        fileName: 'insurance-2027.png',
        file: b64(TINY_PNG),
        contentType: 'application/pdf',
        approved: false,
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      messages: ['Document updated.'],
      result: { id: documentId, fileName: 'insurance-2027.png', contentType: 'image/png', size: TINY_PNG.length, approved: false },
    });
    const file = await download(s, `/api/suppliers/document/${documentId}`, t.supplier1!);
    expect(Buffer.compare(file.bytes, TINY_PNG)).toBe(0);
    // A data: URL and a plain JSON body do too.
    const plain = await update(t.supplier1!, {
      documentId,
      fileName: 'insurance.pdf',
      file: `data:application/pdf;base64,${b64(TINY_PDF)}`,
    });
    expect(plain.body.result).toMatchObject({ fileName: 'insurance.pdf', contentType: 'application/pdf' });
  });

  it('an admin approves with it (the expiry, and an insurance its cover, required); an operator cannot', async () => {
    const noExpiry = await update(t.admin!, { encodedData: encode({ id: documentId, approved: true }) });
    expect(noExpiry.status).toBe(400);
    expect(noExpiry.body.errors).toEqual({ expiredAt: ['Please supply an expiry date'] });
    // The insurance without its liability cover: refused, and the new file sent with it is not kept either.
    const before = (await s.call('GET', `/api/suppliers/documents/${supplier1}`, { token: t.admin })).body;
    const noCover = await update(t.admin!, {
      encodedData: encode({ id: documentId, approved: true, expiredAt: '2030-06-30', fileName: 'other.png', file: b64(TINY_PNG) }),
    });
    expect(noCover.status).toBe(400);
    expect(noCover.body.errors).toEqual({ liabilityCover: ['Please supply the liability cover amount'] });
    expect((await s.call('GET', `/api/suppliers/documents/${supplier1}`, { token: t.admin })).body).toEqual(before);
    const approved = await update(t.admin!, {
      encodedData: encode({
        id: documentId,
        approved: true,
        approvedBy: 'someone else',
        expiredAt: '2030-06-30',
        liabilityCover: 20_000_000,
      }),
    });
    expect(approved.status).toBe(200);
    expect(approved.body.messages).toEqual(['Document updated.', 'Document approved.']);
    expect(approved.body.result).toMatchObject({
      approved: true,
      approvedBy: expect.not.stringMatching('someone else'),
      expiryDate: '2030-06-30',
      liabilityCover: 20_000_000,
    });
    const selfApproved = await update(t.supplier1!, { encodedData: encode({ id: documentId, approved: true, expiredAt: '2031-01-01' }) });
    expect(selfApproved.status).toBe(400);
    expect(selfApproved.body.errors).toEqual({ approved: ['Only an administrator can approve documents.'] });
    const cancelled = await update(t.admin!, { id: documentId, approved: false });
    expect(cancelled.body.messages).toEqual(['Document updated.', 'Approval cancelled.']);
    expect(cancelled.body.result.approved).toBe(false);
  });

  it('answers bad base64, wrong types and files it does not take with a 400, changing nothing', async () => {
    const before = (await s.call('GET', `/api/suppliers/documents/${supplier1}`, { token: t.supplier1 })).body;
    const cases: [unknown, Record<string, string[]>][] = [
      [{ encodedData: 'this is not base64!' }, { encodedData: ['encodedData is not valid base64.'] }],
      [{ encodedData: { id: documentId } }, { encodedData: ['encodedData must be a base64 text.'] }],
      [{ encodedData: b64('not json') }, { encodedData: ['encodedData must hold a JSON object.'] }],
      [{ encodedData: encode({ id: documentId, fileName: 'x.pdf', file: 'no base64 here!' }) }, { file: ['file is not valid base64.'] }],
      [{ encodedData: encode({ id: documentId, fileName: 'x.pdf', file: 12345 }) }, { file: ['file is not valid base64.'] }],
      [
        { encodedData: encode({ id: documentId, fileName: 'run.exe', file: b64('MZ not a document') }) },
        { file: ['Only PDF, JPEG or PNG files can be uploaded.'] },
      ],
      [{ encodedData: encode({ id: documentId, file: b64(TINY_PDF) }) }, { fileName: ['File name is required'] }],
      [{ encodedData: encode({ id: documentId, approved: 'yes' }) }, { approved: ['Approved must be true or false.'] }],
      [{ encodedData: encode({ fileName: 'x.pdf', file: b64(TINY_PDF) }) }, { documentId: ['Document is required'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await update(t.supplier1!, body);
      expect(res.status, JSON.stringify(errors)).toBe(400);
      expect(res.body.errors, JSON.stringify(errors)).toEqual(errors);
    }
    expect((await s.call('GET', `/api/suppliers/documents/${supplier1}`, { token: t.supplier1 })).body).toEqual(before);
    // Another operator's document stays out of reach.
    expect((await update(t.supplier2!, { id: documentId, fileName: 'x.pdf', file: b64(TINY_PDF) })).status).toBe(403);
  });
});
