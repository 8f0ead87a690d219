// Affiliates (issue 17). A business admin adds an affiliate: a person (an account made for them with the
// set-password link by mail, or their existing one), a code and a commission rate, and an AFFILIATE grant whose
// target is the affiliates row. The affiliate's dashboard reads only what is attributed to their own row: the
// sign-ups (users.referred_by_affiliate_id) and the orders (orders.affiliate_id) with the commission by month.
//
// Commission rule (decision): commission_basis_points of the order's value, rounded down, in the order's currency
// (minor units). The value is the sum of the order's fee lines (prices, shipping, discounts) of the items that
// still stand (not cancelled, deleted, expired or rejected), without the platform fee (the platform's, not the
// business's). The rate is fixed when the affiliate is made.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { affiliateInviteSchema, basisPointsOf, codeFromName, commissionOf } from '../../../src/domain/affiliates/affiliate-rules.ts';
import { INVITATION_TTL_HOURS } from '../../../src/domain/reception/reception-constants.ts';
import type { Granted, GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { affiliates, businesses, clientInvitations, locations, roleGrants, users } from '../../db/schema/index.ts';
import { appError, badInput, parseInput } from '../errors.ts';
import { recordAdminChange } from '../admin/admin-audit.ts';
import { oncePerKey } from '../admin/idempotency.ts';
import { sendStaffMail, type StaffMailPlan } from '../admin/staff-invitations.ts';
import { INVITED_PASSWORD_HASH, invitationTokenHash } from '../reception/invitations.ts';

export const AFFILIATE_ROLE = 'AFFILIATE' as const;
const AFFILIATE_LANDING = '/affiliate';
const HOUR_MS = 3_600_000;

/** Statuses whose items earn nothing: the booking did not go ahead. */
const NOT_EARNING = ['Cancelled', 'Deleted', 'ConsultationCancelled', 'ConsultationExpired', 'LabCancelled', 'LabExpired', 'CheckinCancelled', 'CheckinRejected'];
const notEarningList = sql.join(
  NOT_EARNING.map((status) => sql`${status}`),
  sql`, `,
);

export type AdminAffiliateView = {
  id: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  code: string;
  commissionBasisPoints: number;
  signupCount: number;
  orderCount: number;
  createdAt: Date;
};

/** The business's affiliates with how many sign-ups and orders each brought. */
export async function adminAffiliates(db: Database, businessId: string): Promise<AdminAffiliateView[]> {
  const rows = await db
    .select({
      id: affiliates.id,
      userId: affiliates.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      code: affiliates.code,
      commissionBasisPoints: affiliates.commissionBasisPoints,
      createdAt: affiliates.createdAt,
      signupCount: sql<number>`(select count(*)::int from users u where u.referred_by_affiliate_id = ${affiliates.id})`,
      orderCount: sql<number>`(select count(*)::int from orders o where o.affiliate_id = ${affiliates.id})`,
    })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(eq(affiliates.businessId, businessId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(affiliates.code));
  return rows.map((row) => ({ ...row, signupCount: Number(row.signupCount), orderCount: Number(row.orderCount) }));
}

async function issueAffiliateInvitation(tx: Database, facts: { organizationId: string; businessId: string; userId: string; createdBy: string; now: Date }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(clientInvitations).values({
    organizationId: facts.organizationId,
    businessId: facts.businessId,
    userId: facts.userId,
    clientId: null,
    tokenHash: invitationTokenHash(token),
    expiresAt: new Date(facts.now.getTime() + INVITATION_TTL_HOURS * HOUR_MS),
    createdBy: facts.createdBy,
    createdAt: facts.now,
  });
  return token;
}

/** A free code: the one asked for (taken: BAD_USER_INPUT on code), or one made from the name. */
async function freeCode(tx: Database, wanted: string | null, firstName: string): Promise<string> {
  if (wanted) {
    const [taken] = await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.code, wanted)).limit(1);
    if (taken) throw badInput({ 'input.code': 'validation.codeTaken' }, 'This code is already in use.');
    return wanted;
  }
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const code = codeFromName(firstName);
    const [taken] = await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.code, code)).limit(1);
    if (!taken) return code;
  }
  throw appError('ORDER_FAILED', 'No free code could be made; please choose one.');
}

