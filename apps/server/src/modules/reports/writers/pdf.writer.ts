import {
  type ColumnSample,
  planTable,
  printedText,
  type ReportValue,
  type ReportValueType,
} from '@clearline/domain';
import PDFDocument from 'pdfkit';
import { PageCount } from './pdf-page-count';
import { BOLD, CELL_PADDING, PdfRows, REGULAR } from './pdf-rows';
import { type ReportMeta, type ReportWriter, Totals, turn, writeOut } from './writer';

/** Rows laid out between two turns of the event loop (pdfkit's layout is the costliest per row). */
const SLICE = 50;

/**
 * PDF on Letter paper: a heading (organisation, report, parameters, generated at and by, the summary
 * figures), the table with its header repeated on every page, a totals row, and "Page n of m" at every
 * page's foot. Every figure is printed whole: column widths come from what the columns hold (the first
 * batch of rows, the totals and the widest amount or date a column may get), a table too wide for
 * portrait turns to landscape, and long text wraps within its cell. pdfkit writes each page out as it
 * is finished, so memory holds a page and a batch, not the report.
 */

const MARGIN = 36;
const MARGINS = { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN };
const FONT_SIZE = 7.5;
const FOOT = 14;
const LETTER = { short: 612, long: 792 };

type Doc = InstanceType<typeof PDFDocument>;

/** What each column holds before the first page is laid out: the first batch and the expected totals. */
function samplesOf(meta: ReportMeta, first: readonly ReportValue[][]): ColumnSample[] {
  // The totals row says 'Total' in the first column that is not summed (writer.ts's Totals).
  const labelAt = meta.columns.findIndex((c) => !c.total);
  return meta.columns.map((c, i) => {
    const sum = meta.totals?.[c.key];
    const total =
      i === labelAt ? 'Total' : c.total && sum !== undefined ? printedText(sum, c.type) : undefined;
    return {
      label: c.label,
      type: c.type,
      values: first.map((row) => printedText(row[i] ?? null, c.type)),
      ...(total !== undefined ? { total } : {}),
    };
  });
}

/** The heading, on the first page only; where the table starts. */
function heading(doc: Doc, meta: ReportMeta, width: number): number {
  doc.font(BOLD).fontSize(13).text(meta.reportName, MARGIN, MARGIN, { width });
  doc.font(REGULAR).fontSize(9).text(meta.organizationName, { width });
  const params = meta.parameters.map((p) => `${p.label}: ${p.value}`).join('   ');
  if (params) doc.text(params, { width });
  doc.text(`Generated ${printedText(meta.generatedAt.toISOString(), 'datetime')} by ${meta.generatedBy}`, {
    width,
  });
  if (meta.summary.length > 0) {
    doc.moveDown(0.5);
    const values = meta.summary.map((s) => printedText(s.value, s.type));
    const labelWidth = Math.max(...meta.summary.map((s) => doc.font(REGULAR).widthOfString(s.label))) + 12;
    const valueWidth = Math.max(...values.map((v) => doc.font(BOLD).widthOfString(v))) + 2;
    meta.summary.forEach((s, i) => {
      const y = doc.y;
      doc.font(REGULAR).text(s.label, MARGIN, y, { width: labelWidth, lineBreak: false });
      doc.font(s.type === 'money' ? BOLD : REGULAR);
      doc.text(values[i] ?? '', MARGIN + labelWidth, y, {
        width: valueWidth,
        align: 'right',
        lineBreak: false,
      });
      doc.y = y + 12;
    });
  }
  doc.moveDown(0.8);
  return doc.y;
}

export const pdfWriter: ReportWriter = async (meta, batches, out, onRows) => {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGINS,
    info: { Title: meta.reportName, Author: meta.generatedBy, Creator: 'Clearline' },
    autoFirstPage: false,
  });
  const chunks: Uint8Array[] = [];
  let ended = false;
  const end = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => {
      ended = true;
      resolve();
    });
    doc.on('error', reject);
  });
  const flush = async () => {
    while (chunks.length > 0) await writeOut(out, chunks.shift() as Uint8Array);
  };

  // The widths are planned on the first batch: the pages before it cannot wait for the whole report.
  const source = batches[Symbol.asyncIterator]();
  const firstRead = await source.next();
  const first = firstRead.done ? [] : firstRead.value;
  const plan = planTable(
    samplesOf(meta, first),
    (text, bold) =>
      doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(FONT_SIZE)
        .widthOfString(text),
    // One point more than the cell's padding: a value exactly as wide as its room stays on one line.
    { portrait: LETTER.short - 2 * MARGIN, landscape: LETTER.long - 2 * MARGIN, padding: CELL_PADDING + 1 },
  );
  // A page's options replace the document's: the margins go with them (pdfkit breaks text at them).
  const newPage = () =>
    doc.addPage({ size: 'LETTER', margins: MARGINS, layout: plan.landscape ? 'landscape' : 'portrait' });
  newPage();
  const pageWidth = doc.page.width - 2 * MARGIN;
  const pageBottom = doc.page.height - MARGIN - FOOT;
  const table = new PdfRows(doc, plan, MARGIN, FONT_SIZE * plan.scale);
  const pageCount = new PageCount(doc, 8);
  let page = 1;
  let y = heading(doc, meta, pageWidth);

  const labels = meta.columns.map((c) => c.label);
  const labelTypes = meta.columns.map((): ReportValueType => 'text');
  const header = () => {
    const height = table.heightOf(labels, true);
    doc.rect(MARGIN, y, table.width, height).fill('#e8eaed').fillColor('black');
    table.draw(labels, labelTypes, y, true);
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + table.width, y)
      .lineWidth(0.5)
      .stroke();
    y += height;
  };
  const footer = () => pageCount.draw(page, MARGIN, doc.page.height - MARGIN - 8);
  const row = (texts: string[], types: readonly ReportValueType[], bold: boolean) => {
    const height = table.heightOf(texts, bold);
    if (y + height > pageBottom) {
      footer();
      newPage();
      page += 1;
      y = MARGIN;
      header();
    }
    table.draw(texts, types, y, bold);
    y += height;
  };

  header();
  const types = meta.columns.map((c) => c.type);
  const totals = new Totals(meta.columns);
  let rows = 0;
  const write = async (batch: ReportValue[][]) => {
    for (let i = 0; i < batch.length; i++) {
      const values = batch[i] as ReportValue[];
      totals.add(values);
      row(
        values.map((v, c) => printedText(v, types[c] ?? 'text')),
        types,
        false,
      );
      if ((i + 1) % SLICE === 0) {
        await flush();
        await turn();
      }
    }
    rows += batch.length;
    await flush();
    await onRows?.(rows);
  };
  if (!firstRead.done) await write(first);
  for (let next = await source.next(); !next.done; next = await source.next()) await write(next.value);

  const totalRow = totals.row();
  const labelAt = totalRow.indexOf('Total');
  const totalTypes = types.map((t, i) => (i === labelAt ? 'text' : t));
  row(
    totalRow.map((v, i) => printedText(v, totalTypes[i] ?? 'text')),
    totalTypes,
    true,
  );
  footer();
  pageCount.end(page);
  doc.end();
  await end;
  await flush();
  if (!ended) throw new Error('the PDF did not end');
  return { rows };
};
