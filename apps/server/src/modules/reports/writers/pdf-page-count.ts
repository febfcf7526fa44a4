import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** Helvetica's ascender (its AFM, per 1000): where the baseline sits below the top of a line. */
const ASCENDER = 0.718;
const NAME = 'PageCount';

/**
 * "Page n of m" at each foot while pages are written out as they finish: rows wrap, so m is known only
 * after the last row. Every foot draws one form object that holds m; its content is written at the
 * end, when the count is known (the pages that name it are already out; a PDF reader resolves it).
 */
export class PageCount {
  private readonly font: PDFKit.PDFKitReference;
  private readonly count: PDFKit.PDFKitReference;

  constructor(
    private readonly doc: Doc,
    private readonly fontSize: number,
  ) {
    this.font = doc.ref({
      Type: 'Font',
      Subtype: 'Type1',
      BaseFont: 'Helvetica',
      Encoding: 'WinAnsiEncoding',
    });
    this.font.end(null);
    this.count = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, -fontSize, fontSize * 8, fontSize * 2],
      Resources: { Font: { F1: this.font } },
    });
  }

  /** "Page n of " at (x, y), the count right after it. */
  draw(page: number, x: number, y: number): void {
    const doc = this.doc;
    const lead = `Page ${page} of `;
    doc.font('Helvetica').fontSize(this.fontSize).text(lead, x, y, { lineBreak: false });
    doc.page.xobjects[NAME] = this.count;
    const baseline = y + ASCENDER * this.fontSize;
    // The page's space runs downwards; the form's text upright from its baseline.
    doc.save().transform(1, 0, 0, -1, x + doc.widthOfString(lead), baseline);
    doc.addContent(`/${NAME} Do`);
    doc.restore();
  }

  /** Writes the count: call once, before the document ends. */
  end(pages: number): void {
    this.count.end(`BT /F1 ${this.fontSize} Tf 0 0 Td (${pages}) Tj ET`);
  }
}
