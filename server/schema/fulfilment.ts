// The business's fulfilment queue (issue 11): BUSINESS_ADMIN and SERVICE_PROVIDER grants of the business see its
// medication orders, mark them preparing, ship them and mark them delivered. Another tenant's order is NOT_FOUND.
import type { clientAddresses } from '../db/schema/index.ts';
import {
  fulfilmentActor,
  listFulfilmentOrders,
  markMedicationOrderDelivered,
  markMedicationOrderPreparing,
  shipMedicationOrder,
  type FulfilmentOrderView,
} from '../services/medication/fulfilment.ts';
import { shipmentsLoader } from '../services/shipments/loaders.ts';
import { builder } from './builder.ts';
import { ClientAddress } from './client.ts';
import { MedicationOrder, MedicationOrderStatusEnum } from './medication.ts';
import { Shipment } from './shipments.ts';

type AddressRow = typeof clientAddresses.$inferSelect;

const FulfilmentOrder = builder.objectRef<FulfilmentOrderView>('FulfilmentOrder').implement({
  description: 'A medication order in the fulfilment queue, with whom and where it goes.',
  fields: (t) => ({
    medicationOrder: t.field({ type: MedicationOrder, resolve: (o) => o.medicationOrder }),
    orderItemDisplayId: t.exposeString('orderItemDisplayId'),
    orderId: t.exposeID('orderId'),
    productName: t.exposeString('productName'),
    clientName: t.exposeString('clientName'),
    clientEmail: t.exposeString('clientEmail'),
    clientPhone: t.exposeString('clientPhone', { nullable: true }),
    shipping: t.field({ type: ClientAddress, nullable: true, resolve: (o): AddressRow | null => o.shippingAddress }),
    shipments: t.field({ type: [Shipment], resolve: (o, _args, ctx) => shipmentsLoader(ctx, ctx.deps.db).load(o.medicationOrder.orderItemId) }),
  }),
});

const FulfilmentOrderPage = builder.objectRef<{ nodes: FulfilmentOrderView[]; totalCount: number }>('FulfilmentOrderPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [FulfilmentOrder], resolve: (p) => p.nodes }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const FulfilmentFilter = builder.inputType('FulfilmentFilter', {
  fields: (t) => ({
    statuses: t.field({ type: [MedicationOrderStatusEnum], description: 'Open orders (ORDERED, PREPARING, SHIPPED, MISSING_REPORTED) when empty.' }),
    search: t.string({ description: 'A booking id (CB-10001, CB-10001-1) or part of the client’s name.' }),
  }),
});

builder.queryField('medicationOrdersToFulfil', (t) =>
  t.field({
    type: FulfilmentOrderPage,
    description: "BUSINESS_ADMIN or SERVICE_PROVIDER: a page of the business's medication orders, oldest order first.",
    args: {
      filter: t.arg({ type: FulfilmentFilter }),
      limit: t.arg.int({ defaultValue: 10 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: async (_root, args, ctx) => {
      const actor = await fulfilmentActor(ctx);
      // What a shipment needs (name, address, medication); reading the medication is audited by MedicationOrder.
      return listFulfilmentOrders(ctx.deps, actor, args.filter ?? {}, { limit: args.limit ?? 10, offset: args.offset ?? 0 });
    },
  }),
);

const MedicationOrderRefInput = builder.inputType('MedicationOrderRefInput', { fields: (t) => ({ medicationOrderId: t.id({ required: true }) }) });

const ShipMedicationOrderInput = builder.inputType('ShipMedicationOrderInput', {
  fields: (t) => ({
    medicationOrderId: t.id({ required: true }),
    carrier: t.string({ required: true }),
    trackingNumber: t.string({ required: true }),
    trackingUrl: t.string({ required: true, description: 'The carrier’s tracking page; https only.' }),
  }),
});

builder.mutationField('markMedicationOrderPreparing', (t) =>
  t.field({
    type: MedicationOrder,
    description: 'Staff: ORDERED -> PREPARING.',
    args: { input: t.arg({ type: MedicationOrderRefInput, required: true }) },
    resolve: async (_root, args, ctx) => markMedicationOrderPreparing(ctx.deps, await fulfilmentActor(ctx), args.input),
  }),
);

builder.mutationField('shipMedicationOrder', (t) =>
  t.field({
    type: MedicationOrder,
    description: 'Staff: records the parcel and moves the order to SHIPPED and its item to MedicationOrderProcessed.',
    args: { input: t.arg({ type: ShipMedicationOrderInput, required: true }) },
    resolve: async (_root, args, ctx) => shipMedicationOrder(ctx.deps, await fulfilmentActor(ctx), args.input),
  }),
);

builder.mutationField('markMedicationOrderDelivered', (t) =>
  t.field({
    type: MedicationOrder,
    description: 'Staff (the carrier says delivered): SHIPPED or MISSING_REPORTED -> DELIVERED, the item MedicationDelivered.',
    args: { input: t.arg({ type: MedicationOrderRefInput, required: true }) },
    resolve: async (_root, args, ctx) => markMedicationOrderDelivered(ctx.deps, await fulfilmentActor(ctx), args.input),
  }),
);
