/**
 * Integer columns of one side, written row by row while the line objects are read (input order): row i
 * holds line i's values at data[i x width .. i x width + width). Putting them in canonical order is then
 * one random read of a row per line (one or two cache lines) rather than one per column: with a dozen
 * columns at a million lines those scattered reads, not the arithmetic, were most of building a table.
 */
export class RowBuffer {
  readonly data: Int32Array;

  constructor(
    readonly n: number,
    readonly width: number,
  ) {
    this.data = new Int32Array(n * width);
  }

  set(i: number, column: number, value: number): void {
    this.data[i * this.width + column] = value;
  }

  get(i: number, column: number): number {
    return this.data[i * this.width + column]!;
  }

  /**
   * The columns in `order` (column c, position p = row order[p]'s value c). Columns marked false in
   * `wanted` (known to be all zeros, e.g. a field no line of this side carries) are not copied: they
   * share one array of zeros, which nobody writes.
   */
  columns(order: Int32Array, wanted: readonly boolean[]): Int32Array[] {
    const { data, width } = this;
    const from = Int32Array.from({ length: width }, (_, c) => c).filter((c) => wanted[c] !== false);
    const zeros = from.length < width ? new Int32Array(order.length) : null;
    const out = Array.from({ length: width }, (_, c) =>
      wanted[c] !== false ? new Int32Array(order.length) : zeros!,
    );
    const copied = Array.from(from, (c) => out[c]!);
    const k = copied.length;
    for (let p = 0; p < order.length; p += 1) {
      const row = order[p]! * width;
      for (let j = 0; j < k; j += 1) copied[j]![p] = data[row + from[j]!]!;
    }
    return out;
  }
}
