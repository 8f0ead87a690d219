import { describe, expect, it } from 'vitest';
import type { Money } from '../../../src/domain/pricing/money-value.ts';
import { MoneyError } from '../../../src/domain/pricing/money-value.ts';
import { applyLedgerEntry, ledgerBalance, signedLedgerAmount, type LedgerEntry } from '../../../src/domain/payments/ledger.ts';
import { PaymentRuleError } from '../../../src/domain/payments/payment-errors.ts';
import {
  allowedPaymentMethods,
  isPaymentMethod,
  isPaymentMethodAllowed,
  PAYMENT_METHODS,
  requiresBillingAddress,
  splitPayment,
  type PaymentMethod,
} from '../../../src/domain/payments/payment-methods.ts';

const usd = (amount: number): Money => ({ amount, currency: 'USD' });
const credit = (amount: number): LedgerEntry => ({ kind: 'CREDIT', amount: usd(amount) });
const debit = (amount: number): LedgerEntry => ({ kind: 'DEBIT', amount: usd(amount) });

function errorCode(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof PaymentRuleError || error instanceof MoneyError) return error.code;
    throw error;
  }
}

describe('payment methods by role (spec §3, issue 4)', () => {
  it.each([
    { role: 'CLIENT', methods: ['CARD', 'WALLET', 'WALLET_CARD'] },
    { role: 'RECEPTIONIST', methods: ['CARD', 'WALLET', 'WALLET_CARD', 'CASH', 'WALLET_CASH'] },
    { role: 'HEALTHCARE_PROVIDER', methods: [] },
    { role: 'BUSINESS_ADMIN', methods: [] },
    { role: 'client', methods: [] },
    { role: '', methods: [] },
  ])('$role', ({ role, methods }) => {
    expect(allowedPaymentMethods(role)).toEqual(methods);
  });

  it.each([
    { role: 'CLIENT', method: 'CASH', allowed: false },
    { role: 'CLIENT', method: 'WALLET_CASH', allowed: false },
    { role: 'CLIENT', method: 'WALLET_CARD', allowed: true },
    { role: 'RECEPTIONIST', method: 'CASH', allowed: true },
  ] as const)('$role may pay by $method: $allowed', ({ role, method, allowed }) => {
    expect(isPaymentMethodAllowed(role, method)).toBe(allowed);
  });

  it.each([
    { method: 'CARD', billing: true },
    { method: 'WALLET_CARD', billing: true },
    { method: 'WALLET', billing: false },
    { method: 'CASH', billing: false },
    { method: 'WALLET_CASH', billing: false },
  ] as const)('$method needs a billing address: $billing', ({ method, billing }) => {
    expect(requiresBillingAddress(method)).toBe(billing);
  });

  it('recognizes the five methods only', () => {
    expect(PAYMENT_METHODS.every(isPaymentMethod)).toBe(true);
    expect([isPaymentMethod('card'), isPaymentMethod('PAYPAL'), isPaymentMethod(1)]).toEqual([false, false, false]);
  });
});

