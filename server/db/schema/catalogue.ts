import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, updatedAt } from './columns.ts';
import { businesses, locations, organizations } from './tenancy.ts';

export type ImageRef = { url: string; type: string };

export const categories = pgTable(
  'categories',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    businessId: uuid('business_id').notNull().references(() => businesses.id),
    /** Product line label (WEIGHTLOSS, HAIRCARE, SKIN, LABS...). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status').notNull().default('ACTIVE'),
    medicationSelectionOptional: boolean('medication_selection_optional').notNull().default(false),
    mutuallyExclusiveMedication: boolean('mutually_exclusive_medication').notNull().default(false),
    images: jsonb('images').$type<ImageRef[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_business_code_key').on(t.businessId, t.code)],
);

export const categoryWorkflowVersions = pgTable(
  'category_workflow_versions',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    categoryId: uuid('category_id').notNull().references(() => categories.id),
    workflowId: text('workflow_id').notNull(),
    version: integer('version').notNull(),
    /** An xstate machine configuration; kept as text because the spec says it may arrive as text. */
    feConfiguration: text('fe_configuration').notNull(),
    currentFlag: boolean('current_flag').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('category_workflow_versions_key').on(t.categoryId, t.version)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    businessId: uuid('business_id').notNull().references(() => businesses.id),
    name: text('name').notNull(),
    description: text('description'),
    /** Content blocks of the product page (text, images, cards, list, button, divider, faq, imageGrid, video, testimonials). */
    details: jsonb('details').$type<unknown[]>().notNull().default([]),
    tagline: text('tagline'),
    status: text('status').notNull().default('ACTIVE'),
    /** CONSULTATION, LAB_TEST, MEDICATION or PROGRAM. */
    productType: text('product_type').notNull(),
    /** Money in minor units of the business's currency. */
    shippingCost: integer('shipping_cost').notNull().default(0),
    images: jsonb('images').$type<ImageRef[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_business_idx').on(t.businessId)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    organizationId: organizationId().references(() => organizations.id),
    productId: uuid('product_id').notNull().references(() => products.id),
    categoryId: uuid('category_id').notNull().references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] })],
);

export const productLocations = pgTable(
  'product_locations',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    productId: uuid('product_id').notNull().references(() => products.id),
    locationId: uuid('location_id').notNull().references(() => locations.id),
    /** Minor units of the business's currency. */
    startingPrice: integer('starting_price').notNull(),
    sortOrder: doublePrecision('sort_order').notNull().default(0),
    images: jsonb('images').$type<ImageRef[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('product_locations_key').on(t.productId, t.locationId)],
);

/** A dose a medication product is sold at: one month's supply, in minor units of the business's currency. */
export type MedicationDoseOption = { id: string; dosageName: string | null; dose: number; doseUnit: string; sellingPrice: number };

export const medicationProducts = pgTable('medication_products', {
  id: id(),
  organizationId: organizationId().references(() => organizations.id),
  productId: uuid('product_id').notNull().unique().references(() => products.id),
  shippingCost: integer('shipping_cost').notNull().default(0),
  controlledSubstance: boolean('controlled_substance').notNull().default(false),
  /** The doses offered, lowest first (spec §9: the lowest available dose is charged at order time). */
  doseOptions: jsonb('dose_options').$type<MedicationDoseOption[]>().notNull().default([]),
});

export const labTestProducts = pgTable('lab_test_products', {
  id: id(),
  organizationId: organizationId().references(() => organizations.id),
  productId: uuid('product_id').notNull().unique().references(() => products.id),
  sku: text('sku').notNull(),
  sellingPrice: integer('selling_price').notNull(),
});

export const forms = pgTable('forms', {
  id: id(),
  organizationId: organizationId().references(() => organizations.id),
  businessId: uuid('business_id').notNull().references(() => businesses.id),
  name: text('name').notNull(),
  description: text('description'),
  /** FormType: PRE_ASSESSMENT, MEDICAL_CONSENT, ... */
  type: text('type').notNull(),
  status: text('status').notNull().default('ACTIVE'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const formVersions = pgTable(
  'form_versions',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    formId: uuid('form_id').notNull().references(() => forms.id),
    version: integer('version').notNull(),
    schema: jsonb('schema').notNull(),
    uiSchema: jsonb('ui_schema').notNull().default({}),
    currentFlag: boolean('current_flag').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('form_versions_key').on(t.formId, t.version)],
);

/**
 * A form version's words in another language (as FAQ items, business content is stored per language, not in the
 * UI catalogs): the form's name and description, and its texts by JSON pointer into { schema, uiSchema }
 * (src/domain/forms/form-texts.ts). The version's own texts are the fallback for anything missing.
 */
export const formVersionTexts = pgTable(
  'form_version_texts',
  {
    id: id(),
    organizationId: organizationId().references(() => organizations.id),
    formVersionId: uuid('form_version_id').notNull().references(() => formVersions.id),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    texts: jsonb('texts').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('form_version_texts_key').on(t.formVersionId, t.locale),
    // The languages of src/domain/language.ts SUPPORTED_LANGUAGES other than the source (a new one needs a migration).
    check('form_version_texts_locale_check', sql`${t.locale} in ('en', 'es', 'fr', 'pt')`),
  ],
);

export const productForms = pgTable(
  'product_forms',
  {
    organizationId: organizationId().references(() => organizations.id),
    productId: uuid('product_id').notNull().references(() => products.id),
    formId: uuid('form_id').notNull().references(() => forms.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.formId] })],
);
