// Attribution at the edge (issue 17): the `attribution` input of createOrder and clientSignup. Validated here;
// a code that is malformed, unknown, of another business or the person's own is ignored (never an error), so a
// stale cookie can never stop a checkout or a sign-up.
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeAffiliateCode, ORDER_SOURCES, type OrderSource } from '../../../src/domain/affiliates/affiliate-code.ts';
import type { Database } from '../../db/client.ts';
import { affiliates } from '../../db/schema/index.ts';

export type Attribution = { source: OrderSource; affiliateCode: string | null };

export const attributionSchema = z
  .object({
    source: z.enum(ORDER_SOURCES).nullish(),
    affiliateCode: z.unknown().optional(),
  })
  .nullish()
  .transform((value): Attribution => ({ source: value?.source ?? 'APP', affiliateCode: normalizeAffiliateCode(value?.affiliateCode) }));

/** The affiliate the code names within `scope` (a business, or an organization for sign-ups), unless it is `selfUserId`'s own. */
export async function findAttributedAffiliate(
  db: Database,
  code: string | null,
  scope: { businessId: string } | { organizationId: string },
  selfUserId: string | null,
): Promise<string | null> {
  if (!code) return null;
  const conditions = [
    eq(affiliates.code, code),
    'businessId' in scope ? eq(affiliates.businessId, scope.businessId) : eq(affiliates.organizationId, scope.organizationId),
  ];
  if (selfUserId) conditions.push(ne(affiliates.userId, selfUserId));
  const [row] = await db.select({ id: affiliates.id }).from(affiliates).where(and(...conditions)).limit(1);
  return row?.id ?? null;
}
