import type { IssueSeverity, StatementParser, StatementSummary } from '../types';
import type { TextFeed } from './record-text';
import type { StatementAccumulator } from './statement-accumulator';

/** How a layer of a record parser (structure, entry assembly) reports a problem of a line. */
export type Report = (
  line: number,
  severity: IssueSeverity,
  code: string,
  message: string,
  raw?: string,
) => void;

/**
 * What the line-record parsers (BAI2, NACHA) share: chunks are read only until the reading ends or
 * aborts, end() finishes once, and past `maxIssues` problems reading stops (the input is not a file of
 * the format worth reading further). A subclass gives its TextFeed, what ends its readers (`drain`) and
 * the checks of a complete file (`closeAtEnd`).
 */
export abstract class RecordFileParser implements StatementParser {
  protected aborted = false;
  private ended = false;
  private issueCount = 0;
  protected abstract readonly feed: TextFeed;

  protected constructor(
    protected readonly out: StatementAccumulator,
    private readonly tooManyIssuesCode: string,
    private readonly maxIssues: number,
  ) {}

  /** Ends the readers behind the feed once it has given its last line. */
  protected abstract drain(): void;
  /** The end-of-file checks, when reading was not aborted. */
  protected abstract closeAtEnd(): void;

  push(chunk: Uint8Array): void {
    if (!this.aborted && !this.ended) this.feed.push(chunk);
  }

  end(): StatementSummary {
    if (!this.ended) {
      this.ended = true;
      if (!this.aborted) {
        this.feed.end();
        this.drain();
      }
      if (!this.aborted) this.closeAtEnd();
    }
    return this.out.summary();
  }

  protected report(line: number, severity: IssueSeverity, code: string, message: string, raw?: string): void {
    if (this.aborted) return;
    this.issueCount += 1;
    this.out.issue(line, severity, code, message, raw);
    if (this.issueCount >= this.maxIssues) {
      this.fatal(line, this.tooManyIssuesCode, `Reading stopped after ${this.maxIssues} problems.`);
    }
  }

  protected fatal(line: number, code: string, message: string, raw?: string): void {
    this.out.error(line, code, message, raw);
    this.aborted = true;
    this.out.aborted = true;
  }
}
