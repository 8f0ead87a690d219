import { describe, expect, it } from 'vitest';
import { cardBrandName, expiryText, maskedLastFour } from '../../src/components/payment-card/card-display.ts';
import {
  checkCardEntry,
  EMPTY_CARD_ENTRY,
  formatCardNumberInput,
  formatCvvInput,
  formatExpiryInput,
  type CardEntryValues,
} from '../../src/components/payment-card/card-entry.ts';

const now = () => new Date('2026-06-15T12:00:00Z');
const valid: CardEntryValues = {
  cardholderName: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expiry: '07/31',
  cvv: '123',
  billingAddressId: 'address-1',
};

describe('card entry formatting', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242-42', '4242 4242 42'],
    ['378282246310005', '3782 822463 10005'],
    ['42424242424242424242', '4242 4242 4242 4242 424'],
    ['', ''],
  ])('number %j -> %j', (typed, shown) => {
    expect(formatCardNumberInput(typed)).toBe(shown);
  });

  it.each([
    ['4', '', '04/'],
    ['1', '', '1'],
    ['12', '1', '12/'],
    ['12', '12/', '12'],
    ['1231', '', '12/31'],
    ['12/319', '12/31', '12/31'],
  ])('expiry %j after %j -> %j', (typed, previous, shown) => {
    expect(formatExpiryInput(typed, previous)).toBe(shown);
  });

  it('keeps at most 4 CVV digits', () => {
    expect(formatCvvInput('12a345')).toBe('1234');
  });
});

describe('card entry check', () => {
  it('passes a valid card with its brand and last four', () => {
    const checked = checkCardEntry(valid, now);
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(checked.card).toMatchObject({ brand: 'visa', last4: '4242', expiryMonth: 7, expiryYear: 2031, billingAddressId: 'address-1' });
      expect(checked.card.cardNumber).toBe('4242424242424242');
    }
  });

  it('names every failing field at once', () => {
    expect(checkCardEntry(EMPTY_CARD_ENTRY, now)).toEqual({
      ok: false,
      errors: {
        cardholderName: 'validation.required',
        cardNumber: 'validation.required',
        expiry: 'validation.required',
        cvv: 'validation.required',
        billingAddressId: 'validation.billingAddressRequired',
      },
    });
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'validation.cardNumberInvalid'],
    [{ expiry: '05/26' }, 'expiry', 'validation.cardExpired'],
    [{ expiry: '13/30' }, 'expiry', 'validation.cardExpiryInvalid'],
    [{ expiry: '07/99' }, 'expiry', 'validation.cardExpiryInvalid'],
    [{ cvv: '1234' }, 'cvv', 'validation.cvvInvalid'],
    [{ cardNumber: '3782 822463 10005', cvv: '123' }, 'cvv', 'validation.cvvInvalid'],
    [{ billingAddressId: '' }, 'billingAddressId', 'validation.billingAddressRequired'],
  ] as const)('%j is refused on %s with %s', (change, field, key) => {
    const checked = checkCardEntry({ ...valid, ...change }, now);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[field]).toBe(key);
  });

  it('accepts the current month (a card is valid to the end of it)', () => {
    expect(checkCardEntry({ ...valid, expiry: '06/26' }, now).ok).toBe(true);
  });
});

describe('card display', () => {
  it('names brands, masks the number and shows the expiry as MM/YY', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('AMEX')).toBe('American Express');
    expect(cardBrandName('unionpay')).toBe('unionpay');
    expect(maskedLastFour('4242')).toBe('•••• 4242');
    expect(expiryText(7, 2031)).toBe('07/31');
  });
});
