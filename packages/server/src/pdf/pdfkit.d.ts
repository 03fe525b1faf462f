/**
 * The part of pdfkit 0.19's API the PDFs use (pdfkit ships no types of its own): the documented drawing,
 * text, page and structure calls, and the low-level `ref` / `addContent` / `page.xobjects` that its plugins
 * build on. Fonts are registered from bytes only and there is no image or file call: a document never reads
 * a file or a URL.
 */
declare module 'pdfkit' {
  import { Readable } from 'node:stream';

  export interface Margins {
    top: number;
    bottom: number;
    left: number;
    right: number;
  }

  export interface DocumentOptions {
    size?: string;
    layout?: 'portrait' | 'landscape';
    margin?: number;
    margins?: Margins;
    autoFirstPage?: boolean;
    bufferPages?: boolean;
    /** false: a font lays each word out anew instead of keeping every word it met (a long list's memory). */
    fontLayoutCache?: boolean;
    tagged?: boolean;
    lang?: string;
    displayTitle?: boolean;
    pdfVersion?: string;
    info?: { Title?: string; Author?: string; Creator?: string };
  }

  export interface TextOptions {
    width?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineBreak?: boolean;
    lineGap?: number;
    /** Where `y` is: the top of the line (default) or, 'alphabetic', its baseline. */
    baseline?: 'top' | 'alphabetic';
  }

  /** An object of the PDF file; its dictionary is written when it ends. */
  export interface PDFReference {
    data: Record<string, unknown>;
    write(chunk: string): void;
    end(): void;
  }

  export interface StructureElement {
    add(child: StructureElement | (() => void)): StructureElement;
    end(): void;
  }

  class PDFDocument extends Readable {
    constructor(options?: DocumentOptions);
    page: {
      width: number;
      height: number;
      margins: Margins;
      /** The page's named XObjects, which its content draws with `/Name Do`. */
      xobjects: Record<string, PDFReference>;
    };
    x: number;
    y: number;
    registerFont(name: string, data: Buffer): this;
    /** A registered font, or one of the standard fonts ('Helvetica'). */
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    widthOfString(text: string, options?: TextOptions): number;
    currentLineHeight(includeGap?: boolean): number;
    rect(x: number, y: number, w: number, h: number): this;
    fill(color: string): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    lineWidth(width: number): this;
    stroke(color: string): this;
    addPage(): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(n: number): void;
    struct(type: string, options?: object | (() => void), children?: () => void): StructureElement;
    addStructure(element: StructureElement): this;
    markContent(tag: string, options?: object): this;
    endMarkedContent(): this;
    ref(data?: Record<string, unknown>): PDFReference;
    /** Raw content operators on the current page. */
    addContent(operators: string): this;
    end(): void;
  }

  export default PDFDocument;
}
