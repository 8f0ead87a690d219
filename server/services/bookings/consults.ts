// The consult sessions of order items (spec §3 "Order item consult"), with the flags the server decides for
// the stage card: canJoin, canReschedule and canCancel. Loaded in one query per request for a page of items.
import { asc, eq, inArray } from 'drizzle-orm';
import { canReschedule } from '../../../src/domain/scheduling/hold.ts';
import { canJoin } from '../../../src/domain/scheduling/join-window.ts';
import { isSessionStatus, type SessionStatus } from '../../../src/domain/scheduling/session-status.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions, providerProfiles } from '../../db/schema/index.ts';

export type SessionRow = typeof hcpSessions.$inferSelect;

export type ConsultView = {
  session: SessionRow;
  status: SessionStatus;
  provider: { id: string; userId: string; name: string; image: string | null };
  canJoin: boolean;
  canReschedule: boolean;
  /** A booked session can be cancelled until it starts (the cancellation charge applies close to the start). */
  canCancel: boolean;
};

/** Sessions that stand for the booking now; a cancelled or lapsed one is history. */
const CURRENT_STATUSES: readonly SessionStatus[] = ['SCHEDULED', 'INPROGRESS', 'PENDING'];

export function consultView(session: SessionRow, provider: ConsultView['provider'], now: Date): ConsultView {
  const status: SessionStatus = isSessionStatus(session.status) ? session.status : 'CANCELLED';
  const live = status === 'SCHEDULED' || status === 'INPROGRESS';
  return {
    session,
    status,
    provider,
    canJoin: live && canJoin(session.startsAt, session.endsAt, now),
    canReschedule: canReschedule({ status, rescheduleCutOffAt: session.rescheduleCutOffAt }, now),
    canCancel: status === 'SCHEDULED' && now.getTime() < session.startsAt.getTime(),
  };
}

/** Every session booked for each item, oldest first (a rescheduled session keeps its row; a re-booking adds one). */
export async function consultsOfItems(db: Database, orderItemIds: readonly string[], now: Date): Promise<ConsultView[][]> {
  if (orderItemIds.length === 0) return [];
  const rows = await db
    .select({ session: hcpSessions, providerId: providerProfiles.id, userId: providerProfiles.userId, name: providerProfiles.displayName, image: providerProfiles.imageUrl })
    .from(hcpSessions)
    .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
    .where(inArray(hcpSessions.orderItemId, [...orderItemIds]))
    .orderBy(asc(hcpSessions.createdAt), asc(hcpSessions.id));
  return orderItemIds.map((itemId) =>
    rows
      .filter((row) => row.session.orderItemId === itemId)
      .map((row) => consultView(row.session, { id: row.providerId, userId: row.userId, name: row.name, image: row.image }, now)),
  );
}

/** The session that stands for the booking: the live one, else the latest. */
export function currentConsult(consults: readonly ConsultView[]): ConsultView | null {
  return consults.find((c) => CURRENT_STATUSES.includes(c.status)) ?? consults.at(-1) ?? null;
}
