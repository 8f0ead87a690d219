// A provider's own onboarding (issue 17): the public sign-up for a business (the client sign-up's account, code,
// limits and no-enumeration answer, through startSignup), then, signed in, the agreement, the plan's payment and
// the account setup. The applicant holds no role grant until the business admin approves: every operation here
// is the signed-in user's own application (another user's, or an unknown id, is NOT_FOUND), and its tenant is the
// application's organization.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { providerSetupSchema, SIGNUP_PROVIDER_KINDS } from '../../../src/domain/onboarding/onboarding-rules.ts';
import { message } from '../../../src/domain/validation/messages.ts';
import { requireUser, type GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { businesses, categories, locations, providerApplications, providerCategories, providerLocations, providerPlans, providerProfiles, providerWorkingHours, users } from '../../db/schema/index.ts';
import { startSignup, type SignupAccountKind, type SignupArgs } from '../auth/signup.ts';
import type { LanguageScope } from '../auth/code-delivery.ts';
import { recordAudit } from '../audit.ts';
import { isUuid } from '../db-errors.ts';
import { appError, badInput, parseInput } from '../errors.ts';
import { assertWorkingHours } from '../scheduling/working-hours.ts';
import { activePlan, currentAgreement } from './plans.ts';

export type ApplicationRow = typeof providerApplications.$inferSelect;

/** A business that takes sign-ups, by its code in the address; BUSINESS_NOT_FOUND otherwise. */
export async function signupBusiness(db: Database, businessCode: string) {
  const code = businessCode.trim().toLowerCase();
  const [business] = await db
    .select({ id: businesses.id, organizationId: businesses.organizationId, name: businesses.name, shortId: businesses.shortId, currencyCode: businesses.currencyCode })
    .from(businesses)
    .where(and(eq(businesses.shortId, code), eq(businesses.status, 'ACTIVE')))
    .limit(1);
  if (!business) throw appError('BUSINESS_NOT_FOUND');
  return business;
}

const signupChoice = z.object({
  businessCode: z.string(message('validation.required')).min(1, message('validation.required')).max(40, message('validation.invalid')),
  planId: z.string(message('validation.required')),
  kind: z.enum(SIGNUP_PROVIDER_KINDS, message('validation.invalid')),
});

/** The application a sign-up writes beside the user (restarted: the plan and kind chosen again). */
function applicationAccount(business: { id: string; organizationId: string }, planId: string, kind: string): SignupAccountKind {
  return {
    auditTargetType: 'provider_application',
    existingId: async (db, userId) => {
      const [row] = await db
        .select({ id: providerApplications.id })
        .from(providerApplications)
        .where(and(eq(providerApplications.businessId, business.id), eq(providerApplications.userId, userId)))
        .limit(1);
      return row?.id;
    },
    write: async (tx, userId, applicationId, at) => {
      await tx
        .insert(providerApplications)
        .values({ id: applicationId, organizationId: business.organizationId, businessId: business.id, userId, kind, planId, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: [providerApplications.businessId, providerApplications.userId], set: { kind, planId, updatedAt: at }, setWhere: eq(providerApplications.status, 'AGREEMENT') });
    },
  };
}

/**
 * providerSignup: public, rate-limited like clientSignup (it is clientSignup's sign-up): the account waits for the
 * emailed code (confirmUserSignUp), then the applicant signs in and goes on with the agreement.
 */
export async function providerSignup(scope: LanguageScope, raw: { businessCode: string; planId: string; kind: string } & SignupArgs): Promise<{ id: string; userId: string }> {
  const { businessCode, planId, kind, password, userInput } = raw;
  const choice = parseInput(signupChoice, { businessCode, planId, kind }, 'input');
  const business = await signupBusiness(scope.deps.db, choice.businessCode);
  const plan = await activePlan(scope.deps.db, choice.planId);
  if (!plan) throw badInput({ planId: 'validation.invalid' }, 'Choose one of the plans offered.');
  return startSignup(scope, business.organizationId, { password, userInput }, applicationAccount(business, plan.id, choice.kind));
}

/** The signed-in user's own application; NOT_FOUND for anyone else's. Locked FOR UPDATE inside a transaction when asked. */
async function ownApplication(db: Database, userId: string, applicationId: string, lock = false): Promise<ApplicationRow> {
  if (!isUuid(applicationId)) throw appError('NOT_FOUND');
  const query = db
    .select()
    .from(providerApplications)
    .where(and(eq(providerApplications.id, applicationId), eq(providerApplications.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw appError('NOT_FOUND');
  return row;
}

/** The caller's applications, newest first (one per business they signed up with). */
export async function myApplications(ctx: GraphQLContext): Promise<ApplicationRow[]> {
  const viewer = await requireUser(ctx);
  return ctx.deps.db.select().from(providerApplications).where(eq(providerApplications.userId, viewer.user.id)).orderBy(asc(providerApplications.createdAt));
}

export async function myApplication(ctx: GraphQLContext, applicationId: string): Promise<ApplicationRow> {
  const viewer = await requireUser(ctx);
  return ownApplication(ctx.deps.db, viewer.user.id, applicationId);
}

function wrongStep(): never {
  throw badInput({ applicationId: 'validation.invalid' }, 'This step is not open for the application.');
}

/**
 * Accepts the agreement in force, naming the version read: a version that is no longer current is refused, so
 * what is recorded is what was shown. Accepting again before paying is answered as before.
 */
export async function acceptAgreement(ctx: GraphQLContext, applicationId: string, version: number): Promise<ApplicationRow> {
  const viewer = await requireUser(ctx);
  const { db, now } = ctx.deps;
  return db.transaction(async (tx) => {
    const application = await ownApplication(tx, viewer.user.id, applicationId, true);
    if (application.status === 'PAYMENT' && application.agreementVersion === version) return application;
    if (application.status !== 'AGREEMENT') wrongStep();
    const agreement = await currentAgreement(tx);
    if (!agreement || agreement.version !== version) throw badInput({ version: 'validation.invalid' }, 'A newer agreement was published. Please read it again.');
    const at = now();
    const [row] = await tx
      .update(providerApplications)
      .set({ status: 'PAYMENT', agreementId: agreement.id, agreementVersion: agreement.version, agreementAcceptedAt: at, updatedAt: at })
      .where(eq(providerApplications.id, application.id))
      .returning();
    if (!row) throw appError('NOT_FOUND');
    await recordAudit(tx, { action: 'signup', actorUserId: viewer.user.id, organizationId: row.organizationId, targetType: 'provider_application', targetId: row.id, ip: ctx.client.ip, metadata: { step: 'agreement_accepted', agreementVersion: agreement.version } }, at);
    return row;
  });
}

const paymentInput = z.object({ token: z.string(message('validation.required')).min(1, message('validation.required')).max(200, message('validation.invalid')) });

/**
 * Pays the chosen plan with a tokenized card through the payments adapter: pre-authorizes the price and captures
 * it, both keyed by the caller's idempotency key. The same key again answers the paid application; the same key
 * with another card or plan is IDEMPOTENCY_CONFLICT; a refused card is its decline code and nothing is recorded.
 */
export async function payPlan(ctx: GraphQLContext, applicationId: string, raw: { token: string }, idempotencyKey: string): Promise<ApplicationRow> {
  const viewer = await requireUser(ctx);
  const { db, now, payments } = ctx.deps;
  const { token } = parseInput(paymentInput, raw, 'input');
  if (!isUuid(idempotencyKey)) throw badInput({ idempotencyKey: 'validation.invalid' });
  return db.transaction(async (tx) => {
    const application = await ownApplication(tx, viewer.user.id, applicationId, true);
    const hash = createHash('sha256').update(JSON.stringify([application.id, application.planId, token])).digest('hex');
    if (application.paymentIdempotencyKey === idempotencyKey) {
      if (application.paymentRequestHash !== hash) throw appError('IDEMPOTENCY_CONFLICT', 'This payment was already made with different details.');
      return application;
    }
    if (application.status !== 'PAYMENT') wrongStep();
    const [plan] = await tx.select().from(providerPlans).where(eq(providerPlans.id, application.planId)).limit(1);
    if (!plan || plan.status !== 'ACTIVE') throw badInput({ planId: 'validation.invalid' }, 'This plan is no longer offered.');
    const card = await payments.describeToken(token, { transaction: tx });
    if (!card) throw badInput({ token: 'validation.invalid' }, 'The card could not be read. Please enter it again.');
    const hold = await payments.preAuthorize({ token, amount: plan.priceMinor, currencyCode: plan.currencyCode, idempotencyKey: `provider-plan:${idempotencyKey}:hold` }, { transaction: tx });
    if (!hold.ok) throw appError(hold.declineCode);
    const capture = await payments.capture({ reference: hold.reference, amount: plan.priceMinor, idempotencyKey: `provider-plan:${idempotencyKey}:capture` }, { transaction: tx });
    if (!capture.ok) throw appError(capture.declineCode);
    const at = now();
    const [row] = await tx
      .update(providerApplications)
      .set({
        status: 'SETUP',
        amountPaidMinor: plan.priceMinor,
        currencyCode: plan.currencyCode,
        paymentReference: hold.reference,
        paymentIdempotencyKey: idempotencyKey,
        paymentRequestHash: hash,
        cardLastFour: card.lastFour,
        paidAt: at,
        updatedAt: at,
      })
      .where(eq(providerApplications.id, application.id))
      .returning();
    if (!row) throw appError('NOT_FOUND');
    await recordAudit(tx, { action: 'signup', actorUserId: viewer.user.id, organizationId: row.organizationId, targetType: 'provider_application', targetId: row.id, ip: ctx.client.ip, metadata: { step: 'plan_paid', amountMinor: plan.priceMinor, currencyCode: plan.currencyCode } }, at);
    return row;
  });
}

/** The business's locations and categories a provider can choose to serve (account setup). */
export async function setupOptions(db: Database, businessId: string) {
  const [locationRows, categoryRows] = await Promise.all([
    db.select({ id: locations.id, name: locations.name, timezone: locations.timezone }).from(locations).where(and(eq(locations.businessId, businessId), eq(locations.isActive, true))).orderBy(asc(locations.name)),
    db.select({ id: categories.id, name: categories.name }).from(categories).where(and(eq(categories.businessId, businessId), eq(categories.status, 'ACTIVE'))).orderBy(asc(categories.name)),
  ]);
  return { locations: locationRows, categories: categoryRows };
}

/**
 * The account setup: travel fee, group discount, cancellation rules, weekly hours (§5: no overlap, the
 * scheduling rule itself) and the locations and categories served. Writes the provider profile unapproved
 * (approved_at null: never offered) and sends the application to the business admin. Editable until approved.
 */
export async function saveSetup(ctx: GraphQLContext, applicationId: string, raw: unknown): Promise<ApplicationRow> {
  const viewer = await requireUser(ctx);
  const { db, now } = ctx.deps;
  const input = parseInput(providerSetupSchema, raw, 'input');
  assertWorkingHours(input.hours);
  const locationIds = [...new Set(input.locationIds)];
  const categoryIds = [...new Set(input.categoryIds)];
  return db.transaction(async (tx) => {
    const application = await ownApplication(tx, viewer.user.id, applicationId, true);
    if (application.status !== 'SETUP' && application.status !== 'PENDING_APPROVAL') wrongStep();
    const served = await tx
      .select({ id: locations.id, timezone: locations.timezone, mode: locations.mode })
      .from(locations)
      .where(and(inArray(locations.id, locationIds), eq(locations.businessId, application.businessId), eq(locations.isActive, true)))
      .orderBy(asc(locations.name));
    if (served.length !== locationIds.length) throw badInput({ locationIds: 'validation.invalid' });
    const offered = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(inArray(categories.id, categoryIds), eq(categories.businessId, application.businessId)));
    if (offered.length !== categoryIds.length) throw badInput({ categoryIds: 'validation.invalid' });
    const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, viewer.user.id));
    const at = now();
    const profile = {
      displayName: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
      // The hours are on the clock of the first location served.
      timezone: served[0]?.timezone ?? 'America/New_York',
      travelFeeMinor: input.travelFeeMinor,
      groupDiscountPercent: input.groupDiscountPercent,
      cancellationWindowHours: input.cancellationWindowHours,
      cancellationChargePercent: input.cancellationChargePercent,
      updatedAt: at,
    };
    let providerId = application.providerId;
    if (providerId) {
      await tx.update(providerProfiles).set(profile).where(eq(providerProfiles.id, providerId));
    } else {
      const [created] = await tx
        .insert(providerProfiles)
        .values({ ...profile, organizationId: application.organizationId, businessId: application.businessId, userId: viewer.user.id, kind: application.kind, approvedAt: null, createdAt: at })
        .returning({ id: providerProfiles.id });
      if (!created) throw new Error('provider insert returned nothing');
      providerId = created.id;
    }
    const organizationId = application.organizationId;
    await tx.delete(providerWorkingHours).where(eq(providerWorkingHours.providerId, providerId));
    await tx.insert(providerWorkingHours).values(input.hours.map((h) => ({ organizationId, providerId, weekday: h.weekday, startTime: h.start, endTime: h.end })));
    await tx.delete(providerLocations).where(eq(providerLocations.providerId, providerId));
    await tx.insert(providerLocations).values(served.map((l) => ({ organizationId, providerId, locationId: l.id, mode: l.mode })));
    await tx.delete(providerCategories).where(eq(providerCategories.providerId, providerId));
    await tx.insert(providerCategories).values(categoryIds.map((categoryId) => ({ organizationId, providerId, categoryId })));
    const [row] = await tx
      .update(providerApplications)
      .set({ status: 'PENDING_APPROVAL', providerId, setupCompletedAt: at, updatedAt: at })
      .where(eq(providerApplications.id, application.id))
      .returning();
    if (!row) throw appError('NOT_FOUND');
    return row;
  });
}

/** What the setup holds (the applicant's form and the admin's review). */
export async function setupOf(db: Database, providerId: string | null) {
  if (!providerId) return null;
  const [profile] = await db.select().from(providerProfiles).where(eq(providerProfiles.id, providerId));
  if (!profile) return null;
  const [hours, served, offered] = await Promise.all([
    db.select().from(providerWorkingHours).where(eq(providerWorkingHours.providerId, providerId)).orderBy(asc(providerWorkingHours.weekday), asc(providerWorkingHours.startTime)),
    db.select({ id: locations.id, name: locations.name }).from(providerLocations).innerJoin(locations, eq(locations.id, providerLocations.locationId)).where(eq(providerLocations.providerId, providerId)).orderBy(asc(locations.name)),
    db.select({ id: categories.id, name: categories.name }).from(providerCategories).innerJoin(categories, eq(categories.id, providerCategories.categoryId)).where(eq(providerCategories.providerId, providerId)).orderBy(asc(categories.name)),
  ]);
  return {
    profile,
    hours: hours.map((h) => ({ weekday: h.weekday, start: h.startTime.slice(0, 5), end: h.endTime.slice(0, 5) })),
    locations: served,
    categories: offered,
  };
}
