// What the transport may send again after a network failure (src/app/retry.ts mayRetry): queries always; mutations
// only with an idempotency key in their variables (a lost reply must never add something twice), or when the caller
// vouches for it; never what the outbox sends (it backs off itself).
import { describe, expect, it } from 'vitest';
import { carriesIdempotencyKey, mayRetry, operationKindOf } from '../../src/app/retry.ts';

const query = 'query Me { me { id } }';
const mutation = (name: string) => `mutation ${name}($input: X!) { x(input: $input) { id } }`;

describe('mayRetry', () => {
  it.each([
    ['a query', query, {}, 'auto', true],
    ['an anonymous query', '{ me { id } }', {}, 'auto', true],
    ['a mutation without a key (addClientAddress)', mutation('AddAddress'), { clientId: 'c', addressInput: { city: 'Albany' } }, 'auto', false],
    ['a medication order with its idempotencyKey', mutation('CreateMedicationOrder'), { input: { orderItemId: 'i', idempotencyKey: 'k-1' } }, 'auto', true],
    ['a checkout with its checkoutId', mutation('PlaceOrder'), { input: { checkoutId: 'k', items: [] } }, 'auto', true],
    ['readings, each with its clientReadingId', mutation('AddWeightReading'), { input: { readings: [{ clientReadingId: 'a' }, { clientReadingId: 'b' }] } }, 'auto', true],
    ['a weekly record with its clientRecordId', mutation('AddWeeklyProgress'), { input: { clientRecordId: 'r' } }, 'auto', true],
    ['answers with their clientDraftId', mutation('StoreAssessmentAnswers'), { input: { clientDraftId: 'd' } }, 'auto', true],
    ['an empty key', mutation('X'), { input: { idempotencyKey: '' } }, 'auto', false],
    ['readings where one lacks its key', mutation('AddWeightReading'), { input: { readings: [{ clientReadingId: 'a' }, { value: 1 }] } }, 'auto', false],
    ['a mutation the caller vouches for', mutation('MarkRead'), {}, 'keyed', true],
    ['a keyed mutation sent by the outbox', mutation('AddWeeklyProgress'), { input: { clientRecordId: 'r' } }, 'none', false],
    ['a subscription', 'subscription S { s }', {}, 'auto', false],
  ] as const)('%s: %s', (_label, document, variables, policy, expected) => {
    expect(mayRetry(document, variables, policy)).toBe(expected);
  });

  it('reads the kind from the first keyword, after comments', () => {
    expect(operationKindOf('# note\n mutation A { a }')).toBe('mutation');
    expect(operationKindOf('\n  query B { b }')).toBe('query');
  });

  it('finds a key in nested inputs but not in plain strings', () => {
    expect(carriesIdempotencyKey({ input: { nested: { idempotencyKey: 'k' } } })).toBe(true);
    expect(carriesIdempotencyKey({ ids: ['a', 'b'] })).toBe(false);
    expect(carriesIdempotencyKey('idempotencyKey')).toBe(false);
  });
});
