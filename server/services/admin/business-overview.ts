// The business at a glance (the admin console's home): the business's row and how much it holds.
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, categories, locations, products, roleGrants } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';

export type AdminBusinessRow = typeof businesses.$inferSelect;

export type BusinessOverview = AdminBusinessRow & {
  locationCount: number;
  categoryCount: number;
  productCount: number;
  staffCount: number;
};

/** The business of an admin's grant (requireBusinessAdmin checked the tenant); NOT_FOUND when gone. */
export async function readAdminBusiness(db: Database, businessId: string): Promise<AdminBusinessRow> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!row) throw appError('NOT_FOUND');
  return row;
}

export async function businessOverview(db: Database, businessId: string): Promise<BusinessOverview> {
  const business = await readAdminBusiness(db, businessId);
  const countOf = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const [locationCount, categoryCount, productCount, staffCount] = await Promise.all([
    countOf(db.select({ n: count() }).from(locations).where(and(eq(locations.businessId, businessId), eq(locations.isActive, true)))),
    countOf(db.select({ n: count() }).from(categories).where(eq(categories.businessId, businessId))),
    countOf(db.select({ n: count() }).from(products).where(eq(products.businessId, businessId))),
    // Staff: the business's people other than its clients (a provider's grant is over the provider: counted by organization).
    countOf(
      db
        .select({ n: count() })
        .from(roleGrants)
        .where(and(eq(roleGrants.organizationId, business.organizationId), ne(roleGrants.roleName, 'CLIENT'))),
    ),
  ]);
  return { ...business, locationCount, categoryCount, productCount, staffCount };
}
