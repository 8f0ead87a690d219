import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits } from '../../../src/domain/money.ts';

// Intl output uses narrow and non-breaking spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney: integer minor units with a currency code, in a locale', () => {
  it.each([
    { minor: 4900, currency: 'USD', locale: 'en', expected: '$49.00' },
    { minor: 4950, currency: 'USD', locale: 'en', expected: '$49.50' },
    { minor: 0, currency: 'USD', locale: 'en', expected: '$0.00' },
    { minor: 123456, currency: 'USD', locale: 'en', expected: '$1,234.56' },
    { minor: 4900, currency: 'EUR', locale: 'fr', expected: '49,00 €' },
    { minor: 4900, currency: 'BRL', locale: 'pt', expected: 'R$ 49,00' },
    { minor: 4900, currency: 'JPY', locale: 'en', expected: '¥4,900' },
    { minor: 12345, currency: 'BHD', locale: 'en', expected: 'BHD 12.345' },
    { minor: -1500, currency: 'USD', locale: 'en', expected: '-$15.00' },
  ])('$minor $currency in $locale is $expected', ({ minor, currency, locale, expected }) => {
    expect(plain(formatMoney(minor, currency, locale))).toBe(expected);
  });

  it('follows the locale for the same amount and currency', () => {
    expect(plain(formatMoney(4900, 'USD', 'es'))).toBe('49,00 US$');
    expect(plain(formatMoney(4900, 'USD', 'en'))).toBe('$49.00');
  });

  it('drops the minor digits of whole amounts only when asked', () => {
    expect(formatMoney(4900, 'USD', 'en', { trimWholeAmounts: true })).toBe('$49');
    expect(formatMoney(4950, 'USD', 'en', { trimWholeAmounts: true })).toBe('$49.50');
    expect(formatMoney(4900, 'JPY', 'en', { trimWholeAmounts: true })).toBe('¥4,900');
  });

  it('accepts a lower-case or padded currency code', () => {
    expect(formatMoney(4900, ' usd ', 'en')).toBe('$49.00');
  });

  it('shows an unknown currency code after the plain amount instead of failing', () => {
    expect(formatMoney(4900, 'XX1', 'en')).toBe('49.00 XX1');
  });

  it('falls back to English for an unusable locale tag', () => {
    expect(formatMoney(4900, 'USD', 'not a locale!')).toBe('$49.00');
  });
});

describe('minorDigits', () => {
  it.each([
    { currency: 'USD', digits: 2 },
    { currency: 'JPY', digits: 0 },
    { currency: 'BHD', digits: 3 },
    { currency: '???', digits: undefined },
  ])('$currency has $digits minor digits', ({ currency, digits }) => {
    expect(minorDigits(currency)).toBe(digits);
  });
});
