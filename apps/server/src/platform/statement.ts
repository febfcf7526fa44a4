import { createHash } from 'node:crypto';
import type { RawStatement } from './db';

/**
 * Builds the text of a raw statement with numbered parameters ($1, $2, ...), for hot paths that skip the
 * ORM's query building. Values never enter the text: only `param()` places them.
 */
export class StatementBuilder {
  readonly values: unknown[] = [];

  /** Adds a value and answers its placeholder, with a cast when the column type is not implied. */
  param(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }

  /**
   * The statement, named after its text: the same text (the same filters and sort, whatever the values)
   * is prepared once per connection on PostgreSQL.
   */
  named(prefix: string, text: string): RawStatement {
    const digest = createHash('sha1').update(text).digest('hex').slice(0, 20);
    return { name: `${prefix}_${digest}`, text, values: this.values };
  }
}
