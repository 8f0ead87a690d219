// The catalogue's categories as a business admin edits them (issue 16): texts in four languages, images, the
// medication rules of §3 (medicationSelectionOptional, mutuallyExclusiveMedication), order and status.
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { categoryInputSchema, type CategoryInput } from '../../../../src/domain/content/catalogue-input.ts';
import type { LocalizedText } from '../../../../src/domain/content/localized-text.ts';
import type { GraphQLContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { categories, productCategories } from '../../../db/schema/index.ts';
import { idSchema } from '../../catalogue/inputs.ts';
import { loadAllTranslations, localizedTextOf, saveTranslations } from '../../content/translations.ts';
import { appError, badInput, parseInput } from '../../errors.ts';
import { invalidatePublicContent } from '../../public-cache.ts';
import { recordAdminChange } from '../admin-audit.ts';
import { requireBusinessAdmin } from '../require-admin.ts';
import { idempotentCreate } from './idempotent-create.ts';

type CategoryRow = typeof categories.$inferSelect;

export type AdminCategoryView = CategoryRow & { nameText: LocalizedText; descriptionText: LocalizedText; productCount: number };

async function views(db: Database, rows: CategoryRow[]): Promise<AdminCategoryView[]> {
  const ids = rows.map((r) => r.id);
  const [translations, counts] = await Promise.all([
    loadAllTranslations(db, 'category', ids),
    ids.length === 0
      ? Promise.resolve([])
      : db.select({ id: productCategories.categoryId, n: count() }).from(productCategories).where(inArray(productCategories.categoryId, ids)).groupBy(productCategories.categoryId),
  ]);
  return rows.map((row) => ({
    ...row,
    nameText: localizedTextOf(row.name, row.id, 'name', translations),
    descriptionText: localizedTextOf(row.description, row.id, 'description', translations),
    productCount: counts.find((c) => c.id === row.id)?.n ?? 0,
  }));
}

/** Every category of the business (inactive ones too), in the business's order. */
export async function adminCategories(ctx: GraphQLContext, args: { businessId: unknown }): Promise<AdminCategoryView[]> {
  const { businessId } = parseInput(z.object({ businessId: idSchema }), args);
  await requireBusinessAdmin(ctx, businessId);
  const rows = await ctx.deps.db.select().from(categories).where(eq(categories.businessId, businessId)).orderBy(asc(categories.sortOrder), asc(categories.name));
  return views(ctx.deps.db, rows);
}

function columns(input: CategoryInput) {
  return {
    code: input.code,
    name: input.name.en,
    description: input.description.en || null,
    status: input.status,
    sortOrder: input.sortOrder,
    medicationSelectionOptional: input.medicationSelectionOptional,
    mutuallyExclusiveMedication: input.mutuallyExclusiveMedication,
    images: input.images,
  };
}

async function codeTaken(tx: Database, businessId: string, code: string, exceptId?: string): Promise<boolean> {
  const where = [eq(categories.businessId, businessId), eq(categories.code, code)];
  if (exceptId) where.push(ne(categories.id, exceptId));
  const [row] = await tx.select({ id: categories.id }).from(categories).where(and(...where)).limit(1);
  return row !== undefined;
}

const saveTexts = (tx: Database, organizationId: string, id: string, input: CategoryInput) =>
  saveTranslations(tx, { organizationId, entityType: 'category', entityId: id, texts: { name: input.name, description: input.description } });

const createSchema = z.object({ businessId: idSchema, idempotencyKey: idSchema, input: categoryInputSchema });

/** createCategory: idempotent by the client's key; the code is unique within the business. */
export async function createCategory(ctx: GraphQLContext, args: unknown): Promise<AdminCategoryView> {
  const { businessId, idempotencyKey, input } = parseInput(createSchema, args);
  const granted = await requireBusinessAdmin(ctx, businessId);
  const organizationId = granted.grant.organizationId;
  const id = await ctx.deps.db.transaction(async (tx) => {
    const { entityId } = await idempotentCreate(tx, granted, 'createCategory', idempotencyKey, { businessId, input }, async () => {
      if (await codeTaken(tx, businessId, input.code)) throw badInput({ 'input.code': 'validation.invalid' });
      const [row] = await tx.insert(categories).values({ organizationId, businessId, ...columns(input) }).returning();
      if (!row) throw new Error('category not created');
      await saveTexts(tx, organizationId, row.id, input);
      await recordAdminChange(tx, { granted, entityType: 'category', entityId: row.id, action: 'CREATE', before: null, after: { ...row, texts: input } });
      return row.id;
    });
    return entityId;
  });
  invalidatePublicContent(ctx.deps, organizationId);
  return readOne(ctx.deps.db, businessId, id);
}

const updateSchema = z.object({ businessId: idSchema, id: idSchema, input: categoryInputSchema });

export async function updateCategory(ctx: GraphQLContext, args: unknown): Promise<AdminCategoryView> {
  const { businessId, id, input } = parseInput(updateSchema, args);
  const granted = await requireBusinessAdmin(ctx, businessId);
  const organizationId = granted.grant.organizationId;
  await ctx.deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(and(eq(categories.id, id), eq(categories.businessId, businessId))).for('update');
    if (!before) throw appError('NOT_FOUND');
    if (await codeTaken(tx, businessId, input.code, id)) throw badInput({ 'input.code': 'validation.invalid' });
    const [after] = await tx.update(categories).set({ ...columns(input), updatedAt: new Date() }).where(eq(categories.id, id)).returning();
    await saveTexts(tx, organizationId, id, input);
    await recordAdminChange(tx, { granted, entityType: 'category', entityId: id, action: 'UPDATE', before, after: { ...after, texts: input } });
  });
  invalidatePublicContent(ctx.deps, organizationId);
  return readOne(ctx.deps.db, businessId, id);
}

async function readOne(db: Database, businessId: string, id: string): Promise<AdminCategoryView> {
  const rows = await db.select().from(categories).where(and(eq(categories.id, id), eq(categories.businessId, businessId)));
  const [view] = await views(db, rows);
  if (!view) throw appError('NOT_FOUND');
  return view;
}
