// Addresses that come from business content (product page blocks): only two kinds are ever rendered. A path on
// this site ('/business/...'), opened inside the app, or an https address on another site, opened in a new tab
// with rel="noopener noreferrer". Anything else (javascript:, data:, http:, '//host', relative text) is refused.

export type SafeUrl = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

export function toSafeUrl(value: unknown): SafeUrl | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.length === 0 || text.length > 2048) return undefined;
  if (text.startsWith('/')) {
    // '//host' and '/\host' are other sites to a browser.
    if (text.startsWith('//') || text.startsWith('/\\')) return undefined;
    return { kind: 'internal', href: text };
  }
  try {
    const url = new URL(text);
    return url.protocol === 'https:' ? { kind: 'external', href: url.href } : undefined;
  } catch {
    return undefined;
  }
}
