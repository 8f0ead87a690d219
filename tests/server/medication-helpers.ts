// Shared world of the medication API tests: the seeded demo, a provider who approves, clients with an approved
// consultation (or medication program) ready to order, staff of the business, and the item's stage as the
// domain words it.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bookingStageMessage, type TreatmentDecision } from '../../src/domain/orders/booking-heading.ts';
import { isOrderItemStatus } from '../../src/domain/orders/order-item-status.ts';
import { createApp } from '../../server/app.ts';
import * as t from '../../server/db/schema/index.ts';
import { ensureWallet } from '../../server/services/ledger/ledger-accounts.ts';
import { creditAccount } from '../../server/services/ledger/ledger-entries.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectOk, gqlClient, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { staffHeaders } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { createShopper, DEMO, product, SUNRISE, type Shopper } from './orders-helpers.ts';
import { AISHA } from './scheduling-helpers.ts';
import { seededHcp, WEIGHTLOSS } from './video-helpers.ts';

export const DIRECTIONS = [
  { dosageName: null, dose: 0.5, doseUnit: 'mg', route: 'Subcutaneous injection', frequencyEvery: 1, frequencyTimeUnit: 'Week', durationEvery: 4, durationTimeUnit: 'Week', sellingPrice: 29900, costToBusiness: 12000 },
  { dosageName: 'Starting dose', dose: 0.25, doseUnit: 'mg', route: 'Subcutaneous injection', frequencyEvery: 1, frequencyTimeUnit: 'Week', durationEvery: 4, durationTimeUnit: 'Week', sellingPrice: 24900, costToBusiness: 10000 },
];
export const PRESCRIPTION = { medicationName: 'Semaglutide', directions: DIRECTIONS, notes: null };

export const ITEM_FIELDS = /* GraphQL */ `
  id status productType programItemId treatmentPlanStartDate
  treatmentDecision { status declineReason }
  medicationOrder { id orderItemId programItemId cycle bookingType status medicationName amount shippingCost credit chargedAmount walletAmount cardAmount currencyCode paymentMethod failureCode failureReason orderedAt shippedAt deliveredAt deliveryConfirmedAt missingReportedAt direction { dose doseUnit sellingPrice costToBusiness } shippingAddress { id } }
  medicationOptions { amountNow shippingCost creditFromCheckout currencyCode startingDirection { dose sellingPrice costToBusiness } prescription { medicationName approvedByHCP directions { dose } } }
  shipments { carrier trackingUrl status }
`;
export const ORDER_ITEM = /* GraphQL */ `query Item($id: ID!) { orderItem(id: $id) { ${ITEM_FIELDS} } }`;
export const CREATE = /* GraphQL */ `mutation Create($input: CreateMedicationOrderInput!) { createMedicationOrder(input: $input) { success message orderItem { ${ITEM_FIELDS} } } }`;
export const MARK_RECEIVED = /* GraphQL */ `mutation Mark($input: MarkMedicationOrderAsDeliveredInput!) { markMedicationOrderAsDelivered(input: $input) { success message orderItem { id status } } }`;
export const START_PLAN = /* GraphQL */ `mutation Start($input: StartTreatmentPlanInput!) { startTreatmentPlan(input: $input) { id status treatmentPlanStartDate } }`;
export const QUEUE = /* GraphQL */ `
  query Queue($filter: FulfilmentFilter, $limit: Int, $offset: Int) {
    medicationOrdersToFulfil(filter: $filter, limit: $limit, offset: $offset) {
      totalCount
      nodes { orderItemDisplayId orderId productName clientName clientEmail shipping { id } shipments { carrier } medicationOrder { id status orderItemId direction { costToBusiness } } }
    }
  }
`;
export const PREPARING = /* GraphQL */ `mutation P($input: MedicationOrderRefInput!) { markMedicationOrderPreparing(input: $input) { id status } }`;
export const SHIP = /* GraphQL */ `mutation S($input: ShipMedicationOrderInput!) { shipMedicationOrder(input: $input) { id status shippedAt } }`;
export const STAFF_DELIVERED = /* GraphQL */ `mutation D($input: MedicationOrderRefInput!) { markMedicationOrderDelivered(input: $input) { id status deliveredAt } }`;
export const APPROVE = /* GraphQL */ `mutation Approve($input: ApproveTreatmentInput!) { approveTreatment(input: $input) { id status } }`;
export const DECLINE = /* GraphQL */ `mutation Decline($input: DeclineTreatmentInput!) { declineTreatment(input: $input) { id status } }`;
export const CANCEL = /* GraphQL */ `mutation Cancel($input: CancelOrderItemInput!) { cancelOrderItem(input: $input) { success orderItem { id status } } }`;

