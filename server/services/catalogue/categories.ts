import { and, asc, eq, exists } from 'drizzle-orm';
import { z } from 'zod';
import { categories, productCategories, productLocations, products } from '../../db/schema/index.ts';
import { parseInput } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';
import { idSchema } from './inputs.ts';
import { catalogueLocation } from './location.ts';
import type { CategoryRow } from './loaders.ts';

/**
 * categoryByLocation: the ACTIVE categories of the location's business that have at least one ACTIVE product
 * offered at that location (a category with nothing to sell there is not listed), in the business's order.
 */
export async function categoriesAtLocation(scope: RequestScope, args: { locationId: unknown }): Promise<CategoryRow[]> {
  const { db } = scope.deps;
  const input = parseInput(z.object({ locationId: idSchema }), args);
  const { location } = await catalogueLocation(scope, input.locationId);
  const offeredHere = db
    .select({ one: productCategories.productId })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .innerJoin(productLocations, eq(productLocations.productId, products.id))
    .where(and(eq(productCategories.categoryId, categories.id), eq(products.status, 'ACTIVE'), eq(productLocations.locationId, location.id)));
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.businessId, location.businessId), eq(categories.status, 'ACTIVE'), exists(offeredHere)))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}
