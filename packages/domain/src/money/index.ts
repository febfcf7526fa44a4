/** Money as integer minor units: parsing, rounding, formatting and summing without floating point. */

export type { AmountInputMessage, AmountInputReason, AmountInputResult } from './amount-input';
export {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_GROUPING_MESSAGE,
  AMOUNT_INPUT_DECIMALS,
  AMOUNT_TOO_LARGE_MESSAGE,
  acceptsAmountKeystroke,
  amountInputMessage,
  MAX_TYPED_AMOUNT_CENTS,
  parseAmountInput,
} from './amount-input';
export type { DecimalParseError, DecimalParseResult } from './decimal';
export { parseApiAmount, parseDecimalToMinor, roundDecimalToMinor, roundToCents } from './decimal';
export type { FormatMinorOptions, SumResult } from './minor';
export {
  DEFAULT_DECIMALS,
  formatMinor,
  isSafeMinor,
  MAX_DECIMALS,
  minorToDecimalString,
  subtractMinor,
  sumMinor,
  trySumMinor,
} from './minor';
