// The `attribution` input of createOrder and clientSignup (issue 17): where the checkout came from and the
// affiliate code of the affiliateId cookie. See server/services/affiliates/attribution.ts.
import { builder } from './builder.ts';

export const OrderSourceEnum = builder.enumType('OrderSource', {
  description: 'Where a checkout came from (spec §3 Source): the app, or a business\'s booking widget.',
  values: ['APP', 'WIDGET'] as const,
});

export const AttributionInput = builder.inputType('AttributionInput', {
  fields: (t) => ({
    source: t.field({ type: OrderSourceEnum, description: 'APP when left out.' }),
    affiliateCode: t.string({ description: 'The code of the affiliateId cookie; an unknown code is ignored.' }),
  }),
});
