import { DecodingStream, type TextEncodingName } from '../detect/index';
import type { StatementAccumulator } from './statement-accumulator';

/**
 * The decoding of a text format (camt, CSV, OFX): bytes -> `text`, the encoding detected unless one is
 * forced, and the decoder's notices (an encoding guessed, NULs dropped) as warnings of the file.
 */
export function statementDecoding(
  acc: StatementAccumulator,
  text: (text: string) => void,
  encoding: TextEncodingName | undefined,
): DecodingStream {
  return new DecodingStream(
    { text, notice: (notice) => acc.warning(0, notice.code, notice.message) },
    encoding ? { encoding } : {},
  );
}
