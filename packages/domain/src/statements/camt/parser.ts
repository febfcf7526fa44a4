/**
 * ISO 20022 camt.052 (intraday report), camt.053 (statement) and camt.054 (debit/credit notification),
 * any .001.NN version, streamed through saxes: elements are matched by local name and path, never
 * validated against one version's schema, so namespace drift and extra elements do not matter.
 */

import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { DecodingStream, TextEncodingName } from '../detect/index';
import { CR, LF, SPACE, TAB } from '../shared/char-codes';
import { isCurrencyCode } from '../shared/currency-exponent';
import { statementDecoding } from '../shared/decoding';
import { collectStatement, RowKeyRegistry, StatementAccumulator } from '../shared/statement-accumulator';
import type {
  ParsedStatement,
  ParserOptions,
  StatementParser,
  StatementSink,
  StatementSummary,
} from '../types';
import { applyEntryLeaf, applyTxLeaf, type EntryContext, newEntry } from './entry';
import { type BalanceContext, emitBalance, emitEntry, type StatementScope } from './rows';
import { StatementTotals } from './totals';
import { CAMT_NAMESPACE, MESSAGE_STATEMENTS } from './values';

export interface CamtParserOptions extends ParserOptions {
  /** Force the text encoding instead of detecting it (BOM, XML declaration, UTF-8 validity). */
  encoding?: TextEncodingName;
}

interface StatementContext {
  depth: number;
  line: number;
  id: string;
  iban: string;
  otherId: string;
  currency: string;
  totals: StatementTotals;
  balanceCurrency: string;
  sawContent: boolean;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

class CamtParser implements StatementParser {
  private readonly acc: StatementAccumulator;
  private readonly keys = new RowKeyRegistry();
  private readonly decoding: DecodingStream;
  private readonly xml = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  private readonly options: CamtParserOptions;
  private readonly stack: string[] = [];
  /** paths[d] is stack[0..d] joined with '/', built as elements open, so relative paths are slices. */
  private readonly paths: string[] = [];
  private text = '';
  private attributes: Record<string, string> = {};
  private failed = false;
  /** Line of the first non-blank character, while it is still being looked for (0). */
  private contentLine = 0;
  private leadingBreaks = 0;
  private sawElement = false;
  private finished: StatementSummary | undefined;
  private documentDepth = -1;
  private statementName: string | undefined;
  private statements = 0;
  private groupDepth = -1;
  private stmt: StatementContext | undefined;
  private entry: EntryContext | undefined;
  private entryDepth = -1;
  private txDepth = -1;
  private bal: BalanceContext | undefined;
  private balDepth = -1;

  constructor(sink: StatementSink, options: CamtParserOptions) {
    this.options = options;
    this.acc = new StatementAccumulator('camt', sink);
    this.xml.on('opentag', (tag) => this.open(tag));
    this.xml.on('text', (text) => {
      this.text += text;
    });
    this.xml.on('cdata', (text) => {
      this.text += text;
    });
    this.xml.on('closetag', () => this.close());
    this.xml.on('error', (error) => this.fail(error.message));
    this.decoding = statementDecoding(
      this.acc,
      (text) => {
        if (this.failed) return;
        if (this.contentLine === 0) this.findContentLine(text);
        this.xml.write(text);
      },
      options.encoding,
    );
  }

  push(chunk: Uint8Array): void {
    if (!this.finished && !this.failed) this.decoding.push(chunk);
  }

  end(): StatementSummary {
    if (this.finished) return this.finished;
    if (!this.failed) this.decoding.end();
    if (!this.failed) this.xml.close();
    if (!this.failed) {
      if (this.documentDepth === -1) {
        this.acc.error(
          0,
          'CAMT_NOT_CAMT',
          'This file is XML but not an ISO 20022 camt message (no <Document> element).',
        );
      } else if (this.statementName !== undefined && this.statements === 0) {
        this.acc.error(
          0,
          'CAMT_NO_STATEMENT',
          'The camt message contains no statement, report or notification: nothing to import.',
        );
      }
    }
    this.finished = this.acc.summary();
    return this.finished;
  }

  private findContentLine(text: string): void {
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (c === LF) this.leadingBreaks += 1;
      else if (c !== CR && c !== SPACE && c !== TAB) {
        this.contentLine = this.leadingBreaks + 1;
        return;
      }
    }
  }