describe('splitPayment: the wallet first, up to its balance', () => {
  it.each([
    { method: 'WALLET_CARD', total: 10000, balance: 3000, split: { wallet: 3000, card: 7000, cash: 0 } },
    { method: 'WALLET_CARD', total: 10000, balance: 10000, split: { wallet: 10000, card: 0, cash: 0 } },
    { method: 'WALLET_CARD', total: 10000, balance: 25000, split: { wallet: 10000, card: 0, cash: 0 } },
    { method: 'WALLET_CARD', total: 10000, balance: 0, split: { wallet: 0, card: 10000, cash: 0 } },
    { method: 'WALLET_CARD', total: 10000, balance: -500, split: { wallet: 0, card: 10000, cash: 0 } },
    { method: 'WALLET_CASH', total: 10000, balance: 2500, split: { wallet: 2500, card: 0, cash: 7500 } },
    { method: 'WALLET', total: 10000, balance: 10000, split: { wallet: 10000, card: 0, cash: 0 } },
    { method: 'WALLET', total: 10000, balance: 20000, split: { wallet: 10000, card: 0, cash: 0 } },
    { method: 'CARD', total: 10000, balance: 20000, split: { wallet: 0, card: 10000, cash: 0 } },
    { method: 'CASH', total: 10000, balance: 20000, split: { wallet: 0, card: 0, cash: 10000 } },
    { method: 'WALLET_CARD', total: 0, balance: 500, split: { wallet: 0, card: 0, cash: 0 } },
  ] satisfies { method: PaymentMethod; total: number; balance: number; split: Record<string, number> }[])(
    '$method of $total with balance $balance',
    ({ method, total, balance, split }) => {
      expect(splitPayment({ method, total: usd(total), walletBalance: usd(balance) })).toEqual({ wallet: usd(split.wallet), card: usd(split.card), cash: usd(split.cash) });
    },
  );

  it.each([
    { name: 'WALLET short of the total', run: () => splitPayment({ method: 'WALLET', total: usd(10000), walletBalance: usd(9999) }), code: 'INSUFFICIENT_WALLET_BALANCE' },
    { name: 'a negative total', run: () => splitPayment({ method: 'CARD', total: usd(-1), walletBalance: usd(0) }), code: 'INVALID_AMOUNT' },
    { name: 'a wallet in another currency', run: () => splitPayment({ method: 'WALLET_CARD', total: usd(100), walletBalance: { amount: 100, currency: 'EUR' } }), code: 'CURRENCY_MISMATCH' },
    { name: 'a float total', run: () => splitPayment({ method: 'CARD', total: usd(10.5), walletBalance: usd(0) }), code: 'NOT_INTEGER' },
  ])('refuses $name', ({ run, code }) => {
    expect(errorCode(run)).toBe(code);
  });
});

describe('ledger: a balance never goes negative', () => {
  it.each([
    { name: 'a credit', balance: 0, entry: credit(5000), expected: 5000 },
    { name: 'a debit within the balance', balance: 5000, entry: debit(2000), expected: 3000 },
    { name: 'a debit of the whole balance', balance: 5000, entry: debit(5000), expected: 0 },
  ])('$name', ({ balance, entry, expected }) => {
    expect(applyLedgerEntry(usd(balance), entry)).toEqual(usd(expected));
  });

  it.each([
    { name: 'a debit beyond the balance', balance: 5000, entry: debit(5001), code: 'OVERDRAFT' },
    { name: 'a debit from zero', balance: 0, entry: debit(1), code: 'OVERDRAFT' },
    { name: 'a credit onto a negative balance', balance: -1, entry: credit(100), code: 'OVERDRAFT' },
    { name: 'a zero entry', balance: 100, entry: debit(0), code: 'INVALID_AMOUNT' },
    { name: 'a negative debit (a credit in disguise)', balance: 100, entry: debit(-50), code: 'INVALID_AMOUNT' },
    { name: 'a float entry', balance: 100, entry: credit(0.5), code: 'NOT_INTEGER' },
    { name: 'another currency', balance: 100, entry: { kind: 'CREDIT', amount: { amount: 1, currency: 'EUR' } }, code: 'CURRENCY_MISMATCH' },
  ] satisfies { name: string; balance: number; entry: LedgerEntry; code: string }[])('refuses $name', ({ balance, entry, code }) => {
    expect(errorCode(() => applyLedgerEntry(usd(balance), entry))).toBe(code);
  });

  it('replays a history from zero', () => {
    expect(ledgerBalance([credit(10000), debit(2500), debit(7500), credit(100)], 'USD')).toEqual(usd(100));
    expect(ledgerBalance([], 'USD')).toEqual(usd(0));
  });

  it('refuses a history that overdraws at any point, even if it ends positive', () => {
    expect(errorCode(() => ledgerBalance([credit(100), debit(200), credit(500)], 'USD'))).toBe('OVERDRAFT');
  });

  it('two checkouts spending the same balance: only the first fits', () => {
    const afterFirst = applyLedgerEntry(usd(5000), debit(4000));
    expect(errorCode(() => applyLedgerEntry(afterFirst, debit(4000)))).toBe('OVERDRAFT');
  });

  it('signs entries for a history list', () => {
    expect([signedLedgerAmount(credit(300)), signedLedgerAmount(debit(300))]).toEqual([usd(300), usd(-300)]);
  });
});
