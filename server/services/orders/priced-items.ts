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
// One statement: each named product of the business with its price at the location, once per named category of
// the business it belongs to (no category row: a product outside the named categories).
const productsStatement = (db: Database) =>
  prepared(db, 'checkout_products_in_categories', (d) =>
    d
      .select({
        id: products.id,
        name: products.name,
        productType: products.productType,
        status: products.status,
        shippingCost: products.shippingCost,
        medicationShipping: medicationProducts.shippingCost,
        price: productLocations.startingPrice,
        categoryId: categories.id,
        categoryName: categories.name,
      })
      .from(products)
      .leftJoin(productLocations, and(eq(productLocations.productId, products.id), eq(productLocations.locationId, sql.placeholder('locationId'))))
      .leftJoin(medicationProducts, eq(medicationProducts.productId, products.id))
      .leftJoin(
        productCategories,
        and(eq(productCategories.productId, products.id), sql`${productCategories.categoryId} = any(${sql.placeholder('categoryIds')}::uuid[])`),
      )
      .leftJoin(categories, and(eq(categories.id, productCategories.categoryId), eq(categories.businessId, sql.placeholder('businessId'))))
      .where(and(sql`${products.id} = any(${sql.placeholder('productIds')}::uuid[])`, eq(products.businessId, sql.placeholder('businessId'))))
      .prepare('checkout_products_in_categories'),
  );

/** A product of the business as the checkout reads it: one row per named category of the business it is in (none: nulls). */
export type CheckoutProductRow = {
  id: string;
  name: string;
  productType: string;
  status: string;
  shippingCost: number;
  medicationShipping: number | null;
  price: number | null;
  categoryId: string | null;
  categoryName: string | null;
};

/** A product row as a checkout statement's json carries it: [id, name, product type, status, shipping cost,
 * medication product's shipping cost, price at the location, category id, category name]. */
export type CheckoutProductJson = [string, string, string, string, number, number | null, number | null, string | null, string | null];

export function checkoutProductRowOf([id, name, productType, status, shippingCost, medicationShipping, price, categoryId, categoryName]: CheckoutProductJson): CheckoutProductRow {
  return { id, name, productType, status, shippingCost, medicationShipping, price, categoryId, categoryName };
}

/**
 * The items priced at the location, in the order given. A product or category that is not the business's, or a
 * product outside the category, is NOT_FOUND; an inactive product or one the location does not offer is
 * PRODUCT_NOT_AVAILABLE.
 */
export async function priceCheckoutItems(db: Database, place: CheckoutPlace, items: readonly { productId: string; categoryId: string }[]): Promise<PricedCheckoutItem[]> {
  const productIds = [...new Set(items.map((i) => i.productId))];
  const categoryIds = [...new Set(items.map((i) => i.categoryId))];
  const values = { productIds, categoryIds, businessId: place.business.id, locationId: place.location.id };
  return pricedItemsOf(await productsStatement(db).execute(values), items);
}

/** The items priced from the rows of their products (the rules of priceCheckoutItems, whichever statement read them). */
export function pricedItemsOf(rows: readonly CheckoutProductRow[], items: readonly { productId: string; categoryId: string }[]): PricedCheckoutItem[] {
  const productById = new Map(rows.map((p) => [p.id, p]));
  const categoryOf = new Map(rows.flatMap((row) => (row.categoryId === null || row.categoryName === null ? [] : [[`${row.id}:${row.categoryId}`, row.categoryName] as const])));
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
