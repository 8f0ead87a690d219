// The client's medication program (issue 11, spec §7): what an approved item offers to order
// (OrderItem.medicationOptions), the item's medication order, createMedicationOrder, the client's delivery
// confirmation (markMedicationOrderAsDelivered) and startTreatmentPlan. Prescriptions are health data: they travel
// in responses only, never in logs.
import { eq } from 'drizzle-orm';
import { MEDICATION_ORDER_STATUSES } from '../../src/domain/medication/medication-order-status.ts';
import { requireGrant, type GraphQLContext } from '../context.ts';
import { clientAddresses } from '../db/schema/index.ts';
import { appError } from '../services/errors.ts';
import { orderItemView } from '../services/hcp/order-item-view.ts';
import { createMedicationOrder, type MedicationClient } from '../services/medication/create-medication-order.ts';
import { markMedicationOrderAsDelivered, startTreatmentPlan } from '../services/medication/delivery.ts';
import { auditHealthRead } from '../services/audit.ts';
import { itemExtrasLoader } from '../services/medication/item-extras.ts';
import { medicationOptionsOfItem, type MedicationOptionsView } from '../services/medication/medication-options.ts';
import { medicationOrderLoader, type MedicationOrderView } from '../services/medication/medication-orders.ts';
import type { OrderItemView } from '../services/orders/read-order.ts';
import { builder } from './builder.ts';
import { ClientAddress } from './client.ts';
import { PrescriptionDirectionRef, PrescriptionRef } from './hcp-treatment.ts';
import { OrderItem } from './orders.ts';
import { PaymentMethodEnum } from './pricing-summary.ts';

export const MedicationOrderStatusEnum = builder.enumType('MedicationOrderStatus', {
  values: MEDICATION_ORDER_STATUSES,
  description: 'PROCESSING while paid, ORDERED -> PREPARING -> SHIPPED -> DELIVERED; MISSING_REPORTED, FAILED (payment), CANCELLED.',
});

export const MedicationOrder = builder.objectRef<MedicationOrderView>('MedicationOrder').implement({
  description: "One month of medication for an order item: month 1 on the program item, each renewal on its own item. Money in minor units.",
  fields: (t) => ({
    id: t.exposeID('id'),
    orderItemId: t.exposeID('orderItemId'),
    programItemId: t.exposeID('programItemId'),
    cycle: t.exposeInt('cycle'),
    bookingType: t.exposeString('bookingType', { description: 'FIRST_MONTH or AUTO_RENEW.' }),
    status: t.field({ type: MedicationOrderStatusEnum, resolve: (o) => o.status }),
    // The medication and its dose are health data: every read is audited, whichever path reached the order.
    direction: t.field({
      type: PrescriptionDirectionRef,
      resolve: async (o, _args, ctx) => {
        await auditHealthRead(ctx, 'MedicationOrder.direction', o);
        return o.direction;
      },
    }),
    medicationName: t.string({
      resolve: async (o, _args, ctx) => {
        await auditHealthRead(ctx, 'MedicationOrder.medicationName', o);
        return o.medicationName;
      },
    }),
    amount: t.exposeInt('amount', { description: "The direction's selling price (one month)." }),
    shippingCost: t.exposeInt('shippingCost'),
    credit: t.exposeInt('credit', { description: 'Covered by what checkout charged for a medication program.' }),
    chargedAmount: t.exposeInt('chargedAmount', { description: 'amount + shippingCost - credit: what this order charged (or tried to).' }),
    walletAmount: t.exposeInt('walletAmount'),
    cardAmount: t.exposeInt('cardAmount'),
    currencyCode: t.exposeString('currencyCode'),
    paymentMethod: t.exposeString('paymentMethod'),
    shippingAddress: t.field({
      type: ClientAddress,
      nullable: true,
      resolve: async (o, _args, ctx) => {
        if (!o.shippingAddressId) return null;
        // Soft-deleted included: the order keeps the address it was sent to.
        const [row] = await ctx.deps.db.select().from(clientAddresses).where(eq(clientAddresses.id, o.shippingAddressId)).limit(1);
        return row ?? null;
      },
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (o) => o.createdAt }),
    orderedAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.orderedAt }),
    preparingAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.preparingAt }),
    shippedAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.shippedAt }),
    deliveredAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.deliveredAt }),
    deliveryConfirmedAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.deliveryConfirmedAt }),
    missingReportedAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.missingReportedAt }),
    failureCode: t.exposeString('failureCode', { nullable: true, description: 'For FAILED: the error code (CARD_DECLINED, ...).' }),
    failureReason: t.exposeString('failureReason', { nullable: true }),
  }),
});

const MedicationOptions = builder.objectRef<MedicationOptionsView>('MedicationOptions').implement({
  description: 'What the client may order now for an approved item: the lowest dose first (spec §9), one month at a time.',
  fields: (t) => ({
    prescription: t.field({ type: PrescriptionRef, resolve: (o) => o.prescription }),
    startingDirection: t.field({ type: PrescriptionDirectionRef, resolve: (o) => o.startingDirection }),
    amountNow: t.exposeInt('amountNow', { description: 'Charged at order time, minor units.' }),
    shippingCost: t.exposeInt('shippingCost'),
    creditFromCheckout: t.exposeInt('creditFromCheckout'),
    currencyCode: t.exposeString('currencyCode'),
  }),
});

