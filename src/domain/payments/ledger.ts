// Wallet and gift card balances are ledgers (issue 4): every change is an entry, and a balance never goes
// negative. The server applies an entry to the balance it read under a row lock, so two checkouts spending the
// same balance cannot both pass this check.
import { addMoney, money, negateMoney, subtractMoney, zeroMoney, type Money } from '../pricing/money-value.ts';
import { PaymentRuleError } from './payment-errors.ts';

export type LedgerEntryKind = 'CREDIT' | 'DEBIT';

/** `amount` is positive; the kind gives the direction. */
export type LedgerEntry = { readonly kind: LedgerEntryKind; readonly amount: Money };

/** The balance after the entry. A debit beyond the balance is OVERDRAFT; a zero or negative amount INVALID_AMOUNT. */
export function applyLedgerEntry(balance: Money, entry: LedgerEntry): Money {
  const amount = money(entry.amount.amount, entry.amount.currency);
  if (amount.amount <= 0) throw new PaymentRuleError('INVALID_AMOUNT', `ledger entry of ${amount.amount}`);
  if (balance.amount < 0) throw new PaymentRuleError('OVERDRAFT', 'the balance is already negative');
  const next = entry.kind === 'CREDIT' ? addMoney(balance, amount) : subtractMoney(balance, amount);
  if (next.amount < 0) throw new PaymentRuleError('OVERDRAFT', `debit of ${amount.amount} exceeds the balance`);
  return next;
}

/** The balance the entries give from zero, in order; throws as applyLedgerEntry does at the first bad entry. */
export function ledgerBalance(entries: readonly LedgerEntry[], currency: string): Money {
  return entries.reduce(applyLedgerEntry, zeroMoney(currency));
}

/** The signed change of each entry, e.g. for a history list: credits positive, debits negative. */
export function signedLedgerAmount(entry: LedgerEntry): Money {
  return entry.kind === 'CREDIT' ? entry.amount : negateMoney(entry.amount);
}

