import { requireClientAccess } from '../context.ts';
import { checkDuplicateOrder, type DuplicateCheck, type ExistingOrderItem } from '../services/orders/duplicate-order.ts';
import { isOrderItemStatus, ORDER_ITEM_STATUSES } from '../services/orders/duplicate-statuses.ts';
import { builder } from './builder.ts';

export const OrderItemStatusEnum = builder.enumType('OrderItemStatus', { values: ORDER_ITEM_STATUSES });

const ExistingOrderItemRef = builder.objectRef<ExistingOrderItem>('ExistingOrderItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    displayId: t.exposeString('displayId'),
    orderId: t.exposeID('orderId'),
    productId: t.exposeID('productId'),
    categoryId: t.exposeID('categoryId'),
    // Stored as text; an unknown value (older data) reads as null rather than failing the check.
    status: t.field({ type: OrderItemStatusEnum, nullable: true, resolve: (i) => (isOrderItemStatus(i.status) ? i.status : null) }),
    productName: t.exposeString('productName'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const DuplicateOrderCheck = builder.objectRef<DuplicateCheck>('DuplicateOrderCheck').implement({
  fields: (t) => ({
    isDuplicate: t.exposeBoolean('isDuplicate'),
    existingOrderItem: t.field({ type: ExistingOrderItemRef, nullable: true, resolve: (c) => c.existingOrderItem }),
  }),
});

// The spec names the same check twice (validateDuplicateOrder, also named validateOrder).
for (const name of ['validateDuplicateOrder', 'validateOrder'] as const) {
  builder.queryField(name, (t) =>
    t.field({
      type: DuplicateOrderCheck,
      description: 'Whether the client already has an active order item in the category (spec §4 active list).',
      args: { categoryId: t.arg.id({ required: true }), clientId: t.arg.id({ required: true }), productId: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const { grant, client } = await requireClientAccess(ctx, String(args.clientId));
        return checkDuplicateOrder(ctx, grant.organizationId, client.id, args);
      },
    }),
  );
}
