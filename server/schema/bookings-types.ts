// The bookings side of Order and OrderItem (spec §3 "Order item consult", consultationDetail): each order item's
// consult sessions with the flags the server decides, what cancelling it would cost now, and the order's
// addresses. Added to the orders schema's types, so an item read through `order` has them too.
import { requireGrant, type GraphQLContext } from '../context.ts';
import { currentConsult, type ConsultView } from '../services/bookings/consults.ts';
import { quoteCancellation, type CancellationQuote } from '../services/bookings/cancellation-quote.ts';
import { findBookingItem } from '../services/bookings/find-booking.ts';
import { bookingLoaders, type BookingLoaders } from '../services/bookings/loaders.ts';
import { BOOKINGS_ROLES, scopeOf, type BookingsActor } from '../services/bookings/scope.ts';
import { builder } from './builder.ts';
import { ClientAddress } from './client.ts';
import { Order, OrderItem } from './orders.ts';
import { SessionModeEnum, SessionStatusEnum } from './scheduling-enums.ts';

/** The caller's bookings grant (CLIENT, RECEPTIONIST or BUSINESS_ADMIN), checked against its role headers. */
export async function bookingsActor(ctx: GraphQLContext): Promise<BookingsActor> {
  const { viewer, grant } = await requireGrant(ctx, BOOKINGS_ROLES);
  return { userId: viewer.user.id, organizationId: grant.organizationId, roleName: grant.roleName, targetId: grant.targetId };
}

export async function loadersOf(ctx: GraphQLContext): Promise<BookingLoaders> {
  const actor = await bookingsActor(ctx);
  return bookingLoaders(ctx, ctx.deps.db, actor, ctx.deps.now);
}

const UserSummary = builder.objectRef<ConsultView['provider']>('UserSummary').implement({
  description: 'Spec §3 "User summary": who a booking is with.',
  fields: (t) => ({
    roleId: t.exposeID('id', { description: 'The provider profile (what rebook takes as providerId).' }),
    userId: t.exposeID('userId'),
    name: t.exposeString('name'),
    image: t.exposeString('image', { nullable: true }),
    roleType: t.string({ resolve: () => 'HEALTHCARE_PROVIDER' }),
  }),
});

export const ConsultationDetail = builder.objectRef<ConsultView>('ConsultationDetail').implement({
  description: 'What the stage card may offer for a consult; the flags are decided here with the server clock, never in the browser.',
  fields: (t) => ({
    HCPId: t.id({ resolve: (c) => c.provider.id }),
    HCPSessionId: t.id({ resolve: (c) => c.session.id }),
    HCPName: t.string({ resolve: (c) => c.provider.name }),
    HCPProfileImg: t.string({ nullable: true, resolve: (c) => c.provider.image }),
    rescheduleCutOffTime: t.field({ type: 'DateTime', resolve: (c) => c.session.rescheduleCutOffAt }),
    scheduleDateTimeUTC: t.field({ type: 'DateTime', resolve: (c) => c.session.startsAt }),
    sessionStatus: t.field({ type: SessionStatusEnum, resolve: (c) => c.status }),
    canJoin: t.exposeBoolean('canJoin', { description: 'From 15 minutes before the start until the session ends.' }),
    canReschedule: t.exposeBoolean('canReschedule', { description: 'Booked and before rescheduleCutOffTime.' }),
    canCancel: t.exposeBoolean('canCancel', { description: 'Booked and not started yet; see cancellationQuote for the charge.' }),
  }),
});

