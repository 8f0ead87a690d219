import { categoriesAtLocation } from '../services/catalogue/categories.ts';
import { catalogueLoaders, type CategoryRow, type WorkflowVersionRow } from '../services/catalogue/loaders.ts';
import {
  PRODUCT_TYPES,
  productAtLocation,
  productPage,
  productsByLocation,
  productsByLocationAndCategory,
  type LabTestProductRow,
  type MedicationProductRow,
  type ProductLocationView,
  type ProductView,
} from '../services/catalogue/products.ts';
import { workflowById, workflowOfCategory, type WorkflowView } from '../services/catalogue/workflows.ts';
import { localizedDetails, localizedField } from '../services/content/localized-reads.ts';
import { builder } from './builder.ts';
import { edgesOf, Image, PageInfo, pageInfoOf, type Connection } from './catalogue-common.ts';
import { Form } from './forms.ts';

const WorkflowVersion = builder.objectRef<WorkflowVersionRow>('WorkflowVersion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    workflowId: t.exposeString('workflowId'),
    version: t.exposeInt('version'),
    feConfiguration: t.exposeString('feConfiguration', { description: 'The xstate configuration as stored (JSON text); parse and validate before use.' }),
    currentFlag: t.exposeBoolean('currentFlag'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const Workflow = builder.objectRef<WorkflowView>('Workflow').implement({
  description: "A category's current workflow version, parsed and validated.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The workflow version id.' }),
    workflowId: t.exposeString('workflowId'),
    categoryId: t.exposeID('categoryId'),
    version: t.exposeInt('version'),
    currentFlag: t.exposeBoolean('currentFlag'),
    feConfiguration: t.field({ type: 'JSON', description: 'A valid xstate machine configuration (an object).', resolve: (w) => w.feConfiguration }),
  }),
});

const currentVersionOf = async (category: CategoryRow, loaders: ReturnType<typeof catalogueLoaders>) =>
  (await loaders.workflowVersionsOfCategory.load(category.id)).find((v) => v.currentFlag) ?? null;

const Category = builder.objectRef<CategoryRow>('Category').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    businessId: t.exposeID('businessId'),
    code: t.exposeString('code', { description: 'Product line label (WEIGHTLOSS, HAIRCARE, SKIN, LABS...).' }),
    name: t.string({ description: "In the request's language (x-language), English where not translated.", resolve: (c, _args, ctx) => localizedField(ctx, 'category', c, 'name') }),
    description: t.string({ nullable: true, resolve: (c, _args, ctx) => localizedField(ctx, 'category', c, 'description') }),
    status: t.exposeString('status'),
    sortOrder: t.exposeInt('sortOrder'),
    medicationSelectionOptional: t.exposeBoolean('medicationSelectionOptional'),
    mutuallyExclusiveMedication: t.exposeBoolean('mutuallyExclusiveMedication'),
    images: t.field({ type: [Image], resolve: (c) => c.images }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    workflowId: t.string({
      nullable: true,
      description: "The current workflow's label, unique within the business only; workflow(id) takes the category id.",
      resolve: async (c, _args, ctx) => (await currentVersionOf(c, catalogueLoaders(ctx)))?.workflowId ?? null,
    }),
    workflowVersions: t.field({ type: [WorkflowVersion], description: 'Newest first.', resolve: (c, _args, ctx) => catalogueLoaders(ctx).workflowVersionsOfCategory.load(c.id) }),
    workflow: t.field({ type: Workflow, nullable: true, description: 'The current version, or null when it is missing or invalid.', resolve: (c, _args, ctx) => workflowOfCategory(ctx, c) }),
  }),
});

const ProductLocation = builder.objectRef<ProductLocationView>('ProductLocation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    locationId: t.exposeID('locationId'),
    startingPrice: t.exposeInt('startingPrice', { description: "Minor units (cents) of the business's currency." }),
    currencyCode: t.exposeString('currencyCode'),
    sortOrder: t.exposeFloat('sortOrder'),
    images: t.field({ type: [Image], resolve: (p) => p.images }),
  }),
});

const MedicationProduct = builder.objectRef<MedicationProductRow>('MedicationProduct').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    shippingCost: t.exposeInt('shippingCost', { description: 'Minor units.' }),
    controlledSubstance: t.exposeBoolean('controlledSubstance'),
  }),
});

const LabTestProduct = builder.objectRef<LabTestProductRow>('LabTestProduct').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sku: t.exposeString('sku'),
    sellingPrice: t.exposeInt('sellingPrice', { description: 'Minor units.' }),
  }),
});

