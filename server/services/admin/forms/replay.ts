// Admin creates are keyed by the client's idempotencyKey (a UUID), which becomes the new row's id: a retry finds
// the row and answers it, a retry with other content is IDEMPOTENCY_CONFLICT. No extra table is needed.
import { appError } from '../../errors.ts';

/** JSON with object keys sorted, so two equal documents compare equal whatever their key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The first result when `stored` holds what `wanted` asks for; IDEMPOTENCY_CONFLICT when the key was used otherwise. */
export function replayOf<T>(result: T, stored: unknown, wanted: unknown): T {
  if (stableJson(stored) !== stableJson(wanted)) throw appError('IDEMPOTENCY_CONFLICT');
  return result;
}