export const OrderItemConsult = builder.objectRef<ConsultView>('OrderItemConsult').implement({
  description: 'Spec §3 "Order item consult": a session booked for the item.',
  fields: (t) => ({
    hcpSessionId: t.id({ resolve: (c) => c.session.id }),
    hcpSessionDisplayId: t.string({ resolve: (c) => c.session.displayId }),
    hcpId: t.id({ resolve: (c) => c.provider.id }),
    status: t.field({ type: SessionStatusEnum, resolve: (c) => c.status }),
    orderItemId: t.id({ resolve: (c) => c.session.orderItemId ?? '' }),
    scheduleDateTimeUTC: t.field({ type: 'DateTime', resolve: (c) => c.session.startsAt }),
    endDateTimeUTC: t.field({ type: 'DateTime', resolve: (c) => c.session.endsAt }),
    mode: t.field({ type: SessionModeEnum, resolve: (c) => (c.session.mode === 'IN_PERSON' ? 'IN_PERSON' : 'VIRTUAL') }),
    hcpUser: t.field({ type: UserSummary, resolve: (c) => c.provider }),
    consultationDetail: t.field({ type: ConsultationDetail, resolve: (c) => c }),
  }),
});

const CancellationQuoteRef = builder.objectRef<CancellationQuote>('CancellationQuote').implement({
  description: "What cancelling the item now would cost: the business's charge (a percentage within a number of hours of the appointment) and where the money goes.",
  fields: (t) => ({
    allowed: t.exposeBoolean('allowed'),
    currencyCode: t.exposeString('currencyCode'),
    percentage: t.exposeFloat('percentage'),
    windowHours: t.exposeFloat('windowHours'),
    appointmentAt: t.field({ type: 'DateTime', nullable: true, resolve: (q) => q.appointmentAt }),
    withinWindow: t.exposeBoolean('withinWindow'),
    itemTotal: t.exposeInt('itemTotal'),
    chargeAmount: t.exposeInt('chargeAmount'),
    chargedToCard: t.int({ resolve: (q) => q.split.fromCard }),
    keptFromPaid: t.int({ resolve: (q) => q.split.fromPaid }),
    refundToWallet: t.int({ resolve: (q) => q.split.refundToWallet }),
  }),
});

builder.objectFields(OrderItem, (t) => ({
  order: t.field({
    type: Order,
    description: 'The order the item belongs to.',
    resolve: async (item, _args, ctx) => (await loadersOf(ctx)).order.load(item.orderId),
  }),
  orderItemConsults: t.field({
    type: [OrderItemConsult],
    description: 'Every session booked for the item, oldest first.',
    resolve: async (item, _args, ctx) => (await loadersOf(ctx)).consultsOfItem.load(item.id),
  }),
  consultationDetail: t.field({
    type: ConsultationDetail,
    nullable: true,
    description: 'The current consult (the live session, else the latest), or null when none was booked.',
    resolve: async (item, _args, ctx) => currentConsult(await (await loadersOf(ctx)).consultsOfItem.load(item.id)),
  }),
  cancellationQuote: t.field({
    type: CancellationQuoteRef,
    description: 'What cancelling the item would cost now.',
    resolve: async (item, _args, ctx) => {
      const actor = await bookingsActor(ctx);
      const booking = await findBookingItem(ctx.deps.db, scopeOf(actor), item.id);
      if (!booking) throw new Error(`order item ${item.id} left the caller's scope`);
      const consults = await bookingLoaders(ctx, ctx.deps.db, actor, ctx.deps.now).consultsOfItem.load(item.id);
      return quoteCancellation(ctx.deps.db, booking, currentConsult(consults), ctx.deps.now());
    },
  }),
}));

builder.objectFields(Order, (t) => ({
  shippingAddress: t.field({
    type: ClientAddress,
    nullable: true,
    resolve: async (order, _args, ctx) => {
      const id = order.orderItems[0]?.shippingAddressId;
      return id ? (await loadersOf(ctx)).address.load(id) : null;
    },
  }),
  billingAddress: t.field({
    type: ClientAddress,
    nullable: true,
    resolve: async (order, _args, ctx) => {
      const id = order.orderItems[0]?.billingAddressId;
      return id ? (await loadersOf(ctx)).address.load(id) : null;
    },
  }),
}));
