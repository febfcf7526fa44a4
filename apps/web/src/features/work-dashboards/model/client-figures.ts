import { minorToDecimalString, parseDecimalToMinor } from '@clearline/domain';

/** The sum of server amounts (decimal strings), added in cents: never in floating point. */
export function sumAmounts(amounts: readonly string[]): string {
  let total = 0;
  for (const amount of amounts) {
    const parsed = parseDecimalToMinor(amount);
    if (parsed.ok) total += parsed.minor;
  }
  return minorToDecimalString(total);
}
