import { clientSignup, confirmUserSignUp, resendConfirmationCode } from '../services/auth/signup.ts';
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
    args: { password: t.arg.string({ required: true }), userInput: t.arg({ type: UserInput, required: true }) },
    resolve: (_root, args, ctx) => clientSignup(ctx, ctx.roleHeaders.organizationId, args),
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
