import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { crlfRecords } from './csv-copy';

/** COPY's output cut into chunks at the given places, through the transform; its text and record count. */
async function through(copy: string, cuts: number[]) {
  const bytes = Buffer.from(copy);
  const chunks = [0, ...cuts, bytes.length]
    .slice(1)
    .map((end, i, ends) => bytes.subarray(i === 0 ? 0 : ends[i - 1], end));
  let records = 0;
  const out = await text(
    Readable.from(chunks.filter((c) => c.length > 0)).pipe(
      crlfRecords((n) => {
        records += n;
      }),
    ),
  );
  return { out, records };
}

describe('COPY CSV record ends', () => {
  const copy = '"a","line one\nline two"\n"say ""hi""\n","b"\n"","-1.00"\n';
  const expected = '"a","line one\nline two"\r\n"say ""hi""\n","b"\r\n"","-1.00"\r\n';

  it('turns record ends into CRLF and leaves line feeds inside quoted fields, wherever the chunks end', async () => {
    for (let cut = 0; cut <= copy.length; cut += 1) {
      const { out, records } = await through(copy, [cut]);
      expect(out, `cut at ${cut}`).toBe(expected);
      expect(records).toBe(3);
    }
    expect((await through(copy, [3, 9, 17, 18, 30])).out).toBe(expected);
  });
});
