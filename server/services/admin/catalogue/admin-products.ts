// The catalogue's products as a business admin edits them (issue 16): texts in four languages, the product page's
// content blocks with their translations, categories, the offer at each location (price, order), and the data of
// a medication (doses and prices, shipping, controlled substance) or a lab test (sku, selling price).
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { blockIdOf, blockTexts, detailsBlocks } from '../../../../src/domain/content/content-blocks.ts';
import { productInputSchema, type ProductInput } from '../../../../src/domain/content/catalogue-input.ts';
import type { LocalizedText, TranslationLanguage } from '../../../../src/domain/content/localized-text.ts';
import type { GraphQLContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import {
  categories,
  forms,
  labTestProducts,
  locations,
  medicationProducts,
  productCategories,
  productForms,
  productLocations,
  products,
} from '../../../db/schema/index.ts';
import { idSchema } from '../../catalogue/inputs.ts';
import { deleteTranslations, loadAllTranslations, localizedTextOf, saveTranslations } from '../../content/translations.ts';
import { appError, badInput, parseInput } from '../../errors.ts';
import { invalidatePublicContent } from '../../public-cache.ts';
import { recordAdminChange } from '../admin-audit.ts';
import { requireBusinessAdmin } from '../require-admin.ts';
import { idempotentCreate } from './idempotent-create.ts';

type ProductRow = typeof products.$inferSelect;

export type AdminProductSummary = ProductRow & { nameText: LocalizedText; categoryIds: string[]; locationCount: number; missingTranslations: number };

export type AdminProductLocation = { locationId: string; locationName: string; offered: boolean; startingPrice: number | null; sortOrder: number | null };

export type AdminProductView = AdminProductSummary & {
  taglineText: LocalizedText;
  descriptionText: LocalizedText;
  /** blockId -> path -> language -> text. */
  detailTranslations: Record<string, Record<string, Partial<Record<TranslationLanguage, string>>>>;
  locations: AdminProductLocation[];
  medication: typeof medicationProducts.$inferSelect | null;
  labTest: typeof labTestProducts.$inferSelect | null;
  /** The forms a client fills in for the product (its pre-assessment and the like). */
  formIds: string[];
};

const businessArgs = z.object({ businessId: idSchema });

function missingOf(text: LocalizedText): number {
  if (!text.en) return 0;
  return [text.es, text.fr, text.pt].filter((t) => !t).length;
}

async function summaries(db: Database, rows: ProductRow[]): Promise<AdminProductSummary[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [translations, links, offers] = await Promise.all([
    loadAllTranslations(db, 'product', ids),
    db.select().from(productCategories).where(inArray(productCategories.productId, ids)),
    db.select({ productId: productLocations.productId }).from(productLocations).where(inArray(productLocations.productId, ids)),
  ]);
  return rows.map((row) => {
    const nameText = localizedTextOf(row.name, row.id, 'name', translations);
    const texts = [nameText, localizedTextOf(row.tagline, row.id, 'tagline', translations), localizedTextOf(row.description, row.id, 'description', translations)];
    return {
      ...row,
      nameText,
      categoryIds: links.filter((l) => l.productId === row.id).map((l) => l.categoryId),
      locationCount: offers.filter((o) => o.productId === row.id).length,
      missingTranslations: texts.reduce((sum, text) => sum + missingOf(text), 0),
    };
  });
}

/** Every product of the business (inactive ones too), by name. */
export async function adminProducts(ctx: GraphQLContext, args: { businessId: unknown }): Promise<AdminProductSummary[]> {
  const { businessId } = parseInput(businessArgs, args);
  await requireBusinessAdmin(ctx, businessId);
  const rows = await ctx.deps.db.select().from(products).where(eq(products.businessId, businessId)).orderBy(asc(products.name));
  return summaries(ctx.deps.db, rows);
}

async function readProduct(db: Database, businessId: string, id: string): Promise<AdminProductView> {
  const [row] = await db.select().from(products).where(and(eq(products.id, id), eq(products.businessId, businessId)));
  if (!row) throw appError('NOT_FOUND');
  const blockIds = detailsBlocks(row.details).map(blockIdOf).filter((b): b is string => b !== null);
  const [[summary], translations, blockTranslations, places, offers, [medication], [labTest], formLinks] = await Promise.all([
    summaries(db, [row]),
    loadAllTranslations(db, 'product', [id]),
    loadAllTranslations(db, 'contentBlock', blockIds),
    db.select().from(locations).where(eq(locations.businessId, businessId)).orderBy(asc(locations.name)),
    db.select().from(productLocations).where(eq(productLocations.productId, id)),
    db.select().from(medicationProducts).where(eq(medicationProducts.productId, id)),
    db.select().from(labTestProducts).where(eq(labTestProducts.productId, id)),
    db.select({ formId: productForms.formId }).from(productForms).where(eq(productForms.productId, id)),
  ]);
  if (!summary) throw appError('NOT_FOUND');
  return {
    ...summary,
    taglineText: localizedTextOf(row.tagline, id, 'tagline', translations),
    descriptionText: localizedTextOf(row.description, id, 'description', translations),
    detailTranslations: Object.fromEntries(blockIds.map((blockId) => [blockId, (blockTranslations.get(blockId) ?? {}) as Record<string, Partial<Record<TranslationLanguage, string>>>])),
    locations: places.map((place) => {
      const offer = offers.find((o) => o.locationId === place.id);
      return { locationId: place.id, locationName: place.name, offered: offer !== undefined, startingPrice: offer?.startingPrice ?? null, sortOrder: offer?.sortOrder ?? null };
    }),
    medication: medication ?? null,
    labTest: labTest ?? null,
    formIds: formLinks.map((link) => link.formId),
  };
}

export async function adminProduct(ctx: GraphQLContext, args: { businessId: unknown; id: unknown }): Promise<AdminProductView> {
  const { businessId, id } = parseInput(z.object({ businessId: idSchema, id: idSchema }), args);
  await requireBusinessAdmin(ctx, businessId);
  return readProduct(ctx.deps.db, businessId, id);
}

/** Categories, locations and forms named by the input must be the business's own. */
async function checkOwnRows(tx: Database, businessId: string, input: ProductInput): Promise<void> {
  const ownCategories = await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.businessId, businessId), inArray(categories.id, input.categoryIds)));
  if (ownCategories.length !== new Set(input.categoryIds).size) throw badInput({ 'input.categoryIds': 'validation.invalid' });
  const locationIds = input.locations.map((l) => l.locationId);
  if (locationIds.length === 0) return;
  const ownLocations = await tx.select({ id: locations.id }).from(locations).where(and(eq(locations.businessId, businessId), inArray(locations.id, locationIds)));
  if (ownLocations.length !== locationIds.length) throw badInput({ 'input.locations': 'validation.invalid' });
  const formIds = [...new Set(input.formIds ?? [])];
  if (formIds.length === 0) return;
  const ownForms = await tx.select({ id: forms.id }).from(forms).where(and(eq(forms.businessId, businessId), inArray(forms.id, formIds)));
  if (ownForms.length !== formIds.length) throw badInput({ 'input.formIds': 'validation.invalid' });
}

