import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake, { type DocumentDefinition } from 'pdfmake';

/**
 * PDF files (design: pdfmake on the server, A4). The Roboto fonts pdfmake ships are read from its
 * own package folder; nothing else on disk and nothing over the network may be read while a
 * document is laid out, so text from users (a passenger's name) can never point it at a file.
 */
const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const font = (file: string) => path.join(fontDir, file);

pdfmake.setFonts({
  Roboto: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));

export const PDF_TYPE = 'application/pdf';

export type PdfDocument = DocumentDefinition;

/** Lays the document out as A4 with Roboto and answers the file's bytes. */
export function renderPdf(doc: PdfDocument): Promise<Buffer> {
  return pdfmake.createPdf({ pageSize: 'A4', defaultStyle: { font: 'Roboto', fontSize: 9 }, ...doc }).getBuffer();
}

/** "inline" for a preview, "attachment" for a download, with the file's name. */
export const contentDisposition = (fileName: string, download: boolean) =>
  `${download ? 'attachment' : 'inline'}; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
