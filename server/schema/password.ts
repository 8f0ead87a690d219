import { requireUser } from '../context.ts';
import { changePassword, confirmForgotPassword, sendForgotPasswordCode } from '../services/auth/password-reset.ts';
import { builder } from './builder.ts';
import { ok, SuccessResult } from './common.ts';

builder.mutationField('sendForgotPasswordCode', (t) =>
  t.field({
    type: SuccessResult,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await sendForgotPasswordCode(ctx, args);
      return ok('If an account exists for this email, a code has been sent');
    },
  }),
);

builder.mutationField('confirmForgotPassword', (t) =>
  t.field({
    type: SuccessResult,
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await confirmForgotPassword(ctx, args);
      return ok('Password reset');
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: SuccessResult,
    description: 'Change password while signed in; other sessions of the account end.',
    args: { currentPassword: t.arg.string({ required: true }), proposedPassword: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireUser(ctx);
      await changePassword(ctx, viewer, args);
      return ok('Password changed');
    },
  }),
);
