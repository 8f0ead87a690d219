// The business admin's gate (team brief issue 16, "Contracts"): every admin operation on a business goes
// through requireBusinessAdmin. Tenant = the grant's organization: a business of another organization is
// NOT_FOUND (its id cannot be probed), a business of the same organization that the caller does not administer
// is FORBIDDEN.
import { and, eq } from 'drizzle-orm';
import { requireGrant, type GraphQLContext, type Granted } from '../../context.ts';
import { businesses } from '../../db/schema/index.ts';
import { isUuid } from '../db-errors.ts';
import { appError } from '../errors.ts';

export const BUSINESS_ADMIN_ROLE = 'BUSINESS_ADMIN' as const;

/**
 * The caller's BUSINESS_ADMIN grant over `businessId`. The role headers must name a BUSINESS_ADMIN grant the user
 * holds (else FORBIDDEN); the business must be in that grant's organization (else NOT_FOUND); the user must hold
 * a BUSINESS_ADMIN grant on that very business (else FORBIDDEN). The grant answered is the one over the business.
 */
export async function requireBusinessAdmin(ctx: GraphQLContext, businessId: string): Promise<Granted> {
  const granted = await requireGrant(ctx, [BUSINESS_ADMIN_ROLE]);
  const organizationId = granted.grant.organizationId;
  if (!isUuid(businessId)) throw appError('NOT_FOUND');
  const [business] = await ctx.deps.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.organizationId, organizationId)))
    .limit(1);
  if (!business) throw appError('NOT_FOUND');
  if (granted.grant.targetId === businessId) return granted;
  const other = granted.viewer.grants.find((g) => g.organizationId === organizationId && g.roleName === BUSINESS_ADMIN_ROLE && g.targetId === businessId);
  if (!other) throw appError('FORBIDDEN');
  return { viewer: granted.viewer, grant: { ...other, roleName: BUSINESS_ADMIN_ROLE } };
}
