export { type SettlementAccounts, settlementAccounts } from './accounts';
export {
  createSettlementParser,
  parseSettlement,
  type SettlementLine,
  type SettlementSink,
  type SettlementSummary,
} from './parser';
export {
  DEFAULT_SETTLEMENT_PROFILE,
  resolveSettlementProfile,
  SETTLEMENT_SIGN,
  SETTLEMENT_TYPES,
  type SettlementColumns,
  type SettlementProfile,
  type SettlementProfileInput,
  type SettlementType,
  settlementProfileProblems,
} from './profile';
