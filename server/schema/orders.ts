import { isOrderItemStatus } from '../../src/domain/orders/order-item-status.ts';
import { requireGrant } from '../context.ts';
import { idSchema } from '../services/catalogue/inputs.ts';
import { parseInput } from '../services/errors.ts';
import { localizedField } from '../services/content/localized-reads.ts';
import { placedOrderSummary } from '../services/orders/pricing-summary.ts';
import { readOrder, type OrderItemView, type OrderView } from '../services/orders/read-order.ts';
import { builder } from './builder.ts';
import { OrderItemStatusEnum } from './orders-duplicate.ts';
import { PaymentMethodEnum, PricingSummary } from './pricing-summary.ts';
import { isPaymentMethod } from '../../src/domain/payments/payment-methods.ts';

export const OrderItem = builder.objectRef<OrderItemView>('OrderItem').implement({
  description: 'One booked product of an order (spec §3 "Order item").',
  fields: (t) => ({
    id: t.exposeID('id'),
    displayId: t.exposeString('displayId'),
    orderId: t.exposeID('orderId'),
    categoryId: t.exposeID('categoryId'),
    // Names in the request's language (x-language), English where not translated: a booking reads like its service.
    categoryName: t.string({ resolve: (i, _args, ctx) => localizedField(ctx, 'category', { id: i.categoryId, name: i.categoryName }, 'name') }),
    productId: t.exposeID('productId'),
    productName: t.string({ resolve: (i, _args, ctx) => localizedField(ctx, 'product', { id: i.productId, name: i.productName }, 'name') }),
    productType: t.exposeString('productType'),
    // Written only from the OrderItemStatus list; an unknown value would be a data bug, shown as null.
    status: t.field({ type: OrderItemStatusEnum, nullable: true, resolve: (i) => (isOrderItemStatus(i.status) ? i.status : null) }),
    createdAt: t.string({ resolve: (i) => i.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (i) => i.updatedAt.toISOString() }),
    billingAddressId: t.exposeID('billingAddressId', { nullable: true }),
    shippingAddressId: t.exposeID('shippingAddressId', { nullable: true }),
  }),
});

export const Order = builder.objectRef<OrderView>('Order').implement({
  description: "A client's booking at a location (spec §3 \"Order\").",
  fields: (t) => ({
    id: t.exposeID('id'),
    displayId: t.exposeString('displayId'),
    organizationId: t.exposeID('organizationId'),
    organizationName: t.exposeString('organizationName'),
    businessId: t.exposeID('businessId'),
    businessName: t.exposeString('businessName'),
    businessLocationId: t.exposeID('businessLocationId'),
    businessLocationName: t.string({ resolve: (o, _args, ctx) => localizedField(ctx, 'location', { id: o.businessLocationId, name: o.businessLocationName }, 'name') }),
    clientId: t.exposeID('clientId'),
    createdAt: t.string({ resolve: (o) => o.createdAt.toISOString() }),
    currencyCode: t.exposeString('currencyCode'),
    paymentMethod: t.field({ type: PaymentMethodEnum, nullable: true, resolve: (o) => (isPaymentMethod(o.paymentMethod) ? o.paymentMethod : null) }),
    orderItems: t.field({ type: [OrderItem], resolve: (o) => o.orderItems }),
    orderPricingSummary: t.field({ type: PricingSummary, resolve: (o, _args, ctx) => placedOrderSummary(ctx.deps.db, o.id, o.currencyCode) }),
  }),
});

builder.queryField('order', (t) =>
  t.field({
    type: Order,
    nullable: true,
    description: "An order of the caller's own (CLIENT) or of its business (RECEPTIONIST, BUSINESS_ADMIN); NOT_FOUND otherwise.",
    args: { orderId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const orderId = parseInput(idSchema, String(args.orderId), 'orderId');
      const { grant } = await requireGrant(ctx, ['CLIENT', 'RECEPTIONIST', 'BUSINESS_ADMIN']);
      return readOrder(ctx.deps.db, orderId, grant);
    },
  }),
);
