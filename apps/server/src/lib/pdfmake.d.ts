/**
 * The part of pdfmake 0.3's server API this app uses. @types/pdfmake pulls the DOM library into the
 * whole server's types (its `reference lib="dom"`), so the few shapes are declared here instead.
 */
declare module 'pdfmake' {
  type Margins = number | [number, number] | [number, number, number, number];
  /** A piece of content: text, a stack, columns, a table; pdfmake checks the shape as it lays it out. */
  export type Content = string | { [key: string]: unknown; margin?: Margins; style?: string | string[] } | Content[];
  export type TableCell = Content;
  export interface DocumentDefinition {
    content: Content;
    pageSize?: string;
    pageOrientation?: 'portrait' | 'landscape';
    pageMargins?: Margins;
    info?: { title?: string; author?: string; creator?: string; producer?: string };
    styles?: Record<string, Record<string, unknown>>;
    defaultStyle?: Record<string, unknown>;
    header?: (page: number, pages: number) => Content;
    footer?: (page: number, pages: number) => Content;
  }
  interface FontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }
  interface Pdfmake {
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(doc: DocumentDefinition): { getBuffer(): Promise<Buffer> };
  }
  const pdfmake: Pdfmake;
  export default pdfmake;
}
