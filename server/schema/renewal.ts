// Auto-renewal of a medication program (spec §4 "Medication flow", §9 "auto-renew charges on day 21 after
// delivery"): OrderItem.autoRenewal and setAutoRenew for the client; renewalsAwaitingApproval, approveRenewal and
// declineRenewal for the providers who treat the client, where the category's workflow asks for re-approval.
import { z } from 'zod';
import { requireGrant } from '../context.ts';
import { idSchema } from '../services/catalogue/inputs.ts';
import { appError, parseInput } from '../services/errors.ts';
import { requireHcp } from '../services/hcp/hcp-scope.ts';
import { orderItemView } from '../services/hcp/order-item-view.ts';
import type { OrderItemView } from '../services/orders/read-order.ts';
import { autoRenewalOf, renewalOfItem, setAutoRenew, type AutoRenewalView, type RenewalOutcomeView } from '../services/renewal/auto-renewal.ts';
import { approveRenewal, declineRenewal, renewalsAwaitingApproval, type RenewalApprovalView } from '../services/renewal/renewal-approval.ts';
import { auditHealthRead } from '../services/audit.ts';
import { findBookingItem } from '../services/bookings/find-booking.ts';
import { scopeOf } from '../services/bookings/scope.ts';
import { bookingsActor } from './bookings-types.ts';
import { builder } from './builder.ts';
import { PrescriptionDirectionRef } from './hcp-treatment.ts';
import { OrderItem } from './orders.ts';

const RenewalOutcome = builder.objectRef<RenewalOutcomeView>('RenewalOutcome').implement({
  description: 'What became of the latest renewal: CHARGED, FAILED, AWAITING_APPROVAL, DECLINED or CANCELLED (auto-renew turned off while it waited).',
  fields: (t) => ({
    status: t.exposeString('status'),
    at: t.field({ type: 'DateTime', resolve: (o) => o.at }),
    amount: t.exposeInt('amount', { description: 'Minor units.' }),
    orderItemId: t.exposeID('orderItemId', { nullable: true, description: 'The renewal’s own order item (booking type AUTO_RENEW).' }),
    message: t.exposeString('message', { nullable: true, description: 'The provider’s reason (DECLINED) or why the payment failed (FAILED).' }),
  }),
});

const AutoRenewal = builder.objectRef<AutoRenewalView>('AutoRenewal').implement({
  description: 'Auto-renewal of a program item’s monthly medication: the next month is ordered and charged 21 days after the current one was delivered.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    canChange: t.exposeBoolean('canChange', { description: 'Once the booking is processed (medication ordered or later) and while the program runs.' }),
    nextRenewalAt: t.field({ type: 'DateTime', nullable: true, description: 'Delivery + 21 days; null until the current month is delivered, or when off.', resolve: (a) => a.nextRenewalAt }),
    nextAmount: t.exposeInt('nextAmount', { nullable: true, description: 'Minor units: the next month’s dose price + shipping.' }),
    currencyCode: t.exposeString('currencyCode'),
    nextDirection: t.field({ type: PrescriptionDirectionRef, nullable: true, description: 'The dose the next month supplies (the titration schedule).', resolve: (a) => a.nextDirection }),
    requiresReapproval: t.exposeBoolean('requiresReapproval', { description: 'A provider approves each renewal before it is charged.' }),
    lastRenewal: t.field({ type: RenewalOutcome, nullable: true, resolve: (a) => a.lastRenewal }),
  }),
});

builder.objectFields(OrderItem, (t) => ({
  autoRenewal: t.field({
    type: AutoRenewal,
    nullable: true,
    description: 'On a program item (an approved treatment with a prescription); null for any other item.',
    resolve: async (item, _args, ctx) => {
      // The item was read inside the caller's scope; a bookings grant is checked again for this field.
      const actor = await bookingsActor(ctx);
      const booking = await findBookingItem(ctx.deps.db, scopeOf(actor), item.id);
      if (!booking) return null;
      const view = await autoRenewalOf(ctx.deps.db, item.id);
      // The next dose is prescription data: every read is audited.
      if (view) await auditHealthRead(ctx, 'OrderItem.autoRenewal', { organizationId: actor.organizationId, clientId: booking.clientId });
      return view;
    },
  }),
  renewal: t.field({
    type: RenewalOutcome,
    nullable: true,
    description: 'On a renewal item (booking type AUTO_RENEW): its renewal’s outcome, e.g. AWAITING_APPROVAL while a provider has to approve it; null for any other item.',
    resolve: async (item, _args, ctx) => {
      const actor = await bookingsActor(ctx);
      const booking = await findBookingItem(ctx.deps.db, scopeOf(actor), item.id);
      if (!booking) return null;
      const outcome = await renewalOfItem(ctx.deps.db, item.id);
      // A declined renewal's message is the provider's reason: a treatment decision, audited.
      if (outcome?.status === 'DECLINED') await auditHealthRead(ctx, 'OrderItem.renewal', { organizationId: actor.organizationId, clientId: booking.clientId });
      return outcome;
    },
  }),
}));

