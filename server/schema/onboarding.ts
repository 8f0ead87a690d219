// Provider onboarding (issue 17): the platform's plans and agreement, a provider's public sign-up for a business,
// their own application (agreement, payment, setup) and the business admin's review.
import { ADMIN_CURRENCIES } from '../../src/domain/admin/admin-rules.ts';
import { APPLICATION_STATUSES, PLAN_PERIODS, PLAN_STATUSES, SIGNUP_PROVIDER_KINDS } from '../../src/domain/onboarding/onboarding-rules.ts';
import { requirePlatformAdmin } from '../services/admin/platform.ts';
import { acceptAgreement, myApplication, myApplications, payPlan, providerSignup, saveSetup, setupOf, setupOptions, signupBusiness, type ApplicationRow } from '../services/onboarding/application.ts';
import { applicationsForReview, decideApplication, type ReviewedApplication } from '../services/onboarding/approval.ts';
import { createPlan, currentAgreement, listAgreements, listPlans, publishAgreement, updatePlan, type AgreementRow, type PlanRow } from '../services/onboarding/plans.ts';
import { appError } from '../services/errors.ts';
import { businesses, providerPlans } from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { builder } from './builder.ts';
import { GenderEnum } from './enums.ts';

const PlanPeriodEnum = builder.enumType('ProviderPlanPeriod', { values: PLAN_PERIODS });
const PlanStatusEnum = builder.enumType('ProviderPlanStatus', { values: PLAN_STATUSES });
const SignupKindEnum = builder.enumType('ProviderSignupKind', { values: SIGNUP_PROVIDER_KINDS, description: 'HCP: a healthcare provider; SERVICE_PROVIDER: other services.' });
const ApplicationStatusEnum = builder.enumType('ProviderApplicationStatus', { values: APPLICATION_STATUSES, description: 'AGREEMENT -> PAYMENT -> SETUP -> PENDING_APPROVAL -> APPROVED | DECLINED.' });
const PlanCurrencyEnum = builder.enumType('ProviderPlanCurrency', { values: ADMIN_CURRENCIES });

const ProviderPlanRef = builder.objectRef<PlanRow>('ProviderPlan').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    priceMinor: t.exposeInt('priceMinor', { description: 'Minor units of currencyCode, per period.' }),
    currencyCode: t.exposeString('currencyCode'),
    period: t.field({ type: PlanPeriodEnum, resolve: (p) => p.period as (typeof PLAN_PERIODS)[number] }),
    status: t.field({ type: PlanStatusEnum, resolve: (p) => p.status as (typeof PLAN_STATUSES)[number] }),
    sortOrder: t.exposeInt('sortOrder'),
  }),
});

const ProviderAgreementRef = builder.objectRef<AgreementRow>('ProviderAgreement').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    version: t.exposeInt('version'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
  }),
});

type NamedRef = { id: string; name: string };
const NamedOptionRef = builder.objectRef<NamedRef>('ProviderSetupOption').implement({ fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }) });

type HoursView = { weekday: number; start: string; end: string };
const SetupHoursRef = builder.objectRef<HoursView>('ProviderSetupHours').implement({
  fields: (t) => ({ weekday: t.exposeInt('weekday', { description: '0 = Sunday.' }), start: t.exposeString('start'), end: t.exposeString('end') }),
});

type SetupView = NonNullable<Awaited<ReturnType<typeof setupOf>>>;
const ProviderSetupRef = builder.objectRef<SetupView>('ProviderSetup').implement({
  fields: (t) => ({
    travelFeeMinor: t.int({ description: "Minor units of the business's currency.", resolve: (s) => s.profile.travelFeeMinor }),
    groupDiscountPercent: t.float({ resolve: (s) => s.profile.groupDiscountPercent }),
    cancellationWindowHours: t.float({ resolve: (s) => s.profile.cancellationWindowHours }),
    cancellationChargePercent: t.float({ resolve: (s) => s.profile.cancellationChargePercent }),
    timezone: t.string({ resolve: (s) => s.profile.timezone }),
    hours: t.field({ type: [SetupHoursRef], resolve: (s) => s.hours }),
    locations: t.field({ type: [NamedOptionRef], resolve: (s) => s.locations }),
    categories: t.field({ type: [NamedOptionRef], resolve: (s) => s.categories }),
  }),
});

