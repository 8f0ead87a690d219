// Reading lab test bookings (issue 17): an order item of a LAB_TEST product with the collector's session, the
// client, where the sample is taken (the location, or the client's address for a callout) and whether a report
// exists. One query shape serves the collector's day list, a status move and a document.
import { and, asc, desc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  clientAddresses,
  clients,
  hcpSessions,
  labReports,
  labTestProducts,
  locations,
  orderItems,
  orderVisits,
  products,
  providerProfiles,
  users,
  type PostalAddress,
} from '../../db/schema/index.ts';

/** Sessions of a lab booking that the collector and the client see (a hold during checkout is not one yet). */
export const LAB_SESSION_STATUSES = ['SCHEDULED', 'INPROGRESS', 'COMPLETED', 'INCOMPLETE', 'CANCELLED', 'LAPSED', 'CLIENT_NO_SHOW', 'HCP_NO_SHOW', 'BOTH_NO_SHOW'];

export type LabPlace = { kind: 'FACILITY' | 'CALLOUT'; name: string | null; address: PostalAddress; instructions: string | null };

export type LabItemView = {
  orderItemId: string;
  orderItemDisplayId: string;
  organizationId: string;
  status: string;
  clientId: string;
  clientName: string;
  clientDob: string | null;
  clientPhone: string | null;
  productName: string;
  sku: string | null;
  sessionId: string;
  sessionDisplayId: string;
  sessionStatus: string;
  providerId: string;
  collectorName: string;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  place: LabPlace;
  hasReport: boolean;
};

const clientUsers = alias(users, 'lab_client_users');

function select(db: Database) {
  return db
    .select({
      orderItemId: orderItems.id,
      orderItemDisplayId: orderItems.displayId,
      organizationId: orderItems.organizationId,
      status: orderItems.status,
      clientId: orderItems.clientId,
      firstName: clientUsers.firstName,
      lastName: clientUsers.lastName,
      clientDob: clientUsers.dob,
      clientPhone: clientUsers.phone,
      productName: products.name,
      sku: labTestProducts.sku,
      sessionId: hcpSessions.id,
      sessionDisplayId: hcpSessions.displayId,
      sessionStatus: hcpSessions.status,
      providerId: hcpSessions.providerId,
      collectorName: providerProfiles.displayName,
      startsAt: hcpSessions.startsAt,
      endsAt: hcpSessions.endsAt,
      locationName: locations.name,
      locationAddress: locations.address,
      timezone: locations.timezone,
      visit: orderVisits.visit,
      callout: clientAddresses,
      reportId: labReports.id,
    })
    .from(hcpSessions)
    .innerJoin(orderItems, eq(orderItems.id, hcpSessions.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(labTestProducts, eq(labTestProducts.productId, products.id))
    .innerJoin(clients, eq(clients.id, orderItems.clientId))
    .innerJoin(clientUsers, eq(clientUsers.id, clients.userId))
    .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
    .innerJoin(locations, eq(locations.id, hcpSessions.locationId))
    .leftJoin(orderVisits, eq(orderVisits.orderId, orderItems.orderId))
    .leftJoin(clientAddresses, and(eq(orderVisits.visit, 'CALLOUT'), eq(clientAddresses.id, orderVisits.addressId)))
    .leftJoin(labReports, eq(labReports.orderItemId, orderItems.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

function viewOf(row: Row): LabItemView {
  const callout = row.visit === 'CALLOUT' && row.callout ? row.callout : null;
  const place: LabPlace = callout
    ? {
        kind: 'CALLOUT',
        name: null,
        address: { addressLine1: callout.addressLine1, addressLine2: callout.addressLine2, city: callout.city, state: callout.state, country: callout.country, zipcode: callout.zipcode },
        instructions: callout.instructions,
      }
    : { kind: 'FACILITY', name: row.locationName, address: row.locationAddress, instructions: null };
  return {
    orderItemId: row.orderItemId,
    orderItemDisplayId: row.orderItemDisplayId,
    organizationId: row.organizationId,
    status: row.status,
    clientId: row.clientId,
    clientName: `${row.firstName} ${row.lastName}`.trim(),
    clientDob: row.clientDob,
    clientPhone: row.clientPhone,
    productName: row.productName,
    sku: row.sku,
    sessionId: row.sessionId,
    sessionDisplayId: row.sessionDisplayId,
    sessionStatus: row.sessionStatus,
    providerId: row.providerId,
    collectorName: row.collectorName,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timezone: row.timezone,
    place,
    hasReport: row.reportId !== null,
  };
}

const isLab = eq(products.productType, 'LAB_TEST');
const booked = inArray(hcpSessions.status, LAB_SESSION_STATUSES);

/** The collector's lab visits starting in [from, to), earliest first. */
export async function collectorVisits(db: Database, organizationId: string, providerIds: readonly string[], from: Date, to: Date): Promise<LabItemView[]> {
  if (providerIds.length === 0) return [];
  const rows = await select(db)
    .where(
      and(
        eq(hcpSessions.organizationId, organizationId),
        inArray(hcpSessions.providerId, [...providerIds]),
        gte(hcpSessions.startsAt, from),
        lt(hcpSessions.startsAt, to),
        booked,
        isLab,
      ),
    )
    .orderBy(asc(hcpSessions.startsAt), asc(hcpSessions.id));
  return rows.map(viewOf);
}

/**
 * A lab item with its latest booked session, within the organization; `providerIds` narrows it to the
 * collector's own. Null for anything else (another collector's visit, a consultation, another tenant).
 */
export async function labItem(db: Database, organizationId: string, orderItemId: string, providerIds?: readonly string[]): Promise<LabItemView | null> {
  const conditions: SQL[] = [eq(orderItems.id, orderItemId), eq(orderItems.organizationId, organizationId), booked, isLab];
  if (providerIds) conditions.push(providerIds.length > 0 ? inArray(hcpSessions.providerId, [...providerIds]) : ne(hcpSessions.id, hcpSessions.id));
  const [row] = await select(db)
    .where(and(...conditions))
    .orderBy(desc(hcpSessions.startsAt))
    .limit(1);
  return row ? viewOf(row) : null;
}

/** The organization of an order item (a signed link names only the item). */
export async function itemOrganization(db: Database, orderItemId: string): Promise<string | null> {
  const [row] = await db.select({ organizationId: orderItems.organizationId }).from(orderItems).where(eq(orderItems.id, orderItemId)).limit(1);
  return row?.organizationId ?? null;
}
