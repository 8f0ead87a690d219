// The money screen's API (issue 16): platform fee and cancellation rule, promo codes, gift cards issued, and the
// refund of an order item.
import { requireBusinessAdmin } from '../services/admin/require-admin.ts';
import { giftCardsOf, issueGiftCard, issueGiftCardInputSchema, type IssuedGiftCard } from '../services/admin/money/gift-cards.ts';
import {
  couponBusinessId,
  couponsOfBusiness,
  createCoupon,
  createCouponInputSchema,
  endCoupon,
  endCouponInputSchema,
  moneySettings,
  moneySettingsInputSchema,
  updateMoneySettings,
  type MoneySettings,
} from '../services/admin/money/money-settings.ts';
import { refundableOf, refundOrderItem, refundOrderItemInputSchema, type PaymentRefundRow, type RefundableItem } from '../services/admin/money/refund-item.ts';
import type { CouponRow } from '../services/coupons.ts';
import { idSchema } from '../services/catalogue/inputs.ts';
import { parseInput } from '../services/errors.ts';
import { z } from 'zod';
import { message } from '../../src/domain/validation/messages.ts';
import { quoteCatalogueChanged } from '../services/orders/quote-catalogue-cache.ts';
import { invalidatePublicContent } from '../services/public-cache.ts';
import { builder } from './builder.ts';

const AdminCoupon = builder.objectRef<CouponRow>('AdminCoupon').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    savingType: t.exposeString('savingType', { description: 'PERCENT (savingValue in basis points) or AMOUNT (minor units).' }),
    savingValue: t.exposeInt('savingValue'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
  }),
});

const AdminGiftCard = builder.objectRef<IssuedGiftCard>('AdminGiftCard').implement({
  fields: (t) => ({
    id: t.id({ resolve: (g) => g.card.id }),
    lastFour: t.string({ nullable: true, resolve: (g) => g.card.cardLastFour }),
    cardNumber: t.string({ nullable: true, description: 'The 16 digits, only in the answer of issueGiftCard (never stored).', resolve: (g) => g.cardNumber }),
    issuedAmount: t.int({ resolve: (g) => g.issuedAmount }),
    balance: t.int({ resolve: (g) => g.card.balance }),
    currencyCode: t.string({ resolve: (g) => g.card.currencyCode }),
    redeemed: t.boolean({ description: 'Moved into a client’s wallet.', resolve: (g) => g.card.clientId !== null || g.card.balance === 0 }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (g) => g.card.expiresAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (g) => g.card.createdAt }),
  }),
});

type MoneyView = MoneySettings & { organizationId: string };

const AdminMoney = builder.objectRef<MoneyView>('AdminMoney').implement({
  description: "A business's money settings with its promo codes and the organization's gift cards.",
  fields: (t) => ({
    businessId: t.exposeID('businessId'),
    currencyCode: t.exposeString('currencyCode'),
    platformFee: t.exposeInt('platformFee', { description: 'Minor units, charged once per order.' }),
    cancellationChargePercent: t.exposeFloat('cancellationChargePercent'),
    cancellationWindowHours: t.exposeFloat('cancellationWindowHours'),
    coupons: t.field({ type: [AdminCoupon], resolve: (m, _args, ctx) => couponsOfBusiness(ctx.deps.db, m.businessId) }),
    giftCards: t.field({ type: [AdminGiftCard], resolve: (m, _args, ctx) => giftCardsOf(ctx.deps.db, m.organizationId) }),
  }),
});

const AdminRefundable = builder.objectRef<RefundableItem>('AdminRefundable').implement({
  fields: (t) => ({
    orderItemId: t.exposeID('orderItemId'),
    displayId: t.exposeString('displayId'),
    productName: t.exposeString('productName'),
    status: t.exposeString('status'),
    currencyCode: t.exposeString('currencyCode'),
    paid: t.exposeInt('paid'),
    refunded: t.exposeInt('refunded'),
    refundable: t.exposeInt('refundable'),
  }),
});

