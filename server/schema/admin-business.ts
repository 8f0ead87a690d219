// The business admin's console (issue 16): the business at a glance and its profile. Every field and operation
// goes through requireBusinessAdmin (server/services/admin/require-admin.ts): another organization's business is
// NOT_FOUND.
import { LOCATION_MODES, type LocationMode } from '../../src/domain/scheduling/provider.ts';
import { requireBusinessAdmin } from '../services/admin/require-admin.ts';
import { businessOverview, type BusinessOverview } from '../services/admin/business-overview.ts';
import {
  adminFaqItems,
  adminLocations,
  businessProfile,
  createFaqItem,
  createLocation,
  deleteFaqItem,
  updateBusinessProfile,
  updateFaqItem,
  updateLocation,
  type AdminLocationView,
  type BusinessProfileView,
  type FaqRow,
} from '../services/admin/business-content.ts';
import { builder } from './builder.ts';
import { Address } from './business.ts';
import { LocalizedText, LocalizedTextInput } from './localized-text.ts';
import { LocationModeEnum } from './scheduling-enums.ts';

export const AdminBusiness = builder.objectRef<BusinessOverview>('AdminBusiness').implement({
  description: 'A business as its admin sees and edits it (English texts; other languages in the translations).',
  fields: (t) => ({
    id: t.exposeID('id'),
    organizationId: t.exposeID('organizationId'),
    shortId: t.exposeString('shortId', { description: 'The code in the business address (/business/<shortId>/<location>).' }),
    name: t.exposeString('name'),
    pictureUrl: t.exposeString('pictureUrl', { nullable: true }),
    tagline: t.exposeString('tagline', { nullable: true }),
    customUrl: t.exposeString('customUrl', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    currencyCode: t.exposeString('currencyCode'),
    address: t.field({ type: Address, nullable: true, resolve: (b) => b.address }),
    status: t.exposeString('status'),
    locationCount: t.exposeInt('locationCount', { description: 'Active locations.' }),
    categoryCount: t.exposeInt('categoryCount'),
    productCount: t.exposeInt('productCount'),
    staffCount: t.exposeInt('staffCount', { description: "Grants of the organization's people other than clients." }),
  }),
});

builder.queryField('adminBusiness', (t) =>
  t.field({
    type: AdminBusiness,
    description: "The admin's business at a glance (BUSINESS_ADMIN on that business; another organization's is NOT_FOUND).",
    args: { businessId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const granted = await requireBusinessAdmin(ctx, String(args.businessId));
      return businessOverview(ctx.deps.db, granted.grant.targetId);
    },
  }),
);

const ProfileRef = builder.objectRef<BusinessProfileView>('AdminBusinessProfile').implement({
  description: "The business profile as its admin edits it; texts in four languages (English is the fallback).",
  fields: (t) => ({
    id: t.exposeID('id'),
    shortId: t.exposeString('shortId'),
    name: t.exposeString('name', { description: 'One name in every language (spec §5: without the brand word).' }),
    pictureUrl: t.exposeString('pictureUrl', { nullable: true }),
    tagline: t.field({ type: LocalizedText, resolve: (b) => b.taglineText }),
    description: t.field({ type: LocalizedText, resolve: (b) => b.descriptionText }),
    customUrl: t.exposeString('customUrl', { nullable: true }),
    currencyCode: t.exposeString('currencyCode'),
    address: t.field({ type: Address, nullable: true, resolve: (b) => b.address }),
  }),
});

const AdminLocationRef = builder.objectRef<AdminLocationView>('AdminLocation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    shortId: t.exposeString('shortId'),
    name: t.field({ type: LocalizedText, resolve: (l) => l.nameText }),
    address: t.field({ type: Address, resolve: (l) => l.address }),
    timezone: t.exposeString('timezone'),
    states: t.exposeStringList('states'),
    mode: t.field({ type: LocationModeEnum, resolve: (l) => (LOCATION_MODES as readonly string[]).includes(l.mode) ? (l.mode as LocationMode) : 'HYBRID' }),
    isActive: t.exposeBoolean('isActive'),
  }),
});

const AdminFaqItemRef = builder.objectRef<FaqRow>('AdminFaqItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    locale: t.exposeString('locale'),
    question: t.exposeString('question'),
    answer: t.exposeString('answer'),
    sortOrder: t.exposeFloat('sortOrder'),
  }),
});

const AdminAddressInput = builder.inputType('AdminAddressInput', {
  fields: (t) => ({
    addressLine1: t.string({ required: true }),
    addressLine2: t.string(),
    city: t.string({ required: true }),
    state: t.string({ required: true, description: 'US state code (NY).' }),
    country: t.string({ required: true, description: 'US.' }),
    zipcode: t.string({ required: true, description: '5 digits.' }),
  }),
});

