// The bookings operations (spec §7): orders (the list), orderItem, activeConsultation, rebook, cancelOrderItem,
// and the signed link to a session's calendar file. Resolvers check the grant and call the bookings services.
import { BOOKING_TABS } from '../../src/domain/orders/bookings-list.ts';
import type { GraphQLContext } from '../context.ts';
import { activeConsultation } from '../services/bookings/active-consultation.ts';
import { bookConsultation } from '../services/bookings/book-consultation.ts';
import { signCalendarLink, type CalendarLink } from '../services/bookings/calendar-link.ts';
import { cancelOrderItem } from '../services/bookings/cancel-order-item.ts';
import { findBookingItem } from '../services/bookings/find-booking.ts';
import { ORDER_SORT_FIELDS } from '../services/bookings/inputs.ts';
import { listOrders, type BookingPage } from '../services/bookings/list-orders.ts';
import { bookingLoaders } from '../services/bookings/loaders.ts';
import { ordersPageCache } from '../services/bookings/orders-page-cache.ts';
import { treatmentDecisionLoader } from '../services/hcp/treatment-decision.ts';
import { itemExtrasLoader } from '../services/medication/item-extras.ts';
import { rebook } from '../services/bookings/rebook.ts';
import { scopeOf, type BookingsActor } from '../services/bookings/scope.ts';
import { idSchema } from '../services/catalogue/inputs.ts';
import { appError, parseInput } from '../services/errors.ts';
import { findSession } from '../services/scheduling/sessions.ts';
import type { BookingItem } from '../services/bookings/booking-rows.ts';
import { builder } from './builder.ts';
import { bookingsActor, OrderItemConsult } from './bookings-types.ts';
import { SortDirectionEnum } from './catalogue-common.ts';
import { OrderItem } from './orders.ts';

export const BookingTabEnum = builder.enumType('BookingTab', { values: BOOKING_TABS, description: 'Spec §3 session tabs of the bookings list.' });
const OrderSortField = builder.enumType('OrderSortField', { values: ORDER_SORT_FIELDS });

const OrderSort = builder.inputType('OrderSort', {
  fields: (t) => ({ field: t.field({ type: OrderSortField, required: true }), direction: t.field({ type: SortDirectionEnum, required: true }) }),
});

const OrderFilter = builder.inputType('OrderFilter', {
  fields: (t) => ({
    tab: t.field({ type: BookingTabEnum }),
    search: t.string({ description: "A booking's display id (or part of it) or a service name." }),
    clientId: t.id({ description: "Staff: one client's bookings. A client sees only its own." }),
  }),
});

const OrderEdge = builder.objectRef<{ node: BookingItem; cursor: string }>('OrderEdge').implement({
  fields: (t) => ({ cursor: t.exposeString('cursor'), node: t.field({ type: OrderItem, resolve: (e) => e.node }) }),
});