export type MedicationOrderJson = {
  id: string;
  orderItemId: string;
  programItemId: string;
  cycle: number;
  bookingType: string;
  status: string;
  medicationName: string;
  amount: number;
  shippingCost: number;
  credit: number;
  chargedAmount: number;
  walletAmount: number;
  cardAmount: number;
  currencyCode: string;
  paymentMethod: string;
  failureCode: string | null;
  failureReason: string | null;
  orderedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  deliveryConfirmedAt: string | null;
  missingReportedAt: string | null;
  direction: { dose: number; doseUnit: string; sellingPrice: number; costToBusiness: number | null };
  shippingAddress: { id: string } | null;
};
export type ItemJson = {
  id: string;
  status: string;
  productType: string;
  programItemId: string | null;
  treatmentPlanStartDate: string | null;
  treatmentDecision: { status: TreatmentDecision; declineReason: string | null } | null;
  medicationOrder: MedicationOrderJson | null;
  medicationOptions: {
    amountNow: number;
    shippingCost: number;
    creditFromCheckout: number;
    currencyCode: string;
    startingDirection: { dose: number; sellingPrice: number; costToBusiness: number | null };
    prescription: { medicationName: string; approvedByHCP: string; directions: { dose: number }[] };
  } | null;
  shipments: { carrier: string; trackingUrl: string; status: string }[];
};

export type MedicationWorld = {
  deps: TestDeps;
  gql: Gql;
  aisha: { userId: string; headers: HeaderMap };
  fulfilment: HeaderMap;
  admin: HeaderMap;
  receptionist: HeaderMap;
  sunriseAdmin: HeaderMap;
};

export async function medicationWorld(start = new Date('2026-03-09T12:00:00Z')): Promise<MedicationWorld> {
  const deps = await createTestDeps();
  deps.clock.set(start);
  await seedDemo(deps.db);
  return {
    deps,
    gql: gqlClient(createApp(deps)),
    aisha: await seededHcp(deps, 'hcp@demo.test'),
    fulfilment: await staffHeaders(deps, DEMO.organizationId, DEMO.businessId, 'SERVICE_PROVIDER'),
    admin: await staffHeaders(deps, DEMO.organizationId, DEMO.businessId, 'BUSINESS_ADMIN'),
    receptionist: await staffHeaders(deps, DEMO.organizationId, DEMO.businessId),
    sunriseAdmin: await staffHeaders(deps, SUNRISE.organizationId, SUNRISE.businessId, 'BUSINESS_ADMIN'),
  };
}

let rows = 0;

export type HeldConsult = { orderId: string; orderItemId: string; displayId: string; sessionId: string };

/**
 * An order with one item whose consultation with Aisha took place an hour ago (session COMPLETED, item
 * ConsultationCompleted), its checkout lines paid as a completed consultation leaves them: the Weight Loss
 * Consultation by default, or the Semaglutide Program (a MEDICATION product: its price and shipping). `inCall`:
 * the call is still under way (session INPROGRESS, item ConsultationInProgress).
 */
export async function heldConsult(world: MedicationWorld, shopper: Shopper, { program = false, inCall = false } = {}): Promise<HeldConsult> {
  const { deps } = world;
  rows += 1;
  const productId = product(program ? 'semaglutide-program' : 'weightloss-consult');
  const displayId = `CB-M${rows}`;
  const [order] = await deps.db
    .insert(t.orders)
    .values({ organizationId: DEMO.organizationId, displayId, businessId: DEMO.businessId, locationId: DEMO.locationId, clientId: shopper.clientId, checkoutId: randomUUID(), paymentMethod: 'CARD', shippingAddressId: shopper.addressId })
    .returning({ id: t.orders.id });
  const [item] = await deps.db
    .insert(t.orderItems)
    .values({ organizationId: DEMO.organizationId, orderId: order!.id, displayId: `${displayId}-1`, clientId: shopper.clientId, categoryId: WEIGHTLOSS, productId, status: inCall ? 'ConsultationInProgress' : 'ConsultationCompleted' })
    .returning({ id: t.orderItems.id });
  const lines = program
    ? [
        { entityName: 'Semaglutide Program', entityType: null, amount: 29900 },
        { entityName: 'Shipping', entityType: 'shippingCost', amount: 1500 },
      ]
    : [{ entityName: 'Weight Loss Consultation', entityType: null, amount: 4900 }];
  await deps.db.insert(t.orderItemFees).values(lines.map((line) => ({ organizationId: DEMO.organizationId, orderItemId: item!.id, ...line, paid: line.amount, unpaid: 0 })));
  const start = new Date(deps.now().getTime() - 60 * 60_000);
  rows += 1;
  const [session] = await deps.db.insert(t.hcpSessions).values({
    organizationId: DEMO.organizationId,
    displayId: `HS-M${rows}`,
    businessId: DEMO.businessId,
    locationId: DEMO.locationId,
    providerId: AISHA,
    clientId: shopper.clientId,
    productId,
    orderItemId: item!.id,
    startsAt: start,
    endsAt: new Date(start.getTime() + 20 * 60_000),
    occupiedUntil: new Date(start.getTime() + 30 * 60_000),
    mode: 'VIRTUAL',
    status: inCall ? 'INPROGRESS' : 'COMPLETED',
    rescheduleCutOffAt: new Date(start.getTime() - 12 * 3_600_000),
  }).returning({ id: t.hcpSessions.id });
  return { orderId: order!.id, orderItemId: item!.id, displayId: `${displayId}-1`, sessionId: session!.id };
}

