import {
  columnLetter,
  excelDateSerial,
  type ReportValue,
  type ReportValueType,
  xmlText,
} from '@clearline/domain';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { type ReportWriter, Totals, turn, writeOut } from './writer';

/** Rows written (and compressed) between two turns of the event loop. */
const SLICE = 500;

/**
 * .xlsx written as SpreadsheetML into a zip that streams (fflate, already a dependency): rows go out as
 * they come, text as inline strings (no shared-string table held in memory), numbers and dates typed,
 * the header row frozen, column widths by type, a totals row. Measured in ADR 0013.
 */

/** Cell styles (xl/styles.xml cellXfs order). */
const STYLE = { plain: 0, date: 1, money: 2, bold: 3, boldMoney: 4, datetime: 5, boldInteger: 6 } as const;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="7">
<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>
<xf numFmtId="4" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>
<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
<xf numFmtId="1" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>
</cellXfs>
</styleSheet>`;

const STATIC_PARTS: Record<string, string> = {
  '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  'xl/styles.xml': STYLES,
};

const workbook = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** A sheet name: at most 31 characters, none of : \ / ? * [ ]. */
const sheetNameOf = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Report';

const WIDTHS: Record<ReportValueType, number> = { text: 24, date: 12, datetime: 20, money: 16, integer: 11 };

function cell(ref: string, value: ReportValue, type: ReportValueType, bold = false): string {
  if (value === null || value === '') return '';
  if (type === 'money') {
    const cents = Number(value);
    const sign = cents < 0 ? '-' : '';
    const abs = Math.abs(cents);
    const text = `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
    return `<c r="${ref}" s="${bold ? STYLE.boldMoney : STYLE.money}"><v>${text}</v></c>`;
  }
  if (type === 'integer')
    return `<c r="${ref}"${bold ? ` s="${STYLE.boldInteger}"` : ''}><v>${Number(value)}</v></c>`;
  if (type === 'date') return `<c r="${ref}" s="${STYLE.date}"><v>${excelDateSerial(String(value))}</v></c>`;
  if (type === 'datetime') {
    const serial = Date.parse(String(value)) / 86_400_000 + 25_569;
    return `<c r="${ref}" s="${STYLE.datetime}"><v>${serial}</v></c>`;
  }
  return `<c r="${ref}" t="inlineStr"${bold ? ` s="${STYLE.bold}"` : ''}><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
}

export const xlsxWriter: ReportWriter = async (meta, batches, out, onRows) => {
  const letters = meta.columns.map((_, i) => columnLetter(i));
  const types = meta.columns.map((c) => c.type);
  let failure: Error | null = null;
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finished = resolve;
  });
  // fflate hands out compressed bytes synchronously as files are pushed; the writes are awaited below.
  const pending: Uint8Array[] = [];
  const zip = new Zip((error, data, final) => {
    if (error) failure = error;
    else pending.push(data);
    if (final || error) finished();
  });
  const flush = async () => {
    if (failure) throw failure;
    while (pending.length > 0) await writeOut(out, pending.shift() as Uint8Array);
  };
  for (const [name, content] of Object.entries({
    ...STATIC_PARTS,
    'xl/workbook.xml': workbook(sheetNameOf(meta.reportName)),
  })) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(strToU8(content), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);

  // The heading: report, organisation, parameters, who and when, the summary figures; then the table.
  const heading: string[][] = [];
  let r = 0;
  const line = (cells: string) => {
    r += 1;
    heading.push([`<row r="${r}">${cells}</row>`]);
  };
  line(cell(`A${r + 1}`, meta.reportName, 'text', true));
  line(cell(`A${r + 1}`, meta.organizationName, 'text'));
  for (const p of meta.parameters)
    line(cell(`A${r + 1}`, p.label, 'text') + cell(`B${r + 1}`, p.value, 'text'));
  line(
    cell(`A${r + 1}`, 'Generated', 'text') +
      cell(`B${r + 1}`, meta.generatedAt.toISOString(), 'datetime') +
      cell(`C${r + 1}`, meta.generatedBy, 'text'),
  );
  for (const s of meta.summary) line(cell(`A${r + 1}`, s.label, 'text') + cell(`B${r + 1}`, s.value, s.type));
  r += 1; // a blank row
  const headerRow = r + 1;
  line(meta.columns.map((c, i) => cell(`${letters[i]}${headerRow}`, c.label, 'text', true)).join(''));

  const cols = meta.columns
    .map((c, i) => {
      const width = Math.max(WIDTHS[c.type], Math.min(40, c.label.length + 2));
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  sheet.push(
    strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="${headerRow}" topLeftCell="A${headerRow + 1}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A${headerRow + 1}" sqref="A${headerRow + 1}"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${heading.join('')}`,
    ),
  );
  await flush();

  const totals = new Totals(meta.columns);
  let rows = 0;
  for await (const batch of batches) {
    for (let start = 0; start < batch.length; start += SLICE) {
      let xml = '';
      for (const row of batch.slice(start, start + SLICE)) {
        r += 1;
        totals.add(row);
        xml += `<row r="${r}">`;
        for (let i = 0; i < row.length; i++)
          xml += cell(`${letters[i]}${r}`, row[i] ?? null, types[i] ?? 'text');
        xml += '</row>';
      }
      sheet.push(strToU8(xml));
      await flush();
      await turn();
    }
    rows += batch.length;
    await onRows?.(rows);
  }
  r += 1;
  const totalRow = totals.row();
  const totalCells = totalRow
    .map((v, i) =>
      cell(`${letters[i]}${r}`, v, i === totalRow.indexOf('Total') ? 'text' : (types[i] ?? 'text'), true),
    )
    .join('');
  sheet.push(strToU8(`<row r="${r}">${totalCells}</row></sheetData></worksheet>`), true);
  zip.end();
  await done;
  await flush();
  return { rows };
};
