// A medication program under way, written straight into the tables (what approveTreatment, createMedicationOrder
// and the delivery confirmation leave behind): a client with a saved card, an approved program item with a
// three-step semaglutide prescription, and its first month delivered at a chosen instant.
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { isSandboxGateway } from '../../server/adapters/payments/sandbox.ts';
import * as t from '../../server/db/schema/index.ts';
import { seedId } from '../../server/seed/ids.ts';
import { signAccessToken } from '../../server/services/auth/tokens.ts';
import { roleHeaders, type HeaderMap } from './accounts-helpers.ts';
import type { TestDeps } from './helpers/test-deps.ts';
import { AISHA, createSignedInClient, DEMO_BUSINESS, DEMO_ORG, MAIN, WEIGHTLOSS_CONSULT, type TestClient } from './scheduling-helpers.ts';

export const HAIR_CONSULT = seedId('product:demo:hair-consult');
export const WEIGHTLOSS = seedId('category:demo:WEIGHTLOSS');
export const HAIRCARE = seedId('category:demo:HAIRCARE');

export const APPROVING_CARD = '4242424242424242';
export const DECLINING_CARD = '4000000000000002';

/** 0.25 mg weekly for 4 weeks $249, 0.5 mg weekly for 4 weeks $299, 1 mg weekly for 8 weeks $349. */
export const SEMAGLUTIDE = [
  { dose: 0.25, sellingPrice: 24_900, durationEvery: 4 },
  { dose: 0.5, sellingPrice: 29_900, durationEvery: 4 },
  { dose: 1, sellingPrice: 34_900, durationEvery: 8 },
];

export type Program = {
  client: TestClient;
  programItemId: string;
  orderId: string;
  cardId: string;
  prescriptionId: string;
  directionIds: string[];
  firstOrderId: string;
  sessionId: string;
  addressId: string;
};

let n = 0;

/** A token signed at the test clock's now over the user's one active session (tests move the clock by weeks; an access token lasts a day). */
async function freshToken(deps: TestDeps, userId: string): Promise<{ accessToken: string }> {
  const now = deps.now();
  const [active] = await deps.db.select({ id: t.sessions.id }).from(t.sessions).where(and(eq(t.sessions.userId, userId), isNull(t.sessions.revokedAt))).limit(1);
  const sessionId = active?.id ?? randomUUID();
  if (!active) await deps.db.insert(t.sessions).values({ id: sessionId, userId, createdAt: now, expiresAt: new Date(now.getTime() + 3650 * 86_400_000) });
  else await deps.db.update(t.sessions).set({ expiresAt: new Date(now.getTime() + 3650 * 86_400_000) }).where(eq(t.sessions.id, sessionId));
  return { accessToken: await signAccessToken(deps.secrets.jwt, { userId, sessionId }, now) };
}

export async function clientHeaders(deps: TestDeps, client: TestClient): Promise<HeaderMap> {
  return roleHeaders(await freshToken(deps, client.userId), { organizationId: DEMO_ORG, roleName: 'CLIENT', targetId: client.clientId });
}

/** A HEALTHCARE_PROVIDER grant's headers (target: the user itself, as the seed grants it). */
export async function hcpHeaders(deps: TestDeps, userId: string, organizationId = DEMO_ORG): Promise<HeaderMap> {
  return roleHeaders(await freshToken(deps, userId), { organizationId, roleName: 'HEALTHCARE_PROVIDER', targetId: userId });
}

/** Saves a sandbox card for the client (as addPaymentCard would after tokenizing). */
export async function saveCard(deps: TestDeps, client: TestClient, digits: string, isDefault: boolean): Promise<string> {
  if (!isSandboxGateway(deps.payments)) throw new Error('tests run on the sandbox gateway');
  const token = await deps.payments.tokenize({ digits, brand: 'visa', expiryMonth: 12, expiryYear: deps.now().getUTCFullYear() + 3 });
  if (isDefault) await deps.db.update(t.paymentCards).set({ isDefault: false }).where(eq(t.paymentCards.clientId, client.clientId));
  const [card] = await deps.db
    .insert(t.paymentCards)
    .values({
      organizationId: DEMO_ORG,
      userId: client.userId,
      clientId: client.clientId,
      gateway: deps.payments.name,
      gatewayToken: token.token,
      cardNumberHash: token.fingerprint,
      cardLastFour: token.lastFour,
      cardType: 'visa',
      cardholderName: 'Test Client',
      expiryMonth: 12,
      expiryYear: deps.now().getUTCFullYear() + 3,
      isDefault,
      createdAt: deps.now(),
    })
    .returning({ id: t.paymentCards.id });
  if (!card) throw new Error('card not saved');
  return card.id;
}

/**
 * A client whose program item (a consult with an approved prescription, program started) had its first month
 * delivered at `deliveredAt`, paid with a saved card (`cardDigits`).
 */
