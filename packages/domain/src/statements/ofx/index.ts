export type { OfxParserOptions } from './parser';
export { createOfxParser, parseOfx } from './parser';
export { decodeEntities, parseOfxAmount, parseOfxDate } from './values';