const RenewalApproval = builder.objectRef<RenewalApprovalView>('RenewalApproval').implement({
  description: 'A renewal waiting for the provider’s approval before it is charged.',
  fields: (t) => ({
    orderItemId: t.exposeID('orderItemId', { description: 'The renewal’s own item: what approveRenewal and declineRenewal take.' }),
    orderItemDisplayId: t.exposeString('orderItemDisplayId'),
    orderId: t.exposeID('orderId'),
    programItemId: t.exposeID('programItemId'),
    cycle: t.exposeInt('cycle', { description: 'The month of the program: 2 for the first renewal.' }),
    clientId: t.exposeID('clientId'),
    clientName: t.exposeString('clientName'),
    medicationName: t.exposeString('medicationName'),
    direction: t.field({ type: PrescriptionDirectionRef, resolve: (r) => r.direction }),
    amount: t.exposeInt('amount', { description: 'Minor units: the dose’s price + shipping.' }),
    currencyCode: t.exposeString('currencyCode'),
    dueAt: t.field({ type: 'DateTime', resolve: (r) => r.dueAt }),
    requestedAt: t.field({ type: 'DateTime', resolve: (r) => r.requestedAt }),
  }),
});

builder.queryField('renewalsAwaitingApproval', (t) =>
  t.field({
    type: [RenewalApproval],
    description: 'HEALTHCARE_PROVIDER: renewals waiting for approval of the clients the provider treats (a session with them), oldest due first.',
    resolve: async (_root, _args, ctx) => {
      const actor = await requireHcp(ctx);
      const views = await renewalsAwaitingApproval(ctx.deps, actor);
      await Promise.all(views.map((v) => auditHealthRead(ctx, 'Query.renewalsAwaitingApproval', { organizationId: actor.organizationId, clientId: v.clientId })));
      return views;
    },
  }),
);

async function itemAfterDecision(db: Parameters<typeof orderItemView>[0], organizationId: string, orderItemId: string): Promise<OrderItemView> {
  const item = await orderItemView(db, organizationId, orderItemId);
  if (!item) throw appError('NOT_FOUND');
  return item;
}

const ApproveRenewalInput = builder.inputType('ApproveRenewalInput', { fields: (t) => ({ orderItemId: t.id({ required: true }) }) });

builder.mutationField('approveRenewal', (t) =>
  t.field({
    type: OrderItem,
    description: 'HEALTHCARE_PROVIDER who treats the client: approves a renewal waiting for approval; it is charged now (MedicationOrdered, or Cancelled if the card fails).',
    args: { input: t.arg({ type: ApproveRenewalInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = await requireHcp(ctx);
      const { orderItemId } = parseInput(z.object({ orderItemId: idSchema }), args.input);
      return itemAfterDecision(ctx.deps.db, actor.organizationId, await approveRenewal(ctx.deps, actor, orderItemId));
    },
  }),
);

const DeclineRenewalInput = builder.inputType('DeclineRenewalInput', {
  fields: (t) => ({ orderItemId: t.id({ required: true }), reason: t.string({ required: true, description: 'Shown to the client; 1..1000 characters.' }) }),
});

builder.mutationField('declineRenewal', (t) =>
  t.field({
    type: OrderItem,
    description: 'HEALTHCARE_PROVIDER who treats the client: declines a renewal waiting for approval; its item is Cancelled, nothing is charged, the client is mailed.',
    args: { input: t.arg({ type: DeclineRenewalInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = await requireHcp(ctx);
      const { orderItemId } = parseInput(z.object({ orderItemId: idSchema }), { orderItemId: args.input.orderItemId });
      return itemAfterDecision(ctx.deps.db, actor.organizationId, await declineRenewal(ctx.deps, actor, { orderItemId, reason: args.input.reason }));
    },
  }),
);

const SetAutoRenewInput = builder.inputType('SetAutoRenewInput', {
  fields: (t) => ({ orderItemId: t.id({ required: true, description: 'The program item.' }), enabled: t.boolean({ required: true }) }),
});

builder.mutationField('setAutoRenew', (t) =>
  t.field({
    type: OrderItem,
    description:
      'CLIENT of the item: turns auto-renew on or off once the booking is processed. Off withdraws a renewal waiting for approval; on tries a failed renewal again at once.',
    args: { input: t.arg({ type: SetAutoRenewInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { grant } = await requireGrant(ctx, ['CLIENT']);
      const { orderItemId } = parseInput(z.object({ orderItemId: idSchema }), { orderItemId: args.input.orderItemId });
      await setAutoRenew(ctx.deps, { organizationId: grant.organizationId, clientId: grant.targetId }, { orderItemId, enabled: args.input.enabled });
      return itemAfterDecision(ctx.deps.db, grant.organizationId, orderItemId);
    },
  }),
);
