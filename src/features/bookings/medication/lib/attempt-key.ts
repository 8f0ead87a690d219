// createMedicationOrder's idempotencyKey: one per attempt. A retry of the same attempt (a lost answer, a second
// tap, "try again" after a decline with nothing changed) sends the same key, so the server answers the first
// result instead of charging twice; once the client changes anything (address, method, card) it is a new attempt
// with a new key, which the server would otherwise refuse as IDEMPOTENCY_CONFLICT.
import { newIdempotencyKey } from './new-key.ts';

export type AttemptKey = { readonly key: string; readonly choices: string };

/** The key for these choices: the previous one when nothing changed, else a fresh UUID. */
export function attemptKeyFor(previous: AttemptKey | null, choices: string, newKey: () => string = newIdempotencyKey): AttemptKey {
  return previous && previous.choices === choices ? previous : { key: newKey(), choices };
}

/** The choices that make an attempt, as one comparable string. */
export function attemptChoices(choices: { shippingAddressId: string | null; method: string; paymentCardId: string | null }): string {
  return JSON.stringify([choices.shippingAddressId, choices.method, choices.paymentCardId]);
}
