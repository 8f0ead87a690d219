// Business content in the app's other languages (content_translations): read for a request's language with the
// English row as the fallback, and written by the admin editors. English itself is never stored here.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { LocalizedText, TranslationLanguage } from '../../../src/domain/content/localized-text.ts';
import { TRANSLATION_LANGUAGES } from '../../../src/domain/content/localized-text.ts';
import { isTranslatableField, type TranslatableEntityType, type TranslatableField } from '../../../src/domain/content/translatable-fields.ts';
import type { Language } from '../../../src/domain/language.ts';
import type { Database } from '../../db/client.ts';
import { contentTranslations } from '../../db/schema/index.ts';

/** Per entity id, its texts in one language (only the translated ones). */
export type Translations<E extends TranslatableEntityType = TranslatableEntityType> = Map<string, Partial<Record<TranslatableField<E>, string>>>;

/** Per entity id, each translated field in each language. */
export type AllTranslations<E extends TranslatableEntityType = TranslatableEntityType> = Map<string, Partial<Record<TranslatableField<E>, Partial<Record<TranslationLanguage, string>>>>>;

function isTranslationLanguage(language: Language | null | undefined): language is TranslationLanguage {
  return language !== null && language !== undefined && language !== 'en';
}

/**
 * The entities' texts in `locale`, one query for all ids. English (or no language) needs no query: the rows
 * already hold it, so the answer is an empty map.
 */
export async function loadTranslations<E extends TranslatableEntityType>(
  db: Database,
  entityType: E,
  ids: readonly string[],
  locale: Language | null | undefined,
): Promise<Translations<E>> {
  const result = new Map<string, Record<string, string>>();
  if (!isTranslationLanguage(locale) || ids.length === 0) return result as Translations<E>;
  const rows = await db
    .select({ entityId: contentTranslations.entityId, field: contentTranslations.field, value: contentTranslations.value })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.entityType, entityType), inArray(contentTranslations.entityId, [...new Set(ids)]), eq(contentTranslations.locale, locale)));
  for (const row of rows) {
    const texts = result.get(row.entityId) ?? {};
    texts[row.field] = row.value;
    result.set(row.entityId, texts);
  }
  return result as Translations<E>;
}

/**
 * The row in the translations' language: each translatable field it holds replaced by its translation where there
 * is one; the English value stays otherwise (the fallback).
 */
export function localize<R extends { id: string }>(row: R, translations: ReadonlyMap<string, Partial<Record<string, string>>>): R {
  const texts = translations.get(row.id);
  if (!texts) return row;
  const localized: Record<string, unknown> = { ...row };
  for (const [field, value] of Object.entries(texts)) {
    if (value !== undefined && field in row) localized[field] = value;
  }
  return localized as R;
}

/** Every language of the entities' texts (for the editors, which show them side by side). */
export async function loadAllTranslations<E extends TranslatableEntityType>(db: Database, entityType: E, ids: readonly string[]): Promise<AllTranslations<E>> {
  const result = new Map<string, Record<string, Partial<Record<TranslationLanguage, string>>>>();
  if (ids.length === 0) return result as AllTranslations<E>;
  const rows = await db
    .select({ entityId: contentTranslations.entityId, locale: contentTranslations.locale, field: contentTranslations.field, value: contentTranslations.value })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.entityType, entityType), inArray(contentTranslations.entityId, [...new Set(ids)])));
  for (const row of rows) {
    const fields = result.get(row.entityId) ?? {};
    fields[row.field] = { ...fields[row.field], [row.locale as TranslationLanguage]: row.value };
    result.set(row.entityId, fields);
  }
  return result as AllTranslations<E>;
}

/** One field in the four languages: the English column beside its stored translations (null where missing). */
export function localizedTextOf<E extends TranslatableEntityType>(
  english: string | null | undefined,
  entityId: string,
  field: TranslatableField<E>,
  translations: AllTranslations<E>,
): LocalizedText {
  const texts = translations.get(entityId)?.[field] ?? {};
  return { en: english ?? '', es: texts.es ?? null, fr: texts.fr ?? null, pt: texts.pt ?? null };
}

export type SaveTranslationsInput<E extends TranslatableEntityType> = {
  organizationId: string;
  entityType: E;
  entityId: string;
  /** Per field, its texts by language. English is ignored (the caller writes it to the entity's row); a blank or
   * missing language removes that translation, so the English shows again. */
  texts: Partial<Record<TranslatableField<E>, Partial<Record<Language, string | null | undefined>>>>;
};

/**
 * Writes the entity's translations of the given fields (the other fields are left alone): what is given replaces
 * what was stored, a blank language is removed. Throws on a field the entity type does not translate (a programming error).
 */
export async function saveTranslations<E extends TranslatableEntityType>(tx: Database, input: SaveTranslationsInput<E>): Promise<void> {
  const fields: string[] = [];
  const rows: (typeof contentTranslations.$inferInsert)[] = [];
  for (const [field, byLanguage] of Object.entries(input.texts) as [string, Partial<Record<Language, string | null | undefined>> | undefined][]) {
    if (!isTranslatableField(input.entityType, field)) throw new Error(`${input.entityType}.${field} is not translatable`);
    fields.push(field);
    for (const locale of TRANSLATION_LANGUAGES) {
      const value = byLanguage?.[locale]?.trim();
      if (value) rows.push({ organizationId: input.organizationId, entityType: input.entityType, entityId: input.entityId, locale, field, value });
    }
  }
  if (fields.length === 0) return;
  // The given fields are replaced as a whole: what is not given again (blank) is gone, and English shows.
  await tx
    .delete(contentTranslations)
    .where(and(eq(contentTranslations.entityType, input.entityType), eq(contentTranslations.entityId, input.entityId), inArray(contentTranslations.field, fields)));
  if (rows.length > 0) await tx.insert(contentTranslations).values(rows);
}

/**
 * Removes the translations of entities (a deleted content block), or with `keepFields` every translation of one
 * entity except those fields (the texts a block no longer holds).
 */
export async function deleteTranslations(tx: Database, entityType: TranslatableEntityType, ids: readonly string[], keepFields?: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const conditions = [eq(contentTranslations.entityType, entityType), inArray(contentTranslations.entityId, [...ids])];
  if (keepFields && keepFields.length > 0) conditions.push(notInArray(contentTranslations.field, [...keepFields]));
  await tx.delete(contentTranslations).where(and(...conditions));
}
