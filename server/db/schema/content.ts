import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { businesses, organizations } from './tenancy.ts';

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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Pictures a business admin uploads for its catalogue (categories, products, content blocks). Kept in the database
 * so every API process serves them and a backup keeps them; public like the catalogue that shows them, served
 * by id (server/http/uploads.ts). The type is the file's own (its first bytes), never the browser's word.
 */
export const catalogueImages = pgTable(
  'catalogue_images',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    businessId: uuid('business_id').notNull().references(() => businesses.id),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('catalogue_images_business_idx').on(t.businessId),
    check('catalogue_images_type_check', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp')`),
    check('catalogue_images_size_check', sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= 2097152`),
  ],
);