const BusinessProfileInput = builder.inputType('AdminBusinessProfileInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    pictureUrl: t.string(),
    tagline: t.field({ type: LocalizedTextInput, required: true, description: 'Blank English: no tagline.' }),
    description: t.field({ type: LocalizedTextInput, required: true, description: 'Blank English: no description.' }),
    customUrl: t.string({ description: 'https://...' }),
    currencyCode: t.string({ required: true }),
    address: t.field({ type: AdminAddressInput }),
  }),
});

const LocationInput = builder.inputType('AdminLocationInput', {
  fields: (t) => ({
    shortId: t.string({ required: true, description: 'The code in the address (/business/<business>/<code>).' }),
    name: t.field({ type: LocalizedTextInput, required: true }),
    address: t.field({ type: AdminAddressInput, required: true }),
    timezone: t.string({ required: true, description: 'IANA zone.' }),
    states: t.stringList({ required: true, description: 'Allowed states (US codes) where the location serves clients.' }),
    mode: t.field({ type: LocationModeEnum, required: true }),
    isActive: t.boolean(),
  }),
});

const FaqItemInput = builder.inputType('AdminFaqItemInput', {
  fields: (t) => ({
    locale: t.string({ required: true, description: 'en, es, fr or pt: FAQ items are written per language.' }),
    question: t.string({ required: true }),
    answer: t.string({ required: true }),
    sortOrder: t.float(),
  }),
});

const withoutNulls = <T extends Record<string, unknown>>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));

builder.queryField('adminBusinessProfile', (t) =>
  t.field({
    type: ProfileRef,
    args: { businessId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => businessProfile(ctx.deps.db, (await requireBusinessAdmin(ctx, String(args.businessId))).grant.targetId),
  }),
);

builder.mutationField('adminUpdateBusinessProfile', (t) =>
  t.field({
    type: ProfileRef,
    args: { businessId: t.arg.id({ required: true }), input: t.arg({ type: BusinessProfileInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const granted = await requireBusinessAdmin(ctx, String(args.businessId));
      return updateBusinessProfile(ctx, granted, withoutNulls(args.input));
    },
  }),
);

builder.queryField('adminLocations', (t) =>
  t.field({
    type: [AdminLocationRef],
    args: { businessId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => adminLocations(ctx.deps.db, (await requireBusinessAdmin(ctx, String(args.businessId))).grant.targetId),
  }),
);

builder.mutationField('adminCreateLocation', (t) =>
  t.field({
    type: AdminLocationRef,
    args: { businessId: t.arg.id({ required: true }), input: t.arg({ type: LocationInput, required: true }), idempotencyKey: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => createLocation(ctx, await requireBusinessAdmin(ctx, String(args.businessId)), withoutNulls(args.input), args.idempotencyKey),
  }),
);

builder.mutationField('adminUpdateLocation', (t) =>
  t.field({
    type: AdminLocationRef,
    args: { businessId: t.arg.id({ required: true }), id: t.arg.id({ required: true }), input: t.arg({ type: LocationInput, required: true }) },
    resolve: async (_root, args, ctx) => updateLocation(ctx, await requireBusinessAdmin(ctx, String(args.businessId)), String(args.id), withoutNulls(args.input)),
  }),
);

builder.queryField('adminFaqItems', (t) =>
  t.field({
    type: [AdminFaqItemRef],
    args: { businessId: t.arg.id({ required: true }), locale: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => adminFaqItems(ctx.deps.db, (await requireBusinessAdmin(ctx, String(args.businessId))).grant.targetId, args.locale),
  }),
);

builder.mutationField('adminCreateFaqItem', (t) =>
  t.field({
    type: AdminFaqItemRef,
    args: { businessId: t.arg.id({ required: true }), input: t.arg({ type: FaqItemInput, required: true }), idempotencyKey: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => createFaqItem(ctx, await requireBusinessAdmin(ctx, String(args.businessId)), withoutNulls(args.input), args.idempotencyKey),
  }),
);

builder.mutationField('adminUpdateFaqItem', (t) =>
  t.field({
    type: AdminFaqItemRef,
    args: { businessId: t.arg.id({ required: true }), id: t.arg.id({ required: true }), input: t.arg({ type: FaqItemInput, required: true }) },
    resolve: async (_root, args, ctx) => updateFaqItem(ctx, await requireBusinessAdmin(ctx, String(args.businessId)), String(args.id), withoutNulls(args.input)),
  }),
);

builder.mutationField('adminDeleteFaqItem', (t) =>
  t.field({
    type: 'ID',
    args: { businessId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => deleteFaqItem(ctx, await requireBusinessAdmin(ctx, String(args.businessId)), String(args.id)),
  }),
);