export async function createProgram(
  deps: TestDeps,
  { deliveredAt, cardDigits = APPROVING_CARD, productId = WEIGHTLOSS_CONSULT, categoryId = WEIGHTLOSS }: { deliveredAt: Date; cardDigits?: string; productId?: string; categoryId?: string },
): Promise<Program> {
  n += 1;
  const client = await createSignedInClient(deps, DEMO_ORG);
  const cardId = await saveCard(deps, client, cardDigits, true);
  const [address] = await deps.db
    .insert(t.clientAddresses)
    .values({ organizationId: DEMO_ORG, clientId: client.clientId, addressLine1: '1 Main St', city: 'Austin', state: 'TX', country: 'US', zipcode: '73301', isDefault: true })
    .returning({ id: t.clientAddresses.id });
  const [order] = await deps.db
    .insert(t.orders)
    .values({ organizationId: DEMO_ORG, displayId: `CB-RN${n}-${Date.now()}`, businessId: DEMO_BUSINESS, locationId: MAIN, clientId: client.clientId, paymentMethod: 'CARD', paymentCardId: cardId, shippingAddressId: address?.id })
    .returning({ id: t.orders.id, displayId: t.orders.displayId });
  if (!order) throw new Error('order not created');
  const [item] = await deps.db
    .insert(t.orderItems)
    .values({ organizationId: DEMO_ORG, orderId: order.id, displayId: `${order.displayId}-1`, clientId: client.clientId, categoryId, productId, status: 'TreatmentPlanStarted', autoRenewEnabled: true })
    .returning({ id: t.orderItems.id });
  if (!item) throw new Error('item not created');
  // The consult took place a month before the delivery, each program at its own hour (a provider's sessions never overlap).
  const start = new Date(deliveredAt.getTime() - 30 * 86_400_000 + n * 3_600_000);
  const [session] = await deps.db
    .insert(t.hcpSessions)
    .values({
      organizationId: DEMO_ORG,
      displayId: `HS-RN${n}-${Date.now()}`,
      businessId: DEMO_BUSINESS,
      locationId: MAIN,
      providerId: AISHA,
      clientId: client.clientId,
      productId,
      orderItemId: item.id,
      startsAt: start,
      endsAt: new Date(start.getTime() + 20 * 60_000),
      occupiedUntil: new Date(start.getTime() + 30 * 60_000),
      mode: 'VIRTUAL',
      status: 'COMPLETED',
      rescheduleCutOffAt: new Date(start.getTime() - 12 * 3_600_000),
    })
    .returning({ id: t.hcpSessions.id });
  if (!session) throw new Error('session not created');
  const [provider] = await deps.db.select({ userId: t.providerProfiles.userId }).from(t.providerProfiles).where(eq(t.providerProfiles.id, AISHA));
  const [prescription] = await deps.db
    .insert(t.prescriptions)
    .values({ organizationId: DEMO_ORG, orderItemId: item.id, hcpSessionId: session.id, providerId: AISHA, approvedBy: provider!.userId, medicationName: 'Semaglutide', currencyCode: 'USD' })
    .returning({ id: t.prescriptions.id });
  if (!prescription) throw new Error('prescription not created');
  const directions = await deps.db
    .insert(t.prescriptionDirections)
    .values(
      SEMAGLUTIDE.map((d, position) => ({
        organizationId: DEMO_ORG,
        prescriptionId: prescription.id,
        position,
        dose: d.dose,
        doseUnit: 'mg',
        route: 'Subcutaneous',
        frequencyEvery: 1,
        frequencyTimeUnit: 'Week',
        durationEvery: d.durationEvery,
        durationTimeUnit: 'Week',
        sellingPrice: d.sellingPrice,
        costToBusiness: 9_000,
      })),
    )
    .returning({ id: t.prescriptionDirections.id, position: t.prescriptionDirections.position });
  const directionIds = directions.sort((a, b) => a.position - b.position).map((d) => d.id);
  const [first] = await deps.db
    .insert(t.medicationOrders)
    .values({
      organizationId: DEMO_ORG,
      orderItemId: item.id,
      programItemId: item.id,
      clientId: client.clientId,
      cycle: 1,
      bookingType: 'FIRST_MONTH',
      prescriptionId: prescription.id,
      directionId: directionIds[0]!,
      amount: 24_900,
      chargedAmount: 24_900,
      cardAmount: 24_900,
      currencyCode: 'USD',
      paymentMethod: 'CARD',
      paymentCardId: cardId,
      shippingAddressId: address?.id,
      status: 'DELIVERED',
      orderedAt: new Date(deliveredAt.getTime() - 5 * 86_400_000),
      shippedAt: new Date(deliveredAt.getTime() - 3 * 86_400_000),
      deliveredAt,
      deliveryConfirmedAt: deliveredAt,
    })
    .returning({ id: t.medicationOrders.id });
  if (!first) throw new Error('first month not created');
  return { client, programItemId: item.id, orderId: order.id, cardId, prescriptionId: prescription.id, directionIds, firstOrderId: first.id, sessionId: session.id, addressId: address!.id };
}

/** What a program's renewals left: orders, renewal rows, medication orders, card payments and sandbox holds. */
export async function renewalFootprint(deps: TestDeps, program: Program) {
  const renewalItems = await deps.db.select().from(t.orderItems).where(eq(t.orderItems.programItemId, program.programItemId));
  const renewals = await deps.db.select().from(t.medicationRenewals).where(eq(t.medicationRenewals.programItemId, program.programItemId));
  const medicationOrders = await deps.db
    .select()
    .from(t.medicationOrders)
    .where(and(eq(t.medicationOrders.programItemId, program.programItemId), eq(t.medicationOrders.bookingType, 'AUTO_RENEW')));
  const orderIds = renewalItems.map((i) => i.orderId);
  const payments = [];
  for (const orderId of orderIds) payments.push(...(await deps.db.select().from(t.payments).where(eq(t.payments.orderId, orderId))));
  const [holds] = await deps.db.select({ n: count() }).from(t.sandboxGatewayAuthorizations);
  return {
    renewalItems,
    renewals,
    medicationOrders,
    payments,
    captures: payments.filter((p) => p.kind === 'CAPTURE' && p.status === 'SUCCEEDED'),
    sandboxAuthorizations: holds?.n ?? 0,
  };
}
