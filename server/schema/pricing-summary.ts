import { isPaymentMethodAllowed, PAYMENT_METHODS } from '../../src/domain/payments/payment-methods.ts';
import { cardHoldAmount } from '../../src/domain/reception/reception-constants.ts';
import { requireGrant } from '../context.ts';
import { idSchema } from '../services/catalogue/inputs.ts';
import { badInput, parseInput } from '../services/errors.ts';
import { checkoutQuoteSchema } from '../services/orders/checkout-input.ts';
import { planPayment, readPaymentSources } from '../services/orders/checkout-pricing.ts';
import { quoteCheckout } from '../services/orders/checkout-quote.ts';
import { quotingForClient } from '../services/orders/quote-access.ts';
import { quoteCatalogueCache } from '../services/orders/quote-catalogue-cache.ts';
import { placedOrderSummary, quoteSummary, type FeeLineView, type PaymentSummaryView, type PricingItemView, type PricingSummaryView, type RefundView } from '../services/orders/pricing-summary.ts';
import { readOrder } from '../services/orders/read-order.ts';
import type { RoleName } from '../services/roles.ts';
import { builder } from './builder.ts';

export const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: PAYMENT_METHODS });

const FeeBreakupLine = builder.objectRef<FeeLineView>('FeeBreakupLine').implement({
  description: 'One fee of an item, minor units: its price (entityType null), shipping, platform fee or a discount (negative).',
  fields: (t) => ({
    entityName: t.exposeString('entityName'),
    entityType: t.exposeString('entityType', { nullable: true, description: 'null, shippingCost, platformFee or totalDiscount.' }),
    amount: t.exposeInt('amount'),
    paid: t.exposeInt('paid'),
    unpaid: t.exposeInt('unpaid'),
    createdOn: t.string({ nullable: true, resolve: (l) => l.createdOn?.toISOString() ?? null }),
    updatedOn: t.string({ nullable: true, resolve: (l) => l.updatedOn?.toISOString() ?? null }),
  }),
});

const PricingSummaryItem = builder.objectRef<PricingItemView>('PricingSummaryItem').implement({
  fields: (t) => ({
    orderItemId: t.exposeID('orderItemId', { nullable: true, description: 'Null in a quote.' }),
    categoryId: t.exposeID('categoryId'),
    categoryName: t.exposeString('categoryName'),
    productId: t.exposeID('productId'),
    productName: t.exposeString('productName'),
    productType: t.exposeString('productType'),
    hasHCPApproval: t.exposeBoolean('hasHCPApproval'),
    feeBreakup: t.field({ type: [FeeBreakupLine], resolve: (i) => i.feeBreakup }),
  }),
});

const FeeTotal = builder.objectRef<{ entityName: string; entityType: string | null; amount: number }>('FeeTotal').implement({
  fields: (t) => ({
    entityName: t.exposeString('entityName'),
    entityType: t.exposeString('entityType', { nullable: true }),
    amount: t.exposeInt('amount'),
  }),
});

const PaymentSummary = builder.objectRef<PaymentSummaryView>('PaymentSummary').implement({
  description: 'Order-wide figures in minor units; totalPaid + totalUnpaid = totalAmount.',
  fields: (t) => ({
    feeBreakupTotals: t.field({ type: [FeeTotal], description: "Per fee type (item prices as 'Items', type null).", resolve: (s) => s.feeBreakupTotals }),
    totals: t.field({ type: [FeeTotal], description: 'Per line name.', resolve: (s) => s.totals }),
    totalAmount: t.exposeInt('totalAmount'),
    totalPaid: t.exposeInt('totalPaid'),
    totalUnpaid: t.exposeInt('totalUnpaid'),
    preAuthorized: t.exposeInt('preAuthorized', { description: 'The card hold still in place (in a quote: the hold to be made).' }),
    cardHold: t.exposeInt('cardHold', { description: "The whole card hold in place, even beyond what is still to pay (a receptionist's booking holds $490, spec §9); preAuthorized is the part of it that covers what is owed." }),
    beyondHold: t.exposeInt('beyondHold', { description: 'What is still to pay beyond the card hold: a desk booking costing more than its $490 hold has this charged to the same card when the booking is processed (with the hold\'s capture). 0 without a hold.' }),
    alreadyCharged: t.exposeInt('alreadyCharged'),
    releasedOnCancel: t.exposeInt('releasedOnCancel', { description: 'Unpaid amounts of cancelled items that will never be collected (their card hold was voided or released after the cancellation charge).' }),
    giftCardApplied: t.exposeInt('giftCardApplied'),
    walletApplied: t.exposeInt('walletApplied'),
    cardAmount: t.exposeInt('cardAmount', { description: "The card's share of the order." }),
  }),
});

