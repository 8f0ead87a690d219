// The quote's reads in one statement (orderPricingSummary's checkout, issue 18): the location with its business's
// currency and platform fee, the named products with their price there and the business's categories they are in,
// and the promo code's coupon, as one json value (PGlite decodes each field of a result in JavaScript; one json field
// is the cheap shape). These are catalogue rows, kept per process (quote-catalogue-cache.ts) so a cart already seen
// costs no statement. The rules stay the ones createOrder prices with: pricedItemsOf, checkoutCoupon,
// checkoutPricingOf, and the caller's checks run on every quote.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, categories, coupons, locations, medicationProducts, productCategories, productLocations, products } from '../../db/schema/index.ts';
import { checkoutCoupon } from '../coupons.ts';
import { appError } from '../errors.ts';
import { rowOfJson } from '../json-rows.ts';
import { prepared } from '../prepared-statements.ts';
import type { ActingGrant } from './checkout-place.ts';
import { checkoutPricingOf, type CheckoutPricing } from './checkout-pricing.ts';
import { checkoutProductRowOf, pricedItemsOf, type CheckoutProductJson, type CheckoutProductRow } from './priced-items.ts';
import type { QuoteCatalogue, QuoteCatalogueCache } from './quote-catalogue-cache.ts';

type QuoteJson = {
  businessId: string;
  organizationId: string;
  currencyCode: string;
  platformFee: number;
  products: CheckoutProductJson[];
  coupon: Record<string, unknown> | null;
};

// The location must be active, of an ACTIVE business of the caller's organization (checkoutPlace's rule); the
// products are the business's (priceCheckoutItems' statement) with every category of the business they are in (not
// only the named ones: the rows are kept for other carts), the coupon the business's code (couponForCheckout's).
const quoteStatement = (db: Database) =>
  prepared(db, 'checkout_quote_catalogue_json', (d) =>
    d
      .select({
        row: sql<QuoteJson>`json_build_object(
          'businessId', ${businesses.id}, 'organizationId', ${businesses.organizationId},
          'currencyCode', ${businesses.currencyCode}, 'platformFee', ${businesses.platformFee},
          'products', (
            select coalesce(json_agg(json_build_array(${products.id}, ${products.name}, ${products.productType}, ${products.status}, ${products.shippingCost},
              ${medicationProducts.shippingCost}, ${productLocations.startingPrice}, ${categories.id}, ${categories.name})), '[]'::json)
            from ${products}
            left join ${productLocations} on ${productLocations.productId} = ${products.id} and ${productLocations.locationId} = ${locations.id}
            left join ${medicationProducts} on ${medicationProducts.productId} = ${products.id}
            left join ${productCategories} on ${productCategories.productId} = ${products.id}
            left join ${categories} on ${categories.id} = ${productCategories.categoryId} and ${categories.businessId} = ${businesses.id}
            where ${products.id} = any(${sql.placeholder('productIds')}::uuid[]) and ${products.businessId} = ${businesses.id}
          ),
          'coupon', (select row_to_json(${coupons}) from ${coupons} where ${coupons.businessId} = ${businesses.id} and ${coupons.code} = ${sql.placeholder('code')} limit 1)
        )`,
      })
      .from(locations)
      .innerJoin(businesses, sql`${businesses.id} = ${locations.businessId}`)
      .where(
        sql`${locations.id} = ${sql.placeholder('locationId')} and ${locations.isActive} and ${businesses.status} = 'ACTIVE' and ${businesses.organizationId} = ${sql.placeholder('organizationId')}`,
      )
      .limit(1)
      .prepare('checkout_quote_catalogue_json'),
  );

export type CheckoutQuote = { organizationId: string; businessId: string; pricing: CheckoutPricing };

/** The catalogue rows of a quote: kept ones, or read in one statement (and kept); undefined when the location is not found. */
async function catalogueOf(
  db: Database,
  cache: QuoteCatalogueCache | undefined,
  input: { locationId: string; organizationId: string; productIds: string[]; promoCode: string | undefined },
): Promise<QuoteCatalogue | undefined> {
  const { locationId, productIds, promoCode } = input;
  const kept = cache?.get(locationId, productIds, promoCode);
  if (kept) return kept;
  const generation = cache?.generation() ?? 0;
  const [found] = await quoteStatement(db).execute({ locationId, organizationId: input.organizationId, productIds, code: promoCode ?? null });
  const row = found?.row;
  if (!row) return undefined;
  const rowsOf = new Map<string, CheckoutProductRow[]>();
  for (const json of row.products) {
    const product = checkoutProductRowOf(json);
    const rows = rowsOf.get(product.id);
    if (rows) rows.push(product);
    else rowsOf.set(product.id, [product]);
  }
  const read: QuoteCatalogue = {
    place: { organizationId: row.organizationId, businessId: row.businessId, currencyCode: row.currencyCode, platformFee: row.platformFee },
    rowsOf,
    coupon: promoCode === undefined ? undefined : row.coupon ? rowOfJson(coupons, row.coupon) : null,
  };
  cache?.set(generation, locationId, read, productIds, promoCode);
  return read;
}

/**
 * A checkout priced as createOrder prices it (checkoutPlace, then priceCheckout), with the same errors in the same
 * order: LOCATION_NOT_FOUND (another tenant's, inactive, or for staff another business's location), then NOT_FOUND or
 * PRODUCT_NOT_AVAILABLE per item, then PROMO_CODE_INVALID or PROMO_CODE_EXPIRED. With `cache`, catalogue rows kept
 * by this process are used (the checks of the caller's organization and business run on them all the same).
 */
export async function quoteCheckout(
  db: Database,
  now: Date,
  input: { locationId: string; grant: ActingGrant; items: readonly { productId: string; categoryId: string }[]; promoCode: string | undefined },
  cache?: QuoteCatalogueCache,
): Promise<CheckoutQuote> {
  const { grant, items, promoCode } = input;
  const productIds = [...new Set(items.map((i) => i.productId))];
  const catalogue = await catalogueOf(db, cache, { locationId: input.locationId, organizationId: grant.organizationId, productIds, promoCode });
  const place = catalogue?.place;
  if (!catalogue || !place || place.organizationId !== grant.organizationId) throw appError('LOCATION_NOT_FOUND');
  if (grant.roleName !== 'CLIENT' && place.businessId !== grant.targetId) throw appError('LOCATION_NOT_FOUND');
  const priced = pricedItemsOf(productIds.flatMap((id) => catalogue.rowsOf.get(id) ?? []), items);
  const coupon = promoCode === undefined ? null : checkoutCoupon(catalogue.coupon ?? undefined, now);
  return { organizationId: place.organizationId, businessId: place.businessId, pricing: checkoutPricingOf(place, priced, coupon) };
}