  private fail(message: string): void {
    if (this.failed) return;
    this.failed = true;
    this.acc.aborted = true;
    const reason = message.replace(/^\d+:\d+:\s*/, '');
    // saxes reports stray text where the text ends; before any element, the file simply is not XML.
    const line = this.sawElement || this.contentLine === 0 ? this.xml.line : this.contentLine;
    this.acc.error(
      line,
      'CAMT_XML_MALFORMED',
      `The XML is malformed at line ${line} (${reason}); reading stopped there.`,
    );
  }

  private open(tag: SaxesTagPlain): void {
    if (this.failed) return;
    this.sawElement = true;
    const name = localName(tag.name);
    const depth = this.stack.length;
    this.stack.push(name);
    this.paths.push(depth === 0 ? name : `${this.paths[depth - 1]}/${name}`);
    this.text = '';
    this.attributes = tag.attributes;
    const line = this.xml.line;
    if (this.documentDepth === -1) {
      if (name === 'Document') this.openDocument(tag, depth);
      return;
    }
    if (depth === this.documentDepth + 1) {
      this.statementName = MESSAGE_STATEMENTS[name];
      if (this.statementName === undefined) {
        this.acc.error(
          line,
          'CAMT_UNSUPPORTED_MESSAGE',
          `The message <${name}> is not a camt.052, camt.053 or camt.054 statement.`,
        );
      }
      return;
    }
    if (depth === this.documentDepth + 2 && this.statementName !== undefined) {
      if (name === 'GrpHdr') this.groupDepth = depth;
      else if (name === this.statementName) this.openStatement(depth, line);
      return;
    }
    const stmt = this.stmt;
    if (!stmt) return;
    if (depth === stmt.depth + 1 && name === 'Ntry') {
      this.entry = newEntry(line);
      this.entryDepth = depth;
      stmt.sawContent = true;
    } else if (depth === stmt.depth + 1 && name === 'Bal') {
      this.bal = { line, code: '', amount: '', currency: '', indicator: '', date: '' };
      this.balDepth = depth;
      stmt.sawContent = true;
    } else if (this.entry && name === 'TxDtls' && this.stack[depth - 1] === 'NtryDtls') {
      this.entry.txCount += 1;
      if (this.entry.txCount === 1) this.txDepth = depth;
    }
  }

  private openDocument(tag: SaxesTagPlain, depth: number): void {
    this.documentDepth = depth;
    const colon = tag.name.indexOf(':');
    const namespace = tag.attributes[colon === -1 ? 'xmlns' : `xmlns:${tag.name.slice(0, colon)}`] ?? '';
    if (!CAMT_NAMESPACE.test(namespace)) {
      const found = namespace ? `"${namespace}"` : 'no namespace';
      this.acc.warning(
        this.xml.line,
        'CAMT_NAMESPACE',
        `The document has ${found} instead of a camt.052/053/054 namespace; it was read by element names.`,
      );
    }
  }

  private openStatement(depth: number, line: number): void {
    this.statements += 1;
    this.stmt = {
      depth,
      line,
      id: '',
      iban: '',
      otherId: '',
      currency: '',
      totals: new StatementTotals(),
      balanceCurrency: '',
      sawContent: false,
    };
  }

  private scope(stmt: StatementContext): StatementScope {
    return {
      acc: this.acc,
      keys: this.keys,
      accountNumber: stmt.iban || stmt.otherId,
      accountCurrency: stmt.currency,
      defaultCurrency: this.options.defaultCurrency ?? 'USD',
      statementId: stmt.id,
    };
  }

  private close(): void {
    if (this.failed) return;
    const depth = this.stack.length - 1;
    const value = this.text.trim();
    this.text = '';
    if (value !== '') this.leaf(depth, value);
    if (depth === this.txDepth) this.txDepth = -1;
    else if (depth === this.entryDepth && this.entry && this.stmt) {
      const row = emitEntry(this.scope(this.stmt), this.entry);
      this.stmt.totals.addEntry(row);
      this.checkBatch(this.entry);
      this.entry = undefined;
      this.entryDepth = -1;
    } else if (depth === this.balDepth && this.bal && this.stmt) {
      emitBalance(this.scope(this.stmt), this.bal);
      if (this.stmt.balanceCurrency === '' && isCurrencyCode(this.bal.currency))
        this.stmt.balanceCurrency = this.bal.currency;
      this.bal = undefined;
      this.balDepth = -1;
    } else if (this.stmt && depth === this.stmt.depth) {
      this.closeStatement(this.stmt);
      this.stmt = undefined;
    } else if (depth === this.groupDepth) this.groupDepth = -1;
    this.stack.pop();
    this.paths.pop();
  }

