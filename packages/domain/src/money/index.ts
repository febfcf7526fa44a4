/** Money as integer minor units: parsing, rounding, formatting and summing without floating point. */

export type { AmountInputReason, AmountInputResult } from './amountInput';
export {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_INPUT_DECIMALS,
  acceptsAmountKeystroke,
  amountInputMessage,
  parseAmountInput,
} from './amountInput';
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
