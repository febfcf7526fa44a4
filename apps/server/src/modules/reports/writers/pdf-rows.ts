import type { ReportValueType, TablePlan } from '@clearline/domain';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
/** Room around a cell's text: half on each side, half above and below. */
export const CELL_PADDING = 4;

/**
 * The rows of a printed table as the plan lays them out: each cell wraps within its column (a value
 * wider than its column, whole or not, goes on to a second line rather than being cut), so a row is as
 * tall as its tallest cell. Amounts and counts align right.
 */
export class PdfRows {
  private readonly xs: number[];
  private readonly lineHeight: Record<'regular' | 'bold', number>;

  constructor(
    private readonly doc: Doc,
    private readonly plan: TablePlan,
    left: number,
    readonly fontSize: number,
  ) {
    this.xs = plan.widths.map((_, i) => left + plan.widths.slice(0, i).reduce((a, b) => a + b, 0));
    const lineOf = (font: string) => doc.font(font).fontSize(fontSize).currentLineHeight(true);
    this.lineHeight = { regular: lineOf(REGULAR), bold: lineOf(BOLD) };
  }

  get width(): number {
    return this.plan.widths.reduce((a, b) => a + b, 0);
  }

  private room(i: number): number {
    return (this.plan.widths[i] ?? CELL_PADDING * 2) - CELL_PADDING;
  }

  /** A row's height: one line per cell unless a cell is wider than its column or holds a line break. */
  heightOf(texts: readonly string[], bold: boolean): number {
    const doc = this.doc.font(bold ? BOLD : REGULAR).fontSize(this.fontSize);
    const line = this.lineHeight[bold ? 'bold' : 'regular'];
    let height = line;
    texts.forEach((text, i) => {
      if (text === '' || (!text.includes('\n') && doc.widthOfString(text) <= this.room(i))) return;
      height = Math.max(height, doc.heightOfString(text, { width: this.room(i) }));
    });
    return height + CELL_PADDING;
  }

  /** Draws a row whose top is at y; `types` choose the alignment. */
  draw(texts: readonly string[], types: readonly ReportValueType[], y: number, bold: boolean): void {
    const doc = this.doc.font(bold ? BOLD : REGULAR).fontSize(this.fontSize);
    texts.forEach((text, i) => {
      if (text === '') return;
      const type = types[i] ?? 'text';
      doc.text(text, (this.xs[i] ?? 0) + CELL_PADDING / 2, y + CELL_PADDING / 2, {
        width: this.room(i),
        align: type === 'money' || type === 'integer' ? 'right' : 'left',
      });
    });
  }
}
