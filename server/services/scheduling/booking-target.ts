import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, locations, productLocations, products } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';

export type BookingTarget = {
  organizationId: string;
  businessId: string;
  locationId: string;
  productId: string;
  productType: string;
};

/**
 * The location and product a slot is for, both of the caller's organization: an active location of an active
 * business (LOCATION_NOT_FOUND otherwise, also for another organization's), and an active product offered there
 * (PRODUCT_NOT_AVAILABLE otherwise).
 */
export async function bookingTarget(db: Database, organizationId: string, productId: string, locationId: string): Promise<BookingTarget> {
  const [location] = await db
    .select({ id: locations.id, businessId: locations.businessId })
    .from(locations)
    .innerJoin(businesses, eq(businesses.id, locations.businessId))
    .where(and(eq(locations.id, locationId), eq(locations.organizationId, organizationId), eq(locations.isActive, true), eq(businesses.status, 'ACTIVE')))
    .limit(1);
  if (!location) throw appError('LOCATION_NOT_FOUND');
  const [product] = await db
    .select({ id: products.id, productType: products.productType })
    .from(products)
    .innerJoin(productLocations, and(eq(productLocations.productId, products.id), eq(productLocations.locationId, location.id)))
    .where(and(eq(products.id, productId), eq(products.organizationId, organizationId), eq(products.status, 'ACTIVE')))
    .limit(1);
  if (!product) throw appError('PRODUCT_NOT_AVAILABLE');
  return { organizationId, businessId: location.businessId, locationId: location.id, productId: product.id, productType: product.productType };
}
