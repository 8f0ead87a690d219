import { and, asc, eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../src/domain/money.ts';
import type { PromoInput } from '../../src/domain/pricing/order-lines.ts';
import type { Database } from '../db/client.ts';
import { coupons } from '../db/schema/index.ts';
import { appError } from './errors.ts';
import { prepared } from './prepared-statements.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** A coupon as the API lists it (spec §3 "coupon": couponId; code, saving, expiry in text). */
export type CouponView = {
  couponId: string;
  code: string;
  /** '10%' or an amount such as '$5.00'. */
  saving: string;
  /** The last instant it applies, ISO 8601 (UTC); null when it never expires. */
  expiry: string | null;
  isExpired: boolean;
  savingType: string;
  savingValue: number;
};

export const SAVING_TYPES = ['PERCENT', 'AMOUNT'] as const;

export function isCouponExpired(coupon: Pick<CouponRow, 'expiresAt'>, now: Date): boolean {
  return coupon.expiresAt !== null && coupon.expiresAt.getTime() <= now.getTime();
}

function savingText(coupon: CouponRow, currencyCode: string): string {
  if (coupon.savingType === 'PERCENT') return `${coupon.savingValue / 100}%`;
  return formatMoney(coupon.savingValue, currencyCode, 'en');
}

export function couponView(coupon: CouponRow, currencyCode: string, now: Date): CouponView {
  return {
    couponId: coupon.id,
    code: coupon.code,
    saving: savingText(coupon, currencyCode),
    expiry: coupon.expiresAt?.toISOString() ?? null,
    isExpired: isCouponExpired(coupon, now),
    savingType: coupon.savingType,
    savingValue: coupon.savingValue,
  };
}

/** The business's coupons, or only the one with `code` when it is given. */
export async function findCoupons(db: Database, businessId: string, code: string | undefined): Promise<CouponRow[]> {
  const where = code === undefined ? eq(coupons.businessId, businessId) : and(eq(coupons.businessId, businessId), eq(coupons.code, code));
  return db.select().from(coupons).where(where).orderBy(asc(coupons.code));
}

/** The coupon a checkout's promo code names: PROMO_CODE_INVALID when the business has none, PROMO_CODE_EXPIRED after its expiry. */
const couponByCode = (db: Database) =>
  prepared(db, 'coupon_by_code', (d) =>
    d
      .select()
      .from(coupons)
      .where(and(eq(coupons.businessId, sql.placeholder('businessId')), eq(coupons.code, sql.placeholder('code'))))
      .orderBy(asc(coupons.code))
      .prepare('coupon_by_code'),
  );

export async function couponForCheckout(db: Database, businessId: string, code: string, now: Date): Promise<CouponRow> {
  const [coupon] = await couponByCode(db).execute({ businessId, code });
  return checkoutCoupon(coupon, now);
}

/** The coupon a promo code found (undefined: none of the business's) if a checkout may use it at `now`; else the error. */
export function checkoutCoupon(coupon: CouponRow | undefined, now: Date): CouponRow {
  if (!coupon || !(SAVING_TYPES as readonly string[]).includes(coupon.savingType)) throw appError('PROMO_CODE_INVALID');
  if (isCouponExpired(coupon, now)) throw appError('PROMO_CODE_EXPIRED');
  return coupon;
}

/** The saving as the pricing rules take it. */
export function promoOf(coupon: CouponRow): PromoInput {
  return {
    code: coupon.code,
    saving: coupon.savingType === 'PERCENT' ? { type: 'PERCENT', basisPoints: coupon.savingValue } : { type: 'AMOUNT', amount: coupon.savingValue },
  };
}
