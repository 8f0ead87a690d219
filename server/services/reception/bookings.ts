// The bookings of the receptionist's business (spec §2 /receptionist/bookings): the client bookings list's own
// logic (listOrders, findBookingItem) under the business scope, 10 a page, and the state of a consult as the
// front desk sees it (status, times, who is in the call). No answers, no prescriptions.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { BOOKING_TABS } from '../../../src/domain/orders/bookings-list.ts';
import { RECEPTION_PAGE_SIZE } from '../../../src/domain/reception/reception-constants.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import type { Database } from '../../db/client.ts';
import { clients, hcpSessionParticipants, orders, orderVisits, users } from '../../db/schema/index.ts';
import type { BookingItem } from '../bookings/booking-rows.ts';
import { findBookingItem } from '../bookings/find-booking.ts';
import { listOrders } from '../bookings/list-orders.ts';
import type { BookingsScope } from '../bookings/scope.ts';
import { idSchema, searchSchema } from '../catalogue/inputs.ts';
import { appError, parseInput } from '../errors.ts';
import { findSession, sessionView, type SessionView } from '../scheduling/sessions.ts';
import type { DeskActor } from './access.ts';

export const deskScope = (actor: DeskActor): BookingsScope => ({ organizationId: actor.organizationId, businessId: actor.businessId });

const receptionBookingsArgsSchema = z.object({
  search: searchSchema,
  stage: z.enum(BOOKING_TABS, message('validation.invalid')).nullish().transform((v) => v ?? undefined),
  clientId: idSchema.nullish().transform((v) => v ?? undefined),
  page: z.number(message('validation.invalid')).int(message('validation.invalid')).min(0, message('validation.invalid')).max(10_000, message('validation.invalid')).nullish().transform((v) => v ?? 0),
});

export type ReceptionBookingPage = { nodes: BookingItem[]; totalCount: number; page: number; pageSize: number };

export async function listReceptionBookings(db: Database, actor: DeskActor, raw: unknown): Promise<ReceptionBookingPage> {
  const { search, stage, clientId, page } = parseInput(receptionBookingsArgsSchema, raw);
  const result = await listOrders(db, deskScope(actor), {
    limit: RECEPTION_PAGE_SIZE,
    offset: page * RECEPTION_PAGE_SIZE,
    filter: { tab: stage, search, clientId },
  });
  return { nodes: result.nodes, totalCount: result.totalCount, page, pageSize: RECEPTION_PAGE_SIZE };
}

export async function readReceptionBooking(db: Database, actor: DeskActor, rawId: unknown): Promise<BookingItem> {
  const id = parseInput(idSchema, rawId, 'id');
  const item = await findBookingItem(db, deskScope(actor), id);
  if (!item) throw appError('NOT_FOUND');
  return item;
}

export type DeskConsult = SessionView & { clientName: string; clientInCall: boolean; providerInCall: boolean };

/** A consult session of the receptionist's business (a held slot is not a booking yet: NOT_FOUND). */
export async function readReceptionConsult(deps: { db: Database; now: () => Date }, actor: DeskActor, rawId: unknown): Promise<DeskConsult> {
  const id = parseInput(idSchema, rawId, 'hcpSessionId');
  const session = await findSession(deps.db, id, { organizationId: actor.organizationId });
  if (!session || !session.orderItemId || session.businessId !== actor.businessId) throw appError('NOT_FOUND');
  const [view, participants, client] = await Promise.all([
    sessionView(deps.db, session, deps.now()),
    deps.db.select({ side: hcpSessionParticipants.side, lastLeftAt: hcpSessionParticipants.lastLeftAt }).from(hcpSessionParticipants).where(eq(hcpSessionParticipants.sessionId, session.id)),
    deps.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(clients)
      .innerJoin(users, eq(users.id, clients.userId))
      .where(and(eq(clients.id, session.clientId), eq(clients.organizationId, actor.organizationId)))
      .limit(1),
  ]);
  const inCall = (side: string) => participants.some((p) => p.side === side && p.lastLeftAt === null);
  return { ...view, clientName: client[0] ? `${client[0].firstName} ${client[0].lastName}` : '', clientInCall: inCall('CLIENT'), providerInCall: inCall('HCP') };
}

export type OrderDesk = { visit: 'FACILITY' | 'CALLOUT' | null; visitAddressId: string | null; bookedThrough: 'CLIENT_BOOKING' | 'FACILITY_BOOKING' };

/** How an order was booked: by the client itself, or at the desk (Facility Booking) with its visit. */
export async function orderDesk(db: Database, orderId: string): Promise<OrderDesk> {
  const [row] = await db
    .select({ createdBy: orders.createdBy, clientUserId: clients.userId, visit: orderVisits.visit, addressId: orderVisits.addressId })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(orderVisits, eq(orderVisits.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return { visit: null, visitAddressId: null, bookedThrough: 'CLIENT_BOOKING' };
  const visit = row.visit === 'FACILITY' || row.visit === 'CALLOUT' ? row.visit : null;
  return { visit, visitAddressId: row.addressId, bookedThrough: row.createdBy && row.createdBy !== row.clientUserId ? 'FACILITY_BOOKING' : 'CLIENT_BOOKING' };
}
