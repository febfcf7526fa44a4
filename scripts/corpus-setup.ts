// Setup file of the `corpus` vitest project, run before each corpus test file: the conformance suite reads
// third-party bank files from CORPUS_DIR (default ../shared/corpus, beside the clone). Without them there
// is nothing to check, and that is a failure, not a skip: CI has the corpus. Failing here names the path
// once per file, and vitest still ends with its summary.
import { existsSync, statSync } from 'node:fs';

const dir = process.env.CORPUS_DIR ?? '';
if (!dir || !existsSync(dir) || !statSync(dir).isDirectory()) {
  throw new Error(
    `CORPUS_DIR ${dir || '(unset)'} is not a directory. The corpus suite needs the third-party bank file ` +
      'corpus (bai2/, nacha/, camt/, csv/, ofx/): set CORPUS_DIR to it, or place it at ../shared/corpus.',
  );
}
