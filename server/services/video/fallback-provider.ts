import { and, eq } from 'drizzle-orm';
import { eligibleFallbackProviders, fallbackDueAt, noDoctorInMs } from '../../../src/domain/scheduling/fallback-provider.ts';
import { isSessionMode, offersSessionMode } from '../../../src/domain/scheduling/provider.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions, providerProfiles, users } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';
import { providersFor } from '../scheduling/availability.ts';
import { busyTimes } from '../scheduling/busy.ts';
import { isExclusionViolation } from '../scheduling/errors.ts';
import { lapseExpiredHolds, lockSession, type SessionRow } from '../scheduling/sessions.ts';
import { requireCallParty } from './call-party.ts';
import { notifyFallbackProvider } from './fallback-provider-mail.ts';
import { sideInCall } from './participants.ts';
import { refuseUnlessOpen } from './start-video-call.ts';

/** requestFallbackProvider's answer, which the waiting client's call acts on. */
export type FallbackProviderView =
  /** Too early to ask for another provider: ask again in `retryInMs`. */
  | { status: 'WAIT'; retryInMs: number; noDoctorInMs: null; HCPName: null }
  /** Another provider has the session (now, or already): no doctor is shown after `noDoctorInMs` without one. */
  | { status: 'ASSIGNED'; retryInMs: null; noDoctorInMs: number; HCPName: string }
  /** Nobody else can take it: the client is advised to reschedule. */
  | { status: 'NONE_AVAILABLE'; retryInMs: null; noDoctorInMs: null; HCPName: null }
  /** The session's provider is in the call (its video may still be on the way): ask again later if need be. */
  | { status: 'PROVIDER_JOINED'; retryInMs: null; noDoctorInMs: null; HCPName: null };

const settled = (status: 'NONE_AVAILABLE' | 'PROVIDER_JOINED'): FallbackProviderView => ({ status, retryInMs: null, noDoctorInMs: null, HCPName: null });

/** How long the answer waits for the new provider's mail before it goes without it (the mail still goes). */
const MAIL_WAIT_MS = 3_000;

/** Waits for `work`, but no longer than `ms`. */
async function atMost(ms: number, work: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** The provider's name as the call shows it: its display name, else its user's full name. */
export async function providerDisplayName(db: Database, providerId: string): Promise<string> {
  const [row] = await db
    .select({ displayName: providerProfiles.displayName, firstName: users.firstName, lastName: users.lastName })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(eq(providerProfiles.id, providerId))
    .limit(1);
  if (!row) return '';
  return row.displayName || `${row.firstName} ${row.lastName}`.trim();
}

/**
 * Gives the session to another provider of the organization who can take it now: serving its product at its
 * location in its mode, on duty for the whole consult, with no time off or other session then. Candidates are
 * tried in name order; the exclusion constraint has the last word, so one booked in the meantime is passed over
 * for the next (each try in its own savepoint, after that provider's expired holds are lapsed).
 */
async function takeOver(tx: Database, session: SessionRow, now: Date): Promise<{ providerId: string } | null> {
  const serving = await providersFor(tx, session.organizationId, { productId: session.productId, locationId: session.locationId });
  const mode = isSessionMode(session.mode) ? session.mode : 'VIRTUAL';
  const others = serving.filter((p) => p.profile.id !== session.providerId && offersSessionMode(p.view.mode, mode));
  const busy = await busyTimes(tx, others.map((p) => p.profile.id), { start: session.startsAt, end: session.occupiedUntil }, now);
  const eligible = eligibleFallbackProviders(
    others.map((p) => ({ id: p.profile.id, schedule: p.schedule, ...(busy.get(p.profile.id) ?? { timeOff: [], occupied: [] }) })),
    { start: session.startsAt, end: session.endsAt, occupiedUntil: session.occupiedUntil },
  );
  for (const candidate of eligible) {
    try {
      await tx.transaction(async (savepoint) => {
        await lapseExpiredHolds(savepoint, candidate.id, now);
        await savepoint
          .update(hcpSessions)
          .set({ providerId: candidate.id, fallbackFromProviderId: session.providerId, reassignedAt: now, updatedAt: now })
          .where(and(eq(hcpSessions.id, session.id), eq(hcpSessions.status, 'SCHEDULED')));
      });
      return { providerId: candidate.id };
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
  }
  return null;
}

/**
 * requestFallbackProvider: the session's client, in the call and alone there, asks for another provider because
 * the booked one has not come. Allowed from 5 minutes after the start while the call is open; once per session
 * (a second request, e.g. after a reload, answers with the provider already assigned). Only the client may ask,
 * and only after joining the call (startVideoCall).
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
    if (!(await sideInCall(tx, session.id, 'CLIENT'))) {
      throw appError('VIDEO_CALL_NOT_OPEN', 'Join the call before asking for another provider.', { reason: 'NOT_JOINED' });
    }
    if (await sideInCall(tx, session.id, 'HCP')) return settled('PROVIDER_JOINED');
    if (session.reassignedAt) {
      return { status: 'ASSIGNED', retryInMs: null, noDoctorInMs: noDoctorInMs(session.reassignedAt, now), HCPName: await providerDisplayName(tx, session.providerId) };
    }
    const dueAt = fallbackDueAt(session.startsAt);
    if (now < dueAt) return { status: 'WAIT', retryInMs: dueAt.getTime() - now.getTime(), noDoctorInMs: null, HCPName: null };
    const taken = await takeOver(tx, session, now);
    return taken ? { assignedNow: taken.providerId } : settled('NONE_AVAILABLE');
  });
  if (!('assignedNow' in outcome)) return outcome;
  // Committed: the mail goes out, but a slow mail server does not hold back the client's answer for long.
  await atMost(MAIL_WAIT_MS, notifyFallbackProvider(deps, party.session.id));
  return { status: 'ASSIGNED', retryInMs: null, noDoctorInMs: noDoctorInMs(now, now), HCPName: await providerDisplayName(deps.db, outcome.assignedNow) };
}
