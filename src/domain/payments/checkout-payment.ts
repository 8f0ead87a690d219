// Who pays what at checkout (issue 4): a gift card first, up to its balance; then the wallet (WALLET,
// WALLET_CARD, WALLET_CASH) as splitPayment decides; the card is pre-authorized for the rest (CARD,
// WALLET_CARD), or the rest is left to be paid in cash (CASH, WALLET_CASH, receptionist bookings).
import { minMoney, money, subtractMoney, zeroMoney, type Money } from '../pricing/money-value.ts';
import { splitPayment, type PaymentMethod } from './payment-methods.ts';

export type CheckoutPayment = {
  readonly giftCard: Money;
  readonly wallet: Money;
  readonly card: Money;
  readonly cash: Money;
};

export type CheckoutPaymentInput = {
  readonly method: PaymentMethod;
  readonly total: Money;
  /** The gift card's balance; null when no gift card is used. */
  readonly giftCardBalance: Money | null;
  /** The client's wallet balance (zero when it has none). */
  readonly walletBalance: Money;
};

/**
 * The amounts each source pays. WALLET must cover everything the gift card leaves (PaymentRuleError
 * INSUFFICIENT_WALLET_BALANCE otherwise); mixed currencies throw MoneyError.
 */
export function planCheckoutPayment({ method, total, giftCardBalance, walletBalance }: CheckoutPaymentInput): CheckoutPayment {
  const amount = money(total.amount, total.currency);
  const zero = zeroMoney(amount.currency);
  const available = giftCardBalance && giftCardBalance.amount > 0 ? giftCardBalance : zero;
  const giftCard = amount.amount > 0 ? minMoney(available, amount) : zero;
  const rest = subtractMoney(amount, giftCard);
  const split = splitPayment({ method, total: rest, walletBalance });
  return { giftCard, ...split };
}

/** What is paid at once (gift card and wallet debits); the card part stays unpaid until it is captured. */
export function paidAtCheckout(payment: CheckoutPayment): Money {
  return money(payment.giftCard.amount + payment.wallet.amount, payment.giftCard.currency);
}