/** heldConsult, then approved by Aisha with PRESCRIPTION. */
export async function approvedItem(world: MedicationWorld, shopper: Shopper, options: { program?: boolean } = {}): Promise<HeldConsult> {
  const held = await heldConsult(world, shopper, options);
  expectOk(await world.gql(APPROVE, { input: { orderItemId: held.orderItemId, prescription: PRESCRIPTION } }, world.aisha.headers));
  return held;
}

export function newShopper(world: MedicationWorld, card?: string): Promise<Shopper> {
  return createShopper(world.deps, world.gql, card ? { card } : {});
}

export async function readItem(world: MedicationWorld, headers: HeaderMap, id: string): Promise<ItemJson> {
  return expectOk(await world.gql<{ orderItem: ItemJson }>(ORDER_ITEM, { id }, headers)).orderItem;
}

/** The title key of the item's stage as the domain words it (what the booking screen shows). */
export function stageTitle(item: Pick<ItemJson, 'status' | 'productType' | 'treatmentDecision' | 'programItemId'>): string | null {
  if (!isOrderItemStatus(item.status)) throw new Error(`unknown status ${item.status}`);
  return bookingStageMessage({ status: item.status, productType: item.productType, session: null, treatmentDecision: item.treatmentDecision?.status ?? null, isRenewal: item.programItemId !== null })?.titleKey ?? null;
}

export function stageBody(item: Pick<ItemJson, 'status' | 'productType' | 'treatmentDecision' | 'programItemId'>): string | null {
  if (!isOrderItemStatus(item.status)) throw new Error(`unknown status ${item.status}`);
  return bookingStageMessage({ status: item.status, productType: item.productType, session: null, treatmentDecision: item.treatmentDecision?.status ?? null, isRenewal: item.programItemId !== null })?.bodyKey ?? null;
}

export function orderInput(shopper: Shopper, orderItemId: string, payment: { method: string; paymentCardId?: string | null }, idempotencyKey: string = randomUUID()) {
  return { orderItemId, idempotencyKey, shippingAddressId: shopper.addressId, payment };
}

/** Puts money in the client's wallet (as a refund would). */
export async function fundWallet(deps: TestDeps, shopper: Shopper, amount: number): Promise<void> {
  const wallet = await ensureWallet(deps.db, DEMO.organizationId, shopper.clientId);
  await creditAccount(deps.db, { accountId: wallet.id, organizationId: DEMO.organizationId, amount, currencyCode: wallet.currencyCode, reason: 'ADJUSTMENT', idempotencyKey: randomUUID(), at: deps.now() });
}

export async function walletBalance(deps: TestDeps, shopper: Shopper): Promise<number> {
  const [row] = await deps.db.select({ balance: t.ledgerAccounts.balance }).from(t.ledgerAccounts).where(and(eq(t.ledgerAccounts.clientId, shopper.clientId), eq(t.ledgerAccounts.kind, 'WALLET')));
  return row?.balance ?? 0;
}

/** The gateway steps recorded for an order, as kind:status:amount. */
export async function paymentSteps(deps: TestDeps, orderId: string): Promise<string[]> {
  const rows = await deps.db.select().from(t.payments).where(eq(t.payments.orderId, orderId));
  return rows.map((r) => `${r.kind}:${r.status}:${r.amount}`).sort();
}
