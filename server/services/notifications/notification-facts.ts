// What a notification about a booking is written with: whose it is (the client's user, in the item's
// organization), the booking page's parts, and for a consultation its provider and time on the client's clock.
// Read here, from ids, so that the services that emit events pass an id and nothing more.
import { desc, eq } from 'drizzle-orm';
import type { BookingRef, SessionFacts } from '../../../src/domain/notifications/notification-kinds.ts';
import { personTimeZone } from '../../../src/domain/validation/timezone.ts';
import type { Database } from '../../db/client.ts';
import { businesses, clients, hcpSessions, locations, medicationOrders, orderItems, orders, products, providerProfiles, shipments, users } from '../../db/schema/index.ts';

export type Recipient = { userId: string; organizationId: string };

export type ItemFacts = Recipient & { ref: BookingRef };

export type ConsultFacts = Recipient & {
  facts: SessionFacts;
  status: string;
  startsAt: Date;
  /** A lab draw (LAB_TEST) is booked like a consultation but is not one: the consultation notices skip it. */
  isLab: boolean;
};

/** The client and booking page of an order item; null for an unknown item. */
export async function itemFacts(db: Database, orderItemId: string): Promise<ItemFacts | null> {
  const [row] = await db
    .select({
      userId: clients.userId,
      organizationId: orderItems.organizationId,
      orderId: orderItems.orderId,
      businessCode: businesses.shortId,
      locationCode: locations.shortId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .innerJoin(clients, eq(clients.id, orderItems.clientId))
    .where(eq(orderItems.id, orderItemId))
    .limit(1);
  if (!row) return null;
  return { userId: row.userId, organizationId: row.organizationId, ref: { businessCode: row.businessCode, locationCode: row.locationCode, orderId: row.orderId, orderItemId } };
}

/** A consultation booked for an order item: its client, booking page, provider and start; null for a hold. */
export async function consultFacts(db: Database, sessionId: string): Promise<ConsultFacts | null> {
  const [row] = await db
    .select({
      userId: clients.userId,
      organizationId: hcpSessions.organizationId,
      status: hcpSessions.status,
      startsAt: hcpSessions.startsAt,
      orderItemId: hcpSessions.orderItemId,
      orderId: orderItems.orderId,
      productType: products.productType,
      providerName: providerProfiles.displayName,
      businessCode: businesses.shortId,
      locationCode: locations.shortId,
      locationTimezone: locations.timezone,
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
  if (!row?.orderItemId) return null;
  const timeZone = personTimeZone(row.clientTimezone, row.locationTimezone);
  return {
    userId: row.userId,
    organizationId: row.organizationId,
    status: row.status,
    startsAt: row.startsAt,
    isLab: row.productType === 'LAB_TEST',
    facts: {
      businessCode: row.businessCode,
      locationCode: row.locationCode,
      orderId: row.orderId,
      orderItemId: row.orderItemId,
      hcpSessionId: sessionId,
      providerName: row.providerName,
      startsAt: row.startsAt.toISOString(),
      timeZone,
    },
  };
}

/** The order item of a medication order. */
export async function itemOfMedicationOrder(db: Database, medicationOrderId: string): Promise<string | null> {
  const [row] = await db.select({ orderItemId: medicationOrders.orderItemId }).from(medicationOrders).where(eq(medicationOrders.id, medicationOrderId)).limit(1);
  return row?.orderItemId ?? null;
}

export type ParcelFacts = { id: string; orderItemId: string; status: string };

const parcelColumns = { id: shipments.id, orderItemId: shipments.orderItemId, status: shipments.status };

/** A parcel: its item and status. */
export async function shipmentById(db: Database, shipmentId: string): Promise<ParcelFacts | null> {
  const [row] = await db.select(parcelColumns).from(shipments).where(eq(shipments.id, shipmentId)).limit(1);
  return row ?? null;
}

/** The item's latest parcel, which a shipped or delivered notice from the fulfilment queue is about. */
export async function latestShipment(db: Database, orderItemId: string): Promise<ParcelFacts | null> {
  const [row] = await db.select(parcelColumns).from(shipments).where(eq(shipments.orderItemId, orderItemId)).orderBy(desc(shipments.shippedAt), desc(shipments.createdAt)).limit(1);
  return row ?? null;
}
