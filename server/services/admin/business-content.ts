// The business admin's clinic pages (issue 16): the business profile, its locations and its FAQ. English texts
// live in the rows; the other languages in content_translations (catalogue-admin's translations service). Each
// change is tenant-checked by the caller (requireBusinessAdmin), parsed by the shared rules, audited in its own
// transaction, and drops the public answers cached for the organization.
import { and, asc, eq } from 'drizzle-orm';
import { businessProfileSchemaFor, faqItemSchema, locationSchema } from '../../../src/domain/admin/admin-rules.ts';
import type { LocalizedText } from '../../../src/domain/content/localized-text.ts';
import type { Granted, GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { businesses, faqItems, locations } from '../../db/schema/index.ts';
import { loadAllTranslations, localizedTextOf, saveTranslations } from '../content/translations.ts';
import { isUniqueViolation, isUuid } from '../db-errors.ts';
import { appError, badInput, parseInput } from '../errors.ts';
import { invalidatePublicContent } from '../public-cache.ts';
import { recordAdminChange } from './admin-audit.ts';
import { oncePerKey } from './idempotency.ts';

type BusinessRow = typeof businesses.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;
export type FaqRow = typeof faqItems.$inferSelect;

export type BusinessProfileView = BusinessRow & { taglineText: LocalizedText; descriptionText: LocalizedText };
export type AdminLocationView = LocationRow & { nameText: LocalizedText };

const texts = (text: LocalizedText) => ({ en: text.en, es: text.es ?? null, fr: text.fr ?? null, pt: text.pt ?? null });

export async function businessProfile(db: Database, businessId: string): Promise<BusinessProfileView> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!row) throw appError('NOT_FOUND');
  const translations = await loadAllTranslations(db, 'business', [row.id]);
  return { ...row, taglineText: localizedTextOf(row.tagline, row.id, 'tagline', translations), descriptionText: localizedTextOf(row.description, row.id, 'description', translations) };
}

export async function updateBusinessProfile(ctx: GraphQLContext, granted: Granted, raw: unknown): Promise<BusinessProfileView> {
  const businessId = granted.grant.targetId;
  const now = ctx.deps.now();
  await ctx.deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(businesses).where(eq(businesses.id, businessId)).for('update');
    if (!before) throw appError('NOT_FOUND');
    const input = parseInput(businessProfileSchemaFor(before.name), raw, 'input');
    const [after] = await tx
      .update(businesses)
      .set({
        name: input.name,
        pictureUrl: input.pictureUrl,
        tagline: input.tagline.en || null,
        description: input.description.en || null,
        customUrl: input.customUrl,
        currencyCode: input.currencyCode,
        address: input.address,
        updatedAt: now,
      })
      .where(eq(businesses.id, businessId))
      .returning();
    await saveTranslations(tx, {
      organizationId: before.organizationId,
      entityType: 'business',
      entityId: businessId,
      texts: { tagline: input.tagline.en ? texts(input.tagline) : {}, description: input.description.en ? texts(input.description) : {} },
    });
    await recordAdminChange(tx, { granted, entityType: 'business', entityId: businessId, action: 'UPDATE', before, after: { ...after, translations: { tagline: input.tagline, description: input.description } }, at: now, ip: ctx.client.ip });
  });
  invalidatePublicContent(ctx.deps, granted.grant.organizationId);
  return businessProfile(ctx.deps.db, businessId);
}

export async function adminLocations(db: Database, businessId: string): Promise<AdminLocationView[]> {
  const rows = await db.select().from(locations).where(eq(locations.businessId, businessId)).orderBy(asc(locations.createdAt), asc(locations.shortId));
  const translations = await loadAllTranslations(db, 'location', rows.map((r) => r.id));
  return rows.map((row) => ({ ...row, nameText: localizedTextOf(row.name, row.id, 'name', translations) }));
}

async function locationView(db: Database, businessId: string, locationId: string): Promise<AdminLocationView> {
  const found = (await adminLocations(db, businessId)).find((l) => l.id === locationId);
  if (!found) throw appError('NOT_FOUND');
  return found;
}

const codeTaken = (error: unknown) => (isUniqueViolation(error) ? badInput({ 'input.shortId': 'validation.codeTaken' }) : error);