builder.objectFields(OrderItem, (t) => ({
  medicationOrder: t.field({
    type: MedicationOrder,
    nullable: true,
    description: "The item's own medication order (month 1 on the program item, or a renewal's); its latest failed attempt when none went through.",
    resolve: (item, _args, ctx) => medicationOrderLoader(ctx, ctx.deps.db).load(item.id),
  }),
  programItemId: t.id({
    nullable: true,
    description: 'On a renewal item: the program item that holds the prescription.',
    resolve: async (item, _args, ctx) => (await itemExtrasLoader(ctx, ctx.deps.db).load(item.id))?.programItemId ?? null,
  }),
  treatmentPlanStartDate: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When the client started the program.',
    resolve: async (item, _args, ctx) => (await itemExtrasLoader(ctx, ctx.deps.db).load(item.id))?.treatmentPlanStartDate ?? null,
  }),
  medicationOptions: t.field({
    type: MedicationOptions,
    nullable: true,
    description: "For the item's client, when its approved medication can be ordered now; null otherwise.",
    resolve: async (item, _args, ctx) => {
      if (ctx.roleHeaders.roleName !== 'CLIENT') return null;
      const options = await medicationOptionsOfItem(ctx.deps.db, item.id);
      if (options) await auditHealthRead(ctx, 'OrderItem.medicationOptions', options.prescription);
      return options;
    },
  }),
}));

async function medicationClient(ctx: GraphQLContext): Promise<MedicationClient> {
  const { viewer, grant } = await requireGrant(ctx, ['CLIENT']);
  return { userId: viewer.user.id, organizationId: grant.organizationId, clientId: grant.targetId };
}

async function itemOf(ctx: GraphQLContext, who: MedicationClient, orderItemId: string): Promise<OrderItemView> {
  const item = await orderItemView(ctx.deps.db, who.organizationId, orderItemId);
  if (!item) throw appError('NOT_FOUND');
  return item;
}

const MedicationPaymentInput = builder.inputType('MedicationPaymentInput', {
  fields: (t) => ({
    method: t.field({ type: PaymentMethodEnum, required: true, description: 'CARD, WALLET or WALLET_CARD.' }),
    paymentCardId: t.id({ description: 'A saved card of the client (a new card is added first with addPaymentCard).' }),
  }),
});

const CreateMedicationOrderInput = builder.inputType('CreateMedicationOrderInput', {
  fields: (t) => ({
    orderItemId: t.id({ required: true }),
    idempotencyKey: t.id({ required: true, description: 'A UUID the app picks per attempt and keeps across retries.' }),
    shippingAddressId: t.id({ required: true }),
    payment: t.field({ type: MedicationPaymentInput, required: true }),
  }),
});

const MedicationOrderResult = builder.objectRef<{ success: boolean; message: string; orderItem: OrderItemView | null }>('MedicationOrderResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    message: t.exposeString('message'),
    orderItem: t.field({ type: OrderItem, nullable: true, resolve: (r) => r.orderItem }),
  }),
});

builder.mutationField('createMedicationOrder', (t) =>
  t.field({
    type: MedicationOrderResult,
    description:
      'The client orders month 1 of its approved medication (lowest dose) to one of its addresses, paid now. The same idempotencyKey again answers the first result. A refused card: CARD_DECLINED, INSUFFICIENT_FUNDS, CARD_EXPIRED; wallet short: INSUFFICIENT_WALLET_BALANCE; anything unexpected: ORDER_FAILED.',
    args: { input: t.arg({ type: CreateMedicationOrderInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const who = await medicationClient(ctx);
      const outcome = await createMedicationOrder(ctx.deps, who, args.input);
      return { success: true, message: 'Medication ordered', orderItem: await itemOf(ctx, who, outcome.orderItemId) };
    },
  }),
);

const MarkMedicationOrderAsDeliveredInput = builder.inputType('MarkMedicationOrderAsDeliveredInput', {
  fields: (t) => ({
    orderItemId: t.id({ required: true }),
    idempotencyKey: t.id({ required: true }),
    received: t.boolean({ required: true, description: "true: 'I got my medication'; false: it has not arrived (reported to the business)." }),
    note: t.string(),
  }),
});

const MedicationDeliveryResult = builder.objectRef<{ success: boolean; message: string; orderItem: OrderItemView | null }>('MedicationDeliveryResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    message: t.exposeString('message'),
    orderItem: t.field({ type: OrderItem, nullable: true, resolve: (r) => r.orderItem }),
  }),
});

builder.mutationField('markMedicationOrderAsDelivered', (t) =>
  t.field({
    type: MedicationDeliveryResult,
    description: "The item's client confirms its shipped medication arrived (or reports it missing). The same idempotencyKey again answers the first result; another client's item is NOT_FOUND.",
    args: { input: t.arg({ type: MarkMedicationOrderAsDeliveredInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const who = await medicationClient(ctx);
      const outcome = await markMedicationOrderAsDelivered(ctx.deps, who, args.input);
      return { success: true, message: outcome.message, orderItem: await itemOf(ctx, who, outcome.orderItemId) };
    },
  }),
);

const StartTreatmentPlanInput = builder.inputType('StartTreatmentPlanInput', { fields: (t) => ({ orderItemId: t.id({ required: true }) }) });

builder.mutationField('startTreatmentPlan', (t) =>
  t.field({
    type: OrderItem,
    description: 'The client starts its program once the medication is delivered (MedicationDelivered -> TreatmentPlanStarted).',
    args: { input: t.arg({ type: StartTreatmentPlanInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const who = await medicationClient(ctx);
      return itemOf(ctx, who, await startTreatmentPlan(ctx.deps, who, args.input));
    },
  }),
);
