import type { TableCell } from 'pdfmake';
import type { PdfDocument } from '../../lib/pdf.js';
import { TABLE_LAYOUT, frame, th } from './pdf-layout.js';
import type { BidHistoryModel } from './bid-history.presenter.js';

/** The bid history as a pdfmake document: one row per bid, the header row repeated on every page. */
export function bidHistoryDocument(m: BidHistoryModel, now = new Date()): PdfDocument {
  const right = (text: string): TableCell => ({ text, alignment: 'right' });
  const body: TableCell[][] = [
    [th('Rank'), th('Operator'), th('Status'), th('Price', 'right'), th('With margin', 'right'), th('Bid'), th('Time of bid')],
    ...m.bids.map((b) => [b.rank, b.operator, b.status, right(b.price), right(b.withMargin), b.display, b.timeOfBid]),
  ];
  return {
    ...frame(`${m.jobReference} bid history`, now),
    // Seven columns of money and times read better across the page.
    pageOrientation: 'landscape',
    content: [
      { text: 'Bid History', style: 'title' },
      { text: `${m.jobReference}  ·  ${m.route}  ·  ${m.status}`, style: 'subtitle' },
      {
        text: 'Every bid of every round, lowest price with margin first; void bids and unavailable operators are left out. Times are Brisbane time.',
        style: 'note',
        margin: [0, 8, 0, 6],
      },
      m.bids.length === 0
        ? { text: 'No bids', style: 'heading' }
        : { table: { headerRows: 1, dontBreakRows: true, widths: [26, '*', 62, 72, 72, 100, 112], body }, layout: TABLE_LAYOUT },
    ],
  };
}
