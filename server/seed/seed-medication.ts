// The medication journey in the demo (issue 11), so it can be seen right after `npm start`:
// - approved@demo.test (Grace Miller): a Weight Loss Consultation held with hcp@demo.test yesterday and a
//   semaglutide prescription approved (0.25 mg weekly for 4 weeks $249, 0.5 mg $299, 1 mg for 8 weeks $349), a
//   saved approved card (4242) and a default address: ready to order.
// - program@demo.test (Noah Bennett): the same, month 1 ordered five weeks ago, shipped, delivered 14 days ago (the
//   renewal falls due in 7 days), program started. Its progress records come from seed-progress.ts.
// Times are relative to the day the database is seeded; every row has a fixed id, so running it again adds nothing.
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { SANDBOX_GATEWAY_NAME } from '../adapters/payments/sandbox.ts';
import { seedId } from './ids.ts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

const ORG = seedId('organization:demo');
const BUSINESS = seedId('business:demo');
const LOCATION = seedId('location:demo:main');
const CATEGORY = seedId('category:demo:WEIGHTLOSS');
const CONSULT = seedId('product:demo:weightloss-consult');
const AISHA = seedId('provider:demo:aisha-patel');
const AISHA_USER = seedId('user:hcp@demo.test');

/** The approved semaglutide prescription: a titration schedule in ascending dose (spec §3 directions). */
export const SEED_DIRECTIONS = [
  { dosageName: 'Starting dose', dose: 0.25, sellingPrice: 24900, costToBusiness: 9000, durationEvery: 4 },
  { dosageName: 'Step-up dose', dose: 0.5, sellingPrice: 29900, costToBusiness: 11000, durationEvery: 4 },
  { dosageName: 'Maintenance dose', dose: 1, sellingPrice: 34900, costToBusiness: 13000, durationEvery: 8 },
] as const;

type Journey = {
  key: 'approved' | 'program';
  email: string;
  name: string;
  orderDisplayId: string;
  sessionDisplayId: string;
  /** When the consultation took place. */
  consultAt: Date;
};

/** Rounded down to the hour, so the seeded times read naturally. */
function hourOf(at: number): Date {
  return new Date(Math.floor(at / (60 * MINUTE)) * 60 * MINUTE);
}

export async function seedMedicationJourneys(db: Database, now: Date = new Date()): Promise<void> {
  const journeys: Journey[] = [
    { key: 'approved', email: 'approved@demo.test', name: 'Grace Miller', orderDisplayId: 'CB-90001', sessionDisplayId: 'HS-90001', consultAt: hourOf(now.getTime() - DAY) },
    { key: 'program', email: 'program@demo.test', name: 'Noah Bennett', orderDisplayId: 'CB-90002', sessionDisplayId: 'HS-90002', consultAt: hourOf(now.getTime() - 36 * DAY) },
  ];
  for (const journey of journeys) await seedJourney(db, journey, now);
}

