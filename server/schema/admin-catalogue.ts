// The business admin's catalogue (issue 16): categories and products with their texts in four languages, the
// product page's content blocks, offers per location and the medication or lab data. Every operation names the
// business and is checked by requireBusinessAdmin; creations take the client's idempotency key.
import type { MedicationDoseOption } from '../db/schema/index.ts';
import { adminCategories, createCategory, updateCategory, type AdminCategoryView } from '../services/admin/catalogue/admin-categories.ts';
import {
  adminCatalogueLocations,
  adminProduct,
  adminProducts,
  createProduct,
  updateProduct,
  type AdminProductLocation,
  type AdminProductSummary,
  type AdminProductView,
} from '../services/admin/catalogue/admin-products.ts';
import { builder } from './builder.ts';
import { Image } from './catalogue-common.ts';
import { ProductTypeEnum } from './catalogue.ts';
import { LocalizedText, LocalizedTextInput } from './localized-text.ts';

const AdminCategory = builder.objectRef<AdminCategoryView>('AdminCategory').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    businessId: t.exposeID('businessId'),
    code: t.exposeString('code'),
    name: t.field({ type: LocalizedText, resolve: (c) => c.nameText }),
    description: t.field({ type: LocalizedText, resolve: (c) => c.descriptionText }),
    status: t.exposeString('status'),
    sortOrder: t.exposeInt('sortOrder'),
    medicationSelectionOptional: t.exposeBoolean('medicationSelectionOptional'),
    mutuallyExclusiveMedication: t.exposeBoolean('mutuallyExclusiveMedication'),
    images: t.field({ type: [Image], resolve: (c) => c.images }),
    productCount: t.exposeInt('productCount'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const DoseOption = builder.objectRef<MedicationDoseOption>('MedicationDoseOption').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    dosageName: t.exposeString('dosageName', { nullable: true }),
    dose: t.exposeFloat('dose'),
    doseUnit: t.exposeString('doseUnit'),
    sellingPrice: t.exposeInt('sellingPrice', { description: 'One month at this dose, minor units.' }),
  }),
});

const AdminMedication = builder.objectRef<NonNullable<AdminProductView['medication']>>('AdminMedicationProduct').implement({
  fields: (t) => ({
    shippingCost: t.exposeInt('shippingCost'),
    controlledSubstance: t.exposeBoolean('controlledSubstance'),
    doseOptions: t.field({ type: [DoseOption], resolve: (m) => m.doseOptions }),
  }),
});

const AdminLabTest = builder.objectRef<NonNullable<AdminProductView['labTest']>>('AdminLabTestProduct').implement({
  fields: (t) => ({ sku: t.exposeString('sku'), sellingPrice: t.exposeInt('sellingPrice') }),
});

const AdminProductLocationRef = builder.objectRef<AdminProductLocation>('AdminProductLocation').implement({
  description: 'A location of the business and whether (and at what price and place in the list) it offers the product.',
  fields: (t) => ({
    locationId: t.exposeID('locationId'),
    locationName: t.exposeString('locationName'),
    offered: t.exposeBoolean('offered'),
    startingPrice: t.exposeInt('startingPrice', { nullable: true }),
    sortOrder: t.exposeFloat('sortOrder', { nullable: true }),
  }),
});

const AdminProductSummaryRef = builder.objectRef<AdminProductSummary>('AdminProductSummary').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.field({ type: LocalizedText, resolve: (p) => p.nameText }),
    productType: t.exposeString('productType'),
    status: t.exposeString('status'),
    categoryIds: t.idList({ resolve: (p) => p.categoryIds }),
    locationCount: t.exposeInt('locationCount'),
    missingTranslations: t.exposeInt('missingTranslations', { description: 'Texts of the name, tagline and description missing in es, fr or pt.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const AdminProduct = builder.objectRef<AdminProductView>('AdminProduct').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    businessId: t.exposeID('businessId'),
    name: t.field({ type: LocalizedText, resolve: (p) => p.nameText }),
    tagline: t.field({ type: LocalizedText, resolve: (p) => p.taglineText }),
    description: t.field({ type: LocalizedText, resolve: (p) => p.descriptionText }),
    productType: t.exposeString('productType'),
    status: t.exposeString('status'),
    shippingCost: t.exposeInt('shippingCost'),
    images: t.field({ type: [Image], resolve: (p) => p.images }),
    categoryIds: t.idList({ resolve: (p) => p.categoryIds }),
    details: t.field({ type: 'JSON', description: 'The content blocks in English, each with its id.', resolve: (p) => p.details }),
    detailTranslations: t.field({ type: 'JSON', description: 'Per block id, per text path: { es, fr, pt }.', resolve: (p) => p.detailTranslations }),
    locations: t.field({ type: [AdminProductLocationRef], resolve: (p) => p.locations }),
    medication: t.field({ type: AdminMedication, nullable: true, resolve: (p) => p.medication }),
    labTest: t.field({ type: AdminLabTest, nullable: true, resolve: (p) => p.labTest }),
    formIds: t.idList({ description: 'The forms a client fills in for the product (its pre-assessment and the like).', resolve: (p) => p.formIds }),
    missingTranslations: t.exposeInt('missingTranslations'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ImageInput = builder.inputType('CatalogueImageInput', { fields: (t) => ({ url: t.string({ required: true }), type: t.string({ required: true }) }) });

const CategoryInput = builder.inputType('AdminCategoryInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    name: t.field({ type: LocalizedTextInput, required: true }),
    description: t.field({ type: LocalizedTextInput, required: true }),
    status: t.string({ required: true }),
    sortOrder: t.int({ required: true }),
    medicationSelectionOptional: t.boolean({ required: true }),
    mutuallyExclusiveMedication: t.boolean({ required: true }),
    images: t.field({ type: [ImageInput], required: true }),
  }),
});