/** The product's own rows beside `products`: categories, forms, offers, medication or lab data, texts and block texts. */
async function writeRelations(tx: Database, organizationId: string, productId: string, input: ProductInput, previousDetails: unknown): Promise<void> {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  await tx.insert(productCategories).values(input.categoryIds.map((categoryId) => ({ organizationId, productId, categoryId })));

  if (input.formIds) {
    await tx.delete(productForms).where(eq(productForms.productId, productId));
    const formIds = [...new Set(input.formIds)];
    if (formIds.length > 0) await tx.insert(productForms).values(formIds.map((formId) => ({ organizationId, productId, formId })));
  }

  const offered = input.locations.map((l) => l.locationId);
  await tx
    .delete(productLocations)
    .where(offered.length > 0 ? and(eq(productLocations.productId, productId), notInArray(productLocations.locationId, offered)) : eq(productLocations.productId, productId));
  for (const offer of input.locations) {
    await tx
      .insert(productLocations)
      .values({ organizationId, productId, locationId: offer.locationId, startingPrice: offer.startingPrice, sortOrder: offer.sortOrder })
      .onConflictDoUpdate({ target: [productLocations.productId, productLocations.locationId], set: { startingPrice: offer.startingPrice, sortOrder: offer.sortOrder } });
  }

  if (input.productType === 'MEDICATION' && input.medication) {
    const doseOptions = [...input.medication.doseOptions].sort((a, b) => a.dose - b.dose).map((d) => ({ ...d, dosageName: d.dosageName ?? null }));
    const values = { shippingCost: input.medication.shippingCost, controlledSubstance: input.medication.controlledSubstance, doseOptions };
    await tx.insert(medicationProducts).values({ organizationId, productId, ...values }).onConflictDoUpdate({ target: medicationProducts.productId, set: values });
  } else {
    await tx.delete(medicationProducts).where(eq(medicationProducts.productId, productId));
  }
  if (input.productType === 'LAB_TEST' && input.labTest) {
    const values = { sku: input.labTest.sku, sellingPrice: input.labTest.sellingPrice };
    await tx.insert(labTestProducts).values({ organizationId, productId, ...values }).onConflictDoUpdate({ target: labTestProducts.productId, set: values });
  } else {
    await tx.delete(labTestProducts).where(eq(labTestProducts.productId, productId));
  }

  await saveTranslations(tx, { organizationId, entityType: 'product', entityId: productId, texts: { name: input.name, tagline: input.tagline, description: input.description } });

  // Block texts: each block's translations are replaced by what the editor sent for the texts it holds now; a
  // removed block's translations go with it.
  const kept = new Set(input.details.map((b) => b.id));
  const removed = detailsBlocks(previousDetails)
    .map(blockIdOf)
    .filter((id): id is string => id !== null && !kept.has(id));
  await deleteTranslations(tx, 'contentBlock', removed);
  for (const block of input.details) {
    const paths = Object.keys(blockTexts(block));
    const sent = input.detailTranslations[block.id] ?? {};
    await deleteTranslations(tx, 'contentBlock', [block.id]);
    const texts = Object.fromEntries(paths.filter((path) => sent[path]).map((path) => [path, sent[path] ?? {}]));
    if (Object.keys(texts).length > 0) await saveTranslations(tx, { organizationId, entityType: 'contentBlock', entityId: block.id, texts });
  }
}

