// The business's fulfilment queue (docs/decisions.md issue 11 "Who fulfils"): BUSINESS_ADMIN and SERVICE_PROVIDER
// grants of the business list its medication orders, mark them preparing, ship them (carrier, tracking link; the
// item moves to MedicationOrderProcessed) and mark them delivered when the carrier says so. Another business's or
// organization's order is NOT_FOUND. Every listing is a read of health data (medication names) by staff: audited.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { MEDICATION_ORDER_STATUSES, OPEN_FULFILMENT_STATUSES, type MedicationOrderStatus } from '../../../src/domain/medication/medication-order-status.ts';
import { shipmentFieldsSchema } from '../../../src/domain/shipments/shipment.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import { requireGrant, type GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { businesses, clientAddresses, clients, medicationOrders, orderItems, orders, products, shipments, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { idSchema } from '../catalogue/inputs.ts';
import { isUuid } from '../db-errors.ts';
import { appError, parseInput } from '../errors.ts';
import { changeMedicationOrderStatus, medicationOrderById, type MedicationOrderRow, type MedicationOrderView } from './medication-orders.ts';
import { notifyParcel } from '../notifications/emitters.ts';

export const FULFILMENT_ROLES = ['BUSINESS_ADMIN', 'SERVICE_PROVIDER'] as const;

export type FulfilmentActor = { userId: string; organizationId: string; businessIds: string[] };

/**
 * The caller's fulfilment grant and the business it covers: a BUSINESS_ADMIN or SERVICE_PROVIDER grant whose target
 * is a business of the grant's organization. A SERVICE_PROVIDER grant on a person (a lab collector's) is no
 * fulfilment grant: FORBIDDEN, so it never lists medication names.
 */
export async function fulfilmentActor(ctx: GraphQLContext): Promise<FulfilmentActor> {
  const { viewer, grant } = await requireGrant(ctx, FULFILMENT_ROLES);
  if (grant.targetType !== 'BUSINESS') throw appError('FORBIDDEN');
  const [business] = await ctx.deps.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, grant.targetId), eq(businesses.organizationId, grant.organizationId)))
    .limit(1);
  if (!business) throw appError('FORBIDDEN');
  return { userId: viewer.user.id, organizationId: grant.organizationId, businessIds: [business.id] };
}

export type FulfilmentOrderView = {
  medicationOrder: MedicationOrderView;
  orderItemDisplayId: string;
  orderId: string;
  productName: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  shippingAddress: typeof clientAddresses.$inferSelect | null;
};

const MAX_PAGE = 50;

export const fulfilmentFilterSchema = z.object({
  statuses: z.array(z.enum(MEDICATION_ORDER_STATUSES, message('validation.invalid'))).nullish(),
  search: z
    .string()
    .trim()
    .max(100, message('validation.tooLong'))
    .nullish()
    .transform((v) => (v ? v : null)),
});

const pageSchema = z.object({
  limit: z.number().int(message('validation.invalid')).min(1, message('validation.invalid')).max(MAX_PAGE, message('validation.invalid')),
  offset: z.number().int(message('validation.invalid')).min(0, message('validation.invalid')),
});

const clientUser = alias(users, 'fulfilment_client_user');

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function scopeOf(actor: FulfilmentActor): SQL {
  const condition = and(eq(medicationOrders.organizationId, actor.organizationId), inArray(orders.businessId, actor.businessIds.length > 0 ? actor.businessIds : ['00000000-0000-0000-0000-000000000000']));
  if (!condition) throw new Error('fulfilment scope: empty');
  return condition;
}