type OptionsView = Awaited<ReturnType<typeof setupOptions>>;
const SetupOptionsRef = builder.objectRef<OptionsView>('ProviderSetupOptions').implement({
  fields: (t) => ({
    locations: t.field({ type: [NamedOptionRef], resolve: (o) => o.locations }),
    categories: t.field({ type: [NamedOptionRef], resolve: (o) => o.categories }),
  }),
});

type GatewayView = { provider: string; clientKey: string; tokenizeUrl: string };
const PlanGatewayRef = builder.objectRef<GatewayView>('ProviderPlanGateway').implement({
  fields: (t) => ({ provider: t.exposeString('provider'), clientKey: t.exposeString('clientKey'), tokenizeUrl: t.exposeString('tokenizeUrl') }),
});

type BusinessView = { id: string; name: string; shortId: string; currencyCode: string };
const SignupBusinessRef = builder.objectRef<BusinessView>('ProviderSignupBusiness').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), shortId: t.exposeString('shortId'), currencyCode: t.exposeString('currencyCode') }),
});

const ProviderApplicationRef = builder.objectRef<ApplicationRow>('ProviderApplication').implement({
  description: "The signed-in provider's own application to a business.",
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: ApplicationStatusEnum, resolve: (a) => a.status as (typeof APPLICATION_STATUSES)[number] }),
    kind: t.field({ type: SignupKindEnum, resolve: (a) => a.kind as (typeof SIGNUP_PROVIDER_KINDS)[number] }),
    business: t.field({
      type: SignupBusinessRef,
      resolve: async (a, _args, ctx) => {
        const [row] = await ctx.deps.db.select({ id: businesses.id, name: businesses.name, shortId: businesses.shortId, currencyCode: businesses.currencyCode }).from(businesses).where(eq(businesses.id, a.businessId));
        if (!row) throw appError('NOT_FOUND');
        return row;
      },
    }),
    plan: t.field({
      type: ProviderPlanRef,
      resolve: async (a, _args, ctx) => {
        const [row] = await ctx.deps.db.select().from(providerPlans).where(eq(providerPlans.id, a.planId));
        if (!row) throw appError('NOT_FOUND');
        return row;
      },
    }),
    agreementVersion: t.exposeInt('agreementVersion', { nullable: true, description: 'The version accepted.' }),
    agreementAcceptedAt: t.expose('agreementAcceptedAt', { type: 'DateTime', nullable: true }),
    amountPaidMinor: t.exposeInt('amountPaidMinor', { nullable: true }),
    currencyCode: t.exposeString('currencyCode', { nullable: true, description: 'Of the payment.' }),
    cardLastFour: t.exposeString('cardLastFour', { nullable: true }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    setupCompletedAt: t.expose('setupCompletedAt', { type: 'DateTime', nullable: true }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    setup: t.field({ type: ProviderSetupRef, nullable: true, resolve: (a, _args, ctx) => setupOf(ctx.deps.db, a.providerId) }),
    currentAgreement: t.field({ type: ProviderAgreementRef, nullable: true, description: 'The agreement to accept (the version in force).', resolve: (_a, _args, ctx) => currentAgreement(ctx.deps.db) }),
    setupOptions: t.field({ type: SetupOptionsRef, resolve: (a, _args, ctx) => setupOptions(ctx.deps.db, a.businessId) }),
    gateway: t.field({
      type: PlanGatewayRef,
      nullable: true,
      description: "The keys the card form tokenizes with (while the plan's payment is due).",
      resolve: (a, _args, ctx) => (a.status === 'PAYMENT' ? { provider: ctx.deps.payments.name, ...ctx.deps.payments.gatewayDetail(a.businessId) } : null),
    }),
  }),
});