async function seedJourney(db: Database, journey: Journey, now: Date): Promise<void> {
  const userId = seedId(`user:${journey.email}`);
  const clientId = seedId(`client:${journey.email}:demo`);
  const addressId = seedId(`client-address:${journey.email}:default`);
  const cardId = seedId(`payment-card:${journey.email}:4242`);
  const orderId = seedId(`order:demo:${journey.key}`);
  const itemId = seedId(`order-item:demo:${journey.key}`);
  const sessionId = seedId(`hcp-session:demo:${journey.key}`);
  const prescriptionId = seedId(`prescription:demo:${journey.key}`);
  const consultEnd = new Date(journey.consultAt.getTime() + 20 * MINUTE);
  const approvedAt = new Date(consultEnd.getTime() + 5 * MINUTE);

  // A saved Visa ending 4242 that the sandbox gateway approves.
  const token = `tok_sandbox_seed_${journey.key}_4242`;
  const expiryYear = now.getUTCFullYear() + 3;
  await db
    .insert(t.sandboxGatewayTokens)
    .values({ token, behaviour: 'APPROVE', fingerprint: `seed-fingerprint-${journey.key}-4242`, lastFour: '4242', brand: 'visa', expiryMonth: 12, expiryYear })
    .onConflictDoNothing();
  await db
    .insert(t.paymentCards)
    .values({
      id: cardId,
      organizationId: ORG,
      userId,
      clientId,
      gateway: SANDBOX_GATEWAY_NAME,
      gatewayToken: token,
      cardNumberHash: `seed-fingerprint-${journey.key}-4242`,
      cardLastFour: '4242',
      cardType: 'visa',
      cardholderName: journey.name,
      expiryMonth: 12,
      expiryYear,
      billingAddressId: addressId,
      isDefault: true,
    })
    .onConflictDoNothing();

  const program = journey.key === 'program';
  const orderedAt = new Date(journey.consultAt.getTime() + DAY);
  const shippedAt = hourOf(now.getTime() - 17 * DAY);
  const deliveredAt = hourOf(now.getTime() - 14 * DAY);
  const startedAt = new Date(deliveredAt.getTime() + 2 * 60 * MINUTE);

  await db
    .insert(t.orders)
    .values({
      id: orderId,
      organizationId: ORG,
      displayId: journey.orderDisplayId,
      businessId: BUSINESS,
      locationId: LOCATION,
      clientId,
      createdBy: userId,
      checkoutId: seedId(`checkout:demo:${journey.key}`),
      currencyCode: 'USD',
      paymentMethod: 'CARD',
      paymentCardId: cardId,
      shippingAddressId: addressId,
      billingAddressId: addressId,
      createdAt: new Date(journey.consultAt.getTime() - 3 * DAY),
      updatedAt: new Date(journey.consultAt.getTime() - 3 * DAY),
    })
    .onConflictDoNothing();
  await db
    .insert(t.orderItems)
    .values({
      id: itemId,
      organizationId: ORG,
      orderId,
      displayId: `${journey.orderDisplayId}-1`,
      clientId,
      categoryId: CATEGORY,
      productId: CONSULT,
      status: program ? 'TreatmentPlanStarted' : 'ConsultationCompleted',
      treatmentPlanStartDate: program ? startedAt : null,
      autoRenewEnabled: true,
      createdAt: new Date(journey.consultAt.getTime() - 3 * DAY),
      updatedAt: program ? startedAt : approvedAt,
    })
    .onConflictDoNothing();
  // The consultation's price, captured when it was completed.
  await db
    .insert(t.orderItemFees)
    .values({ id: seedId(`order-item-fee:demo:${journey.key}:consult`), organizationId: ORG, orderItemId: itemId, entityName: 'Weight Loss Consultation', entityType: null, amount: 4900, paid: 4900, unpaid: 0 })
    .onConflictDoNothing();
  await db
    .insert(t.hcpSessions)
    .values({
      id: sessionId,
      organizationId: ORG,
      displayId: journey.sessionDisplayId,
      businessId: BUSINESS,
      locationId: LOCATION,
      providerId: AISHA,
      clientId,
      productId: CONSULT,
      orderItemId: itemId,
      startsAt: journey.consultAt,
      endsAt: consultEnd,
      occupiedUntil: new Date(consultEnd.getTime() + 10 * MINUTE),
      mode: 'VIRTUAL',
      status: 'COMPLETED',
      rescheduleCutOffAt: new Date(journey.consultAt.getTime() - 24 * 60 * MINUTE),
    })
    .onConflictDoNothing();
  await db
    .insert(t.prescriptions)
    .values({
      id: prescriptionId,
      organizationId: ORG,
      orderItemId: itemId,
      hcpSessionId: sessionId,
      providerId: AISHA,
      approvedBy: AISHA_USER,
      medicationName: 'Semaglutide',
      currencyCode: 'USD',
      notes: 'Inject once a week on the same day. Step up only as directed.',
      createdAt: approvedAt,
    })
    .onConflictDoNothing();
  for (const [position, direction] of SEED_DIRECTIONS.entries()) {
    await db
      .insert(t.prescriptionDirections)
      .values({
        id: seedId(`prescription-direction:demo:${journey.key}:${position}`),
        organizationId: ORG,
        prescriptionId,
        position,
        dosageName: direction.dosageName,
        dose: direction.dose,
        doseUnit: 'mg',
        route: 'Subcutaneous injection',
        frequencyEvery: 1,
        frequencyTimeUnit: 'Week',
        durationEvery: direction.durationEvery,
        durationTimeUnit: 'Week',
        sellingPrice: direction.sellingPrice,
        costToBusiness: direction.costToBusiness,
        createdAt: approvedAt,
      })
      .onConflictDoNothing();
  }
  if (!program) return;

  // Month 1 at the starting dose, paid by card, shipped and delivered; the program started the same day.
  const starting = SEED_DIRECTIONS[0];
  await db
    .insert(t.orderItemFees)
    .values({ id: seedId(`order-item-fee:demo:${journey.key}:month-1`), organizationId: ORG, orderItemId: itemId, entityName: 'Medication (month 1)', entityType: null, amount: starting.sellingPrice, paid: starting.sellingPrice, unpaid: 0 })
    .onConflictDoNothing();
  await db
    .insert(t.medicationOrders)
    .values({
      id: seedId(`medication-order:demo:${journey.key}:1`),
      organizationId: ORG,
      orderItemId: itemId,
      programItemId: itemId,
      clientId,
      cycle: 1,
      bookingType: 'FIRST_MONTH',
      prescriptionId,
      directionId: seedId(`prescription-direction:demo:${journey.key}:0`),
      amount: starting.sellingPrice,
      shippingCost: 0,
      credit: 0,
      chargedAmount: starting.sellingPrice,
      walletAmount: 0,
      cardAmount: starting.sellingPrice,
      currencyCode: 'USD',
      paymentMethod: 'CARD',
      paymentCardId: cardId,
      shippingAddressId: addressId,
      status: 'DELIVERED',
      idempotencyKey: seedId(`medication-order-key:demo:${journey.key}:1`),
      requestHash: 'seed',
      orderedAt,
      preparingAt: new Date(orderedAt.getTime() + 4 * 60 * MINUTE),
      shippedAt,
      deliveredAt,
      deliveryConfirmedAt: deliveredAt,
      createdAt: orderedAt,
      updatedAt: deliveredAt,
    })
    .onConflictDoNothing();
  await db
    .insert(t.shipments)
    .values({
      id: seedId(`shipment:demo:${journey.key}:1`),
      organizationId: ORG,
      orderItemId: itemId,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      status: 'DELIVERED',
      shippedAt,
      deliveredAt,
      createdBy: seedId('user:fulfilment@demo.test'),
      createdAt: shippedAt,
      updatedAt: deliveredAt,
    })
    .onConflictDoNothing();
}
