// The events that notify a client, each called by the service where the event happens with an id and nothing more:
// after its change committed (beside its confirmation mail), except the renewal's, which is written inside the
// renewal's own transaction. None of them ever fails the caller (notify() and quietly() log instead).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hcpSessionParticipants, medicationRenewals, notifications } from '../../db/schema/index.ts';
import { treatmentDecision } from '../hcp/treatment-decision.ts';
import { sideInCall } from '../video/participants.ts';
import { consultFacts, itemFacts, itemOfMedicationOrder, latestShipment, shipmentById } from './notification-facts.ts';
import { createNotification, notify, quietly, type NotifyDeps } from './notify.ts';
import { armReminders } from './reminders.ts';

/**
 * A consultation was booked (checkout, booking a slot later): BOOKING_CONFIRMED, and its two reminders queued.
 * A lab draw booked the same way is not a consultation: it gets neither (its words would be wrong).
 */
export async function notifySessionBooked(deps: NotifyDeps, sessionId: string): Promise<void> {
  await quietly('booking confirmed', async () => {
    const consult = await consultFacts(deps.db, sessionId);
    if (!consult || consult.isLab || consult.status !== 'SCHEDULED') return;
    await armReminders(deps.db, deps.now(), { id: sessionId, startsAt: consult.startsAt });
    await notify(deps, { userId: consult.userId, organizationId: consult.organizationId, kind: 'BOOKING_CONFIRMED', params: consult.facts, dedupeKey: `booked:${sessionId}` });
  });
}

/** A consultation moved to another time: its reminders follow it. */
export async function notifySessionMoved(deps: NotifyDeps, sessionId: string): Promise<void> {
  await quietly('reminders re-armed', async () => {
    const consult = await consultFacts(deps.db, sessionId);
    if (!consult || consult.isLab || consult.status !== 'SCHEDULED') return;
    await armReminders(deps.db, deps.now(), { id: sessionId, startsAt: consult.startsAt });
  });
}

/**
 * The provider joined the call and the client is not in it: PROVIDER_WAITING, with the call to join. Once per join
 * of the provider, and never a second unread one for the same call (a provider reloading the page).
 */
export async function notifyProviderWaiting(deps: NotifyDeps, sessionId: string, side: 'CLIENT' | 'HCP'): Promise<void> {
  if (side !== 'HCP') return;
  await quietly('provider waiting', async () => {
    if (await sideInCall(deps.db, sessionId, 'CLIENT')) return;
    const consult = await consultFacts(deps.db, sessionId);
    if (!consult) return;
    if (await unreadWaitingFor(deps.db, consult.userId, sessionId)) return;
    const [joins] = await deps.db
      .select({ count: hcpSessionParticipants.joinCount })
      .from(hcpSessionParticipants)
      .where(and(eq(hcpSessionParticipants.sessionId, sessionId), eq(hcpSessionParticipants.side, 'HCP')));
    const { facts } = consult;
    await notify(deps, {
      userId: consult.userId,
      organizationId: consult.organizationId,
      kind: 'PROVIDER_WAITING',
      params: { businessCode: facts.businessCode, locationCode: facts.locationCode, orderId: facts.orderId, orderItemId: facts.orderItemId, hcpSessionId: sessionId, providerName: facts.providerName },
      dedupeKey: `waiting:${sessionId}:${joins?.count ?? 1}`,
    });
  });
}

async function unreadWaitingFor(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ params: notifications.params })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'PROVIDER_WAITING'), isNull(notifications.readAt)));
  return rows.some((row) => typeof row.params === 'object' && row.params !== null && 'hcpSessionId' in row.params && row.params.hcpSessionId === sessionId);
}

/** The provider decided the item's treatment: TREATMENT_APPROVED or TREATMENT_DECLINED (the words say neither what nor why). */
export async function notifyTreatmentDecided(deps: NotifyDeps, orderItemId: string): Promise<void> {
  await quietly('treatment decided', async () => {
    const decision = await treatmentDecision(deps.db, orderItemId);
    const item = decision ? await itemFacts(deps.db, orderItemId) : null;
    if (!decision || !item) return;
    const kind = decision.status === 'APPROVED' ? 'TREATMENT_APPROVED' : 'TREATMENT_DECLINED';
    await notify(deps, { userId: item.userId, organizationId: item.organizationId, kind, params: item.ref, dedupeKey: `treatment:${orderItemId}` });
  });
}

/**
 * A parcel was shipped or delivered (staff recording it, the fulfilment queue): MEDICATION_SHIPPED or
 * MEDICATION_DELIVERED as the parcel now stands, once per parcel and state. Give the parcel, or the medication
 * order (its item's latest parcel).
 */
export async function notifyParcel(deps: NotifyDeps, ref: { shipmentId: string } | { medicationOrderId: string }): Promise<void> {
  await quietly('parcel', async () => {
    const parcel = 'shipmentId' in ref ? await shipmentById(deps.db, ref.shipmentId) : await latestShipmentOfOrder(deps.db, ref.medicationOrderId);
    const item = parcel ? await itemFacts(deps.db, parcel.orderItemId) : null;
    if (!parcel || !item) return;
    const kind = parcel.status === 'DELIVERED' ? 'MEDICATION_DELIVERED' : 'MEDICATION_SHIPPED';
    await notify(deps, { userId: item.userId, organizationId: item.organizationId, kind, params: item.ref, dedupeKey: `parcel:${parcel.id}:${kind}` });
  });
}

async function latestShipmentOfOrder(db: Database, medicationOrderId: string) {
  const orderItemId = await itemOfMedicationOrder(db, medicationOrderId);
  return orderItemId ? latestShipment(db, orderItemId) : null;
}

/**
 * A renewal was charged or failed, inside the renewal's transaction (it exists exactly when the outcome does; the
 * push job publishes it once committed). About the program item, whose page has the auto-renewal switch.
 */
export async function recordRenewalNotification(tx: Database, now: Date, renewal: { id: string; attempt: number }, charged: boolean): Promise<void> {
  // In a savepoint: a notification that cannot be written is logged, and the renewal's outcome still commits.
  await quietly('renewal outcome', () =>
    tx.transaction(async (savepoint) => {
      const [row] = await savepoint.select({ programItemId: medicationRenewals.programItemId }).from(medicationRenewals).where(eq(medicationRenewals.id, renewal.id)).limit(1);
      const item = row ? await itemFacts(savepoint, row.programItemId) : null;
      if (!item) return;
      const kind = charged ? 'RENEWAL_CHARGED' : 'RENEWAL_FAILED';
      const dedupeKey = `renewal:${renewal.id}:${renewal.attempt}:${kind}`;
      await createNotification(savepoint, now, { userId: item.userId, organizationId: item.organizationId, kind, params: item.ref, dedupeKey }, { publishFromJob: true });
    }),
  );
}
