// A checkout's figures, shared by the quote (orderPricingSummary) and createOrder so both compute the same lines
// and the same payment split from the same rules.
import { planCheckoutPayment, type CheckoutPayment } from '../../../src/domain/payments/checkout-payment.ts';
import { PaymentRuleError } from '../../../src/domain/payments/payment-errors.ts';
import type { PaymentMethod } from '../../../src/domain/payments/payment-methods.ts';
import { money, zeroMoney, type Money } from '../../../src/domain/pricing/money-value.ts';
import { orderFeeLines, orderTotal, type OrderFeeLine } from '../../../src/domain/pricing/order-lines.ts';
import type { Database } from '../../db/client.ts';
import { couponForCheckout, promoOf, type CouponRow } from '../coupons.ts';
import { appError } from '../errors.ts';
import { findGiftCard, findWallet, type LedgerAccountRow } from '../ledger/ledger-accounts.ts';
import type { CheckoutPlace } from './checkout-place.ts';
import { priceCheckoutItems, type PricedCheckoutItem } from './priced-items.ts';

export type CheckoutPricing = {
  currencyCode: string;
  items: PricedCheckoutItem[];
  /** Per item, in the items' order: price, shipping, platform fee, discount (zero lines absent). */
  lines: OrderFeeLine[][];
  total: Money;
  coupon: CouponRow | null;
};

export async function priceCheckout(
  db: Database,
  now: Date,
  place: CheckoutPlace,
  items: readonly { productId: string; categoryId: string }[],
  promoCode: string | undefined,
): Promise<CheckoutPricing> {
  const priced = await priceCheckoutItems(db, place, items);
  const coupon = promoCode === undefined ? null : await couponForCheckout(db, place.business.id, promoCode, now);
  return checkoutPricingOf(place.business, priced, coupon);
}

/** The lines and total of priced items with the business's platform fee and the coupon (the one rule for every caller). */
export function checkoutPricingOf(business: { currencyCode: string; platformFee: number }, priced: PricedCheckoutItem[], coupon: CouponRow | null): CheckoutPricing {
  const currencyCode = business.currencyCode;
  const lines = orderFeeLines({ currency: currencyCode, items: priced, platformFee: business.platformFee, promo: coupon ? promoOf(coupon) : null });
  return { currencyCode, items: priced, lines, total: orderTotal(lines, currencyCode), coupon };
}

/** The balances a payment draws on: the gift card named at checkout and the client's wallet. */
export type PaymentSources = { giftCard: LedgerAccountRow | null; wallet: LedgerAccountRow | null };

const USES_WALLET: readonly PaymentMethod[] = ['WALLET', 'WALLET_CARD', 'WALLET_CASH'];

/**
 * Reads (with `lock`, locks: gift card first, then wallet, the same order everywhere) the sources a checkout
 * pays from. A gift card that is unknown, expired or in another currency is GIFT_CARD_INVALID; an empty one
 * GIFT_CARD_EMPTY. A wallet in another currency than the business's is not usable here and counts as empty.
 */
export async function readPaymentSources(
  db: Database,
  secret: Uint8Array,
  now: Date,
  input: { organizationId: string; clientId: string; currencyCode: string; giftCardNumber: string | undefined; method: PaymentMethod; lock: boolean },
): Promise<PaymentSources> {
  let giftCard: LedgerAccountRow | null = null;
  if (input.giftCardNumber !== undefined) {
    giftCard = await findGiftCard(db, secret, input.organizationId, input.giftCardNumber, now, input.lock);
    if (giftCard.currencyCode !== input.currencyCode) throw appError('GIFT_CARD_INVALID');
    if (giftCard.balance <= 0) throw appError('GIFT_CARD_EMPTY');
  }
  let wallet: LedgerAccountRow | null = null;
  if (USES_WALLET.includes(input.method)) {
    const found = await findWallet(db, input.organizationId, input.clientId, input.lock);
    wallet = found && found.currencyCode === input.currencyCode ? found : null;
  }
  return { giftCard, wallet };
}

/** Who pays what; INSUFFICIENT_WALLET_BALANCE when WALLET alone cannot cover what the gift card leaves. */
export function planPayment(pricing: CheckoutPricing, method: PaymentMethod, sources: PaymentSources): CheckoutPayment {
  const currency = pricing.currencyCode;
  try {
    return planCheckoutPayment({
      method,
      total: pricing.total,
      giftCardBalance: sources.giftCard ? money(sources.giftCard.balance, currency) : null,
      walletBalance: sources.wallet ? money(sources.wallet.balance, currency) : zeroMoney(currency),
    });
  } catch (error) {
    if (error instanceof PaymentRuleError && error.code === 'INSUFFICIENT_WALLET_BALANCE') throw appError('INSUFFICIENT_WALLET_BALANCE');
    throw error;
  }
}
