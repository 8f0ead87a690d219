import { and, asc, count, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { TRANSLATABLE_FIELDS } from '../../../src/domain/content/translatable-fields.ts';
import type { Language } from '../../../src/domain/language.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import type { Database } from '../../db/client.ts';
import { categories, contentTranslations, labTestProducts, medicationProducts, productCategories, productLocations, products, type ImageRef } from '../../db/schema/index.ts';
import { appError, parseInput } from '../errors.ts';
import type { RequestScope } from '../request-scope.ts';
import { containsPattern, idSchema, pageSchema, searchSchema, type Page } from './inputs.ts';
import { catalogueLocation, type CatalogueLocation } from './location.ts';

export type ProductRow = typeof products.$inferSelect;
export type MedicationProductRow = typeof medicationProducts.$inferSelect;
export type LabTestProductRow = typeof labTestProducts.$inferSelect;

/** A product's offer at one location: its starting price (minor units of the business's currency). */
export type ProductLocationView = {
  id: string;
  locationId: string;
  startingPrice: number;
  currencyCode: string;
  sortOrder: number;
  images: ImageRef[];
};

/** A product as sold at one location; its productLocations hold that location's offer only. */
export type ProductView = ProductRow & {
  productLocation: ProductLocationView;
  medicationProduct: MedicationProductRow | null;
  labTestProduct: LabTestProductRow | null;
};

export type ProductPage = { nodes: ProductView[]; totalCount: number; offset: number };

/** Product types of the catalogue (products.product_type). */
export const PRODUCT_TYPES = ['CONSULTATION', 'LAB_TEST', 'MEDICATION', 'PROGRAM'] as const;

const optionalId = idSchema.nullish().transform((v) => v ?? undefined);

const productFilterSchema = z.object({
  locationId: idSchema,
  categoryId: optionalId,
  search: searchSchema,
  productType: z.enum(PRODUCT_TYPES, message('validation.invalid')).nullish().transform((v) => v ?? undefined),
});

type ProductFilter = Partial<Omit<z.output<typeof productFilterSchema>, 'locationId'>>;

/**
 * A search matches the texts the visitor reads: the English ones, and in another language that language's
 * translations of the same fields (a Spanish visitor finding "Consulta" as well as "Consultation").
 */
function searchMatch(db: Database, search: string, language: Language | null): SQL | undefined {
  const pattern = containsPattern(search);
  const english = [ilike(products.name, pattern), ilike(products.tagline, pattern), ilike(products.description, pattern)];
  if (!language || language === 'en') return or(...english);
  const translated = db
    .select({ one: contentTranslations.entityId })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.entityType, 'product'),
        eq(contentTranslations.entityId, products.id),
        eq(contentTranslations.locale, language),
        inArray(contentTranslations.field, [...TRANSLATABLE_FIELDS.product]),
        ilike(contentTranslations.value, pattern),
      ),
    );
  return or(...english, exists(translated));
}

/** Only ACTIVE products of the location's business, offered at the location (the inner join), as filtered. */
function conditions(db: Database, location: CatalogueLocation, filter: ProductFilter, language: Language | null = null): SQL[] {
  const where: SQL[] = [eq(products.businessId, location.business.id), eq(products.status, 'ACTIVE')];
  if (filter.categoryId) {
    const inCategory = db
      .select({ one: productCategories.productId })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(and(eq(productCategories.productId, products.id), eq(productCategories.categoryId, filter.categoryId), eq(categories.status, 'ACTIVE')));
    where.push(exists(inCategory));
  }
  if (filter.search) {
    const match = searchMatch(db, filter.search, language);
    if (match) where.push(match);
  }
  if (filter.productType) where.push(eq(products.productType, filter.productType));
  return where;
}

const offeredAt = (location: CatalogueLocation) => and(eq(productLocations.productId, products.id), eq(productLocations.locationId, location.location.id));

async function selectProducts(db: Database, location: CatalogueLocation, where: SQL[], page?: Page): Promise<ProductView[]> {
  const query = db
    .select({ product: products, offer: productLocations, medication: medicationProducts, labTest: labTestProducts })
    .from(products)
    .innerJoin(productLocations, offeredAt(location))
    .leftJoin(medicationProducts, eq(medicationProducts.productId, products.id))
    .leftJoin(labTestProducts, eq(labTestProducts.productId, products.id))
    .where(and(...where))
    .orderBy(asc(productLocations.sortOrder), asc(products.name), asc(products.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ product, offer, medication, labTest }) => ({
    ...product,
    productLocation: {
      id: offer.id,
      locationId: offer.locationId,
      startingPrice: offer.startingPrice,
      currencyCode: location.business.currencyCode,
      sortOrder: offer.sortOrder,
      images: offer.images,
    },
    medicationProduct: medication,
    labTestProduct: labTest,
  }));
}

async function countProducts(db: Database, location: CatalogueLocation, where: SQL[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).innerJoin(productLocations, offeredAt(location)).where(and(...where));
  return row?.n ?? 0;
}

/** productsByLocation: everything the location sells, in its order. */
export async function productsByLocation(scope: RequestScope, args: { locationId: unknown }): Promise<ProductView[]> {
  const input = parseInput(z.object({ locationId: idSchema }), args);
  const location = await catalogueLocation(scope, input.locationId);
  return selectProducts(scope.deps.db, location, conditions(scope.deps.db, location, {}));
}

/** productsByLocationAndCategory: the location's products in one ACTIVE category. */
export async function productsByLocationAndCategory(scope: RequestScope, args: { locationId: unknown; categoryId: unknown }): Promise<ProductView[]> {
  const input = parseInput(z.object({ locationId: idSchema, categoryId: idSchema }), args);
  const location = await catalogueLocation(scope, input.locationId);
  return selectProducts(scope.deps.db, location, conditions(scope.deps.db, location, { categoryId: input.categoryId }));
}

/** products(filter, limit, offset): one page of a location's products with the total matching the filter. */
export async function productPage(scope: RequestScope & { language: Language | null }, args: { filter: unknown; limit?: unknown; offset?: unknown }): Promise<ProductPage> {
  const input = parseInput(z.object({ filter: productFilterSchema, limit: pageSchema.shape.limit, offset: pageSchema.shape.offset }), args);
  const { db } = scope.deps;
  const location = await catalogueLocation(scope, input.filter.locationId);
  const where = conditions(db, location, input.filter, scope.language);
  const [nodes, totalCount] = await Promise.all([
    selectProducts(db, location, where, { limit: input.limit, offset: input.offset }),
    countProducts(db, location, where),
  ]);
  return { nodes, totalCount, offset: input.offset };
}

/** product(id, locationId): NOT_FOUND when the product is inactive or not offered at that location. */
export async function productAtLocation(scope: RequestScope, args: { id: unknown; locationId: unknown }): Promise<ProductView> {
  const input = parseInput(z.object({ id: idSchema, locationId: idSchema }), args);
  const location = await catalogueLocation(scope, input.locationId);
  const [product] = await selectProducts(scope.deps.db, location, [...conditions(scope.deps.db, location, {}), eq(products.id, input.id)]);
  if (!product) throw appError('NOT_FOUND');
  return product;
}
