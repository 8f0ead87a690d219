// gatewayDetail (spec §7): the keys the card form needs to tokenize with the gateway for one business.
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../context.ts';
import { businesses } from '../../db/schema/index.ts';
import { isUuid } from '../db-errors.ts';
import { appError } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';

export type GatewayDetailView = { provider: string; clientKey: string; merchantKey: string; tokenizeUrl: string };

/** For any signed-in user holding a grant in the business's organization; FORBIDDEN otherwise. */
export async function gatewayDetail(scope: RequestScope, viewer: Viewer, businessId: string): Promise<GatewayDetailView> {
  const { db, payments } = scope.deps;
  if (!isUuid(businessId)) throw appError('BUSINESS_NOT_FOUND');
  const [business] = await db.select({ id: businesses.id, organizationId: businesses.organizationId }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw appError('BUSINESS_NOT_FOUND');
  if (!viewer.grants.some((grant) => grant.organizationId === business.organizationId)) throw appError('FORBIDDEN');
  return { provider: payments.name, ...payments.gatewayDetail(business.id) };
}