/**
 * Adds an affiliate to the admin's business (idempotent per key): the person's account (new: a set-password link
 * by mail; existing: a note), the affiliates row and the AFFILIATE grant; audited.
 */
export async function createAffiliate(ctx: GraphQLContext, granted: Granted, raw: unknown, idempotencyKey: unknown): Promise<{ affiliate: AdminAffiliateView; invitationSent: boolean; replayed: boolean }> {
  const input = parseInput(affiliateInviteSchema, raw, 'input');
  const { organizationId, targetId: businessId } = granted.grant;
  const { db } = ctx.deps;
  const [business] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw appError('NOT_FOUND');
  const now = ctx.deps.now();
  const holder: { mail?: StaffMailPlan } = {};
  const { entityId, replayed } = await oncePerKey(db, { actorUserId: granted.viewer.user.id, organizationId, operation: 'adminCreateAffiliate', idempotencyKey, content: { businessId, input } }, async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).for('update').limit(1);
    let userId = existing?.id;
    if (!userId) {
      const [row] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash: INVITED_PASSWORD_HASH, firstName: input.firstName, lastName: input.lastName, preferredLanguage: input.language, status: 'PASSWORD_RESET_REQUIRED', createdAt: now, updatedAt: now })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert returned nothing');
      userId = row.id;
    }
    const [already] = await tx.select({ id: affiliates.id }).from(affiliates).where(and(eq(affiliates.businessId, businessId), eq(affiliates.userId, userId))).limit(1);
    if (already) throw badInput({ 'input.email': 'validation.invalid' }, 'This person is already an affiliate of the business.');
    const code = await freeCode(tx, input.code, input.firstName);
    const [row] = await tx
      .insert(affiliates)
      .values({ organizationId, businessId, userId, code, commissionBasisPoints: basisPointsOf(input.commissionPercent), createdBy: granted.viewer.user.id, createdAt: now })
      .returning({ id: affiliates.id });
    if (!row) throw new Error('affiliate insert returned nothing');
    await tx.insert(roleGrants).values({ organizationId, userId, roleName: AFFILIATE_ROLE, targetType: 'AFFILIATE', targetId: row.id, displayName: business.name, createdAt: now });
    holder.mail =
      existing?.status === 'ACTIVE' ? { kind: 'added' } : { kind: 'invitation', token: await issueAffiliateInvitation(tx, { organizationId, businessId, userId, createdBy: granted.viewer.user.id, now }) };
    await recordAdminChange(tx, {
      granted,
      entityType: 'affiliate',
      entityId: row.id,
      action: 'CREATE',
      before: null,
      after: { email: input.email, code, commissionBasisPoints: basisPointsOf(input.commissionPercent) },
      at: now,
      ip: ctx.client.ip,
    });
    return row.id;
  });
  let invitationSent = false;
  if (holder.mail) {
    invitationSent = await sendStaffMail(ctx.deps, { to: input.email, firstName: input.firstName, language: input.language, businessName: business.name, organizationId, landing: AFFILIATE_LANDING, plan: holder.mail });
  }
  const affiliate = (await adminAffiliates(db, businessId)).find((a) => a.id === entityId);
  if (!affiliate) throw appError('NOT_FOUND');
  return { affiliate, invitationSent, replayed };
}

export type AffiliateMonth = { month: string; currencyCode: string; signupCount: number; orderCount: number; orderValue: number; commission: number };
export type AffiliateOrderView = { id: string; displayId: string; createdAt: Date; source: string; currencyCode: string; orderValue: number; commission: number };
export type AffiliateSignupView = { id: string; name: string; createdAt: Date; confirmed: boolean };
export type AffiliateDashboard = {
  id: string;
  code: string;
  businessName: string;
  /** Where the link leads: the business's home (its first location). */
  landingPath: string;
  commissionBasisPoints: number;
  signupCount: number;
  orderCount: number;
  months: AffiliateMonth[];
  signups: AffiliateSignupView[];
  orders: AffiliateOrderView[];
};

/** How many of the latest sign-ups and orders the dashboard lists (the months count them all). */
export const DASHBOARD_LIST_LIMIT = 50;

