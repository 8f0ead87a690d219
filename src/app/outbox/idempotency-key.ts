// A UUID v4 the app makes for each entry before storing it: the server stores one row per key, so a resend after
// a lost answer (or from a second tab) never logs it twice. crypto.randomUUID exists only in secure contexts and
// the app also runs over plain http on a LAN, so it is built from getRandomValues.
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
