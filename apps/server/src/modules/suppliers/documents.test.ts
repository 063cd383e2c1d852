import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/harness.js';
import { DocumentStatusJob } from '../../jobs/document-status.js';
import { TINY_PDF, TINY_PNG, download, postForm, supplierIdOf } from './supplier-test-helpers.js';

let s: TestServer;
const t: Record<string, string> = {};
let supplier1: string;
let supplier2: string;
const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'client', 'supplier1', 'supplier2']) t[who] = (await s.member(`${who}@demo.test`)).token;
  supplier1 = await supplierIdOf(s, 'supplier1@demo.test');
  supplier2 = await supplierIdOf(s, 'supplier2@demo.test');
});
afterAll(async () => {
  await s.close();
});

const addDoc = (token: string, fields: Record<string, string>, data = TINY_PDF, name = 'aoc.pdf') =>
  postForm(s, '/api/suppliers/addDocument', token, fields, { name, data, type: 'application/pdf' });

describe('supplier documents', () => {
  it('uploads, lists without bytes and downloads the same file; others cannot read it', async () => {
    // The demo world's approved certificate is listed already; a new upload comes first (newest first).
    const before = (await s.call('GET', `/api/suppliers/documents/${supplier1}`, { token: t.supplier1 })).body;
    const saved = await addDoc(t.supplier1!, { supplierId: supplier1, fileCategory: 'Air Operator Certificate' });
    expect(saved.status).toBe(200);
    expect(saved.body.messages).toEqual(['Document saved.']);
    expect(saved.body.result).toEqual({
      id: expect.any(String),
      supplierId: supplier1,
      fileCategory: 'Air Operator Certificate',
      fileName: 'aoc.pdf',
      contentType: 'application/pdf',
      size: TINY_PDF.length,
      status: 'Current',
      approved: false,
      approvedBy: null,
      lastChecked: null,
      expiredAt: null,
      expiryDate: null,
      createdAt: expect.any(String),
      liabilityCover: null,
      requiredKind: 'AOC',
      aircraft: [],
    });
    const list = await s.call('GET', `/api/suppliers/documents/${supplier1}`, { token: t.supplier1 });
    expect(list.body).toEqual([saved.body.result, ...before]);
    const file = await download(s, `/api/suppliers/document/${saved.body.result.id}`, t.supplier1!);
    expect(file.bytes.equals(TINY_PDF)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="aoc.pdf"/);
    expect((await download(s, `/api/suppliers/document/${saved.body.result.id}`, t.admin!)).status).toBe(200);
    expect((await download(s, `/api/suppliers/document/${saved.body.result.id}`, t.supplier2!)).status).toBe(404);
    expect((await s.call('GET', `/api/suppliers/documents/${supplier1}`, { token: t.supplier2 })).status).toBe(403);
    expect((await s.call('GET', `/api/suppliers/documents/${supplier1}`, { token: t.client })).status).toBe(403);
    // An image is a valid document too.
    expect((await addDoc(t.supplier1!, { fileCategory: 'Insurance Certificate' }, TINY_PNG, 'ins.png')).body.result.contentType).toBe(
      'image/png',
    );
  });

  it('refuses what is not a document, with the messages', async () => {
    const none = await postForm(s, '/api/suppliers/addDocument', t.supplier1!, { supplierId: supplier1 });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ fileCategory: ['Category is required'] });
    const noFile = await postForm(s, '/api/suppliers/addDocument', t.supplier1!, {
      supplierId: supplier1,
      fileCategory: 'Insurance Certificate',
    });
    expect(noFile.body.messages).toEqual(['File is required']);
    const noName = await addDoc(t.supplier1!, { fileCategory: 'Insurance Certificate' }, TINY_PDF, '');
    expect(noName.body.messages).toEqual(['File name is required']);
    const unknown = await addDoc(t.supplier1!, { fileCategory: 'Lunch Menu' });
    expect(unknown.body.messages).toEqual(['Please choose a document category from the list.']);
    const text = await addDoc(t.supplier1!, { fileCategory: 'Insurance Certificate' }, Buffer.from('hello'), 'fake.pdf');
    expect(text.body.messages).toEqual(['Only PDF, JPEG or PNG files can be uploaded.']);
    const big = await addDoc(
      t.supplier1!,
      { fileCategory: 'Insurance Certificate' },
      Buffer.concat([TINY_PDF, Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(big.status).toBe(413);
    expect(big.body.messages).toEqual(['The file is too large.']);
    const admin = await addDoc(t.admin!, { fileCategory: 'Insurance Certificate' });
    expect(admin.body.messages).toEqual(['Supplier is required']);
    expect((await addDoc(t.supplier2!, { supplierId: supplier1, fileCategory: 'Insurance Certificate' })).status).toBe(403);
    expect((await addDoc(t.client!, { supplierId: supplier1, fileCategory: 'Insurance Certificate' })).status).toBe(403);
    expect((await s.pool.query(`select count(*)::int as n from supplier_documents where file_name = 'fake.pdf'`)).rows[0].n).toBe(0);
  });

  it('only admins approve (with an expiry date) and cancel; a new file needs approving again', async () => {
    const doc = (await addDoc(t.supplier2!, { fileCategory: 'Maintenance Release' })).body.result;
    for (const [path, body] of [
      ['approveDocument', { id: doc.id, expiredAt: inDays(365) }],
      ['cancelApproval', { id: doc.id }],
    ] as const) {
      expect((await s.call('POST', `/api/suppliers/${path}`, { token: t.supplier2, body })).status).toBe(403);
    }
    const noDate = await s.call('POST', '/api/suppliers/approveDocument', { token: t.admin, body: { id: doc.id } });
    expect(noDate.status).toBe(400);
    expect(noDate.body.messages).toEqual(['Please supply an expiry date']);

    const approved = await s.call('POST', '/api/suppliers/approveDocument', {
      token: t.admin,
      body: { id: doc.id, expiredAt: inDays(365) },
    });
    expect(approved.body.messages).toEqual(['Document approved.']);
    expect(approved.body.result).toMatchObject({
      approved: true,
      approvedBy: expect.any(String),
      status: 'Current',
      lastChecked: expect.any(String),
    });
    const listed = (await s.call('GET', '/api/admin/getUnCheckedDocuments', { token: t.admin })).body.map((d: any) => d.id);
    expect(listed).not.toContain(doc.id);
    expect((await s.call('GET', '/api/admin/getUnCheckedDocuments', { token: t.supplier2 })).status).toBe(403);

    // Changing the category keeps the approval; a new file resets it.
    const renamed = await postForm(s, `/api/suppliers/updateDocument/${supplier2}`, t.supplier2!, {
      documentId: doc.id,
      fileCategory: 'Safety Management System',
    });
    expect(renamed.body.result).toMatchObject({ fileCategory: 'Safety Management System', approved: true });
    const replaced = await postForm(
      s,
      `/api/suppliers/updateDocument/${supplier2}`,
      t.supplier2!,
      { documentId: doc.id },
      {
        name: 'sms-2.png',
        data: TINY_PNG,
      },
    );
    expect(replaced.body.messages).toEqual(['Document updated.']);
    expect(replaced.body.result).toMatchObject({ approved: false, approvedBy: null, fileName: 'sms-2.png', contentType: 'image/png' });
    expect((await download(s, `/api/suppliers/document/${doc.id}`, t.supplier2!)).bytes.equals(TINY_PNG)).toBe(true);
    expect((await s.call('GET', '/api/admin/getUnCheckedDocuments', { token: t.admin })).body.map((d: any) => d.id)).toContain(doc.id);
    // Another supplier's document cannot be replaced.
    const foreign = await postForm(
      s,
      `/api/suppliers/updateDocument/${supplier1}`,
      t.supplier1!,
      { documentId: doc.id },
      { name: 'x.pdf', data: TINY_PDF },
    );
    expect(foreign.status).toBe(404);

    const reapproved = await s.call('POST', '/api/suppliers/approveDocument', {
      token: t.admin,
      body: { id: doc.id, expiredAt: inDays(365) },
    });
    expect(reapproved.body.result.expiryDate).not.toBeNull();
    const cancelled = await s.call('POST', '/api/suppliers/cancelApproval', { token: t.admin, body: { id: doc.id } });
    expect(cancelled.body).toMatchObject({
      messages: ['Approval cancelled.'],
      result: { approved: false, approvedBy: null, expiredAt: null, expiryDate: null, status: 'Current' },
    });
    // The expiry came with the approval: the operator's list no longer shows it either.
    const shown = (await s.call('GET', `/api/suppliers/documents/${supplier2}`, { token: t.supplier2 })).body.find(
      (d: any) => d.id === doc.id,
    );
    expect(shown).toMatchObject({ approved: false, expiryDate: null });
    const counts = (await s.call('GET', '/api/suppliers/getByStatus/All', { token: t.admin })).body.find((r: any) => r.id === supplier2);
    expect(counts.documentsAwaitingApproval).toBe(1);
  });

  it('status follows the expiry date on every write and through the job', async () => {
    const doc = (await addDoc(t.supplier1!, { fileCategory: 'Terms and Conditions' })).body.result;
    const approve = (days: number) =>
      s.call('POST', '/api/suppliers/approveDocument', { token: t.admin, body: { id: doc.id, expiredAt: inDays(days) } });
    expect((await approve(10)).body.result.status).toBe('Nearly Expired');
    expect((await approve(-1)).body.result.status).toBe('Expired');
    expect((await approve(60)).body.result.status).toBe('Current');

    // Time passes (the expiry is moved behind the service's back); the job catches up.
    await s.pool.query(`update supplier_documents set expired_at = now() + interval '5 days' where id = $1`, [doc.id]);
    const job = new DocumentStatusJob(s.db, { error: () => {} });
    expect(await job.run()).toBe(1);
    const status = async () =>
      (await s.call('GET', `/api/suppliers/documents/${supplier1}`, { token: t.supplier1 })).body.find((d: any) => d.id === doc.id).status;
    expect(await status()).toBe('Nearly Expired');
    await s.pool.query(`update supplier_documents set expired_at = now() - interval '1 minute' where id = $1`, [doc.id]);
    expect(await job.run()).toBe(1);
    expect(await status()).toBe('Expired');
    expect(await job.run()).toBe(0);

    // Two instances running the job at once move each document once.
    await s.pool.query(`update supplier_documents set expired_at = now() - interval '1 day'`);
    const count = (await s.pool.query(`select count(*)::int as n from supplier_documents where status <> 'Expired'`)).rows[0].n;
    expect(count).toBeGreaterThan(1);
    const other = new DocumentStatusJob(s.db, { error: () => {} }, { batch: 1 });
    const [a, b] = await Promise.all([new DocumentStatusJob(s.db, { error: () => {} }, { batch: 1 }).run(), other.run()]);
    expect(a + b).toBe(count);
    expect((await s.pool.query(`select count(*)::int as n from supplier_documents where status <> 'Expired'`)).rows[0].n).toBe(0);

    // A supplier's own new expiry date needs approving again.
    const moved = await postForm(s, `/api/suppliers/updateDocument/${supplier1}`, t.supplier1!, {
      documentId: doc.id,
      expiredAt: inDays(400),
    });
    expect(moved.body.result).toMatchObject({ status: 'Current', approved: false });
  });
});
