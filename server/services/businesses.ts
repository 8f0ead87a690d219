import { and, asc, eq } from 'drizzle-orm';
import { businesses, faqItems, locations } from '../db/schema/index.ts';
import { isUuid } from './db-errors.ts';
import { appError } from './errors.ts';
import type { RequestScope } from './request-scope.ts';

export type BusinessRow = typeof businesses.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;
export type FaqItemRow = typeof faqItems.$inferSelect;

// Short ids are URL segments: bounded and simple, so a junk value never reaches SQL as a long string.
const SHORT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** decodeBusiness: an ACTIVE business by its short id; BUSINESS_NOT_FOUND otherwise (inactive ones included). */
export async function decodeBusiness(scope: RequestScope, shortId: string): Promise<BusinessRow> {
  if (!SHORT_ID.test(shortId)) throw appError('BUSINESS_NOT_FOUND');
  const [business] = await scope.deps.db
    .select()
    .from(businesses)
    .where(and(eq(businesses.shortId, shortId), eq(businesses.status, 'ACTIVE')))
    .limit(1);
  if (!business) throw appError('BUSINESS_NOT_FOUND');
  return business;
}

/** decodeBusinessLocation: an active location of an active business; LOCATION_NOT_FOUND for the location part. */
export async function decodeLocation(scope: RequestScope, business: BusinessRow, shortId: string): Promise<LocationRow> {
  if (!SHORT_ID.test(shortId)) throw appError('LOCATION_NOT_FOUND');
  const [location] = await scope.deps.db
    .select()
    .from(locations)
    .where(and(eq(locations.businessId, business.id), eq(locations.shortId, shortId), eq(locations.isActive, true)))
    .limit(1);
  if (!location) throw appError('LOCATION_NOT_FOUND');
  return location;
}

export async function decodeBusinessAndLocation(scope: RequestScope, businessShortId: string, locationShortId: string): Promise<{ business: BusinessRow; location: LocationRow }> {
  const business = await decodeBusiness(scope, businessShortId);
  const location = await decodeLocation(scope, business, locationShortId);
  return { business, location };
}

export const FAQ_LOCALES = ['en', 'es', 'fr', 'pt'] as const;

/** 'pt-BR' -> 'pt'; anything unsupported -> 'en'. */
function faqLocale(locale: string): string {
  const primary = locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (FAQ_LOCALES as readonly string[]).includes(primary) ? primary : 'en';
}

/** faqItems of an active business in a language, falling back to English when the business has none in it. */
export async function faqItemsOf(scope: RequestScope, businessId: string, locale: string): Promise<FaqItemRow[]> {
  const { db } = scope.deps;
  if (!isUuid(businessId)) throw appError('BUSINESS_NOT_FOUND');
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.status, 'ACTIVE')))
    .limit(1);
  if (!business) throw appError('BUSINESS_NOT_FOUND');
  const inLocale = (l: string) =>
    db.select().from(faqItems).where(and(eq(faqItems.businessId, businessId), eq(faqItems.locale, l))).orderBy(asc(faqItems.sortOrder), asc(faqItems.createdAt));
  const wanted = faqLocale(locale);
  const rows = await inLocale(wanted);
  return rows.length > 0 || wanted === 'en' ? rows : inLocale('en');
}
