import { describe, expect, it, vi } from 'vitest';
import { giftCardNumberSchema } from '../../src/domain/payments/gift-and-promo.ts';
import { formatGiftCardInput } from '../../src/features/account/lib/gift-card-input.ts';

// Unit tests run without the Lingui compiler: stand in for the `msg` macro with a descriptor of the source text.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') }),
}));

const { entryDateTime, signedMoney, WALLET_REASONS, walletReasonLabel } = await import('../../src/features/account/lib/wallet-entry.ts');

describe('wallet history rows', () => {
  it.each([
    [5000, 'USD', 'en', '+$50.00'],
    [-1234, 'USD', 'en', '−$12.34'],
    [0, 'USD', 'en', '$0.00'],
    [20000, 'USD', 'es', '+200,00\u00a0US$'],
  ])('%i %s in %s reads %s', (amount, currency, locale, shown) => {
    expect(signedMoney(amount, currency, locale)).toBe(shown);
  });

  it('shows the date and time in the client’s time zone, not the device’s', () => {
    const iso = '2026-03-01T03:30:00.000Z';
    expect(entryDateTime(iso, 'America/New_York', 'en-US')).toBe('Feb 28, 2026, 10:30 PM');
    expect(entryDateTime(iso, 'Asia/Tokyo', 'en-US')).toBe('Mar 1, 2026, 12:30 PM');
  });

  it('falls back to the device zone for a missing or unknown zone, and shows an unreadable date as sent', () => {
    expect(entryDateTime('2026-03-01T03:30:00.000Z', 'Mars/Olympus', 'en-US')).toMatch(/2026/);
    expect(entryDateTime('not a date', null, 'en-US')).toBe('not a date');
  });

  it('has a label for every reason the server records, and none for an unknown one', () => {
    for (const reason of WALLET_REASONS) expect(walletReasonLabel(reason)).not.toBeNull();
    expect(walletReasonLabel('SOMETHING_NEW')).toBeNull();
  });
});

describe('gift card number while typing', () => {
  it.each([
    ['5000000000000002', '5000 0000 0000 0002'],
    ['5000 0000 0000 0002', '5000 0000 0000 0002'],
    ['50000', '5000 0'],
    ['5000-0000-0000-0002-99', '5000 0000 0000 0002'],
  ])('%j -> %j', (typed, shown) => {
    expect(formatGiftCardInput(typed)).toBe(shown);
  });

  it('is accepted by the domain rule once 16 digits are typed', () => {
    expect(giftCardNumberSchema.parse(formatGiftCardInput('5000000000000002'))).toBe('5000000000000002');
  });
});
