// Shipments of an order item (spec §3 "Order item" shipments): OrderItem.shipments for the bookings screens, and
// recordShipment for the business's staff (BUSINESS_ADMIN, RECEPTIONIST) to add a parcel with its tracking link.
import { SHIPMENT_STATUSES } from '../../src/domain/shipments/shipment.ts';
import { requireGrant } from '../context.ts';
import { scopeOf } from '../services/bookings/scope.ts';
import { shipmentsLoader } from '../services/shipments/loaders.ts';
import { recordShipment, type ShipmentView } from '../services/shipments/shipments.ts';
import { builder } from './builder.ts';
import { bookingsActor } from './bookings-types.ts';
import { OrderItem } from './orders.ts';

const ShipmentStatusEnum = builder.enumType('ShipmentStatus', { values: SHIPMENT_STATUSES, description: 'Where a parcel is: SHIPPED, IN_TRANSIT or DELIVERED.' });

export const Shipment = builder.objectRef<ShipmentView>('Shipment').implement({
  description: 'A parcel sent for an order item, with the carrier’s tracking page (always https).',
  fields: (t) => ({
    id: t.exposeID('id'),
    orderItemId: t.exposeID('orderItemId'),
    carrier: t.exposeString('carrier'),
    trackingNumber: t.exposeString('trackingNumber'),
    trackingUrl: t.exposeString('trackingUrl'),
    status: t.field({ type: ShipmentStatusEnum, resolve: (s) => s.status }),
    shippedAt: t.field({ type: 'DateTime', resolve: (s) => s.shippedAt }),
    deliveredAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.deliveredAt }),
  }),
});

builder.objectFields(OrderItem, (t) => ({
  shipments: t.field({
    type: [Shipment],
    description: 'The parcels sent for the item, oldest first; empty when nothing was shipped.',
    resolve: async (item, _args, ctx) => {
      // The item itself was read inside the caller's scope; the grant is checked again for this field.
      await bookingsActor(ctx);
      return shipmentsLoader(ctx, ctx.deps.db).load(item.id);
    },
  }),
}));

const RecordShipmentInput = builder.inputType('RecordShipmentInput', {
  fields: (t) => ({
    orderItemId: t.id({ required: true }),
    carrier: t.string({ required: true }),
    trackingNumber: t.string({ required: true }),
    trackingUrl: t.string({ required: true, description: 'The carrier’s tracking page; https only.' }),
    status: t.field({ type: ShipmentStatusEnum, description: 'SHIPPED by default.' }),
  }),
});

builder.mutationField('recordShipment', (t) =>
  t.field({
    type: Shipment,
    description: "Staff (BUSINESS_ADMIN, RECEPTIONIST): records a parcel sent for an order item of their business; NOT_FOUND for anyone else's item.",
    args: { input: t.arg({ type: RecordShipmentInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, grant } = await requireGrant(ctx, ['BUSINESS_ADMIN', 'RECEPTIONIST']);
      const actor = { userId: viewer.user.id, organizationId: grant.organizationId, roleName: grant.roleName, targetId: grant.targetId };
      return recordShipment(ctx.deps, actor, scopeOf(actor), args.input);
    },
  }),
);
