import { describe, expect, it, vi } from 'vitest';

// Unit tests run without the Lingui compiler: stand in for the `msg` macro with a descriptor of the source text.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') }),
}));

const { attemptChoices, attemptKeyFor } = await import('../../src/features/bookings/medication/lib/attempt-key.ts');
const { nothingToPay, orderBlockers, paymentInput } = await import('../../src/features/bookings/medication/lib/order-readiness.ts');
const { medicationOrderFailed, orderFailureMessage, paymentFailureMessage, paymentFailedTryAgain } = await import('../../src/features/bookings/medication/lib/order-messages.ts');
const { errorMessages } = await import('../../src/app/error-messages.ts');

describe('the medication order attempt key', () => {
  const choices = attemptChoices({ shippingAddressId: 'a1', method: 'CARD', paymentCardId: 'c1' });
  let counter = 0;
  const newKey = () => `key-${(counter += 1)}`;

  it('keeps the key across retries of the same choices', () => {
    const first = attemptKeyFor(null, choices, newKey);
    const retry = attemptKeyFor(first, attemptChoices({ shippingAddressId: 'a1', method: 'CARD', paymentCardId: 'c1' }), newKey);
    expect(retry.key).toBe(first.key);
  });

  it.each([
    ['another address', { shippingAddressId: 'a2', method: 'CARD', paymentCardId: 'c1' }],
    ['another method', { shippingAddressId: 'a1', method: 'WALLET_CARD', paymentCardId: 'c1' }],
    ['another card', { shippingAddressId: 'a1', method: 'CARD', paymentCardId: 'c2' }],
  ])('makes a new key after %s', (_label, changed) => {
    const first = attemptKeyFor(null, choices, newKey);
    expect(attemptKeyFor(first, attemptChoices(changed), newKey).key).not.toBe(first.key);
  });

  it('makes UUIDs by default', () => {
    expect(attemptKeyFor(null, choices).key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('what stops a medication order', () => {
  const ready = { shippingAddressId: 'a1', method: 'CARD' as const, paymentCardId: 'c1', amountNow: 24_900, walletBalance: 0 };

  it('lets a complete card order through', () => {
    expect(orderBlockers(ready)).toEqual([]);
  });

  it('asks for an address and a card', () => {
    expect(orderBlockers({ ...ready, shippingAddressId: null, paymentCardId: null })).toEqual(['shippingAddressRequired', 'paymentCardRequired']);
    expect(orderBlockers({ ...ready, method: 'WALLET_CARD', paymentCardId: null })).toEqual(['paymentCardRequired']);
  });

  it('refuses the wallet alone when its balance does not cover the amount, and needs no card for it', () => {
    expect(orderBlockers({ ...ready, method: 'WALLET', paymentCardId: null, walletBalance: 24_899 })).toEqual(['walletInsufficient']);
    expect(orderBlockers({ ...ready, method: 'WALLET', paymentCardId: null, walletBalance: 24_900 })).toEqual([]);
    expect(orderBlockers({ ...ready, method: 'WALLET', paymentCardId: null, walletBalance: null })).toEqual([]);
  });

  it('needs no payment when the checkout already covered the month', () => {
    expect(nothingToPay(0)).toBe(true);
    expect(orderBlockers({ ...ready, amountNow: 0, paymentCardId: null, method: 'WALLET', walletBalance: 0 })).toEqual([]);
    expect(paymentInput('CARD', 'c1', 0)).toEqual({ method: 'WALLET' });
  });

  it('sends the card only with a method that uses one', () => {
    expect(paymentInput('CARD', 'c1', 100)).toEqual({ method: 'CARD', paymentCardId: 'c1' });
    expect(paymentInput('WALLET_CARD', 'c1', 100)).toEqual({ method: 'WALLET_CARD', paymentCardId: 'c1' });
    expect(paymentInput('WALLET', 'c1', 100)).toEqual({ method: 'WALLET' });
  });
});

describe('medication order failures (spec §8)', () => {
  it('keeps the card and wallet refusals in their own words', () => {
    for (const code of ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'CARD_EXPIRED', 'INSUFFICIENT_WALLET_BALANCE'] as const) {
      expect(orderFailureMessage(code)).toBe(errorMessages[code]);
    }
  });

  it("reads 'Failed to create medication order. Please try again.' for anything else", () => {
    expect(medicationOrderFailed.message).toBe('Failed to create medication order. Please try again.');
    for (const code of ['ORDER_FAILED', 'INTERNAL_SERVER_ERROR', 'NOT_FOUND', null] as const) expect(orderFailureMessage(code)).toBe(medicationOrderFailed);
  });

  it("explains a stored payment failure by its code, else says nothing was charged", () => {
    expect(paymentFailureMessage('CARD_DECLINED')).toBe(errorMessages.CARD_DECLINED);
    expect(paymentFailureMessage('gateway timeout')).toBe(paymentFailedTryAgain);
    expect(paymentFailureMessage(null)).toBe(paymentFailedTryAgain);
  });
});
