export type {
  ByteDecoder,
  DecodeNotice,
  DecodeNoticeCode,
  DecodingStreamHandlers,
  DecodingStreamOptions,
} from './decoder';
export { createByteDecoder, DecodingStream } from './decoder';
export type { EncodingGuess, EncodingReason, TextEncodingName, Utf8Scan } from './encoding';
export { declaredSingleByte, detectEncoding, scanUtf8 } from './encoding';
export type { DetectedFormat } from './format';
export { detectFormat } from './format';