const OfferInput = builder.inputType('AdminProductLocationInput', {
  fields: (t) => ({ locationId: t.id({ required: true }), startingPrice: t.int({ required: true }), sortOrder: t.float({ required: true }) }),
});

const DoseOptionInput = builder.inputType('MedicationDoseOptionInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    dosageName: t.string(),
    dose: t.float({ required: true }),
    doseUnit: t.string({ required: true }),
    sellingPrice: t.int({ required: true }),
  }),
});

const ProductInput = builder.inputType('AdminProductInput', {
  fields: (t) => ({
    name: t.field({ type: LocalizedTextInput, required: true }),
    tagline: t.field({ type: LocalizedTextInput, required: true }),
    description: t.field({ type: LocalizedTextInput, required: true }),
    productType: t.field({ type: ProductTypeEnum, required: true }),
    status: t.string({ required: true }),
    shippingCost: t.int({ required: true }),
    images: t.field({ type: [ImageInput], required: true }),
    categoryIds: t.idList({ required: true }),
    formIds: t.idList({ description: "The business's forms a client fills in for the product (its pre-assessment); absent leaves them as they are." }),
    locations: t.field({ type: [OfferInput], required: true }),
    details: t.field({ type: 'JSON', required: true, description: 'Content blocks (spec §9), each with a client-made UUID id; English texts.' }),
    detailTranslations: t.field({ type: 'JSON', description: 'Per block id, per text path: { es, fr, pt }.' }),
    medication: t.field({
      type: builder.inputType('AdminMedicationInput', {
        fields: (m) => ({ shippingCost: m.int({ required: true }), controlledSubstance: m.boolean({ required: true }), doseOptions: m.field({ type: [DoseOptionInput], required: true }) }),
      }),
    }),
    labTest: t.field({ type: builder.inputType('AdminLabTestInput', { fields: (l) => ({ sku: l.string({ required: true }), sellingPrice: l.int({ required: true }) }) }) }),
  }),
});

builder.queryField('adminCategories', (t) =>
  t.field({ type: [AdminCategory], args: { businessId: t.arg.id({ required: true }) }, resolve: (_root, args, ctx) => adminCategories(ctx, args) }),
);

builder.queryField('adminProducts', (t) =>
  t.field({ type: [AdminProductSummaryRef], args: { businessId: t.arg.id({ required: true }) }, resolve: (_root, args, ctx) => adminProducts(ctx, args) }),
);

builder.queryField('adminProduct', (t) =>
  t.field({ type: AdminProduct, args: { businessId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) }, resolve: (_root, args, ctx) => adminProduct(ctx, args) }),
);

builder.mutationField('createCategory', (t) =>
  t.field({
    type: AdminCategory,
    args: { businessId: t.arg.id({ required: true }), idempotencyKey: t.arg.id({ required: true }), input: t.arg({ type: CategoryInput, required: true }) },
    resolve: (_root, args, ctx) => createCategory(ctx, args),
  }),
);

builder.mutationField('updateCategory', (t) =>
  t.field({
    type: AdminCategory,
    args: { businessId: t.arg.id({ required: true }), id: t.arg.id({ required: true }), input: t.arg({ type: CategoryInput, required: true }) },
    resolve: (_root, args, ctx) => updateCategory(ctx, args),
  }),
);

builder.mutationField('createProduct', (t) =>
  t.field({
    type: AdminProduct,
    args: { businessId: t.arg.id({ required: true }), idempotencyKey: t.arg.id({ required: true }), input: t.arg({ type: ProductInput, required: true }) },
    resolve: (_root, args, ctx) => createProduct(ctx, args),
  }),
);

builder.mutationField('updateProduct', (t) =>
  t.field({
    type: AdminProduct,
    args: { businessId: t.arg.id({ required: true }), id: t.arg.id({ required: true }), input: t.arg({ type: ProductInput, required: true }) },
    resolve: (_root, args, ctx) => updateProduct(ctx, args),
  }),
);

const CatalogueLocation = builder.objectRef<{ id: string; name: string }>('AdminCatalogueLocation').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

builder.queryField('adminCatalogueLocations', (t) =>
  t.field({
    type: [CatalogueLocation],
    description: "The business's locations, where a product can be offered.",
    args: { businessId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => adminCatalogueLocations(ctx, args),
  }),
);