const PaymentRefund = builder.objectRef<RefundView>('PaymentRefund').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    message: t.exposeString('message', { nullable: true }),
    orderItemId: t.exposeID('orderItemId'),
    refundAmount: t.exposeInt('refundAmount'),
    refundFor: t.exposeString('refundFor', { nullable: true }),
    refundReason: t.exposeString('refundReason', { nullable: true }),
    status: t.exposeString('status'),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (r) => r.updatedAt.toISOString() }),
  }),
});

export const PricingSummary = builder.objectRef<PricingSummaryView>('PricingSummary').implement({
  fields: (t) => ({
    currencyCode: t.exposeString('currencyCode'),
    items: t.field({ type: [PricingSummaryItem], resolve: (s) => s.items }),
    paymentSummary: t.field({ type: PaymentSummary, resolve: (s) => s.paymentSummary }),
    refunds: t.field({ type: [PaymentRefund], resolve: (s) => s.refunds }),
  }),
});

export const CheckoutItemInput = builder.inputType('CheckoutItemInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    categoryId: t.id({ required: true }),
    formResponseIds: t.idList({ description: "The client's answers for this product; they are attached to the new order item." }),
    heldSessionId: t.id({ description: 'A slot the client holds (holdSlot) for this item: createOrder books it with the order (ignored by quotes).' }),
  }),
});

const CheckoutQuoteInput = builder.inputType('CheckoutQuoteInput', {
  fields: (t) => ({
    locationId: t.id({ required: true }),
    clientId: t.id({ description: "Defaults to the caller's CLIENT grant." }),
    items: t.field({ type: [CheckoutItemInput], required: true }),
    promoCode: t.string(),
    giftCardNumber: t.string(),
    paymentMethod: t.field({ type: PaymentMethodEnum, description: 'CARD when left out.' }),
  }),
});

const OrderPricingSummaryInput = builder.inputType('OrderPricingSummaryInput', {
  description: 'Exactly one of orderId (a placed order) and checkout (a quote).',
  fields: (t) => ({ orderId: t.id(), checkout: t.field({ type: CheckoutQuoteInput }) }),
});

const QUOTE_ROLES: readonly RoleName[] = ['CLIENT', 'RECEPTIONIST'];
const READ_ROLES: readonly RoleName[] = ['CLIENT', 'RECEPTIONIST', 'BUSINESS_ADMIN'];

builder.queryField('orderPricingSummary', (t) =>
  t.field({
    type: PricingSummary,
    description: "A placed order's pricing summary, or a checkout's quote computed exactly as createOrder will.",
    args: { input: t.arg({ type: OrderPricingSummaryInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const raw = args.input;
      if ((raw.orderId == null) === (raw.checkout == null)) throw badInput({ input: 'validation.invalid' });
      const { db, secrets } = ctx.deps;
      if (raw.orderId != null) {
        const orderId = parseInput(idSchema, String(raw.orderId), 'input.orderId');
        const { grant } = await requireGrant(ctx, READ_ROLES);
        const order = await readOrder(db, orderId, grant);
        return placedOrderSummary(db, order.id, order.currencyCode);
      }
      const checkout = parseInput(checkoutQuoteSchema, raw.checkout, 'input.checkout');
      const { grant, clientId } = await quotingForClient(ctx, QUOTE_ROLES, checkout.clientId);
      const method = checkout.paymentMethod ?? 'CARD';
      if (!isPaymentMethodAllowed(grant.roleName, method)) throw badInput({ 'input.checkout.paymentMethod': 'validation.invalid' });
      const now = ctx.deps.now();
      const quoteInput = { locationId: checkout.locationId, grant, items: checkout.items, promoCode: checkout.promoCode };
      const { organizationId, pricing } = await quoteCheckout(db, now, quoteInput, quoteCatalogueCache(ctx.deps));
      const sources = await readPaymentSources(db, secrets.jwtSecret, now, {
        organizationId,
        clientId,
        currencyCode: pricing.currencyCode,
        giftCardNumber: checkout.giftCardNumber,
        method,
        lock: false,
      });
      const payment = planPayment(pricing, method, sources);
      return quoteSummary(pricing, payment, cardHoldAmount(grant.roleName, payment.card.amount));
    },
  }),
);
