/**
 * Ledger rules shared by the browser and the server: customers, transfers, ledger transactions and
 * search boxes.
 */

export type {
  BankAccountConfig,
  ConfigDetail,
  LedgerConfig,
  LedgerRef,
  ParseCodeAccount,
  ResolvedAccount,
  TransactionCode,
} from './config';
export {
  canonicalTransactionType,
  findTransactionCode,
  isTaxAccount,
  resolveAccount,
  TAX_LEDGER,
} from './config';
export type { ConfigUse } from './config-admin';
export {
  ACCOUNT_NUMBER_MESSAGE,
  ACCOUNT_NUMBER_PATTERN,
  CONFIG_NAME_MESSAGE,
  CONFIG_NAME_PATTERN,
  LEDGER_CONFIG_LIMITS,
  LEDGER_ID_MESSAGE,
  LEDGER_ID_PATTERN,
  normaliseConfigText,
  normaliseLedgerId,
  TRANS_CODE_MESSAGE,
  TRANS_CODE_PATTERN,
  usedByMessage,
} from './config-admin';
export type {
  CustomerDialogMode,
  CustomerField,
  CustomerIdResult,
  CustomerInput,
  CustomerRecord,
  CustomerStatus,
  CustomerValidation,
} from './customer-id-rule';
export {
  CUSTOMER_ID_MAX_LENGTH,
  CUSTOMER_ID_PATTERN_MESSAGE,
  CUSTOMER_ID_TOO_LONG_MESSAGE,
  CUSTOMER_STATUSES,
  CUSTOMER_TYPE,
  DEFAULT_CUSTOMER_ID_PATTERN,
  DEFAULT_CUSTOMER_STATUS,
  DELETE_CUSTOMER_TITLE,
  DUPLICATE_CUSTOMER_BANNER,
  deleteCustomerMessage,
  duplicateCustomerMessage,
  FEIN_FORMAT_MESSAGE,
  isValidCustomerIdPattern,
  MAX_PATTERN_SOURCE_LENGTH,
  normaliseCustomerId,
  normaliseFein,
  parseCustomerStatus,
  validateCustomer,
  validateCustomerId,
} from './customer-id-rule';
export type { EwaField, EwaLedgerTransaction, EwaLedgerTransactionDraft } from './ewa-ledger-transaction';
export {
  applyEwaAccountChoice,
  EWA_LINE_NO_DEFAULT,
  EWA_SOURCE_FILE_DEFAULT,
  emptyEwaLedgerTransaction,
  validateEwaLedgerTransaction,
} from './ewa-ledger-transaction';
export type {
  BuildEwaTransferLinesResult,
  EwaTransferDraft,
  EwaTransferLine,
  EwaTransferRowDraft,
} from './ewa-transfer-lines';
export {
  buildEwaTransferLines,
  canonicalEwaTransferLines,
  EWA_TRANSFER_LINE_KEYS,
  ewaDraftAsTransferDraft,
} from './ewa-transfer-lines';
export type { AmountCheck, FieldError, FieldErrorCode } from './fields';
export {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_ZERO_MESSAGE,
  NEGATIVE_AMOUNT_MESSAGE,
  REQUIRED_FIELDS_HINT,
} from './fields';
export type {
  BankRecField,
  BankRecLedgerTransaction,
  BankRecLedgerTransactionDraft,
  LedgerTransactionContext,
  LedgerTransactionValidation,
  TaxType,
} from './ledger-transaction';
export {
  applyAccountChoice,
  emptyBankRecLedgerTransaction,
  isReservedRecType,
  knownTransactionType,
  RESERVED_REC_TYPES,
  selectableRecTypes,
  TAX_TYPES,
  validateBankRecLedgerTransaction,
} from './ledger-transaction';
export { cutAtFirstHyphen, isActionableSearch } from './search-text';
export type {
  TransferDraft,
  TransferFormError,
  TransferMode,
  TransferRowDraft,
  TransferRowErrors,
  TransferRowField,
  TransferTotals,
  TransferValidation,
} from './transfer';
export {
  addToRow,
  canRemoveToRow,
  DEFAULT_TRANSFER_MODE,
  emptyTransferRow,
  isTransferMode,
  newTransferDraft,
  removeToRow,
  switchTransferMode,
  TRANSFER_BUTTON_LABEL,
  TRANSFER_SUBMITTING_LABEL,
  validateTransfer,
} from './transfer';
export type { BuildTransferLinesResult, TransferEntryFields, TransferLine } from './transfer-lines';
export {
  buildTransferLines,
  canonicalLineOf,
  canonicalLinesOf,
  canonicalTransferLine,
  canonicalTransferLines,
  TRANSFER_FROM_TRANSACTION_CODE,
  TRANSFER_LINE_KEYS,
  TRANSFER_TO_TRANSACTION_CODE,
  transferEntryFields,
} from './transfer-lines';
