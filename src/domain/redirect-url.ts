// Spec §5: a redirect address after login is followed only when it is internal and leads to one of the app's
// own areas. Everything is checked on the fully percent-decoded text, so encoded tricks (%2e%2e%2f,
// %6Aavascript:, double encoding) are seen for what they are.

const MAX_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 5;

// Internal areas: root, /home, /receptionist, /affiliate, /widget, the provider console /hcp (issue 6), the
// fulfilment queue /fulfilment (issue 11), the admin consoles /admin and /platform (issue 16) and /business/{code}/{location}, each optionally followed by a
// sub-path, query or fragment.
const SEGMENT = '[A-Za-z0-9_-]+';
const AFTER = '(?:[/?#]|$)';
const ALLOWED = new RegExp(
  `^/(?:$|[?#]|(?:home|receptionist|affiliate|widget|hcp|fulfilment|admin|platform)${AFTER}|business/${SEGMENT}/${SEGMENT}${AFTER})`,
);

const REJECTED: readonly RegExp[] = [
  /^[a-z][a-z0-9+.-]*:/i, // any scheme (http:, javascript:, data:...)
  /^\/\//, // protocol-relative: //evil.example
  /\\/, // backslashes: browsers read /\evil.example as //evil.example
  /[<>"'`]/, // markup and quote breaking
  /script/i, // javascript:, vbscript:, <script>
  /data:/i,
  /file:/i,
  /\bon[a-z]+\s*=/i, // event handlers: onload=, onerror=
  /(?:^|\/)\.\.?(?:\/|$)/, // path traversal and dot segments: ../, /./, trailing /..
  /\beval\b/i,
  /\bcookie\b/i,
];

// Decodes until stable; null when the text is not valid percent-encoding or keeps changing.
// Control characters hide schemes (java\tscript:) and split headers.
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function fullyDecode(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

export function isSafeRedirectUrl(url: string): boolean {
  if (url.length === 0 || url.length > MAX_LENGTH) return false;
  const decoded = fullyDecode(url);
  if (decoded === null) return false;
  for (const candidate of [url, decoded]) {
    if (hasControlCharacter(candidate) || REJECTED.some((pattern) => pattern.test(candidate))) return false;
  }
  return ALLOWED.test(url) && ALLOWED.test(decoded);
}

// The redirect address when it is safe, otherwise the fallback.
export function safeRedirectOr(url: string | null | undefined, fallback: string): string {
  return typeof url === 'string' && isSafeRedirectUrl(url) ? url : fallback;
}