const AdminRefund = builder.objectRef<PaymentRefundRow>('AdminRefund').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    orderItemId: t.exposeID('orderItemId'),
    refundAmount: t.exposeInt('refundAmount'),
    refundFor: t.exposeString('refundFor', { nullable: true, description: 'CARD, WALLET or CARD_AND_WALLET.' }),
    refundReason: t.exposeString('refundReason', { nullable: true }),
    status: t.exposeString('status'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const MoneySettingsInput = builder.inputType('MoneySettingsInput', {
  fields: (t) => ({
    businessId: t.id({ required: true }),
    platformFee: t.int({ required: true }),
    cancellationChargePercent: t.float({ required: true }),
    cancellationWindowHours: t.float({ required: true }),
  }),
});

const CreateCouponInput = builder.inputType('CreateCouponInput', {
  fields: (t) => ({
    idempotencyKey: t.id({ required: true }),
    businessId: t.id({ required: true }),
    code: t.string({ required: true }),
    savingType: t.string({ required: true, description: 'PERCENT or AMOUNT.' }),
    savingValue: t.int({ required: true }),
    expiresAt: t.field({ type: 'DateTime' }),
  }),
});

const IssueGiftCardInput = builder.inputType('IssueGiftCardInput', {
  fields: (t) => ({
    idempotencyKey: t.id({ required: true }),
    businessId: t.id({ required: true }),
    amount: t.int({ required: true }),
    expiresAt: t.field({ type: 'DateTime' }),
  }),
});

const RefundOrderItemInput = builder.inputType('RefundOrderItemInput', {
  fields: (t) => ({
    idempotencyKey: t.id({ required: true }),
    orderItemId: t.id({ required: true }),
    amount: t.int({ required: true }),
    reason: t.string({ required: true }),
  }),
});

builder.queryField('adminMoney', (t) =>
  t.field({
    type: AdminMoney,
    args: { businessId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { grant } = await requireBusinessAdmin(ctx, String(args.businessId));
      return { ...(await moneySettings(ctx.deps.db, String(args.businessId))), organizationId: grant.organizationId };
    },
  }),
);

builder.queryField('adminRefundable', (t) =>
  t.field({
    type: AdminRefundable,
    description: "What an order item of the business (by its booking id, displayId) has paid and can still get back.",
    args: { businessId: t.arg.id({ required: true }), displayId: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { businessId, displayId } = parseInput(z.object({ businessId: idSchema, displayId: z.string().trim().min(1, message('validation.required')).max(40, message('validation.invalid')) }), args);
      await requireBusinessAdmin(ctx, businessId);
      return refundableOf(ctx.deps.db, { businessId, displayId: displayId.toUpperCase() });
    },
  }),
);

builder.mutationField('updateMoneySettings', (t) =>
  t.field({
    type: AdminMoney,
    args: { input: t.arg({ type: MoneySettingsInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(moneySettingsInputSchema, args.input, 'input');
      const granted = await requireBusinessAdmin(ctx, input.businessId);
      const settings = await updateMoneySettings(ctx.deps.db, granted, input, ctx.deps.now());
      invalidatePublicContent(ctx.deps, granted.grant.organizationId);
      return { ...settings, organizationId: granted.grant.organizationId };
    },
  }),
);

builder.mutationField('createCoupon', (t) =>
  t.field({
    type: AdminCoupon,
    description: 'A new promo code of the business. Idempotent by idempotencyKey.',
    args: { input: t.arg({ type: CreateCouponInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(createCouponInputSchema, args.input, 'input');
      const granted = await requireBusinessAdmin(ctx, input.businessId);
      const coupon = await createCoupon(ctx.deps.db, granted, input, ctx.deps.now());
      quoteCatalogueChanged(ctx.deps, granted.grant.organizationId);
      return coupon;
    },
  }),
);

builder.mutationField('endCoupon', (t) =>
  t.field({
    type: AdminCoupon,
    description: 'The promo code stops applying now (orders that used it keep it).',
    args: { couponId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { couponId } = parseInput(endCouponInputSchema, { couponId: args.couponId });
      const granted = await requireBusinessAdmin(ctx, await couponBusinessId(ctx.deps.db, couponId));
      const coupon = await endCoupon(ctx.deps.db, granted, couponId, ctx.deps.now());
      quoteCatalogueChanged(ctx.deps, granted.grant.organizationId);
      return coupon;
    },
  }),
);

builder.mutationField('issueGiftCard', (t) =>
  t.field({
    type: AdminGiftCard,
    description: 'A new gift card; its number is in this answer only. Idempotent by idempotencyKey (a retry answers the same card and number).',
    args: { input: t.arg({ type: IssueGiftCardInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(issueGiftCardInputSchema, args.input, 'input');
      const granted = await requireBusinessAdmin(ctx, input.businessId);
      return issueGiftCard(ctx.deps.db, ctx.deps.secrets.jwtSecret, granted, input, ctx.deps.now());
    },
  }),
);

builder.mutationField('refundOrderItem', (t) =>
  t.field({
    type: AdminRefund,
    description: 'Gives back up to what the item has paid: to the card it was captured from, the rest to the wallet. Idempotent by idempotencyKey.',
    args: { input: t.arg({ type: RefundOrderItemInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(refundOrderItemInputSchema, args.input, 'input');
      const granted = await requireBusinessAdmin(ctx, (await refundableOf(ctx.deps.db, { orderItemId: input.orderItemId })).businessId);
      return refundOrderItem(ctx.deps, granted, input, ctx.deps.now());
    },
  }),
);
