import { plainText, type ReportValue, type ReportValueType } from '@clearline/domain';
import PDFDocument from 'pdfkit';
import { type ReportWriter, Totals, turn, writeOut } from './writer';

/** Rows laid out between two turns of the event loop (pdfkit's layout is the costliest per row). */
const SLICE = 50;

/**
 * PDF on Letter paper (landscape past six columns): a heading (organisation, report, parameters,
 * generated at and by, the summary figures), the table with its header repeated on every page, one
 * line per row (long text cut with an ellipsis so the page count is known ahead), a totals row, and
 * "Page n of m" at every page's foot. pdfkit writes each page out as it is finished.
 */

const MARGIN = 36;
const FONT_SIZE = 7.5;
const ROW_HEIGHT = 11;
const WEIGHTS: Record<ReportValueType, number> = { text: 3, date: 1.3, datetime: 2, money: 1.6, integer: 1 };

const shown = (value: ReportValue, type: ReportValueType): string => {
  if (value === null) return '';
  if (type === 'money') {
    const text = plainText(value, 'money');
    const [whole, fraction] = text.replace('-', '').split('.') as [string, string];
    return `${text.startsWith('-') ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
  }
  if (type === 'datetime') return plainText(value, type).replace('T', ' ').replace('Z', ' UTC');
  return plainText(value, type);
};

export const pdfWriter: ReportWriter = async (meta, batches, out, onRows) => {
  const landscape = meta.columns.length > 6;
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: landscape ? 'landscape' : 'portrait',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: meta.reportName, Author: meta.generatedBy, Creator: 'Clearline' },
    autoFirstPage: true,
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

  const pageWidth = doc.page.width - 2 * MARGIN;
  const pageBottom = doc.page.height - MARGIN - 14;
  const weight = meta.columns.reduce((sum, c) => sum + WEIGHTS[c.type], 0);
  const widths = meta.columns.map((c) => (WEIGHTS[c.type] / weight) * pageWidth);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));

  // The heading, on the first page only.
  doc.font('Helvetica-Bold').fontSize(13).text(meta.reportName, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).text(meta.organizationName);
  const params = meta.parameters.map((p) => `${p.label}: ${p.value}`).join('   ');
  if (params) doc.text(params);
  doc.text(`Generated ${shown(meta.generatedAt.toISOString(), 'datetime')} by ${meta.generatedBy}`);
  if (meta.summary.length > 0) {
    doc.moveDown(0.5);
    for (const s of meta.summary) {
      const y = doc.y;
      doc.font('Helvetica').text(s.label, MARGIN, y, { width: 180, lineBreak: false });
      doc.font(s.type === 'money' ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(shown(s.value, s.type), MARGIN + 180, y, { width: 140, align: 'right', lineBreak: false });
      doc.y = y + 12;
    }
  }
  doc.moveDown(0.8);
  const tableTop = doc.y;

  // Rows per page are fixed, so the page count is known before the rows come.
  const perFirst = Math.max(1, Math.floor((pageBottom - tableTop) / ROW_HEIGHT) - 1);
  const perPage = Math.floor((pageBottom - MARGIN) / ROW_HEIGHT) - 1;
  const rowsWithTotals = meta.expectedRows + 1;
  const pages = rowsWithTotals <= perFirst ? 1 : 1 + Math.ceil((rowsWithTotals - perFirst) / perPage);
  let page = 1;
  let y = tableTop;

  const rowAt = (values: ReportValue[], bold: boolean, types: ReportValueType[]) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    values.forEach((v, i) => {
      const type = types[i] ?? 'text';
      const numeric = type === 'money' || type === 'integer';
      doc.text(shown(v, type), (xs[i] ?? MARGIN) + 2, y + 2, {
        width: (widths[i] ?? 40) - 4,
        height: ROW_HEIGHT,
        align: numeric ? 'right' : 'left',
        lineBreak: false,
        ellipsis: true,
      });
    });
    y += ROW_HEIGHT;
  };
  const header = () => {
    doc.rect(MARGIN, y, pageWidth, ROW_HEIGHT).fill('#e8eaed').fillColor('black');
    rowAt(
      meta.columns.map((c) => c.label),
      true,
      meta.columns.map(() => 'text'),
    );
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + pageWidth, y)
      .lineWidth(0.5)
      .stroke();
  };
  const footer = () => {
    doc.font('Helvetica').fontSize(8);
    doc.text(`Page ${page} of ${Math.max(pages, page)}`, MARGIN, doc.page.height - MARGIN - 8, {
      width: pageWidth,
      align: 'right',
      lineBreak: false,
    });
  };
  const room = () => {
    if (y + ROW_HEIGHT <= pageBottom) return;
    footer();
    doc.addPage();
    page += 1;
    y = MARGIN;
    header();
  };

  header();
  const types = meta.columns.map((c) => c.type);
  const totals = new Totals(meta.columns);
  let rows = 0;
  for await (const batch of batches) {
    for (let i = 0; i < batch.length; i++) {
      room();
      const row = batch[i] as ReportValue[];
      totals.add(row);
      rowAt(row, false, types);
      if ((i + 1) % SLICE === 0) {
        await flush();
        await turn();
      }
    }
    rows += batch.length;
    await flush();
    await onRows?.(rows);
  }
  room();
  const totalRow = totals.row();
  const labelAt = totalRow.indexOf('Total');
  rowAt(
    totalRow,
    true,
    types.map((t, i) => (i === labelAt ? 'text' : t)),
  );
  footer();
  doc.end();
  await end;
  await flush();
  if (!ended) throw new Error('the PDF did not end');
  return { rows };
};
