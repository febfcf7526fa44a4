/**
 * The external sign-in hands the token back in the URL: `#access_token=...` (implicit flow style) or
 * `?access_token=...`. The hash wins because it never reaches a server log.
 */
export function tokenFromCallbackUrl(url: { hash: string; search: string }): string | null {
  const fromHash = new URLSearchParams(url.hash.replace(/^#/, '')).get('access_token');
  const fromQuery = new URLSearchParams(url.search).get('access_token');
  const token = (fromHash || fromQuery || '').trim();
  return token === '' ? null : token;
}

/** An error the identity provider reported (`error_description`, else `error`). */
export function errorFromCallbackUrl(url: { hash: string; search: string }): string | null {
  for (const part of [url.hash.replace(/^#/, ''), url.search]) {
    const params = new URLSearchParams(part);
    const message = params.get('error_description') || params.get('error');
    if (message) return message;
  }
  return null;
}