const ReviewedApplicationRef = builder.objectRef<ReviewedApplication>('ProviderApplicationForReview').implement({
  description: 'An application as the business admin reviews it.',
  fields: (t) => ({
    application: t.field({ type: ProviderApplicationRef, resolve: (r) => r }),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    planName: t.exposeString('planName'),
  }),
});

const SignupInfoRef = builder.objectRef<{ business: BusinessView; plans: PlanRow[]; agreement: AgreementRow | null }>('ProviderSignupInfo').implement({
  fields: (t) => ({
    business: t.field({ type: SignupBusinessRef, resolve: (i) => i.business }),
    plans: t.field({ type: [ProviderPlanRef], resolve: (i) => i.plans }),
    agreement: t.field({ type: ProviderAgreementRef, nullable: true, resolve: (i) => i.agreement }),
  }),
});

builder.queryField('providerSignupInfo', (t) =>
  t.field({
    type: SignupInfoRef,
    description: 'Public: the business a provider signs up with, the plans offered and the agreement in force.',
    args: { businessCode: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const business = await signupBusiness(ctx.deps.db, args.businessCode);
      const [plans, agreement] = await Promise.all([listPlans(ctx.deps.db), currentAgreement(ctx.deps.db)]);
      return { business: { id: business.id, name: business.name, shortId: business.shortId, currencyCode: business.currencyCode }, plans, agreement };
    },
  }),
);