/** "Maria G.": enough for the affiliate to recognise a friend, not a client record. */
const shortName = (first: string, last: string) => `${first} ${last.slice(0, 1).toUpperCase()}${last ? '.' : ''}`.trim();

/** The AFFILIATE grant's own affiliate row (tenant: the grant's organization); NOT_FOUND otherwise. */
export async function affiliateDashboard(db: Database, granted: Granted): Promise<AffiliateDashboard> {
  const [affiliate] = await db
    .select({ id: affiliates.id, code: affiliates.code, businessId: affiliates.businessId, businessName: businesses.name, businessCode: businesses.shortId, commissionBasisPoints: affiliates.commissionBasisPoints })
    .from(affiliates)
    .innerJoin(businesses, eq(businesses.id, affiliates.businessId))
    .where(and(eq(affiliates.id, granted.grant.targetId), eq(affiliates.organizationId, granted.grant.organizationId), eq(affiliates.userId, granted.viewer.user.id)))
    .limit(1);
  if (!affiliate) throw appError('NOT_FOUND');
  const [location] = await db.select({ code: locations.shortId }).from(locations).where(and(eq(locations.businessId, affiliate.businessId), eq(locations.isActive, true))).orderBy(asc(locations.createdAt), asc(locations.shortId)).limit(1);
  const landingPath = location ? `/business/${affiliate.businessCode}/${location.code}` : `/business/${affiliate.businessCode}`;

  // Each attributed order with its value (the fee lines of items still standing, without the platform fee).
  const orderRows = await db.execute(sql`
    select o.id, o.display_id, o.created_at, o.source, o.currency_code,
      coalesce((
        select sum(f.amount) from order_item_fees f join order_items oi on oi.id = f.order_item_id
        where oi.order_id = o.id and oi.status not in (${notEarningList}) and coalesce(f.entity_type, '') <> 'platformFee'
      ), 0)::int as order_value
    from orders o
    where o.affiliate_id = ${affiliate.id}
    order by o.created_at desc, o.display_id desc`);
  const orders = rowsOf(orderRows).map((r) => {
    const orderValue = Number(r.order_value);
    return {
      id: String(r.id),
      displayId: String(r.display_id),
      createdAt: new Date(r.created_at as string | Date),
      source: String(r.source),
      currencyCode: String(r.currency_code),
      orderValue,
      commission: commissionOf(orderValue, affiliate.commissionBasisPoints),
    };
  });
  const signupRows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt, status: users.status })
    .from(users)
    .where(eq(users.referredByAffiliateId, affiliate.id))
    .orderBy(desc(users.createdAt), desc(users.id));
  const signups = signupRows.map((u) => ({ id: u.id, name: shortName(u.firstName, u.lastName), createdAt: u.createdAt, confirmed: u.status === 'ACTIVE' }));

  const months = new Map<string, AffiliateMonth>();
  const monthOf = (at: Date) => at.toISOString().slice(0, 7);
  const currency = orders[0]?.currencyCode ?? 'USD';
  const bucket = (month: string, currencyCode: string) => {
    const key = `${month}|${currencyCode}`;
    let entry = months.get(key);
    if (!entry) {
      entry = { month, currencyCode, signupCount: 0, orderCount: 0, orderValue: 0, commission: 0 };
      months.set(key, entry);
    }
    return entry;
  };
  for (const order of orders) {
    const entry = bucket(monthOf(order.createdAt), order.currencyCode);
    entry.orderCount += 1;
    entry.orderValue += order.orderValue;
    entry.commission += order.commission;
  }
  for (const signup of signups) bucket(monthOf(signup.createdAt), currency).signupCount += 1;
  return {
    id: affiliate.id,
    code: affiliate.code,
    businessName: affiliate.businessName,
    landingPath,
    commissionBasisPoints: affiliate.commissionBasisPoints,
    signupCount: signups.length,
    orderCount: orders.length,
    months: [...months.values()].sort((a, b) => b.month.localeCompare(a.month) || a.currencyCode.localeCompare(b.currencyCode)),
    signups: signups.slice(0, DASHBOARD_LIST_LIMIT),
    orders: orders.slice(0, DASHBOARD_LIST_LIMIT),
  };
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows: unknown = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : result;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}
