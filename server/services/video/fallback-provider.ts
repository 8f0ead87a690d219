import { and, eq } from 'drizzle-orm';
import { fallbackDueAt, noDoctorInMs, pickFallbackProvider } from '../../../src/domain/scheduling/fallback-provider.ts';
import { isSessionMode, offersSessionMode } from '../../../src/domain/scheduling/provider.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions, providerProfiles } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';
import { providersFor } from '../scheduling/availability.ts';
import { busyTimes } from '../scheduling/busy.ts';
import { isExclusionViolation } from '../scheduling/errors.ts';
import { lockSession, type SessionRow } from '../scheduling/sessions.ts';
import { requireCallParty } from './call-party.ts';
import { notifyFallbackProvider } from './fallback-provider-mail.ts';
import { joinedSides } from './participants.ts';
import { refuseUnlessOpen } from './start-video-call.ts';

/** requestFallbackProvider's answer, which the waiting client's call acts on. */
export type FallbackProviderView =
  /** Too early to ask for another provider: ask again in `retryInMs`. */
  | { status: 'WAIT'; retryInMs: number; noDoctorInMs: null; HCPName: null }
  /** Another provider has the session (now, or already): no doctor is shown after `noDoctorInMs` without one. */
  | { status: 'ASSIGNED'; retryInMs: null; noDoctorInMs: number; HCPName: string }
  /** Nobody else can take it: the client is advised to reschedule. */
  | { status: 'NONE_AVAILABLE'; retryInMs: null; noDoctorInMs: null; HCPName: null }
  /** The booked provider has joined the call: nothing to do. */
  | { status: 'PROVIDER_JOINED'; retryInMs: null; noDoctorInMs: null; HCPName: null };

const settled = (status: 'NONE_AVAILABLE' | 'PROVIDER_JOINED'): FallbackProviderView => ({ status, retryInMs: null, noDoctorInMs: null, HCPName: null });

async function providerName(db: Database, providerId: string): Promise<string> {
  const [row] = await db.select({ name: providerProfiles.displayName }).from(providerProfiles).where(eq(providerProfiles.id, providerId)).limit(1);
  return row?.name ?? '';
}

/**
 * The provider of the same organization who can take the session now: serving its product at its location in
 * its mode, on duty for the whole consult, with no time off or other session then (the exclusion constraint
 * still has the last word). Candidates come in name order.
 */
async function takeOver(tx: Database, session: SessionRow, now: Date): Promise<{ providerId: string } | null> {
  const serving = await providersFor(tx, session.organizationId, { productId: session.productId, locationId: session.locationId });
  const mode = isSessionMode(session.mode) ? session.mode : 'VIRTUAL';
  const others = serving.filter((p) => p.profile.id !== session.providerId && offersSessionMode(p.view.mode, mode));
  const busy = await busyTimes(tx, others.map((p) => p.profile.id), { start: session.startsAt, end: session.occupiedUntil }, now);
  const chosen = pickFallbackProvider(
    others.map((p) => ({ id: p.profile.id, schedule: p.schedule, ...(busy.get(p.profile.id) ?? { timeOff: [], occupied: [] }) })),
    { start: session.startsAt, end: session.endsAt, occupiedUntil: session.occupiedUntil },
  );
  if (!chosen) return null;
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(hcpSessions)
        .set({ providerId: chosen.id, fallbackFromProviderId: session.providerId, reassignedAt: now, updatedAt: now })
        .where(and(eq(hcpSessions.id, session.id), eq(hcpSessions.status, 'SCHEDULED')));
    });
  } catch (error) {
    // Someone booked the chosen provider in the meantime: as if nobody were free.
    if (isExclusionViolation(error)) return null;
    throw error;
  }
  return { providerId: chosen.id };
}

/**
 * requestFallbackProvider: the session's client, waiting in the call, asks for another provider because the
 * booked one has not come. Allowed from 5 minutes after the start while the call is open; once per session (a
 * second request, e.g. after a reload, answers with the provider already assigned). Only the client may ask.
 */
export async function requestFallbackProvider(ctx: GraphQLContext, sessionId: string): Promise<FallbackProviderView> {
  const { deps } = ctx;
  const party = await requireCallParty(ctx, sessionId);
  if (party.side !== 'CLIENT') throw appError('FORBIDDEN');
  const now = deps.now();
  refuseUnlessOpen(party, now);
  const outcome = await deps.db.transaction(async (tx): Promise<FallbackProviderView | { assignedNow: string }> => {
    const session = await lockSession(tx, party.session.id, { organizationId: party.session.organizationId });
    if (!session) throw appError('NOT_FOUND');
    refuseUnlessOpen({ session }, now);
    if ((await joinedSides(tx, session.id)).has('HCP')) return settled('PROVIDER_JOINED');
    if (session.reassignedAt) {
      return { status: 'ASSIGNED', retryInMs: null, noDoctorInMs: noDoctorInMs(session.reassignedAt, now), HCPName: await providerName(tx, session.providerId) };
    }
    const dueAt = fallbackDueAt(session.startsAt);
    if (now < dueAt) return { status: 'WAIT', retryInMs: dueAt.getTime() - now.getTime(), noDoctorInMs: null, HCPName: null };
    const taken = await takeOver(tx, session, now);
    return taken ? { assignedNow: taken.providerId } : settled('NONE_AVAILABLE');
  });
  if (!('assignedNow' in outcome)) return outcome;
  await notifyFallbackProvider(deps, party.session.id);
  return { status: 'ASSIGNED', retryInMs: null, noDoctorInMs: noDoctorInMs(now, now), HCPName: await providerName(deps.db, outcome.assignedNow) };
}
