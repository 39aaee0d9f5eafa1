import PDFDocument from 'pdfkit';
import { FONT, registerFonts } from './fonts';
import { wrapText } from './wrap-text';

export type TextStyle = {
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
};

/** Called with every line of text put on a page: the seam tests use to read a PDF without a PDF parser. */
export type TextTrace = (text: string) => void;

// Sarabun stacks tone marks above upper vowels; tighter lines make them touch the line above.
const LINE_SPACING = 1.45;

/**
 * Draws text line by line at exact positions. pdfkit's own flowing text is bypassed (lineBreak: false) because
 * it cannot break Thai; wrapping is ours (wrap-text.ts) and alignment is computed from the shaped width.
 */
export class Pen {
  constructor(
    readonly pdf: PDFKit.PDFDocument,
    private readonly trace?: TextTrace,
  ) {}

  private use(style: TextStyle): void {
    this.pdf
      .font(style.bold ? FONT.bold : FONT.regular)
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? '#000000');
  }

  width(text: string, style: TextStyle = {}): number {
    this.use(style);
    return this.pdf.widthOfString(text);
  }

  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? 10) * LINE_SPACING;
  }

  /** One line, aligned inside [x, x + width]. */
  line(text: string, x: number, y: number, width: number, style: TextStyle = {}): void {
    if (text === '') return;
    this.use(style);
    const free = width - this.pdf.widthOfString(text);
    const left = style.align === 'right' ? x + free : style.align === 'center' ? x + free / 2 : x;
    this.trace?.(text);
    this.pdf.text(text, left, y, { lineBreak: false });
  }

  lines(text: string, width: number, style: TextStyle = {}): string[] {
    this.use(style);
    return wrapText(text, width, (s) => this.pdf.widthOfString(s));
  }

  /** Wrapped text; returns the height it took. */
  paragraph(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    const lines = this.lines(text, width, style);
    lines.forEach((line, i) => this.line(line, x, y + i * this.lineHeight(style), width, style));
    return lines.length * this.lineHeight(style);
  }
}

/**
 * A new A4 document in the Thai fonts with its pen, pages kept until the end (so "page x of y" can be written on
 * each), and the bytes once `pdf.end()` is called: every PDF the product prints starts here.
 */
export function startA4Pdf(options: {
  title: string;
  margin: number;
  landscape?: boolean;
  onText?: TextTrace;
}): { pdf: PDFKit.PDFDocument; pen: Pen; finished: Promise<Buffer> } {
  const pdf = new PDFDocument({
    size: 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margin: options.margin,
    autoFirstPage: false,
    bufferPages: true,
    info: { Title: options.title, Author: 'Suanklang' },
  });
  const chunks: Uint8Array[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Uint8Array) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  registerFonts(pdf);
  return { pdf, pen: new Pen(pdf, options.onText), finished };
}

/**
 * A document that does not count (cancelled, rejected) says so across the page: big, red, faint, at an angle, so
 * the figures stay readable under it. Portrait A4.
 */
export function stampAcross(pen: Pen, text: string): void {
  const { pdf } = pen;
  const page = { width: 595.28, height: 841.89 };
  pdf.save();
  pdf.rotate(-35, { origin: [page.width / 2, page.height / 2] });
  pdf.fillOpacity(0.18);
  pen.line(text, 0, page.height / 2 - 50, page.width, {
    bold: true,
    size: 88,
    color: '#C00000',
    align: 'center',
  });
  pdf.restore();
}
