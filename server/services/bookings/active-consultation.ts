// activeConsultation (spec §7): the consultation the caller can be in now, for the call overlay: a session under
// way, or a booked one inside its join window (canJoin), the earliest first.
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { JOIN_LEAD_TIME_MINUTES } from '../../../src/domain/scheduling/join-window.ts';
import type { Database } from '../../db/client.ts';
import { hcpSessions, orderItems, orders, providerProfiles } from '../../db/schema/index.ts';
import { appError, parseInput } from '../errors.ts';
import { consultView, type ConsultView } from './consults.ts';
import { activeConsultationFilterSchema } from './inputs.ts';
import { scopeCondition, type BookingsScope } from './scope.ts';

export type ActiveConsultation = ConsultView & { orderId: string; orderItemId: string };

export async function activeConsultation(db: Database, scope: BookingsScope, raw: unknown, now: Date): Promise<ActiveConsultation | null> {
  const filter = parseInput(activeConsultationFilterSchema, raw, 'filters');
  if (scope.clientId && filter.clientId && filter.clientId !== scope.clientId) throw appError('FORBIDDEN');
  const joinFrom = new Date(now.getTime() + JOIN_LEAD_TIME_MINUTES * 60_000);
  const rows = await db
    .select({ session: hcpSessions, orderId: orderItems.orderId, providerId: providerProfiles.id, userId: providerProfiles.userId, name: providerProfiles.displayName, image: providerProfiles.imageUrl })
    .from(hcpSessions)
    .innerJoin(orderItems, eq(orderItems.id, hcpSessions.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
    .where(
      and(
        scopeCondition(scope),
        filter.clientId ? eq(hcpSessions.clientId, filter.clientId) : undefined,
        filter.orderItemId ? eq(hcpSessions.orderItemId, filter.orderItemId) : undefined,
        inArray(hcpSessions.status, ['SCHEDULED', 'INPROGRESS']),
        lte(hcpSessions.startsAt, joinFrom),
        gt(hcpSessions.endsAt, now),
      ),
    )
    .orderBy(asc(hcpSessions.startsAt), asc(hcpSessions.id))
    .limit(1);
  const [row] = rows;
  if (!row || !row.session.orderItemId) return null;
  const view = consultView(row.session, { id: row.providerId, userId: row.userId, name: row.name, image: row.image }, now);
  return { ...view, orderId: row.orderId, orderItemId: row.session.orderItemId };
}
