// Which texts of each kind of business content are written per language (ARCHITECTURE.md: content a business writes
// is stored per language, English being the fallback). The English is the entity's own column; the other languages
// are rows of content_translations. A text missing in a language shows in English and the editor marks it missing.
import { isBlockTextPath } from './content-blocks.ts';

export const TRANSLATABLE_ENTITY_TYPES = ['business', 'location', 'category', 'product', 'contentBlock'] as const;
export type TranslatableEntityType = (typeof TRANSLATABLE_ENTITY_TYPES)[number];

/**
 * The translatable columns of each entity. A content block's texts are paths into the block, by kind
 * (BLOCK_TEXTS in content-blocks.ts). A business's name is its brand and stays one in every language.
 */
export const TRANSLATABLE_FIELDS = {
  business: ['tagline', 'description'],
  location: ['name'],
  category: ['name', 'description'],
  product: ['name', 'tagline', 'description'],
  contentBlock: 'blockTextPaths',
} as const satisfies Record<TranslatableEntityType, readonly string[] | 'blockTextPaths'>;

type Fields = typeof TRANSLATABLE_FIELDS;

/** A translatable field of the entity type: a column name, or for a content block a text's path ('items.2'). */
export type TranslatableField<E extends TranslatableEntityType> = Fields[E] extends readonly string[] ? Fields[E][number] : string;

export function isTranslatableField<E extends TranslatableEntityType>(entityType: E, field: string): field is TranslatableField<E> {
  const fields: readonly string[] | 'blockTextPaths' = TRANSLATABLE_FIELDS[entityType];
  return fields === 'blockTextPaths' ? isBlockTextPath(field) : fields.includes(field);
}

export function isTranslatableEntityType(value: unknown): value is TranslatableEntityType {
  return typeof value === 'string' && (TRANSLATABLE_ENTITY_TYPES as readonly string[]).includes(value);
}
