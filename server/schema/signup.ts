import { attributionSchema, findAttributedAffiliate } from '../services/affiliates/attribution.ts';
import { clientSignup, confirmUserSignUp, resendConfirmationCode } from '../services/auth/signup.ts';
import { isUuid } from '../services/db-errors.ts';
import { parseInput } from '../services/errors.ts';
import { AttributionInput } from './affiliates-attribution.ts';
import { builder } from './builder.ts';
import { ok, SuccessResult } from './common.ts';
import { GenderEnum } from './enums.ts';

const SignupResult = builder.objectRef<{ id: string; userId: string }>('SignupResult').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The new clients row (the CLIENT grant target).' }),
    userId: t.exposeID('userId'),
  }),
});

const UserInput = builder.inputType('UserInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    dob: t.string({ required: true, description: 'YYYY-MM-DD (MM/DD/YYYY is accepted too).' }),
    gender: t.field({ type: GenderEnum, required: true }),
    timezone: t.string(),
  }),
});

builder.mutationField('clientSignup', (t) =>
  t.field({
    type: SignupResult,
    description: 'Needs only the x-organization-id header; emails a 4-digit code to confirm the account.',
    args: {
      password: t.arg.string({ required: true }),
      userInput: t.arg({ type: UserInput, required: true }),
      attribution: t.arg({ type: AttributionInput, description: "The app's currentAttribution(): the affiliate whose link brought the person (issue 17); an unknown code is ignored." }),
    },
    resolve: async (_root, args, ctx) => {
      const organizationId = ctx.roleHeaders.organizationId;
      const { affiliateCode } = parseInput(attributionSchema, args.attribution, 'attribution');
      const referredByAffiliateId = organizationId && isUuid(organizationId) ? await findAttributedAffiliate(ctx.deps.db, affiliateCode, { organizationId }, null) : null;
      return clientSignup(ctx, organizationId, { password: args.password, userInput: args.userInput, referredByAffiliateId });
    },
  }),
);

builder.mutationField('confirmUserSignUp', (t) =>
  t.field({
    type: SuccessResult,
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await confirmUserSignUp(ctx, args);
      return ok('Account confirmed');
    },
  }),
);

builder.mutationField('resendConfirmationCode', (t) =>
  t.field({
    type: SuccessResult,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await resendConfirmationCode(ctx, args);
      return ok('If the sign-up is waiting for confirmation, a new code has been sent');
    },
  }),
);
