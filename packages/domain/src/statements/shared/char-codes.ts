/**
 * Character codes the byte- and char-code-level readers (BAI2's fast path and record reader, the CSV
 * tokenizer, record text) compare with charCodeAt: named once, here.
 */
export const TAB = 9;
export const LF = 10;
export const CR = 13;
export const SPACE = 32;
export const QUOTE = 34;
export const HASH = 35;
export const PERCENT = 37;
export const PLUS = 43;
export const COMMA = 44;
export const MINUS = 45;
export const SLASH = 47;
export const DIGIT_0 = 48;
export const DIGIT_9 = 57;
export const COLON = 58;
