import { createHash } from 'node:crypto';

/**
 * A stable UUID for a seed row, derived from a readable key (name-based, RFC 4122 version 5 layout).
 * Fixed ids make the seed idempotent: a second run meets the same primary keys and inserts nothing.
 */
export function seedId(key: string): string {
  const hash = createHash('sha1').update(`carebook-seed:${key}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
