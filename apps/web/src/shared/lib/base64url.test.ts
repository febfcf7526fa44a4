import { describe, expect, it } from 'vitest';
import { base64urlToBytes, base64urlToText, bytesToBase64url, textToBase64url } from './base64url';

describe('base64url', () => {
  it('uses the URL-safe alphabet without padding', () => {
    expect(bytesToBase64url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(bytesToBase64url(new Uint8Array([1]))).toBe('AQ');
    expect(bytesToBase64url(new Uint8Array([]))).toBe('');
    expect(bytesToBase64url(new Uint8Array([1, 2, 3, 4, 5]).buffer)).toBe('AQIDBAU');
  });

  it('matches Node for every byte value and large inputs', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
    expect(bytesToBase64url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
  });

  it('round-trips text and bytes', () => {
    expect(base64urlToText(textToBase64url('ops@demo.test — Zoë ✓'))).toBe('ops@demo.test — Zoë ✓');
    expect([...base64urlToBytes('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...base64urlToBytes('AQ==')]).toEqual([1]);
    expect(() => base64urlToBytes('a b')).toThrow();
  });
});