const OrderPageInfo = builder.objectRef<BookingPage>('OrderPageInfo').implement({
  description: 'Where a page of the bookings list stands: pass endCursor as after for the next page, startCursor as before for the previous one.',
  fields: (t) => ({
    startCursor: t.string({ nullable: true, resolve: (p) => p.cursors[0] ?? null }),
    endCursor: t.string({ nullable: true, resolve: (p) => p.cursors.at(-1) ?? null }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage'),
  }),
});

const OrderConnection = builder.objectRef<BookingPage>('OrderConnection').implement({
  fields: (t) => ({
    edges: t.field({ type: [OrderEdge], resolve: (page) => page.nodes.map((node, index) => ({ node, cursor: page.cursors[index] ?? '' })) }),
    nodes: t.field({ type: [OrderItem], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount', { description: 'Items under the tab and search (a client\'s own list reads counts kept by triggers, not a count per page).' }),
    pageInfo: t.field({ type: OrderPageInfo, resolve: (page) => page }),
  }),
});

builder.queryField('orders', (t) =>
  t.field({
    type: OrderConnection,
    description:
      "The bookings list: the caller's order items (a client's own, staff's business's), by tab and search; 10 a page by default. Keyset pages with one sort field: after (a cursor) for the next page, before for the previous, last (a page size) for the final page; offset pages otherwise.",
    args: {
      limit: t.arg.int(),
      offset: t.arg.int(),
      after: t.arg.string({ description: "The page after this row's cursor (pageInfo.endCursor)." }),
      before: t.arg.string({ description: "The page before this row's cursor (pageInfo.startCursor)." }),
      last: t.arg.int({ description: 'The last page, of this many rows (before the before cursor when given).' }),
      sort: t.arg({ type: [OrderSort] }),
      filter: t.arg({ type: OrderFilter }),
    },
    resolve: async (_root, args, ctx) => {
      const actor = await bookingsActor(ctx);
      // Each row's consults and treatment decision come with the page (one statement) and fill this request's
      // loaders, so the rows' fields read nothing more; the fields still check and audit as they do.
      // A client's own pages are kept per process until a table they read changes (orders-page-cache.ts).
      const page = await listOrders(ctx.deps.db, scopeOf(actor), args, { withRelated: { now: ctx.deps.now() }, cache: ordersPageCache(ctx.deps) });
      const consults = bookingLoaders(ctx, ctx.deps.db, actor, ctx.deps.now).consultsOfItem;
      const decisions = treatmentDecisionLoader(ctx, ctx.deps.db);
      const extras = itemExtrasLoader(ctx, ctx.deps.db);
      page.related?.forEach((related, index) => {
        const node = page.nodes[index];
        if (!node) return;
        consults.prime(node.id, related.consults);
        decisions.prime(node.id, related.decision);
        extras.prime(node.id, { programItemId: node.programItemId, treatmentPlanStartDate: node.treatmentPlanStartDate, autoRenewEnabled: node.autoRenewEnabled });
      });
      return page;
    },
  }),
);

builder.queryField('orderItem', (t) =>
  t.field({
    type: OrderItem,
    description: "One order item of the caller's own (CLIENT) or of its business (staff); NOT_FOUND otherwise.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = parseInput(idSchema, String(args.id), 'id');
      const item = await findBookingItem(ctx.deps.db, scopeOf(await bookingsActor(ctx)), id);
      if (!item) throw appError('NOT_FOUND');
      return item;
    },
  }),
);

const ActiveConsultationFilters = builder.inputType('ActiveConsultationFilters', {
  fields: (t) => ({ clientId: t.id(), orderItemId: t.id() }),
});

const ActiveConsultation = builder.objectRef<NonNullable<Awaited<ReturnType<typeof activeConsultation>>>>('ActiveConsultation').implement({
  description: 'A consultation under way or open to join now.',
  fields: (t) => ({
    id: t.id({ resolve: (c) => c.session.id }),
    orderId: t.exposeID('orderId'),
    orderItemId: t.exposeID('orderItemId'),
    consult: t.field({ type: OrderItemConsult, resolve: (c) => c }),
  }),
});

builder.queryField('activeConsultation', (t) =>
  t.field({
    type: ActiveConsultation,
    nullable: true,
    description: 'The session the caller can be in now (under way, or booked and inside its join window), the earliest first.',
    args: { filters: t.arg({ type: ActiveConsultationFilters }) },
    resolve: async (_root, args, ctx) => activeConsultation(ctx.deps.db, scopeOf(await bookingsActor(ctx)), args.filters, ctx.deps.now()),
  }),
);

const CalendarLinkRef = builder.objectRef<CalendarLink>('CalendarLink').implement({
  fields: (t) => ({ url: t.exposeString('url'), expiresAt: t.field({ type: 'DateTime', resolve: (l) => l.expiresAt }) }),
});

builder.queryField('sessionCalendarLink', (t) =>
  t.field({
    type: CalendarLinkRef,
    description: "A signed link (valid 10 minutes) to the session's .ics file, for 'Add to calendar'.",
    args: { hcpSessionId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const sessionId = parseInput(idSchema, String(args.hcpSessionId), 'hcpSessionId');
      const scope = scopeOf(await bookingsActor(ctx));
      const session = await findSession(ctx.deps.db, sessionId, { organizationId: scope.organizationId, clientId: scope.clientId });
      // Staff see their own business's sessions only; a hold is not a booking yet.
      if (!session || !session.orderItemId || (scope.businessId && session.businessId !== scope.businessId)) throw appError('NOT_FOUND');
      return signCalendarLink(ctx.deps.secrets.jwtSecret, session.id, ctx.deps.now());
    },
  }),
);

type MutationResult = { success: boolean; message: string; orderItem: BookingItem };

const BookingChangeResult = builder.objectRef<MutationResult>('BookingChangeResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    message: t.exposeString('message'),
    orderItem: t.field({ type: OrderItem, resolve: (r) => r.orderItem }),
  }),
});

/** The item as it is after the change (status, session), for the screen to show at once. */
async function changed(ctx: GraphQLContext, actor: BookingsActor, orderItemId: string, message: string): Promise<MutationResult> {
  const orderItem = await findBookingItem(ctx.deps.db, scopeOf(actor), orderItemId);
  if (!orderItem) throw appError('NOT_FOUND');
  return { success: true, message, orderItem };
}

const RebookInput = builder.inputType('RebookInput', {
  fields: (t) => ({
    orderItemId: t.id({ required: true }),
    providerId: t.id({ description: "Another provider serving the same service there; the session's own by default." }),
    startTime: t.field({ type: 'DateTime', required: true, description: 'The start of a slot availableSlots offered.' }),
  }),
});

builder.mutationField('rebook', (t) =>
  t.field({
    type: BookingChangeResult,
    description: "Moves the item's booked session to the chosen slot, only while canReschedule (before the cut-off).",
    args: { input: t.arg({ type: RebookInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = await bookingsActor(ctx);
      const outcome = await rebook(ctx.deps, actor, scopeOf(actor), args.input);
      return changed(ctx, actor, outcome.item.id, 'Your consultation has been rescheduled.');
    },
  }),
);

const CancelOrderItemInput = builder.inputType('CancelOrderItemInput', {
  fields: (t) => ({ orderItemId: t.id({ required: true }), reason: t.string() }),
});

builder.mutationField('cancelOrderItem', (t) =>
  t.field({
    type: BookingChangeResult,
    description: "Cancels the item with the business's cancellation charge taken from the order's pre-authorization.",
    args: { input: t.arg({ type: CancelOrderItemInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = await bookingsActor(ctx);
      const outcome = await cancelOrderItem(ctx.deps, actor, scopeOf(actor), args.input);
      return changed(ctx, actor, outcome.item.id, 'Your booking has been cancelled.');
    },
  }),
);

const BookConsultationInput = builder.inputType('BookConsultationInput', {
  fields: (t) => ({
    orderItemId: t.id({ required: true }),
    sessionId: t.id({ required: true, description: "The client's held slot (holdSlot) for the item's service." }),
  }),
});

builder.mutationField('bookConsultation', (t) =>
  t.field({
    type: BookingChangeResult,
    description: 'Books a held slot for an order item with no live consultation (bought before choosing a time, or after an expired or cancelled one).',
    args: { input: t.arg({ type: BookConsultationInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = await bookingsActor(ctx);
      const outcome = await bookConsultation(ctx.deps, scopeOf(actor), args.input);
      return changed(ctx, actor, outcome.item.id, 'Your consultation is booked.');
    },
  }),
);
