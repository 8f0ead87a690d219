// The money screen's settings and promo codes (issue 16): the business's platform fee and cancellation rule
// (spec §9: a percentage that applies within a number of hours), and its coupons.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { promoCodeSchema } from '../../../../src/domain/payments/gift-and-promo.ts';
import { message } from '../../../../src/domain/validation/messages.ts';
import type { Granted } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { businesses, coupons } from '../../../db/schema/index.ts';
import { idSchema } from '../../catalogue/inputs.ts';
import { SAVING_TYPES, type CouponRow } from '../../coupons.ts';
import { isUniqueViolation } from '../../db-errors.ts';
import { appError } from '../../errors.ts';
import { recordAdminChange } from '../admin-audit.ts';
import { replayOf } from '../forms/replay.ts';

export type MoneySettings = {
  businessId: string;
  currencyCode: string;
  platformFee: number;
  cancellationChargePercent: number;
  cancellationWindowHours: number;
};

const money = z.number(message('validation.invalid')).int(message('validation.invalid')).min(0, message('validation.invalid')).max(100_000_000, message('validation.invalid'));

export const moneySettingsInputSchema = z.object({
  businessId: idSchema,
  platformFee: money,
  cancellationChargePercent: z.number(message('validation.invalid')).min(0, message('validation.invalid')).max(100, message('validation.invalid')),
  cancellationWindowHours: z.number(message('validation.invalid')).min(0, message('validation.invalid')).max(24 * 365, message('validation.invalid')),
});

export const createCouponInputSchema = z
  .object({
    idempotencyKey: idSchema,
    businessId: idSchema,
    code: promoCodeSchema,
    savingType: z.enum(SAVING_TYPES, message('validation.invalid')),
    /** PERCENT in basis points (1000 = 10 %), AMOUNT in minor units. */
    savingValue: z.number(message('validation.required')).int(message('validation.invalid')).min(1, message('validation.invalid')),
    expiresAt: z.coerce.date(message('validation.invalid')).nullish(),
  })
  .refine((c) => c.savingType !== 'PERCENT' || c.savingValue <= 10_000, { message: 'validation.invalid', path: ['savingValue'] });

export const endCouponInputSchema = z.object({ couponId: idSchema });

export async function moneySettings(db: Database, businessId: string): Promise<MoneySettings> {
  const [row] = await db
    .select({ businessId: businesses.id, currencyCode: businesses.currencyCode, platformFee: businesses.platformFee, cancellationChargePercent: businesses.cancellationChargePercent, cancellationWindowHours: businesses.cancellationWindowHours })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw appError('NOT_FOUND');
  return row;
}

/** Sets the platform fee and the cancellation rule; new orders and cancellations use them from then on. */
export async function updateMoneySettings(db: Database, granted: Granted, input: z.output<typeof moneySettingsInputSchema>, now: Date): Promise<MoneySettings> {
  return db.transaction(async (tx) => {
    const before = await moneySettings(tx, input.businessId);
    const { businessId, ...values } = input;
    await tx.update(businesses).set({ ...values, updatedAt: now }).where(eq(businesses.id, businessId));
    const after = { ...before, ...values };
    await recordAdminChange(tx, { granted, entityType: 'business_money', entityId: businessId, action: 'UPDATE', before, after, at: now });
    return after;
  });
}

export async function couponsOfBusiness(db: Database, businessId: string): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.businessId, businessId)).orderBy(asc(coupons.code));
}

/** createCoupon: a new promo code of the business (codes are unique per business); the key is its id. */
export async function createCoupon(db: Database, granted: Granted, input: z.output<typeof createCouponInputSchema>, now: Date): Promise<CouponRow> {
  const wanted = { businessId: input.businessId, code: input.code, savingType: input.savingType, savingValue: input.savingValue, expiresAt: input.expiresAt ?? null };
  try {
    return await db.transaction(async (tx) => {
      const [earlier] = await tx.select().from(coupons).where(eq(coupons.id, input.idempotencyKey)).limit(1);
      if (earlier) return replayOf(earlier, { businessId: earlier.businessId, code: earlier.code, savingType: earlier.savingType, savingValue: earlier.savingValue, expiresAt: earlier.expiresAt }, wanted);
      const [row] = await tx.insert(coupons).values({ id: input.idempotencyKey, organizationId: granted.grant.organizationId, ...wanted, createdAt: now }).returning();
      if (!row) throw new Error('coupon not written');
      await recordAdminChange(tx, { granted, entityType: 'coupon', entityId: row.id, action: 'CREATE', before: null, after: row, at: now });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('BAD_USER_INPUT', 'This business already has a promo code with these digits.', { reason: 'COUPON_CODE_TAKEN', fields: { code: 'validation.invalid' } });
    throw error;
  }
}

/** The business of a coupon, for the admin check. */
export async function couponBusinessId(db: Database, couponId: string): Promise<string> {
  const [row] = await db.select({ businessId: coupons.businessId }).from(coupons).where(eq(coupons.id, couponId)).limit(1);
  if (!row) throw appError('NOT_FOUND');
  return row.businessId;
}

/**
 * endCoupon: the code stops applying now. Coupons are not deleted: orders keep pointing at the one they used.
 * Ending an ended coupon changes nothing.
 */
export async function endCoupon(db: Database, granted: Granted, couponId: string, now: Date): Promise<CouponRow> {
  return db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(and(eq(coupons.id, couponId), eq(coupons.organizationId, granted.grant.organizationId))).for('update');
    if (!coupon) throw appError('NOT_FOUND');
    if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return coupon;
    const [row] = await tx.update(coupons).set({ expiresAt: now }).where(eq(coupons.id, coupon.id)).returning();
    if (!row) throw new Error('coupon not updated');
    await recordAdminChange(tx, { granted, entityType: 'coupon', entityId: coupon.id, action: 'UPDATE', before: coupon, after: row, at: now });
    return row;
  });
}
