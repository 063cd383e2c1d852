import { DEFAULT_TIME_ZONE, documentStatus, formatLocalDay } from '@charter/shared';
import type { Tx } from '../client.js';
import { supplierDocumentAircraft, supplierDocuments, timelineItems } from '../schema/index.js';

/** DD-MMM-YYYY in Brisbane, the day the documents calls store an expiry on. */
const timelineDate = (at: Date) => formatLocalDay(at, DEFAULT_TIME_ZONE);

/** A one-page A4 PDF saying what the demo document stands for (a real file that viewers open). */
export function demoPdf(title: string, lines: string[]): Buffer {
  const text = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT /F1 18 Tf 56 780 Td',
    `(${text(title)}) Tj`,
    '/F1 11 Tf',
    ...lines.map((l) => `0 -22 Td (${text(l)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export interface DocumentOwner {
  supplierId: string;
  supplierUserId: string;
  companyName: string;
  aocNumber: string;
  /** The operator's aircraft, all on its Air Operator Certificate. */
  aircraftIds: string[];
  /** Days from now its insurance runs to, when not the year the other documents run. */
  insuranceDays?: number;
}

/** The documents every demo operator keeps current (the default RequiredDocuments): [category, what the file says, cover]. */
const REQUIRED = [
  ['Air Operator Certificate', 'AOC', null],
  ['Insurance Certificate', 'Insurance', 20_000_000],
] as const;

/**
 * Each operator's required documents (Air Operator Certificate with its aircraft ticked, and its
 * insurance with a liability cover), uploaded by the operator and approved by the admin a few days
 * ago, current for a year: what placing a bid requires (ADR 0043). The supplier timeline records
 * both steps, as the documents calls do.
 */
export async function seedDemoDocuments(tx: Tx, owners: DocumentOwner[], admin: { userId: string; name: string }, now: Date) {
  const day = 24 * 3_600_000;
  const uploaded = new Date(now.getTime() - 5 * day);
  const approved = new Date(now.getTime() - 4 * day);
  for (const o of owners)
    for (const [category, short, cover] of REQUIRED) {
      const expires = new Date(now.getTime() + (cover && o.insuranceDays ? o.insuranceDays : 365) * day);
      const fileName = `${o.companyName} ${short}.pdf`;
      const data = demoPdf(`${category}: ${o.companyName}`, [
        cover ? `Public liability cover $${cover.toLocaleString('en-AU')}` : `AOC number ${o.aocNumber}`,
        `Valid until ${timelineDate(expires)}`,
        'Demonstration document of the Charter Marketplace demo world.',
      ]);
      const [doc] = await tx
        .insert(supplierDocuments)
        .values({
          supplierId: o.supplierId,
          fileCategory: category,
          fileName,
          contentType: 'application/pdf',
          size: data.length,
          data,
          status: documentStatus(expires, now),
          approved: true,
          approvedBy: admin.name,
          checkedByUser: admin.userId,
          lastChecked: approved,
          expiredAt: expires,
          liabilityCover: cover,
          createdAt: uploaded,
          updatedAt: approved,
        })
        .returning({ id: supplierDocuments.id });
      if (!cover && o.aircraftIds.length) {
        await tx
          .insert(supplierDocumentAircraft)
          .values(o.aircraftIds.map((aircraftId) => ({ documentId: doc!.id, aircraftId, approved: true })));
      }
      const what = `${category}: ${fileName}`;
      await tx.insert(timelineItems).values([
        {
          entityType: 'Supplier',
          entityId: o.supplierId,
          timeStamp: uploaded,
          oldStatus: 'Active',
          newStatus: 'Active',
          actionName: 'Document Uploaded',
          reason: what,
          userId: o.supplierUserId,
          role: 'Supplier',
        },
        {
          entityType: 'Supplier',
          entityId: o.supplierId,
          timeStamp: approved,
          oldStatus: 'Active',
          newStatus: 'Active',
          actionName: 'Document Approved',
          reason: `${what}; expires ${timelineDate(expires)}`,
          userId: admin.userId,
          role: 'Admin',
        },
      ]);
    }
}
