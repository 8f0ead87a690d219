// Payment methods (spec §3) and who may use them: a client pays by card, wallet or wallet-then-card; cash
// methods exist only for bookings a receptionist makes. Reading: a receptionist may also use the client's
// methods (the receptionist flow pre-authorizes a card); any other role pays with nothing.
import { minMoney, money, subtractMoney, zeroMoney, type Money } from '../pricing/money-value.ts';
import { PaymentRuleError } from './payment-errors.ts';

export const PAYMENT_METHODS = ['CARD', 'WALLET', 'WALLET_CARD', 'CASH', 'WALLET_CASH'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CLIENT_PAYMENT_METHODS: readonly PaymentMethod[] = ['CARD', 'WALLET', 'WALLET_CARD'];
export const RECEPTIONIST_PAYMENT_METHODS: readonly PaymentMethod[] = [...CLIENT_PAYMENT_METHODS, 'CASH', 'WALLET_CASH'];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The methods a role name (CLIENT, RECEPTIONIST...) may pay with; none for other roles. */
export function allowedPaymentMethods(role: string): readonly PaymentMethod[] {
  if (role === 'CLIENT') return CLIENT_PAYMENT_METHODS;
  if (role === 'RECEPTIONIST') return RECEPTIONIST_PAYMENT_METHODS;
  return [];
}

export function isPaymentMethodAllowed(role: string, method: PaymentMethod): boolean {
  return allowedPaymentMethods(role).includes(method);
}

/** Paying by card needs a billing address (spec §5 'Please select a billing address to proceed'). */
export function requiresBillingAddress(method: PaymentMethod): boolean {
  return method === 'CARD' || method === 'WALLET_CARD';
}

/** How much of an amount each source pays. */
export type PaymentSplit = { readonly wallet: Money; readonly card: Money; readonly cash: Money };

/**
 * Splits `total` between the wallet and the card or cash. WALLET_CARD and WALLET_CASH take from the wallet first,
 * up to its balance, and the rest by card or cash; WALLET alone must cover the whole amount
 * (INSUFFICIENT_WALLET_BALANCE otherwise). A negative total is INVALID_AMOUNT; mixed currencies throw MoneyError.
 */
export function splitPayment({ method, total, walletBalance }: { method: PaymentMethod; total: Money; walletBalance: Money }): PaymentSplit {
  const zero = zeroMoney(total.currency);
  const amount = money(total.amount, total.currency);
  if (amount.amount < 0) throw new PaymentRuleError('INVALID_AMOUNT', `total ${amount.amount} is negative`);
  // A wallet never holds less than zero (ledger rule); treat a bad reading as empty rather than as credit.
  const available = minMoney(walletBalance.amount < 0 ? zero : walletBalance, amount);
  switch (method) {
    case 'CARD':
      return { wallet: zero, card: amount, cash: zero };
    case 'CASH':
      return { wallet: zero, card: zero, cash: amount };
    case 'WALLET':
      if (available.amount < amount.amount) throw new PaymentRuleError('INSUFFICIENT_WALLET_BALANCE', 'the wallet does not cover the amount');
      return { wallet: amount, card: zero, cash: zero };
    case 'WALLET_CARD':
      return { wallet: available, card: subtractMoney(amount, available), cash: zero };
    case 'WALLET_CASH':
      return { wallet: available, card: zero, cash: subtractMoney(amount, available) };
  }
}