export const ProductTypeEnum = builder.enumType('ProductType', { values: PRODUCT_TYPES });

const Product = builder.objectRef<ProductView>('Product').implement({
  description: 'A product as sold at one location (the location it was queried for).',
  fields: (t) => ({
    id: t.exposeID('id'),
    organizationId: t.exposeID('organizationId'),
    businessId: t.exposeID('businessId'),
    name: t.string({ description: "In the request's language (x-language), English where not translated.", resolve: (p, _args, ctx) => localizedField(ctx, 'product', p, 'name') }),
    description: t.string({ nullable: true, resolve: (p, _args, ctx) => localizedField(ctx, 'product', p, 'description') }),
    tagline: t.string({ nullable: true, resolve: (p, _args, ctx) => localizedField(ctx, 'product', p, 'tagline') }),
    details: t.field({
      type: 'JSON',
      description: "Content blocks of the product page (text, images, cards, list, button, divider, faq, imageGrid, video, testimonials), their texts in the request's language.",
      resolve: (p, _args, ctx) => localizedDetails(ctx, p.details),
    }),
    status: t.exposeString('status'),
    productType: t.exposeString('productType'),
    shippingCost: t.exposeInt('shippingCost', { description: 'Minor units.' }),
    images: t.field({ type: [Image], resolve: (p) => p.images }),
    productLocations: t.field({ type: [ProductLocation], description: "The queried location's offer.", resolve: (p) => [p.productLocation] }),
    medicationProduct: t.field({ type: MedicationProduct, nullable: true, resolve: (p) => p.medicationProduct }),
    labTestProduct: t.field({ type: LabTestProduct, nullable: true, resolve: (p) => p.labTestProduct }),
    categories: t.field({ type: [Category], description: 'ACTIVE categories only.', resolve: (p, _args, ctx) => catalogueLoaders(ctx).categoriesOfProduct.load(p.id) }),
    forms: t.field({ type: [Form], description: 'ACTIVE forms only.', resolve: (p, _args, ctx) => catalogueLoaders(ctx).formsOfProduct.load(p.id) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ProductEdge = builder.objectRef<{ node: ProductView; cursor: string }>('ProductEdge').implement({
  fields: (t) => ({ cursor: t.exposeString('cursor'), node: t.field({ type: Product, resolve: (e) => e.node }) }),
});

const ProductConnection = builder.objectRef<Connection<ProductView>>('ProductConnection').implement({
  fields: (t) => ({
    edges: t.field({ type: [ProductEdge], resolve: edgesOf }),
    nodes: t.field({ type: [Product], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    pageInfo: t.field({ type: PageInfo, resolve: pageInfoOf }),
  }),
});

const ProductFilter = builder.inputType('ProductFilter', {
  fields: (t) => ({
    locationId: t.id({ required: true }),
    categoryId: t.id(),
    search: t.string({ description: 'Matched anywhere in the name, tagline or description, ignoring case.' }),
    productType: t.field({ type: ProductTypeEnum }),
  }),
});

// All catalogue reads are public (services are browsed logged out) and listed in PUBLIC_QUERY_FIELDS.

builder.queryField('categoryByLocation', (t) =>
  t.field({
    type: [Category],
    description: 'ACTIVE categories with at least one ACTIVE product offered at the location; LOCATION_NOT_FOUND for an inactive location or business.',
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => categoriesAtLocation(ctx, args),
  }),
);

builder.queryField('productsByLocation', (t) =>
  t.field({
    type: [Product],
    args: { locationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => productsByLocation(ctx, args),
  }),
);

builder.queryField('productsByLocationAndCategory', (t) =>
  t.field({
    type: [Product],
    args: { categoryId: t.arg.id({ required: true }), locationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => productsByLocationAndCategory(ctx, args),
  }),
);

builder.queryField('products', (t) =>
  t.field({
    type: ProductConnection,
    args: { filter: t.arg({ type: ProductFilter, required: true }), limit: t.arg.int(), offset: t.arg.int() },
    resolve: (_root, args, ctx) => productPage(ctx, args),
  }),
);

builder.queryField('product', (t) =>
  t.field({
    type: Product,
    description: 'NOT_FOUND when the product is inactive or not offered at the location.',
    args: { id: t.arg.id({ required: true }), locationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => productAtLocation(ctx, args),
  }),
);

builder.queryField('workflow', (t) =>
  t.field({
    type: Workflow,
    nullable: true,
    description: "The category's current workflow; `id` is the category id. Null when it is missing, unparsable or invalid (logged).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => workflowById(ctx, args),
  }),
);
