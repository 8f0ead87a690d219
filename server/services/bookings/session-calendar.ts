// A booked session as a calendar entry (.ics): who, when on the client's clock, the booking page to join from,
// and its version (SEQUENCE: one more for each reschedule or cancellation recorded in booking_changes).
import { count, eq } from 'drizzle-orm';
import { buildIcs } from '../../../src/domain/calendar/ics.ts';
import { personTimeZone } from '../../../src/domain/validation/timezone.ts';
import type { Database } from '../../db/client.ts';
import { bookingChanges, businesses, clients, hcpSessions, locations, orderItems, products, providerProfiles, users } from '../../db/schema/index.ts';

export type SessionCalendar = {
  sessionId: string;
  organizationId: string;
  clientEmail: string;
  clientFirstName: string;
  itemDisplayId: string;
  productName: string;
  providerName: string;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  /** The client's zone (its profile's, else the location's). */
  timeZone: string;
  /** Absolute link to the item's booking page. */
  bookingUrl: string;
  location: string;
  sequence: number;
  ics: string;
};

/** The calendar entry of a session booked for an order item; null for a hold or an unknown session. */
export async function sessionCalendar(db: Database, sessionId: string, publicUrl: string, now: Date): Promise<SessionCalendar | null> {
  const [row] = await db
    .select({
      session: hcpSessions,
      itemDisplayId: orderItems.displayId,
      orderId: orderItems.orderId,
      productName: products.name,
      providerName: providerProfiles.displayName,
      businessCode: businesses.shortId,
      businessName: businesses.name,
      locationCode: locations.shortId,
      locationName: locations.name,
      locationAddress: locations.address,
      locationTimezone: locations.timezone,
      clientEmail: users.email,
      clientFirstName: users.firstName,
      clientTimezone: users.timezone,
    })
    .from(hcpSessions)
    .innerJoin(orderItems, eq(orderItems.id, hcpSessions.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
    .innerJoin(businesses, eq(businesses.id, hcpSessions.businessId))
    .innerJoin(locations, eq(locations.id, hcpSessions.locationId))
    .innerJoin(clients, eq(clients.id, hcpSessions.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(hcpSessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  const { session } = row;
  const [changes] = await db.select({ n: count() }).from(bookingChanges).where(eq(bookingChanges.hcpSessionId, sessionId));
  const sequence = changes?.n ?? 0;
  const timeZone = personTimeZone(row.clientTimezone, row.locationTimezone);
  const bookingUrl = `${publicUrl}/business/${encodeURIComponent(row.businessCode)}/${encodeURIComponent(row.locationCode)}/bookings/${row.orderId}/${session.orderItemId ?? ''}`;
  const address = row.locationAddress;
  const location =
    session.mode === 'IN_PERSON'
      ? [row.businessName, row.locationName, address.addressLine1, address.addressLine2, `${address.city}, ${address.state} ${address.zipcode}`].filter(Boolean).join(', ')
      : 'Online video consultation';
  const cancelled = session.status === 'CANCELLED';
  const summary = `${row.productName} with ${row.providerName}`;
  const description = [
    `Booking ${row.itemDisplayId} at ${row.businessName}.`,
    cancelled ? 'This appointment has been cancelled.' : `Join or manage it from your booking page: ${bookingUrl}`,
  ].join('\n');
  const host = new URL(publicUrl).host;
  const ics = buildIcs({
    uid: `hcp-session-${session.id}@${host}`,
    sequence,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: session.startsAt,
    end: session.endsAt,
    timeZone,
    stamp: now,
    summary,
    description,
    url: bookingUrl,
    location,
  });
  return {
    sessionId: session.id,
    organizationId: session.organizationId,
    clientEmail: row.clientEmail,
    clientFirstName: row.clientFirstName,
    itemDisplayId: row.itemDisplayId,
    productName: row.productName,
    providerName: row.providerName,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    cancelled,
    timeZone,
    bookingUrl,
    location,
    sequence,
    ics,
  };
}