  private rel(from: number, to: number): string {
    return (this.paths[to] as string).slice((this.paths[from] as string).length + 1);
  }

  private leaf(depth: number, value: string): void {
    const currency = this.attributes.Ccy;
    if (this.entry) {
      if (this.txDepth !== -1) applyTxLeaf(this.entry.tx, this.rel(this.txDepth, depth), value);
      else if (!this.stack.includes('TxDtls', this.entryDepth)) {
        applyEntryLeaf(this.entry, this.rel(this.entryDepth, depth), value, currency);
      }
      return;
    }
    if (this.bal) {
      const rel = this.rel(this.balDepth, depth);
      if (rel === 'Tp/CdOrPrtry/Cd' || rel === 'Tp/CdOrPrtry/Prtry') this.bal.code = value;
      else if (rel === 'Amt') {
        this.bal.amount = value;
        this.bal.currency = currency ?? '';
      } else if (rel === 'CdtDbtInd') this.bal.indicator = value;
      else if (rel === 'Dt/Dt' || rel === 'Dt/DtTm') this.bal.date = value;
      return;
    }
    if (this.stmt) {
      this.statementLeaf(this.stmt, this.rel(this.stmt.depth, depth), value);
      return;
    }
    if (this.groupDepth !== -1 && this.rel(this.groupDepth, depth) === 'MsgId') this.acc.fileId = value;
  }

  private statementLeaf(stmt: StatementContext, rel: string, value: string): void {
    switch (rel) {
      case 'Id':
        stmt.id = value;
        return;
      case 'Acct/Id/IBAN':
        stmt.iban = value;
        return;
      case 'Acct/Id/Othr/Id':
        stmt.otherId = value;
        return;
      case 'Acct/Ccy':
        stmt.currency = value;
        return;
      case 'CpyDplctInd':
        this.copyIndicator(value);
        return;
    }
    if (rel.startsWith('TxsSummry/')) stmt.totals.control(rel.slice(10), value);
  }

  private copyIndicator(value: string): void {
    const upper = value.toUpperCase();
    if (upper === 'CODU') this.acc.correction = true;
    else if (upper === 'DUPL' || upper === 'COPY') {
      const what = upper === 'DUPL' ? 'a duplicate' : 'a copy';
      this.acc.warning(
        this.xml.line,
        'CAMT_DUPLICATE_MESSAGE',
        `The statement declares itself ${what} (CpyDplctInd ${upper}); its entries may already be imported.`,
      );
    }
  }

  /** A batch whose details are all present should list as many TxDtls as Btch/NbOfTxs says. */
  private checkBatch(entry: EntryContext): void {
    if (entry.txCount < 2 || entry.batchCount === '' || Number(entry.batchCount) === entry.txCount) return;
    this.acc.warning(
      entry.line,
      'CAMT_BATCH_COUNT',
      `The batch says it has ${entry.batchCount} transactions (Btch/NbOfTxs) but lists ${entry.txCount} transaction details.`,
    );
  }

  private closeStatement(stmt: StatementContext): void {
    const scope = this.scope(stmt);
    if (scope.accountNumber === '' && stmt.sawContent) {
      this.acc.warning(
        stmt.line,
        'CAMT_NO_ACCOUNT',
        'The statement does not identify its account (Acct/Id/IBAN or Acct/Id/Othr/Id).',
      );
    }
    const fallback = stmt.totals.currency ?? (stmt.balanceCurrency.toUpperCase() || scope.defaultCurrency);
    const currency = isCurrencyCode(stmt.currency) ? stmt.currency.toUpperCase() : fallback;
    this.acc.declareAccount(scope.accountNumber, currency);
    stmt.totals.check(
      this.acc,
      stmt.line,
      scope.accountNumber,
      currency,
      this.options.strictControlTotals === true,
    );
  }
}

export function createCamtParser(sink: StatementSink, options: CamtParserOptions = {}): StatementParser {
  return new CamtParser(sink, options);
}

export function parseCamt(bytes: Uint8Array, options?: CamtParserOptions): ParsedStatement {
  return collectStatement(createCamtParser, bytes, options);
}
