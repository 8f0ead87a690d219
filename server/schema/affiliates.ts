// Affiliates (issue 17): the business admin's list and new affiliate, and the affiliate's own dashboard.
import { requireGrant } from '../context.ts';
import { requireBusinessAdmin } from '../services/admin/require-admin.ts';
import { adminAffiliates, affiliateDashboard, createAffiliate, type AdminAffiliateView, type AffiliateDashboard, type AffiliateMonth, type AffiliateOrderView, type AffiliateSignupView } from '../services/affiliates/affiliates.ts';
import { builder } from './builder.ts';

const AdminAffiliate = builder.objectRef<AdminAffiliateView>('AdminAffiliate').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    code: t.exposeString('code'),
    commissionBasisPoints: t.exposeInt('commissionBasisPoints', { description: 'Of each attributed order\'s value: 1000 = 10 %.' }),
    signupCount: t.exposeInt('signupCount'),
    orderCount: t.exposeInt('orderCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreateAffiliateResult = builder.objectRef<{ affiliate: AdminAffiliateView; invitationSent: boolean; replayed: boolean }>('CreateAffiliateResult').implement({
  fields: (t) => ({
    affiliate: t.field({ type: AdminAffiliate, resolve: (r) => r.affiliate }),
    invitationSent: t.exposeBoolean('invitationSent'),
    replayed: t.exposeBoolean('replayed'),
  }),
});

const AffiliateInput = builder.inputType('AffiliateInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    language: t.string({ description: 'en, es, fr or pt: the language of the invitation mail.' }),
    code: t.string({ description: 'Letters, digits and dashes (4 to 32); made from the first name when left out.' }),
    commissionPercent: t.float({ description: 'Percent of each attributed order\'s value (default 10).' }),
  }),
});

const AffiliateMonthRef = builder.objectRef<AffiliateMonth>('AffiliateMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM (UTC).' }),
    currencyCode: t.exposeString('currencyCode'),
    signupCount: t.exposeInt('signupCount'),
    orderCount: t.exposeInt('orderCount'),
    orderValue: t.exposeInt('orderValue', { description: 'Minor units.' }),
    commission: t.exposeInt('commission', { description: 'Minor units.' }),
  }),
});

const AffiliateOrder = builder.objectRef<AffiliateOrderView>('AffiliateOrder').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    displayId: t.exposeString('displayId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    source: t.exposeString('source'),
    currencyCode: t.exposeString('currencyCode'),
    orderValue: t.exposeInt('orderValue'),
    commission: t.exposeInt('commission'),
  }),
});

const AffiliateSignup = builder.objectRef<AffiliateSignupView>('AffiliateSignup').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'First name and initial.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    confirmed: t.exposeBoolean('confirmed'),
  }),
});

const AffiliateDashboardRef = builder.objectRef<AffiliateDashboard>('AffiliateDashboard').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    businessName: t.exposeString('businessName'),
    landingPath: t.exposeString('landingPath', { description: 'The business home the link opens; the link adds ?ref=<code>.' }),
    commissionBasisPoints: t.exposeInt('commissionBasisPoints'),
    signupCount: t.exposeInt('signupCount'),
    orderCount: t.exposeInt('orderCount'),
    months: t.field({ type: [AffiliateMonthRef], resolve: (d) => d.months }),
    signups: t.field({ type: [AffiliateSignup], resolve: (d) => d.signups }),
    orders: t.field({ type: [AffiliateOrder], resolve: (d) => d.orders }),
  }),
});

builder.queryField('adminAffiliates', (t) =>
  t.field({
    type: [AdminAffiliate],
    description: "The business's affiliates (BUSINESS_ADMIN on that business).",
    args: { businessId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const granted = await requireBusinessAdmin(ctx, String(args.businessId));
      return adminAffiliates(ctx.deps.db, granted.grant.targetId);
    },
  }),
);

builder.mutationField('adminCreateAffiliate', (t) =>
  t.field({
    type: CreateAffiliateResult,
    description: 'Adds an affiliate to the business: their account (a set-password link by mail), code, commission rate and AFFILIATE grant; audited.',
    args: { businessId: t.arg.id({ required: true }), input: t.arg({ type: AffiliateInput, required: true }), idempotencyKey: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const granted = await requireBusinessAdmin(ctx, String(args.businessId));
      const { language, code, commissionPercent, ...rest } = args.input;
      return createAffiliate(ctx, granted, { ...rest, language: language ?? undefined, code, commissionPercent: commissionPercent ?? undefined }, args.idempotencyKey);
    },
  }),
);

builder.queryField('affiliateDashboard', (t) =>
  t.field({
    type: AffiliateDashboardRef,
    description: "The affiliate's own link, sign-ups, orders and earnings by month (AFFILIATE grant).",
    resolve: async (_root, _args, ctx) => affiliateDashboard(ctx.deps.db, await requireGrant(ctx, ['AFFILIATE'])),
  }),
);
