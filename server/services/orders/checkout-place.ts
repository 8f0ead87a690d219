import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, locations, organizations } from '../../db/schema/index.ts';
import type { BusinessRow, LocationRow } from '../businesses.ts';
import { appError } from '../errors.ts';
import { prepared } from '../prepared-statements.ts';

/** Where a checkout is placed: an active location, its ACTIVE business and the organization's name. */
export type CheckoutPlace = { location: LocationRow; business: BusinessRow; organizationName: string };

/** The grant a caller acts with, as far as the checkout cares: its organization, role and target. */
export type ActingGrant = { organizationId: string; roleName: string; targetId: string };

const placeStatement = (db: Database) =>
  prepared(db, 'checkout_place', (d) =>
    d
      .select({ location: locations, business: businesses, organizationName: organizations.name })
      .from(locations)
      .innerJoin(businesses, eq(businesses.id, locations.businessId))
      .innerJoin(organizations, eq(organizations.id, businesses.organizationId))
      .where(and(eq(locations.id, sql.placeholder('locationId')), eq(locations.isActive, true), eq(businesses.status, 'ACTIVE')))
      .limit(1)
      .prepare('checkout_place'),
  );

/**
 * The checkout's location, provided the caller may book there: a client at any location of its organization's
 * businesses, staff only at their own business's. Anything else is LOCATION_NOT_FOUND (another tenant's ids are
 * not confirmed to exist).
 */
export async function checkoutPlace(db: Database, locationId: string, grant: ActingGrant): Promise<CheckoutPlace> {
  const [row] = await placeStatement(db).execute({ locationId });
  if (!row || row.business.organizationId !== grant.organizationId) throw appError('LOCATION_NOT_FOUND');
  if (grant.roleName !== 'CLIENT' && row.business.id !== grant.targetId) throw appError('LOCATION_NOT_FOUND');
  return row;
}