function productColumns(input: ProductInput) {
  return {
    name: input.name.en,
    tagline: input.tagline.en || null,
    description: input.description.en || null,
    productType: input.productType,
    status: input.status,
    shippingCost: input.shippingCost,
    images: input.images,
    details: input.details.map((block) => Object.fromEntries(Object.entries(block).filter(([, v]) => v !== null && v !== undefined && v !== ''))),
  };
}

const createSchema = z.object({ businessId: idSchema, idempotencyKey: idSchema, input: productInputSchema });

/** createProduct: idempotent by the client's key. */
export async function createProduct(ctx: GraphQLContext, args: unknown): Promise<AdminProductView> {
  const { businessId, idempotencyKey, input } = parseInput(createSchema, args);
  const granted = await requireBusinessAdmin(ctx, businessId);
  const organizationId = granted.grant.organizationId;
  const id = await ctx.deps.db.transaction(async (tx) => {
    const { entityId } = await idempotentCreate(tx, granted, 'createProduct', idempotencyKey, { businessId, input }, async () => {
      await checkOwnRows(tx, businessId, input);
      const [row] = await tx.insert(products).values({ organizationId, businessId, ...productColumns(input) }).returning();
      if (!row) throw new Error('product not created');
      await writeRelations(tx, organizationId, row.id, input, []);
      await recordAdminChange(tx, { granted, entityType: 'product', entityId: row.id, action: 'CREATE', before: null, after: input });
      return row.id;
    });
    return entityId;
  });
  invalidatePublicContent(ctx.deps, organizationId);
  return readProduct(ctx.deps.db, businessId, id);
}

const updateSchema = z.object({ businessId: idSchema, id: idSchema, input: productInputSchema });

export async function updateProduct(ctx: GraphQLContext, args: unknown): Promise<AdminProductView> {
  const { businessId, id, input } = parseInput(updateSchema, args);
  const granted = await requireBusinessAdmin(ctx, businessId);
  const organizationId = granted.grant.organizationId;
  await ctx.deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(and(eq(products.id, id), eq(products.businessId, businessId))).for('update');
    if (!before) throw appError('NOT_FOUND');
    await checkOwnRows(tx, businessId, input);
    await tx.update(products).set({ ...productColumns(input), updatedAt: new Date() }).where(eq(products.id, id));
    await writeRelations(tx, organizationId, id, input, before.details);
    await recordAdminChange(tx, { granted, entityType: 'product', entityId: id, action: 'UPDATE', before, after: input });
  });
  invalidatePublicContent(ctx.deps, organizationId);
  return readProduct(ctx.deps.db, businessId, id);
}

/** The business's locations (a new product's offers start from them). */
export async function adminCatalogueLocations(ctx: GraphQLContext, args: { businessId: unknown }): Promise<{ id: string; name: string }[]> {
  const { businessId } = parseInput(businessArgs, args);
  await requireBusinessAdmin(ctx, businessId);
  return ctx.deps.db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.businessId, businessId)).orderBy(asc(locations.name));
}
