import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { GraphQLContext } from '../../context.ts';
import { hcpSessions, providerProfiles } from '../../db/schema/index.ts';
import { parseInput } from '../errors.ts';
import { sessionView, type SessionView } from '../scheduling/sessions.ts';
import { BOOKED_STATUSES, hcpOwnSession, rememberOwnSessions, requireHcp } from './hcp-scope.ts';

/** A range of at most 93 days keeps one request's work bounded (a quarter of a calendar). */
const MAX_RANGE_MS = 93 * 86_400_000;

const rangeSchema = z
  .object({ from: z.iso.datetime({ offset: true, error: 'validation.invalid' }), to: z.iso.datetime({ offset: true, error: 'validation.invalid' }) })
  .transform((r) => ({ from: new Date(r.from), to: new Date(r.to) }))
  .refine((r) => r.to > r.from && r.to.getTime() - r.from.getTime() <= MAX_RANGE_MS, { error: 'validation.invalid', path: ['to'] });

/** hcpSessions: the calling provider's booked sessions starting in [from, to), earliest first. */
export async function listHcpSessions(ctx: GraphQLContext, filter: { from: string; to: string }): Promise<SessionView[]> {
  const range = parseInput(rangeSchema, filter, 'filter');
  const actor = await requireHcp(ctx);
  const rows = await ctx.deps.db
    .select({ session: hcpSessions })
    .from(hcpSessions)
    .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
    .where(
      and(
        eq(hcpSessions.organizationId, actor.organizationId),
        eq(providerProfiles.userId, actor.userId),
        inArray(hcpSessions.status, BOOKED_STATUSES),
        gte(hcpSessions.startsAt, range.from),
        lt(hcpSessions.startsAt, range.to),
      ),
    )
    .orderBy(asc(hcpSessions.startsAt), asc(hcpSessions.id));
  rememberOwnSessions(ctx, actor, rows.map((r) => r.session.id));
  const now = ctx.deps.now();
  return Promise.all(rows.map((r) => sessionView(ctx.deps.db, r.session, now)));
}

/** hcpSession: one of the calling provider's own sessions, or null. */
export async function getHcpSession(ctx: GraphQLContext, sessionId: string): Promise<SessionView | null> {
  const actor = await requireHcp(ctx);
  const session = await hcpOwnSession(ctx.deps.db, actor, sessionId);
  if (!session || session.status === 'PENDING') return null;
  rememberOwnSessions(ctx, actor, [session.id]);
  return sessionView(ctx.deps.db, session, ctx.deps.now());
}
