import type { PostalAddress } from '../db/schema/index.ts';
import { decodeBusiness, decodeBusinessAndLocation, decodeLocation, faqItemsOf, type BusinessRow, type FaqItemRow, type LocationRow } from '../services/businesses.ts';
import { localizedField } from '../services/content/localized-reads.ts';
import { builder } from './builder.ts';

export const Address = builder.objectRef<PostalAddress>('Address').implement({
  fields: (t) => ({
    addressLine1: t.exposeString('addressLine1'),
    addressLine2: t.string({ nullable: true, resolve: (a) => a.addressLine2 ?? null }),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    country: t.exposeString('country'),
    zipcode: t.exposeString('zipcode'),
  }),
});

const Business = builder.objectRef<BusinessRow>('Business').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    shortId: t.exposeString('shortId'),
    name: t.exposeString('name'),
    pictureUrl: t.exposeString('pictureUrl', { nullable: true }),
    status: t.exposeString('status'),
    tagline: t.string({ nullable: true, description: "In the request's language (x-language), English where not translated.", resolve: (b, _args, ctx) => localizedField(ctx, 'business', b, 'tagline') }),
    customUrl: t.exposeString('customUrl', { nullable: true }),
    address: t.field({ type: Address, nullable: true, resolve: (b) => b.address }),
    currencyCode: t.exposeString('currencyCode'),
    description: t.string({ nullable: true, description: "In the request's language, English where not translated.", resolve: (b, _args, ctx) => localizedField(ctx, 'business', b, 'description') }),
    organizationId: t.exposeID('organizationId'),
    supportEmail: t.exposeString('supportEmail', { nullable: true }),
    supportPhone: t.exposeString('supportPhone', { nullable: true }),
    termsUrl: t.exposeString('termsUrl', { description: "The business's terms of use, on an external site (spec §2 footer)." }),
    privacyUrl: t.exposeString('privacyUrl', { description: "The business's privacy notice, on an external site (spec §2 footer)." }),
  }),
});

const BusinessLocation = builder.objectRef<LocationRow>('BusinessLocation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    shortId: t.exposeString('shortId'),
    name: t.string({ description: "In the request's language, English where not translated.", resolve: (l, _args, ctx) => localizedField(ctx, 'location', l, 'name') }),
    pictureUrl: t.exposeString('pictureUrl', { nullable: true }),
    businessId: t.exposeID('businessId'),
    states: t.exposeStringList('states', { description: 'Allowed states (ISO codes) where the location serves clients.' }),
    timezone: t.exposeString('timezone'),
    businessLocationAddress: t.field({ type: Address, resolve: (l) => l.address }),
  }),
});

const BusinessAndLocation = builder.objectRef<{ business: BusinessRow; location: LocationRow }>('BusinessAndLocation').implement({
  fields: (t) => ({
    business: t.field({ type: Business, resolve: (p) => p.business }),
    location: t.field({ type: BusinessLocation, resolve: (p) => p.location }),
  }),
});

const FaqItem = builder.objectRef<FaqItemRow>('FaqItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    question: t.exposeString('question'),
    answer: t.exposeString('answer'),
    sortOrder: t.int({ resolve: (item) => Math.round(item.sortOrder) }),
  }),
});

builder.queryField('decodeBusiness', (t) =>
  t.field({
    type: Business,
    args: { shortId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => decodeBusiness(ctx, args.shortId),
  }),
);

builder.queryField('decodeBusinessLocation', (t) =>
  t.field({
    type: BusinessLocation,
    args: { businessShortId: t.arg.string({ required: true }), shortId: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => decodeLocation(ctx, await decodeBusiness(ctx, args.businessShortId), args.shortId),
  }),
);

builder.queryField('decodeBusinessAndLocation', (t) =>
  t.field({
    type: BusinessAndLocation,
    args: { businessShortId: t.arg.string({ required: true }), locationShortId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => decodeBusinessAndLocation(ctx, args.businessShortId, args.locationShortId),
  }),
);

builder.queryField('faqItems', (t) =>
  t.field({
    type: [FaqItem],
    description: 'FAQ of an active business in a language (en, es, fr, pt), falling back to English.',
    args: { businessId: t.arg.id({ required: true }), locale: t.arg.string({ defaultValue: 'en' }) },
    resolve: (_root, args, ctx) => faqItemsOf(ctx, String(args.businessId), args.locale ?? 'en'),
  }),
);
