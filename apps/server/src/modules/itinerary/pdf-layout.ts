import { DEFAULT_TIME_ZONE, PRODUCT_NAME, formatLocal } from '@charter/shared';
import type { PdfDocument } from '../../lib/pdf.js';

/** The look both documents share: A4 margins, a running header, "Page x of y" and the styles. */

const INK = '#1f2933';
const MUTED = '#616e7c';
export const RULE = '#cbd2d9';
export const HEADER_FILL = '#e4e7eb';

export const STYLES: PdfDocument['styles'] = {
  title: { fontSize: 18, bold: true, color: INK },
  subtitle: { fontSize: 10, color: MUTED, margin: [0, 2, 0, 0] },
  heading: { fontSize: 11, bold: true, color: INK, margin: [0, 12, 0, 4] },
  label: { fontSize: 8, color: MUTED },
  th: { bold: true, fontSize: 8.5, color: INK },
  advice: { fontSize: 10, bold: true, color: '#0b4f71' },
  note: { fontSize: 8.5, italics: true, color: MUTED },
};

/** Thin horizontal rules, a shaded header row and some padding: readable when printed. */
export const TABLE_LAYOUT = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.4),
  vLineWidth: () => 0,
  hLineColor: () => RULE,
  fillColor: (row: number) => (row === 0 ? HEADER_FILL : null),
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** The frame of a document: running header with its name, footer with the print time and page numbers. */
export function frame(name: string, now: Date): Pick<PdfDocument, 'pageSize' | 'pageMargins' | 'header' | 'footer' | 'styles' | 'info'> {
  return {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 44],
    info: { title: name, creator: PRODUCT_NAME, producer: PRODUCT_NAME },
    styles: STYLES,
    header: () => ({
      columns: [
        { text: PRODUCT_NAME, style: 'label' },
        { text: name, style: 'label', alignment: 'right' },
      ],
      margin: [40, 20, 40, 0],
    }),
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `Printed ${formatLocal(now, DEFAULT_TIME_ZONE)}`, style: 'label' },
        { text: `Page ${page} of ${pages}`, style: 'label', alignment: 'right' },
      ],
      margin: [40, 14, 40, 0],
    }),
  };
}

/** A header cell. */
export const th = (text: string, alignment: 'left' | 'right' = 'left') => ({ text, style: 'th', alignment });
