import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, medicationProducts, productCategories, productLocations, products } from '../../db/schema/index.ts';
import { appError } from '../errors.ts';
import { prepared } from '../prepared-statements.ts';
import type { CheckoutPlace } from './checkout-place.ts';

/** One checkout item with what its fee lines are made of. */
export type PricedCheckoutItem = {
  productId: string;
  productName: string;
  productType: string;
  categoryId: string;
  categoryName: string;
  /** The product's starting price at the location, minor units. */
  price: number;
  /** The product's shipping cost, or its medication product's when the product itself has none. */
  shippingCost: number;
};

// Prepared once per database (server/services/prepared-statements.ts); the id lists travel as array parameters.
const productsStatement = (db: Database) =>
  prepared(db, 'checkout_products', (d) =>
    d
      .select({
        id: products.id,
        name: products.name,
        productType: products.productType,
        status: products.status,
        shippingCost: products.shippingCost,
        medicationShipping: medicationProducts.shippingCost,
        price: productLocations.startingPrice,
      })
      .from(products)
      .leftJoin(productLocations, and(eq(productLocations.productId, products.id), eq(productLocations.locationId, sql.placeholder('locationId'))))
      .leftJoin(medicationProducts, eq(medicationProducts.productId, products.id))
      .where(and(sql`${products.id} = any(${sql.placeholder('productIds')}::uuid[])`, eq(products.businessId, sql.placeholder('businessId'))))
      .prepare('checkout_products'),
  );

// The business's categories among those named, as far as the named products belong to them.
const linksStatement = (db: Database) =>
  prepared(db, 'checkout_product_categories', (d) =>
    d
      .select({ productId: productCategories.productId, categoryId: categories.id, categoryName: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(
        and(
          sql`${productCategories.productId} = any(${sql.placeholder('productIds')}::uuid[])`,
          sql`${productCategories.categoryId} = any(${sql.placeholder('categoryIds')}::uuid[])`,
          eq(categories.businessId, sql.placeholder('businessId')),
        ),
      )
      .prepare('checkout_product_categories'),
  );

/**
 * The items priced at the location, in the order given. A product or category that is not the business's, or a
 * product outside the category, is NOT_FOUND; an inactive product or one the location does not offer is
 * PRODUCT_NOT_AVAILABLE.
 */
export async function priceCheckoutItems(db: Database, place: CheckoutPlace, items: readonly { productId: string; categoryId: string }[]): Promise<PricedCheckoutItem[]> {
  const productIds = [...new Set(items.map((i) => i.productId))];
  const categoryIds = [...new Set(items.map((i) => i.categoryId))];
  const values = { productIds, categoryIds, businessId: place.business.id, locationId: place.location.id };
  const [productRows, links] = await Promise.all([productsStatement(db).execute(values), linksStatement(db).execute(values)]);
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const categoryOf = new Map(links.map((l) => [`${l.productId}:${l.categoryId}`, l.categoryName]));
  return items.map((item) => {
    const product = productById.get(item.productId);
    const categoryName = categoryOf.get(`${item.productId}:${item.categoryId}`);
    if (!product || categoryName === undefined) throw appError('NOT_FOUND');
    if (product.status !== 'ACTIVE' || product.price === null) throw appError('PRODUCT_NOT_AVAILABLE');
    return {
      productId: product.id,
      productName: product.name,
      productType: product.productType,
      categoryId: item.categoryId,
      categoryName,
      price: product.price,
      shippingCost: product.shippingCost > 0 ? product.shippingCost : (product.medicationShipping ?? 0),
    };
  });
}