const ProviderSignupInput = builder.inputType('ProviderSignupInput', {
  fields: (t) => ({
    businessCode: t.string({ required: true }),
    planId: t.id({ required: true }),
    kind: t.field({ type: SignupKindEnum, required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    dob: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    gender: t.field({ type: GenderEnum, required: true }),
    timezone: t.string(),
  }),
});

const ProviderSignupResult = builder.objectRef<{ id: string; userId: string }>('ProviderSignupResult').implement({
  fields: (t) => ({ applicationId: t.exposeID('id'), userId: t.exposeID('userId') }),
});

builder.mutationField('providerSignup', (t) =>
  t.field({
    type: ProviderSignupResult,
    description: 'Public and rate-limited like clientSignup: the account waits for the emailed code (confirmUserSignUp); then sign in and go on.',
    args: { input: t.arg({ type: ProviderSignupInput, required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { businessCode, planId, kind, ...userInput } = args.input;
      return providerSignup(ctx, { businessCode, planId: String(planId), kind, password: args.password, userInput });
    },
  }),
);

builder.queryField('myProviderApplications', (t) =>
  t.field({ type: [ProviderApplicationRef], description: "The signed-in user's applications (one per business).", resolve: (_root, _args, ctx) => myApplications(ctx) }),
);

builder.mutationField('acceptProviderAgreement', (t) =>
  t.field({
    type: ProviderApplicationRef,
    args: { applicationId: t.arg.id({ required: true }), version: t.arg.int({ required: true, description: 'The version shown.' }) },
    resolve: (_root, args, ctx) => acceptAgreement(ctx, String(args.applicationId), args.version),
  }),
);

builder.mutationField('payProviderPlan', (t) =>
  t.field({
    type: ProviderApplicationRef,
    description: "Pays the chosen plan with a tokenized card (the gateway's token). The same idempotency key again answers the first result.",
    args: { applicationId: t.arg.id({ required: true }), token: t.arg.string({ required: true }), idempotencyKey: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => payPlan(ctx, String(args.applicationId), { token: args.token }, String(args.idempotencyKey)),
  }),
);

const SetupHoursInput = builder.inputType('ProviderSetupHoursInput', {
  fields: (t) => ({ weekday: t.int({ required: true }), start: t.string({ required: true }), end: t.string({ required: true }) }),
});

const ProviderSetupInput = builder.inputType('ProviderSetupInput', {
  fields: (t) => ({
    travelFeeMinor: t.int({ required: true }),
    groupDiscountPercent: t.float({ required: true }),
    cancellationWindowHours: t.float({ required: true }),
    cancellationChargePercent: t.float({ required: true }),
    hours: t.field({ type: [SetupHoursInput], required: true }),
    locationIds: t.idList({ required: true }),
    categoryIds: t.idList({ required: true }),
  }),
});

builder.mutationField('saveProviderSetup', (t) =>
  t.field({
    type: ProviderApplicationRef,
    description: 'The account setup; sends the application to the business admin (editable until decided).',
    args: { applicationId: t.arg.id({ required: true }), input: t.arg({ type: ProviderSetupInput, required: true }) },
    resolve: (_root, args, ctx) => saveSetup(ctx, String(args.applicationId), { ...args.input, locationIds: args.input.locationIds.map(String), categoryIds: args.input.categoryIds.map(String) }),
  }),
);

builder.mutationField('providerApplicationRefresh', (t) =>
  t.field({
    type: ProviderApplicationRef,
    description: 'Reads one own application (a mutation so that no persisted cache keeps it).',
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => myApplication(ctx, String(args.applicationId)),
  }),
);

builder.queryField('adminProviderApplications', (t) =>
  t.field({
    type: [ReviewedApplicationRef],
    description: "The business's provider applications waiting for approval (decided: the approved and declined ones).",
    args: { businessId: t.arg.id({ required: true }), decided: t.arg.boolean() },
    resolve: (_root, args, ctx) => applicationsForReview(ctx, String(args.businessId), args.decided ?? false),
  }),
);

builder.mutationField('approveProviderApplication', (t) =>
  t.field({
    type: ProviderApplicationRef,
    args: { businessId: t.arg.id({ required: true }), applicationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => decideApplication(ctx, String(args.businessId), String(args.applicationId), true),
  }),
);

builder.mutationField('declineProviderApplication', (t) =>
  t.field({
    type: ProviderApplicationRef,
    description: "Declines the application and refunds the plan's payment.",
    args: { businessId: t.arg.id({ required: true }), applicationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => decideApplication(ctx, String(args.businessId), String(args.applicationId), false),
  }),
);

builder.queryField('platformProviderPlans', (t) =>
  t.field({
    type: [ProviderPlanRef],
    description: 'Every plan, offered or not (platform operators only).',
    resolve: async (_root, _args, ctx) => {
      await requirePlatformAdmin(ctx);
      return listPlans(ctx.deps.db, true);
    },
  }),
);

builder.queryField('platformProviderAgreements', (t) =>
  t.field({
    type: [ProviderAgreementRef],
    description: 'Every published version, newest first (platform operators only).',
    resolve: async (_root, _args, ctx) => {
      await requirePlatformAdmin(ctx);
      return listAgreements(ctx.deps.db);
    },
  }),
);

const ProviderPlanInput = builder.inputType('ProviderPlanInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    name: t.string({ required: true }),
    description: t.string({ required: true }),
    priceMinor: t.int({ required: true }),
    currencyCode: t.field({ type: PlanCurrencyEnum, required: true }),
    period: t.field({ type: PlanPeriodEnum, required: true }),
    status: t.field({ type: PlanStatusEnum, required: true }),
    sortOrder: t.int({ required: true }),
  }),
});

builder.mutationField('platformCreateProviderPlan', (t) =>
  t.field({
    type: ProviderPlanRef,
    args: { input: t.arg({ type: ProviderPlanInput, required: true }), idempotencyKey: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => createPlan(ctx, args.input, args.idempotencyKey),
  }),
);

builder.mutationField('platformUpdateProviderPlan', (t) =>
  t.field({
    type: ProviderPlanRef,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ProviderPlanInput, required: true }) },
    resolve: (_root, args, ctx) => updatePlan(ctx, String(args.id), args.input),
  }),
);

const ProviderAgreementInput = builder.inputType('ProviderAgreementInput', {
  fields: (t) => ({ title: t.string({ required: true }), body: t.string({ required: true }) }),
});

builder.mutationField('platformPublishProviderAgreement', (t) =>
  t.field({
    type: ProviderAgreementRef,
    description: 'Publishes the next version of the provider agreement.',
    args: { input: t.arg({ type: ProviderAgreementInput, required: true }), idempotencyKey: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => publishAgreement(ctx, args.input, args.idempotencyKey),
  }),
);