export async function createLocation(ctx: GraphQLContext, granted: Granted, raw: unknown, idempotencyKey: unknown): Promise<AdminLocationView> {
  const input = parseInput(locationSchema, raw, 'input');
  const businessId = granted.grant.targetId;
  const organizationId = granted.grant.organizationId;
  const now = ctx.deps.now();
  try {
    const { entityId } = await oncePerKey(ctx.deps.db, { actorUserId: granted.viewer.user.id, organizationId, operation: 'adminCreateLocation', idempotencyKey, content: { businessId, input } }, async (tx) => {
      const [row] = await tx
        .insert(locations)
        .values({ organizationId, businessId, shortId: input.shortId, name: input.name.en, address: input.address, timezone: input.timezone, states: input.states, mode: input.mode, isActive: input.isActive, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('location insert returned nothing');
      await saveTranslations(tx, { organizationId, entityType: 'location', entityId: row.id, texts: { name: texts(input.name) } });
      await recordAdminChange(tx, { granted, entityType: 'location', entityId: row.id, action: 'CREATE', before: null, after: { ...row, translations: { name: input.name } }, at: now, ip: ctx.client.ip });
      return row.id;
    });
    invalidatePublicContent(ctx.deps, organizationId);
    return await locationView(ctx.deps.db, businessId, entityId);
  } catch (error) {
    throw codeTaken(error);
  }
}

export async function updateLocation(ctx: GraphQLContext, granted: Granted, locationId: string, raw: unknown): Promise<AdminLocationView> {
  const input = parseInput(locationSchema, raw, 'input');
  const businessId = granted.grant.targetId;
  const organizationId = granted.grant.organizationId;
  if (!isUuid(locationId)) throw appError('NOT_FOUND');
  const now = ctx.deps.now();
  try {
    await ctx.deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(locations).where(and(eq(locations.id, locationId), eq(locations.businessId, businessId), eq(locations.organizationId, organizationId))).for('update');
      if (!before) throw appError('NOT_FOUND');
      const [after] = await tx
        .update(locations)
        .set({ shortId: input.shortId, name: input.name.en, address: input.address, timezone: input.timezone, states: input.states, mode: input.mode, isActive: input.isActive, updatedAt: now })
        .where(eq(locations.id, locationId))
        .returning();
      await saveTranslations(tx, { organizationId, entityType: 'location', entityId: locationId, texts: { name: texts(input.name) } });
      await recordAdminChange(tx, { granted, entityType: 'location', entityId: locationId, action: 'UPDATE', before, after: { ...after, translations: { name: input.name } }, at: now, ip: ctx.client.ip });
    });
  } catch (error) {
    throw codeTaken(error);
  }
  invalidatePublicContent(ctx.deps, organizationId);
  return locationView(ctx.deps.db, businessId, locationId);
}

export async function adminFaqItems(db: Database, businessId: string, locale: string): Promise<FaqRow[]> {
  return db.select().from(faqItems).where(and(eq(faqItems.businessId, businessId), eq(faqItems.locale, locale))).orderBy(asc(faqItems.sortOrder), asc(faqItems.createdAt));
}

export async function createFaqItem(ctx: GraphQLContext, granted: Granted, raw: unknown, idempotencyKey: unknown): Promise<FaqRow> {
  const input = parseInput(faqItemSchema, raw, 'input');
  const businessId = granted.grant.targetId;
  const organizationId = granted.grant.organizationId;
  const { entityId } = await oncePerKey(ctx.deps.db, { actorUserId: granted.viewer.user.id, organizationId, operation: 'adminCreateFaqItem', idempotencyKey, content: { businessId, input } }, async (tx) => {
    const [row] = await tx.insert(faqItems).values({ organizationId, businessId, ...input, createdAt: ctx.deps.now() }).returning();
    if (!row) throw new Error('faq insert returned nothing');
    await recordAdminChange(tx, { granted, entityType: 'faq_item', entityId: row.id, action: 'CREATE', before: null, after: row, ip: ctx.client.ip });
    return row.id;
  });
  invalidatePublicContent(ctx.deps, organizationId);
  const [row] = await ctx.deps.db.select().from(faqItems).where(eq(faqItems.id, entityId));
  if (!row) throw appError('NOT_FOUND');
  return row;
}

async function lockFaq(tx: Database, granted: Granted, id: string): Promise<FaqRow> {
  if (!isUuid(id)) throw appError('NOT_FOUND');
  const [row] = await tx
    .select()
    .from(faqItems)
    .where(and(eq(faqItems.id, id), eq(faqItems.businessId, granted.grant.targetId), eq(faqItems.organizationId, granted.grant.organizationId)))
    .for('update');
  if (!row) throw appError('NOT_FOUND');
  return row;
}

export async function updateFaqItem(ctx: GraphQLContext, granted: Granted, id: string, raw: unknown): Promise<FaqRow> {
  const input = parseInput(faqItemSchema, raw, 'input');
  const after = await ctx.deps.db.transaction(async (tx) => {
    const before = await lockFaq(tx, granted, id);
    const [row] = await tx.update(faqItems).set(input).where(eq(faqItems.id, id)).returning();
    if (!row) throw appError('NOT_FOUND');
    await recordAdminChange(tx, { granted, entityType: 'faq_item', entityId: id, action: 'UPDATE', before, after: row, ip: ctx.client.ip });
    return row;
  });
  invalidatePublicContent(ctx.deps, granted.grant.organizationId);
  return after;
}

export async function deleteFaqItem(ctx: GraphQLContext, granted: Granted, id: string): Promise<string> {
  await ctx.deps.db.transaction(async (tx) => {
    const before = await lockFaq(tx, granted, id);
    await tx.delete(faqItems).where(eq(faqItems.id, id));
    await recordAdminChange(tx, { granted, entityType: 'faq_item', entityId: id, action: 'DELETE', before, after: null, ip: ctx.client.ip });
  });
  invalidatePublicContent(ctx.deps, granted.grant.organizationId);
  return id;
}
