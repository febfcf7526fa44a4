export type { CamtParserOptions } from './parser';
export { createCamtParser, parseCamt } from './parser';
export { balanceKind, parseCamtAmount, parseCamtDate } from './values';
