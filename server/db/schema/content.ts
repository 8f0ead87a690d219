import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { organizations } from './tenancy.ts';

/**
 * The words a business writes (business, location, category and product texts, content blocks) in the app's other
 * languages, one row per text (ARCHITECTURE.md: content is stored per language with English as the fallback). The
 * English is the entity's own row (or its content block), so only es, fr and pt live here; a missing row means
 * "not translated" and the English is shown. Fields per entity type: src/domain/content/translatable-fields.ts.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    /** business, location, category, product or contentBlock (TRANSLATABLE_ENTITY_TYPES). */
    entityType: text('entity_type').notNull(),
    /** The entity's id; for a content block, the block's own id inside its product's details. */
    entityId: uuid('entity_id').notNull(),
    locale: text('locale').notNull(),
    /** A field name, or for a content block the path of one of its texts ('title', 'items.2', 'cards.0.body'). */
    field: text('field').notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('content_translations_key').on(t.entityType, t.entityId, t.locale, t.field),
    index('content_translations_org_idx').on(t.organizationId),
    // The languages of src/domain/language.ts other than English, the source (a new one needs a migration).
    check('content_translations_locale_check', sql`${t.locale} in ('es', 'fr', 'pt')`),
    check('content_translations_entity_type_check', sql`${t.entityType} in ('business', 'location', 'category', 'product', 'contentBlock')`),
  ],
);
