import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { promoCodeSchema } from '../../src/domain/payments/gift-and-promo.ts';
import { requireGrant } from '../context.ts';
import { businesses } from '../db/schema/index.ts';
import { idSchema } from '../services/catalogue/inputs.ts';
import { couponView, findCoupons, type CouponView } from '../services/coupons.ts';
import { appError, badInput, parseInput } from '../services/errors.ts';
import { builder } from './builder.ts';

const Coupon = builder.objectRef<CouponView>('Coupon').implement({
  description: "A business's promo code (spec §3 coupon).",
  fields: (t) => ({
    couponId: t.exposeID('couponId'),
    code: t.exposeString('code'),
    saving: t.exposeString('saving', { nullable: true, description: "'10%' or an amount such as '$5.00'." }),
    expiry: t.exposeString('expiry', { nullable: true, description: 'When it stops applying (ISO 8601, UTC); null for never.' }),
    isExpired: t.exposeBoolean('isExpired'),
    savingType: t.exposeString('savingType', { description: 'PERCENT (savingValue in basis points) or AMOUNT (minor units).' }),
    savingValue: t.exposeInt('savingValue'),
  }),
});

const CouponFilter = builder.inputType('CouponFilter', {
  fields: (t) => ({
    businessId: t.id({ required: true }),
    code: t.string({ description: 'Required for clients; staff may leave it out to list every coupon of their business.' }),
  }),
});

const filterSchema = z.object({ businessId: idSchema, code: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), promoCodeSchema.optional()) });

builder.queryField('coupons', (t) =>
  t.field({
    type: [Coupon],
    description: 'The coupon with this code at the business (expired ones included, flagged), or all of them for its staff.',
    args: { filter: t.arg({ type: CouponFilter, required: true }) },
    resolve: async (_root, args, ctx) => {
      const filter = parseInput(filterSchema, args.filter, 'filter');
      const { grant } = await requireGrant(ctx, ['CLIENT', 'RECEPTIONIST', 'BUSINESS_ADMIN']);
      const [business] = await ctx.deps.db
        .select({ id: businesses.id, currencyCode: businesses.currencyCode })
        .from(businesses)
        .where(and(eq(businesses.id, filter.businessId), eq(businesses.organizationId, grant.organizationId)))
        .limit(1);
      if (!business || (grant.roleName !== 'CLIENT' && grant.targetId !== business.id)) throw appError('BUSINESS_NOT_FOUND');
      // Codes are handed out to people; a client may check one, not list them all.
      if (grant.roleName === 'CLIENT' && filter.code === undefined) throw badInput({ 'filter.code': 'validation.required' });
      const now = ctx.deps.now();
      return (await findCoupons(ctx.deps.db, business.id, filter.code)).map((c) => couponView(c, business.currencyCode, now));
    },
  }),
);