/** medicationOrdersToFulfil: a page of the business's medication orders (open ones by default), oldest order first. */
export async function listFulfilmentOrders(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: FulfilmentActor,
  rawFilter: unknown,
  rawPage: { limit: number; offset: number },
): Promise<{ nodes: FulfilmentOrderView[]; totalCount: number }> {
  const filter = parseInput(fulfilmentFilterSchema, rawFilter ?? {}, 'filter');
  const page = parseInput(pageSchema, rawPage);
  const statuses: readonly MedicationOrderStatus[] = filter.statuses && filter.statuses.length > 0 ? filter.statuses : OPEN_FULFILMENT_STATUSES;
  const search = filter.search ? `%${escapeLike(filter.search)}%` : null;
  const where = and(
    scopeOf(actor),
    inArray(medicationOrders.status, [...statuses]),
    search
      ? or(
          ilike(orderItems.displayId, search),
          ilike(orders.displayId, search),
          ilike(sql`${clientUser.firstName} || ' ' || ${clientUser.lastName}`, search),
        )
      : undefined,
  );
  const base = (db: Database) =>
    db
      .select({ id: medicationOrders.id })
      .from(medicationOrders)
      .innerJoin(orderItems, eq(orderItems.id, medicationOrders.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(clients, eq(clients.id, medicationOrders.clientId))
      .innerJoin(clientUser, eq(clientUser.id, clients.userId));
  const [totalRow] = await deps.db
    .select({ n: count() })
    .from(medicationOrders)
    .innerJoin(orderItems, eq(orderItems.id, medicationOrders.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(clients, eq(clients.id, medicationOrders.clientId))
    .innerJoin(clientUser, eq(clientUser.id, clients.userId))
    .where(where);
  const ids = await base(deps.db)
    .where(where)
    .orderBy(asc(sql`coalesce(${medicationOrders.orderedAt}, ${medicationOrders.createdAt})`), desc(medicationOrders.id))
    .limit(page.limit)
    .offset(page.offset);
  const nodes: FulfilmentOrderView[] = [];
  for (const { id } of ids) {
    const view = await fulfilmentOrder(deps.db, id);
    if (view) nodes.push(view);
  }
  return { nodes, totalCount: Number(totalRow?.n ?? 0) };
}

async function fulfilmentOrder(db: Database, medicationOrderId: string): Promise<FulfilmentOrderView | null> {
  const order = await medicationOrderById(db, medicationOrderId);
  if (!order) return null;
  const [row] = await db
    .select({
      displayId: orderItems.displayId,
      orderId: orderItems.orderId,
      productName: products.name,
      firstName: clientUser.firstName,
      lastName: clientUser.lastName,
      email: clientUser.email,
      phone: clientUser.phone,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(clients, eq(clients.id, orderItems.clientId))
    .innerJoin(clientUser, eq(clientUser.id, clients.userId))
    .where(eq(orderItems.id, order.orderItemId))
    .limit(1);
  if (!row) return null;
  const [address] = order.shippingAddressId ? await db.select().from(clientAddresses).where(eq(clientAddresses.id, order.shippingAddressId)).limit(1) : [];
  return {
    medicationOrder: order,
    orderItemDisplayId: row.displayId,
    orderId: row.orderId,
    productName: row.productName,
    clientName: `${row.firstName} ${row.lastName}`.trim(),
    clientEmail: row.email,
    clientPhone: row.phone ?? null,
    shippingAddress: address ?? null,
  };
}

/** Locks one medication order of the actor's businesses FOR UPDATE; NOT_FOUND for anyone else's. */
async function lockScopedOrder(tx: Database, actor: FulfilmentActor, medicationOrderId: string): Promise<MedicationOrderRow> {
  if (!isUuid(medicationOrderId)) throw appError('NOT_FOUND');
  const [row] = await tx
    .select({ order: medicationOrders })
    .from(medicationOrders)
    .innerJoin(orderItems, eq(orderItems.id, medicationOrders.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(scopeOf(actor), eq(medicationOrders.id, medicationOrderId)))
    .for('update', { of: medicationOrders });
  if (!row) throw appError('NOT_FOUND');
  return row.order;
}

async function afterChange(deps: Pick<AppDeps, 'db'>, id: string): Promise<MedicationOrderView> {
  const view = await medicationOrderById(deps.db, id);
  if (!view) throw appError('NOT_FOUND');
  return view;
}

const refIdSchema = z.object({ medicationOrderId: idSchema });

/** markMedicationOrderPreparing: ORDERED -> PREPARING (the item stays MedicationOrdered). */
export async function markMedicationOrderPreparing(deps: Pick<AppDeps, 'db' | 'now'>, actor: FulfilmentActor, raw: unknown): Promise<MedicationOrderView> {
  const { medicationOrderId } = parseInput(refIdSchema, raw, 'input');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const order = await lockScopedOrder(tx, actor, medicationOrderId);
    await changeMedicationOrderStatus(tx, order, 'PREPARING', now);
  });
  return afterChange(deps, medicationOrderId);
}

export const shipMedicationOrderInputSchema = shipmentFieldsSchema.omit({ status: true }).extend({ medicationOrderId: idSchema });

/** Records the parcel in the shipments table for the order's item and moves the order (and item) to shipped. */
export async function shipLockedOrder(tx: Database, order: MedicationOrderRow, parcel: { carrier: string; trackingNumber: string; trackingUrl: string }, userId: string, now: Date): Promise<void> {
  await changeMedicationOrderStatus(tx, order, 'SHIPPED', now);
  await tx.insert(shipments).values({
    organizationId: order.organizationId,
    orderItemId: order.orderItemId,
    carrier: parcel.carrier,
    trackingNumber: parcel.trackingNumber,
    trackingUrl: parcel.trackingUrl,
    status: 'SHIPPED',
    shippedAt: now,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  });
}

/** shipMedicationOrder: ORDERED or PREPARING (or a missing parcel sent again) -> SHIPPED, with the parcel recorded. */
export async function shipMedicationOrder(deps: Pick<AppDeps, 'db' | 'now'>, actor: FulfilmentActor, raw: unknown): Promise<MedicationOrderView> {
  const input = parseInput(shipMedicationOrderInputSchema, raw, 'input');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const order = await lockScopedOrder(tx, actor, input.medicationOrderId);
    await shipLockedOrder(tx, order, input, actor.userId, now);
  });
  await notifyParcel(deps, { medicationOrderId: input.medicationOrderId });
  return afterChange(deps, input.medicationOrderId);
}

/** Marks the item's latest parcel delivered (the carrier's word). */
export async function markLatestShipmentDelivered(tx: Database, orderItemId: string, now: Date): Promise<void> {
  const [latest] = await tx.select({ id: shipments.id, status: shipments.status }).from(shipments).where(eq(shipments.orderItemId, orderItemId)).orderBy(desc(shipments.shippedAt), desc(shipments.createdAt)).limit(1);
  if (latest && latest.status !== 'DELIVERED') await tx.update(shipments).set({ status: 'DELIVERED', deliveredAt: now, updatedAt: now }).where(eq(shipments.id, latest.id));
}

/** markMedicationOrderDelivered (staff, the carrier says delivered): SHIPPED or MISSING_REPORTED -> DELIVERED. */
export async function markMedicationOrderDelivered(deps: Pick<AppDeps, 'db' | 'now'>, actor: FulfilmentActor, raw: unknown): Promise<MedicationOrderView> {
  const { medicationOrderId } = parseInput(refIdSchema, raw, 'input');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const order = await lockScopedOrder(tx, actor, medicationOrderId);
    await changeMedicationOrderStatus(tx, order, 'DELIVERED', now);
    await markLatestShipmentDelivered(tx, order.orderItemId, now);
  });
  await notifyParcel(deps, { medicationOrderId });
  return afterChange(deps, medicationOrderId);
}
