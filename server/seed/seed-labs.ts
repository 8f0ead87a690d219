// Lab visits in the demo (issue 17), so lab@demo.test (Sofia Alvarez) has work right after `npm start`, all for
// client@demo.test (Maria Lopez), on the seeding day's New York calendar:
// - a Lipid Panel collected earlier this hour at the clinic, now at the lab (LabReceived): the report can be uploaded;
// - a Comprehensive Metabolic Panel tomorrow at 09:00, a callout to Maria's address with instructions (LabBooked);
// - a Hemoglobin A1c the day after at 11:00 at the clinic (LabBooked).
// Times are relative to the day the database is seeded; every row has a fixed id, so running it again adds nothing.
import { and, eq, isNull } from 'drizzle-orm';
import { addDays, zonedDate, zonedDateTimeToUtc } from '../../src/domain/scheduling/local-time.ts';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { seedId } from './ids.ts';

const MINUTE = 60_000;
const ZONE = 'America/New_York';
const ORG = seedId('organization:demo');
const BUSINESS = seedId('business:demo');
const LOCATION = seedId('location:demo:main');
const LABS = seedId('category:demo:LABS');
const SOFIA = seedId('provider:demo:sofia-alvarez');
const EMAIL = 'client@demo.test';

type Visit = { key: string; product: string; name: string; price: number; startsAt: Date; status: 'LabBooked' | 'LabReceived'; callout: boolean };

export async function seedLabVisits(db: Database, now: Date = new Date()): Promise<void> {
  const clientId = seedId(`client:${EMAIL}:demo`);
  const addressId = seedId(`client-address:${EMAIL}:default`);
  const [client] = await db.select({ id: t.clients.id }).from(t.clients).where(eq(t.clients.id, clientId)).limit(1);
  if (!client) return;
  const today = zonedDate(now, ZONE);
  const visits: Visit[] = [
    { key: 'lipid', product: 'lipid-panel', name: 'Lipid Panel', price: 3900, startsAt: new Date(Math.floor(now.getTime() / (60 * MINUTE)) * 60 * MINUTE), status: 'LabReceived', callout: false },
    { key: 'metabolic', product: 'metabolic-panel', name: 'Comprehensive Metabolic Panel', price: 4900, startsAt: zonedDateTimeToUtc(addDays(today, 1), 9 * 60, ZONE), status: 'LabBooked', callout: true },
    { key: 'hba1c', product: 'hba1c', name: 'Hemoglobin A1c', price: 2900, startsAt: zonedDateTimeToUtc(addDays(today, 2), 11 * 60, ZONE), status: 'LabBooked', callout: false },
  ];
  // What the collector needs at the door of a callout.
  await db
    .update(t.clientAddresses)
    .set({ instructions: 'Ring 5B; the building has no elevator. Fasting since 8 pm.' })
    .where(and(eq(t.clientAddresses.id, addressId), isNull(t.clientAddresses.instructions)));
  for (const [index, visit] of visits.entries()) {
    const orderId = seedId(`order:demo:lab:${visit.key}`);
    const itemId = seedId(`order-item:demo:lab:${visit.key}`);
    const displayId = `CB-9001${index + 1}`;
    const booked = new Date(now.getTime() - (3 - index) * 60 * MINUTE);
    const endsAt = new Date(visit.startsAt.getTime() + 20 * MINUTE);
    await db
      .insert(t.orders)
      .values({ id: orderId, organizationId: ORG, displayId, businessId: BUSINESS, locationId: LOCATION, clientId, currencyCode: 'USD', paymentMethod: 'CARD', shippingAddressId: addressId, billingAddressId: addressId, createdAt: booked, updatedAt: booked })
      .onConflictDoNothing();
    await db
      .insert(t.orderItems)
      .values({ id: itemId, organizationId: ORG, orderId, displayId: `${displayId}-1`, clientId, categoryId: LABS, productId: seedId(`product:demo:${visit.product}`), status: visit.status, createdAt: booked, updatedAt: booked })
      .onConflictDoNothing();
    const paid = visit.status === 'LabReceived' ? visit.price : 0;
    await db
      .insert(t.orderItemFees)
      .values({ id: seedId(`order-item-fee:demo:lab:${visit.key}`), organizationId: ORG, orderItemId: itemId, entityName: visit.name, entityType: null, amount: visit.price, paid, unpaid: visit.price - paid })
      .onConflictDoNothing();
    if (visit.callout) await db.insert(t.orderVisits).values({ orderId, organizationId: ORG, visit: 'CALLOUT', addressId }).onConflictDoNothing();
    await db
      .insert(t.hcpSessions)
      .values({
        id: seedId(`hcp-session:demo:lab:${visit.key}`),
        organizationId: ORG,
        displayId: `HS-9001${index + 1}`,
        businessId: BUSINESS,
        locationId: LOCATION,
        providerId: SOFIA,
        clientId,
        productId: seedId(`product:demo:${visit.product}`),
        orderItemId: itemId,
        startsAt: visit.startsAt,
        endsAt,
        occupiedUntil: new Date(endsAt.getTime() + 10 * MINUTE),
        mode: 'IN_PERSON',
        status: visit.status === 'LabReceived' ? 'COMPLETED' : 'SCHEDULED',
        rescheduleCutOffAt: new Date(visit.startsAt.getTime() - 24 * 60 * MINUTE),
        createdAt: booked,
      })
      .onConflictDoNothing();
  }
}
