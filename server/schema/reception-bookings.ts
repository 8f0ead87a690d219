// The front desk's bookings (issue 15): the bookings of the receptionist's business with the client bookings
// list's features (search by booking ID or service name, stage, paging of 10), one booking, a consult's state;
// and what a desk booking adds to an order: its visit (facility or callout) and 'Facility Booking'.
import { VISIT_KINDS } from '../../src/domain/reception/reception-constants.ts';
import { requireReception } from '../services/reception/access.ts';
import { listReceptionBookings, orderDesk, readReceptionBooking, readReceptionConsult, type DeskConsult, type ReceptionBookingPage } from '../services/reception/bookings.ts';
import { builder } from './builder.ts';
import { BookingTabEnum } from './bookings.ts';
import { Order, OrderItem } from './orders.ts';
import { HcpSession } from './scheduling-session.ts';

export const VisitKindEnum = builder.enumType('VisitKind', { values: VISIT_KINDS, description: 'Spec §3 toggle "Callout or Facility".' });
const BookedThroughEnum = builder.enumType('BookedThrough', {
  values: ['CLIENT_BOOKING', 'FACILITY_BOOKING'] as const,
  description: 'Spec §3 "booking through": the client itself, or the front desk.',
});

export const BookingVisitInput = builder.inputType('BookingVisitInput', {
  description: "A receptionist's booking: FACILITY (default), or CALLOUT to one of the client's addresses (addressId required).",
  fields: (t) => ({ kind: t.field({ type: VisitKindEnum, required: true }), addressId: t.id() }),
});

builder.objectFields(Order, (t) => ({
  visit: t.field({
    type: VisitKindEnum,
    nullable: true,
    description: "A desk booking's visit; null for a client's own booking.",
    resolve: async (order, _args, ctx) => (await orderDesk(ctx.deps.db, order.id)).visit,
  }),
  visitAddressId: t.id({
    nullable: true,
    description: "A callout's address (one of the client's addresses).",
    resolve: async (order, _args, ctx) => (await orderDesk(ctx.deps.db, order.id)).visitAddressId,
  }),
  bookedThrough: t.field({ type: BookedThroughEnum, resolve: async (order, _args, ctx) => (await orderDesk(ctx.deps.db, order.id)).bookedThrough }),
}));

const ReceptionBookingPageRef = builder.objectRef<ReceptionBookingPage>('ReceptionBookingPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [OrderItem], resolve: (p) => p.nodes }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page', { description: 'Zero-based.' }),
    pageSize: t.exposeInt('pageSize', { description: 'Spec §9: 10.' }),
  }),
});

builder.queryField('receptionBookings', (t) =>
  t.field({
    type: ReceptionBookingPageRef,
    description: "Bookings (order items) made at the receptionist's business, newest first, 10 a page.",
    args: {
      search: t.arg.string({ description: 'A booking ID (or part of it) or a service name.' }),
      stage: t.arg({ type: BookingTabEnum, description: 'INPROGRESS, UPCOMING or COMPLETED; every stage when left out.' }),
      clientId: t.arg.id({ description: "One client's bookings (the client profile screen)." }),
      page: t.arg.int({ description: 'Zero-based; 0 by default.' }),
    },
    resolve: async (_root, args, ctx) => listReceptionBookings(ctx.deps.db, await requireReception(ctx), args),
  }),
);

builder.queryField('receptionBooking', (t) =>
  t.field({
    type: OrderItem,
    description: "One booking (order item id) of the receptionist's business; NOT_FOUND otherwise.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => readReceptionBooking(ctx.deps.db, await requireReception(ctx), String(args.id)),
  }),
);

const ReceptionConsult = builder.objectRef<DeskConsult>('ReceptionConsult').implement({
  description: "A consult as the front desk sees it: the session's state and who is in the call (no answers, no prescriptions).",
  fields: (t) => ({
    session: t.field({ type: HcpSession, resolve: (c) => c }),
    clientName: t.exposeString('clientName'),
    clientInCall: t.exposeBoolean('clientInCall'),
    providerInCall: t.exposeBoolean('providerInCall'),
  }),
});

builder.queryField('receptionConsult', (t) =>
  t.field({
    type: ReceptionConsult,
    description: "A booked consult session of the receptionist's business (consult details by id); NOT_FOUND otherwise.",
    args: { hcpSessionId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => readReceptionConsult(ctx.deps, await requireReception(ctx), String(args.hcpSessionId)),
  }),
);
