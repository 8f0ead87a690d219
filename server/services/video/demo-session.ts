import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  clients,
  hcpSessions,
  orderItems,
  orders,
  productCategories,
  productLocations,
  products,
  providerCategories,
  providerLocations,
  providerProfiles,
  users,
} from '../../db/schema/index.ts';
import { followOrderItem } from '../scheduling/order-item-follow.ts';
import { changeSessionStatus } from '../scheduling/session-status-change.ts';

export type DemoSessionResult = { sessionId: string; orderId: string; orderItemId: string };

export class DemoSessionError extends Error {}

/** The provider's first consultation product it offers by video somewhere, with a client of the same organization. */
async function demoTarget(db: Database, clientEmail: string, providerEmail: string) {
  const [provider] = await db
    .select({ profile: providerProfiles })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(and(eq(users.email, providerEmail.toLowerCase()), eq(providerProfiles.kind, 'HCP')))
    .orderBy(asc(providerProfiles.createdAt))
    .limit(1);
  if (!provider) throw new DemoSessionError('No healthcare provider has this email.');
  const { profile } = provider;
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(and(eq(users.email, clientEmail.toLowerCase()), eq(clients.organizationId, profile.organizationId)))
    .limit(1);
  if (!client) throw new DemoSessionError("No client with this email in the provider's organization.");
  const [offer] = await db
    .select({ locationId: providerLocations.locationId, productId: products.id, categoryId: productCategories.categoryId })
    .from(providerLocations)
    .innerJoin(providerCategories, eq(providerCategories.providerId, providerLocations.providerId))
    .innerJoin(productCategories, eq(productCategories.categoryId, providerCategories.categoryId))
    .innerJoin(products, and(eq(products.id, productCategories.productId), eq(products.productType, 'CONSULTATION')))
    .innerJoin(productLocations, and(eq(productLocations.productId, products.id), eq(productLocations.locationId, providerLocations.locationId)))
    .where(and(eq(providerLocations.providerId, profile.id), inArray(providerLocations.mode, ['VIRTUAL', 'HYBRID'])))
    .orderBy(asc(products.name), asc(providerLocations.locationId))
    .limit(1);
  if (!offer) throw new DemoSessionError('The provider offers no consultation by video.');
  return { profile, clientId: client.id, ...offer };
}

/**
 * Demo mode only (POST /dev/video-session): a paid-for-nothing order with one consultation item and a SCHEDULED
 * VIRTUAL session with the provider starting now, whatever its working hours, so a person or a browser test can
 * try a call at once. The provider's sessions overlapping it are ended first (cancelled, or INCOMPLETE when in
 * progress): the demo provider is shared, and only the newest demo session matters.
 */
export async function createDemoVideoSession(db: Database, input: { clientEmail: string; providerEmail: string }, now: Date): Promise<DemoSessionResult> {
  const target = await demoTarget(db, input.clientEmail, input.providerEmail);
  const { profile } = target;
  const endsAt = new Date(now.getTime() + profile.consultDurationMinutes * 60_000);
  const occupiedUntil = new Date(endsAt.getTime() + profile.bufferMinutes * 60_000);
  return db.transaction(async (tx) => {
    const overlapping = await tx
      .select({ id: hcpSessions.id, status: hcpSessions.status, orderItemId: hcpSessions.orderItemId })
      .from(hcpSessions)
      .where(
        and(
          eq(hcpSessions.providerId, profile.id),
          inArray(hcpSessions.status, ['PENDING', 'SCHEDULED', 'INPROGRESS']),
          lt(hcpSessions.startsAt, occupiedUntil),
          gt(hcpSessions.occupiedUntil, now),
        ),
      )
      .orderBy(asc(hcpSessions.id))
      .for('update');
    await changeSessionStatus(tx, overlapping.filter((s) => s.status !== 'INPROGRESS'), 'CANCELLED', now);
    await changeSessionStatus(tx, overlapping.filter((s) => s.status === 'INPROGRESS'), 'INCOMPLETE', now);
    for (const session of overlapping) {
      if (session.status === 'SCHEDULED' && session.orderItemId) await followOrderItem(tx, session.orderItemId, 'cancelled', now, false);
    }
    const [business] = await tx.select({ currencyCode: businesses.currencyCode }).from(businesses).where(eq(businesses.id, profile.businessId));
    const [order] = await tx
      .insert(orders)
      .values({
        organizationId: profile.organizationId,
        displayId: sql`'CB-' || nextval('order_display_id_seq')`,
        businessId: profile.businessId,
        locationId: target.locationId,
        clientId: target.clientId,
        checkoutId: randomUUID(),
        currencyCode: business?.currencyCode ?? 'USD',
        paymentMethod: 'CASH',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id, displayId: orders.displayId });
    if (!order) throw new Error('demo order not inserted');
    const [item] = await tx
      .insert(orderItems)
      .values({
        organizationId: profile.organizationId,
        orderId: order.id,
        displayId: `${order.displayId}-1`,
        clientId: target.clientId,
        categoryId: target.categoryId,
        productId: target.productId,
        status: 'Scheduled',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orderItems.id });
    if (!item) throw new Error('demo order item not inserted');
    const [session] = await tx
      .insert(hcpSessions)
      .values({
        organizationId: profile.organizationId,
        displayId: sql`'HS-' || nextval('hcp_session_display_id_seq')`,
        businessId: profile.businessId,
        locationId: target.locationId,
        providerId: profile.id,
        clientId: target.clientId,
        productId: target.productId,
        orderItemId: item.id,
        startsAt: now,
        endsAt,
        occupiedUntil,
        mode: 'VIRTUAL',
        status: 'SCHEDULED',
        rescheduleCutOffAt: new Date(now.getTime() - profile.rescheduleCutOffHours * 3_600_000),
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: hcpSessions.id });
    if (!session) throw new Error('demo session not inserted');
    return { sessionId: session.id, orderId: order.id, orderItemId: item.id };
  });
}
