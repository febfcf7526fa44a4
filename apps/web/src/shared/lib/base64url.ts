/** base64url (RFC 4648 §5, no padding) for bytes and UTF-8 text; works in browsers and in Node 20. */

export function bytesToBase64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes base64url (or plain base64) to bytes; throws on characters outside the alphabet. */
export function base64urlToBytes(value: string): Uint8Array {
  if (!/^[A-Za-z0-9_\-+/]*={0,2}$/.test(value)) throw new Error('not base64url');
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const textToBase64url = (text: string): string => bytesToBase64url(new TextEncoder().encode(text));

export const base64urlToText = (value: string): string => new TextDecoder().decode(base64urlToBytes(value));
